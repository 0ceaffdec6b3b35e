import { CONTAINER_MAX_LOAD_KG, containerNumberIssue, orderContainerSchema } from '@cargo/domain';
import { Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { formatNumber } from '../../../shared/lib/format-number';
import { emptyContainer } from '../lib/booking-values';
import type { ContainerType } from '../../../shared/references';
import { NUMBER_EXAMPLES } from '../lib/container-types';
import { AddEntry, FormSection, ListEntry } from './form-section';

const rules = orderContainerSchema.shape;

interface RowProps {
  name: number;
  index: number;
  types: readonly ContainerType[];
  loading: boolean;
  onRemove: () => void;
}

/** One container: its type, its number with the hint of the type's length, the cargo it holds. */
function ContainerRow({ name, index, types, loading, onRemove }: RowProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const typeId = Form.useWatch(['containers', name, 'containerTypeId'], form) as number | null | undefined;
  const sizeClass = types.find((type) => type.id === typeId)?.sizeClass ?? null;
  const hint =
    sizeClass === 'TWENTY'
      ? t('orders.containerNumber20')
      : sizeClass === 'FORTY'
        ? t('orders.containerNumber40')
        : t('orderScreens.container.numberHint');
  const numberRule: FormRule = {
    validator: async (_rule, value: string | null | undefined) => {
      const number = value?.trim().toUpperCase() || null;
      const issue = containerNumberIssue(sizeClass, number);
      if (issue) throw new Error(t(issue));
    },
  };
  const label = t('orderScreens.container.title', { number: index + 1 });
  return (
    <ListEntry label={label} onRemove={onRemove}>
      <div className="orders-grid orders-grid-3">
        <Form.Item
          name={[name, 'containerTypeId']}
          label={t('orderScreens.container.type')}
          rules={[zodRule(rules.containerTypeId, t)]}
          required
        >
          <Select
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            options={types.map((type) => ({ value: type.id, label: type.label }))}
          />
        </Form.Item>
        <Form.Item
          name={[name, 'number']}
          label={t('orderScreens.container.number')}
          extra={hint}
          rules={[zodRule(rules.number, t), numberRule]}
          dependencies={[['containers', name, 'containerTypeId']]}
          normalize={(value: string) => value.toUpperCase()}
        >
          <Input autoComplete="off" maxLength={11} placeholder={sizeClass ? NUMBER_EXAMPLES[sizeClass] : undefined} />
        </Form.Item>
        <Form.Item
          name={[name, 'weightKg']}
          label={t('orderScreens.container.weight')}
          extra={t('orderScreens.container.weightHint', { max: formatNumber(CONTAINER_MAX_LOAD_KG, 0) })}
          rules={[zodRule(rules.weightKg, t)]}
        >
          <InputNumber<number> className="orders-number" min={0} step={100} />
        </Form.Item>
      </div>
    </ListEntry>
  );
}

/** The booked containers: as the calculation quoted them, each to be given its number once known. */
export function ContainerRows({ types, loading }: { types: readonly ContainerType[]; loading: boolean }) {
  const t = useT();
  return (
    <FormSection title={t('orderScreens.booking.containers')}>
      <Form.List name="containers">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <ContainerRow
                key={field.key}
                name={field.name}
                index={index}
                types={types}
                loading={loading}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Form.ErrorList errors={errors} />
            <AddEntry label={t('orderScreens.booking.addContainer')} onAdd={() => add(emptyContainer())} />
          </>
        )}
      </Form.List>
    </FormSection>
  );
}
