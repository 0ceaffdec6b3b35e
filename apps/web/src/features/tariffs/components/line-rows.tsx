import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { LineShape, MessageKey } from '@cargo/domain';
import { Button, Form, InputNumber } from 'antd';
import { useT } from '../../../shared/i18n';
import { ReferenceSelect } from '../../../shared/references';
import { ITEM_TARGET, rowFields, type LineValues } from '../lib/lines';
import { fieldLabel } from '../lib/labels';
import { MoneyInput } from './controls';

export interface LineRowsProps {
  shape: LineShape;
  operator: boolean;
  digits: number;
  /** The currency's code, or "%" for a relative surcharge. */
  suffix?: string;
  /** The unit of the ranges, in words ("kg"); none for radius bands. */
  unit?: string;
  disabled: boolean;
}

/**
 * The lines of a tariff priced by rows: per vehicle or pallet type and/or per range of a
 * quantity (0–45 kg, 45–100 kg, 100 kg and more) or radius band, each with its price; rows are
 * added (the next starting where the last ends) and removed.
 */
export function LineRows({ shape, operator, digits, suffix, unit, disabled }: LineRowsProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const fields = rowFields(shape);
  const withUnit = (key: MessageKey) => (unit ? t('tariffScreens.form.withUnit', { label: t(key), unit }) : t(key));
  const labels: Partial<Record<keyof LineValues, string>> = {
    vehicleTypeId: t(fieldLabel('vehicleTypeId')),
    palletTypeId: t(fieldLabel('palletTypeId')),
    from: shape.radius ? t(fieldLabel('radiusFrom')) : withUnit(fieldLabel('lineFrom')),
    to: shape.radius ? t(fieldLabel('radiusTo')) : withUnit(fieldLabel('lineTo')),
    price: unit ? t('tariffScreens.form.pricePer', { unit }) : t(fieldLabel('price')),
  };

  const control = (field: keyof LineValues) => {
    switch (field) {
      case 'vehicleTypeId':
      case 'palletTypeId':
        return (
          <ReferenceSelect
            target={ITEM_TARGET[field]}
            operator={operator}
            allowClear={false}
            placeholder={t('tariffScreens.form.searchPlaceholder')}
          />
        );
      case 'from':
        return <InputNumber<number> className="tariff-control" min={0} decimalSeparator="." />;
      case 'to':
        return (
          <InputNumber<number>
            className="tariff-control"
            min={0}
            decimalSeparator="."
            placeholder={t('tariffScreens.form.openEnd')}
          />
        );
      default:
        return <MoneyInput digits={digits} suffix={suffix} />;
    }
  };

  const next = (): LineValues => {
    const lines = (form.getFieldValue('lines') as LineValues[] | undefined) ?? [];
    const last = lines.at(-1);
    return {
      ...(shape.item ? { [shape.item]: last?.[shape.item] ?? null } : {}),
      ...(fields.includes('from') ? { from: last?.to ?? null, to: null } : {}),
      price: null,
    };
  };

  return (
    <Form.List name="lines">
      {(rows, { add, remove }, { errors }) => (
        <>
          <div className="tariff-line-rows">
            {rows.map((row, index) => (
              <div
                key={row.key}
                className={`tariff-line-row tariff-line-row-${fields.length}`}
                role="group"
                aria-label={t('tariffScreens.form.line', { n: index + 1 })}
              >
                {fields.map((field) => (
                  <Form.Item key={field} name={[row.name, field]} label={labels[field]}>
                    {control(field)}
                  </Form.Item>
                ))}
                {!disabled && rows.length > 1 ? (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    className="tariff-line-remove"
                    aria-label={t('tariffScreens.form.removeLine')}
                    title={t('tariffScreens.form.removeLine')}
                    onClick={() => remove(row.name)}
                  />
                ) : null}
              </div>
            ))}
          </div>
          <Form.ErrorList errors={errors} />
          {!disabled ? (
            <Button icon={<PlusOutlined />} onClick={() => add(next())} className="tariff-add-line">
              {t('tariffScreens.form.addLine')}
            </Button>
          ) : null}
        </>
      )}
    </Form.List>
  );
}
