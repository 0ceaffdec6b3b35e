import { manualStatusBodySchema } from '@cargo/domain';
import { Form, Input } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useSetManualStatus } from '../api/set-manual-status';
import { EditorDialog, useEditorSave, type DeliveryEditorProps } from './editor-dialog';

interface CargoStatusValues {
  name: string;
}

/** The contract's wording of a cargo status: required, at most 40 characters. */
const nameRule = manualStatusBodySchema.shape.name;

/**
 * The cargo status in the carrier's own words, while automatic tracking is off (Product specification, domain
 * §4 "manual status"): where the cargo is, shown to the client beside the delivery order's status.
 */
export function CargoStatusEditor({ delivery, open, onClose }: DeliveryEditorProps) {
  const t = useT();
  const [form] = Form.useForm<CargoStatusValues>();
  const save = useSetManualStatus();
  const { problem, run } = useEditorSave(form, onClose);

  const submit = (values: CargoStatusValues) =>
    run(() => save.mutateAsync({ id: delivery.id, name: values.name.trim() }));

  return (
    <EditorDialog
      open={open}
      title={t('orderScreens.cargoStatus.edit', { number: delivery.number })}
      form={form}
      saving={save.isPending}
      problem={problem}
      onClose={onClose}
    >
      <Form<CargoStatusValues>
        form={form}
        layout="vertical"
        initialValues={{ name: delivery.manualStatus ?? '' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('orderScreens.cargoStatus')}
          extra={t('orderScreens.cargoStatus.hint')}
          rules={[zodRule(nameRule, t)]}
          required
        >
          <Input maxLength={nameRule.maxLength ?? undefined} showCount autoComplete="off" />
        </Form.Item>
      </Form>
    </EditorDialog>
  );
}
