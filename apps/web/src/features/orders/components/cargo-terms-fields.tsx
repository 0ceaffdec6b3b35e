import { bookingDetailsSchema, INCOTERMS } from '@cargo/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { useCurrencyDigits } from '../../../shared/references';
import { FormSection } from './form-section';

const rules = bookingDetailsSchema.shape;

/** The terms of sale and what the cargo is: incoterms, value and currency, description, HS code. */
export function CargoTermsFields() {
  const t = useT();
  const { codes, digitsOf } = useCurrencyDigits();
  const currency = Form.useWatch(['cargoValue', 'currency']) as string | null | undefined;
  return (
    <FormSection title={t('orderScreens.booking.cargo')}>
      <div className="orders-grid orders-grid-3">
        <Form.Item name="incoterms" label={t('orderScreens.field.incoterms')}>
          <Select allowClear options={INCOTERMS.map((value) => ({ value, label: value }))} />
        </Form.Item>
        <Form.Item name={['cargoValue', 'amount']} label={t('orderScreens.field.cargoValue')}>
          <InputNumber<number> className="orders-number" min={0} precision={digitsOf(currency)} decimalSeparator="." />
        </Form.Item>
        <Form.Item name={['cargoValue', 'currency']} label={t('orderScreens.field.currency')}>
          <Select showSearch options={codes.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('orderScreens.field.description')}
          rules={[zodRule(rules.description, t)]}
          className="orders-grid-wide"
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Form.Item
          name="hsCode"
          label={t('orderScreens.field.hsCode')}
          extra={t('orders.hsCode')}
          rules={[zodRule(rules.hsCode, t)]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={10} placeholder="8501100000" />
        </Form.Item>
      </div>
    </FormSection>
  );
}
