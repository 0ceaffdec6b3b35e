import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useT } from '../../../shared/i18n';
import type { RangeValues } from '../lib/form-values';
import { AmountInput } from './amount-input';

export interface RangeRowsProps {
  digits: number;
  currency?: string;
  disabled: boolean;
}

/**
 * The steps of a PRICE_RANGE rule: a price from "From" up to, not including, "To" (empty: no end)
 * is charged "Amount". A new step starts where the last one ends.
 */
export function RangeRows({ digits, currency, disabled }: RangeRowsProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const next = (): RangeValues => {
    const ranges = (form.getFieldValue('ranges') as RangeValues[] | undefined) ?? [];
    return { from: ranges.at(-1)?.to ?? null, to: null, amount: null };
  };
  return (
    <Form.List name="ranges">
      {(rows, { add, remove }, { errors }) => (
        <>
          <div className="commission-ranges">
            {rows.map((row, index) => (
              <div
                key={row.key}
                className="commission-range"
                role="group"
                aria-label={t('commission.form.range', { n: index + 1 })}
              >
                <Form.Item name={[row.name, 'from']} label={t('commission.field.from')}>
                  <AmountInput digits={digits} suffix={currency} />
                </Form.Item>
                <Form.Item name={[row.name, 'to']} label={t('commission.field.to')}>
                  <AmountInput digits={digits} suffix={currency} placeholder={t('commission.form.openEnd')} />
                </Form.Item>
                <Form.Item name={[row.name, 'amount']} label={t('commission.field.amount')}>
                  <AmountInput digits={digits} suffix={currency} />
                </Form.Item>
                {!disabled && rows.length > 1 ? (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    className="commission-range-remove"
                    aria-label={t('commission.form.removeRange')}
                    title={t('commission.form.removeRange')}
                    onClick={() => remove(row.name)}
                  />
                ) : null}
              </div>
            ))}
          </div>
          <Form.ErrorList errors={errors} />
          {!disabled ? (
            <Button icon={<PlusOutlined />} onClick={() => add(next())} className="commission-add-range">
              {t('commission.form.addRange')}
            </Button>
          ) : null}
        </>
      )}
    </Form.List>
  );
}
