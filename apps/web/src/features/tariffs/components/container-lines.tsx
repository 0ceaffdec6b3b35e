import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Select, Typography } from 'antd';
import { useT } from '../../../shared/i18n';
import type { ContainerType } from '../api/container-types';
import type { LineValues } from '../lib/lines';
import { MoneyInput } from './controls';

export interface ContainerLinesProps {
  types: readonly ContainerType[];
  mainIds: readonly number[];
  digits: number;
  suffix?: string;
  disabled: boolean;
}

/**
 * A container tariff's prices: one per container type, 20', 40' and 40'HC always listed (left
 * empty where the tariff has no price for them), other types added from the dictionary and
 * removed again.
 */
export function ContainerLines({ types, mainIds, digits, suffix, disabled }: ContainerLinesProps) {
  const t = useT();
  const form = Form.useFormInstance();
  // The container type of a line has no field of its own: watched with the unregistered values.
  const lines = (Form.useWatch('lines', { form, preserve: true }) as LineValues[] | undefined) ?? [];
  const listed = new Set(lines.map((line) => line.containerTypeId));
  const labelOf = (id: number | null | undefined) => types.find((type) => type.id === id)?.label ?? `#${id ?? ''}`;
  const others = types.filter((type) => !listed.has(type.id));

  return (
    <Form.List name="lines">
      {(fields, { add, remove }, { errors }) => (
        <>
          <Typography.Paragraph type="secondary" className="tariff-form-hint">
            {t('tariffScreens.form.containersHint')}
          </Typography.Paragraph>
          <div className="tariff-container-lines">
            {fields.map((field) => {
              const id = lines[field.name]?.containerTypeId;
              const removable = !disabled && !mainIds.includes(id ?? -1);
              return (
                <div key={field.key} className="tariff-container-line">
                  <Form.Item name={[field.name, 'price']} label={labelOf(id)} className="tariff-container-price">
                    <MoneyInput digits={digits} suffix={suffix} />
                  </Form.Item>
                  {removable ? (
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      className="tariff-line-remove"
                      aria-label={`${t('tariffScreens.form.removeLine')}: ${labelOf(id)}`}
                      title={t('tariffScreens.form.removeLine')}
                      onClick={() => remove(field.name)}
                    />
                  ) : null}
                </div>
              );
            })}
          </div>
          <Form.ErrorList errors={errors} />
          {!disabled && others.length ? (
            <Select<number>
              className="tariff-add-container"
              value={null}
              placeholder={t('tariffScreens.form.addContainerType')}
              aria-label={t('tariffScreens.form.addContainerType')}
              showSearch={{ optionFilterProp: 'label' }}
              popupMatchSelectWidth={false}
              options={others.map((type) => ({ value: type.id, label: `${type.label} — ${type.name}` }))}
              onChange={(containerTypeId) => add({ containerTypeId, price: null })}
            />
          ) : null}
        </>
      )}
    </Form.List>
  );
}
