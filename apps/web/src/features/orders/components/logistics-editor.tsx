import { logisticsSchema } from '@cargo/domain';
import { Form, Input, Select } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useUpdateLogistics } from '../api/update-logistics';
import { EditorDialog, useEditorSave, type DeliveryEditorProps } from './editor-dialog';

const rules = logisticsSchema.shape;
const FIELDS = ['trackingNumber', 'billOfLading', 'awb', 'cmr', 'railwayBill'] as const;

interface LogisticsValues {
  trackingNumber: string;
  billOfLading: string;
  awb: string;
  cmr: string;
  railwayBill: string;
  houseBills: string[];
}

/** The logistics block's numbers in one dialog; house bills typed one after another. */
export function LogisticsEditor({ delivery, open, onClose }: DeliveryEditorProps) {
  const t = useT();
  const [form] = Form.useForm<LogisticsValues>();
  const update = useUpdateLogistics();
  const { problem, run } = useEditorSave(form, onClose);
  const { logistics } = delivery;
  const initial: LogisticsValues = {
    trackingNumber: logistics.trackingNumber ?? '',
    billOfLading: logistics.billOfLading ?? '',
    awb: logistics.awb ?? '',
    cmr: logistics.cmr ?? '',
    railwayBill: logistics.railwayBill ?? '',
    houseBills: logistics.houseBills,
  };

  const submit = (values: LogisticsValues) => run(() => update.mutateAsync({ id: delivery.id, logistics: values }));

  return (
    <EditorDialog
      open={open}
      title={t('orderScreens.logistics.edit', { number: delivery.number })}
      form={form}
      saving={update.isPending}
      problem={problem}
      onClose={onClose}
    >
      <Form<LogisticsValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => void submit(values)}
      >
        <div className="orders-grid">
          {FIELDS.map((field) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`orderScreens.logistics.${field}`)}
              rules={[zodRule(rules[field], t)]}
            >
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
          ))}
          <Form.Item
            name="houseBills"
            label={t('orderScreens.logistics.houseBills')}
            extra={t('orderScreens.logistics.houseBills.hint')}
            className="orders-grid-wide"
          >
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} maxCount={20} />
          </Form.Item>
        </div>
      </Form>
    </EditorDialog>
  );
}
