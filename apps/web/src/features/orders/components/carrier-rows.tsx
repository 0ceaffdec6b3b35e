import { LEG_MODES, manualCarrierSchema } from '@cargo/domain';
import { Form, InputNumber, Select } from 'antd';
import { zodRule } from '../../../shared/forms';
import { useT } from '../../../shared/i18n';
import { OrganizationSelect } from '../../../shared/organizations';
import { useCurrencyDigits } from '../../../shared/references';
import { emptyCarrier, MAX_CARRIERS, MIN_CARRIERS } from '../lib/manual-booking-values';
import { AddEntry, FormSection, ListEntry } from './form-section';

const rules = manualCarrierSchema.shape;
const costRules = manualCarrierSchema.shape.cost.shape;

interface RowProps {
  name: number;
  index: number;
  /** Left out for the last carrier: a manual booking has at least one. */
  onRemove?: () => void;
}

/** One carrier of a manual booking: the partner, its mode, its price for the lane and its transit days. */
function CarrierRow({ name, index, onRemove }: RowProps) {
  const t = useT();
  const { codes, digitsOf } = useCurrencyDigits();
  const currency = Form.useWatch(['carriers', name, 'cost', 'currency']) as string | null | undefined;
  const label = t('orderScreens.manual.carrier', { number: index + 1 });
  return (
    <ListEntry label={label} onRemove={onRemove}>
      <div className="orders-grid orders-grid-3">
        <Form.Item
          name={[name, 'organizationId']}
          label={t('orderScreens.manual.organization')}
          rules={[zodRule(rules.organizationId, t)]}
          required
          className="orders-carrier-organization"
        >
          <OrganizationSelect type="PARTNER" placeholder={t('orderScreens.manual.searchOrganization')} />
        </Form.Item>
        <Form.Item
          name={[name, 'mode']}
          label={t('orderScreens.manual.mode')}
          rules={[zodRule(rules.mode, t)]}
          required
        >
          <Select options={LEG_MODES.map((mode) => ({ value: mode, label: t(`wizard.mode.${mode}`) }))} />
        </Form.Item>
        <Form.Item
          name={[name, 'transitDays']}
          label={t('orderScreens.manual.transitDays')}
          rules={[zodRule(rules.transitDays, t)]}
          required
        >
          <InputNumber<number> className="orders-number" min={1} max={365} precision={0} />
        </Form.Item>
        <Form.Item
          name={[name, 'cost', 'amount']}
          label={t('orderScreens.manual.cost')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <InputNumber<number> className="orders-number" min={0} precision={digitsOf(currency)} decimalSeparator="." />
        </Form.Item>
        <Form.Item
          name={[name, 'cost', 'currency']}
          label={t('orderScreens.field.currency')}
          rules={[zodRule(costRules.currency, t)]}
          required
        >
          <Select showSearch options={codes.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
      </div>
    </ListEntry>
  );
}

/** The carriers of a manual booking and their prices: one to MAX_CARRIERS, each its own delivery order. */
export function CarrierRows({ currency }: { currency: string | null }) {
  const t = useT();
  return (
    <FormSection title={t('orderScreens.manual.carriers')} hint={t('orderScreens.manual.carriersHint')}>
      <Form.List name="carriers">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <CarrierRow
                key={field.key}
                name={field.name}
                index={index}
                onRemove={fields.length > MIN_CARRIERS ? () => remove(field.name) : undefined}
              />
            ))}
            <Form.ErrorList errors={errors} />
            <AddEntry
              label={t('orderScreens.manual.addCarrier')}
              onAdd={() => add(emptyCarrier(currency))}
              full={fields.length >= MAX_CARRIERS ? t('orderScreens.manual.carriersMax') : null}
            />
          </>
        )}
      </Form.List>
    </FormSection>
  );
}
