import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@cargo/domain';
import { Form, InputNumber, Select, type FormRule } from 'antd';
import { useT } from '../../../shared/i18n';
import { isPastDay, todayIso } from '../../../shared/lib/days';
import { DayField, type DayFieldProps } from '../../../shared/ui/date-fields';
import { currencyLabel } from '../lib/labels';

/** A calendar day from today on. */
function ReadyDateField(props: DayFieldProps) {
  return <DayField {...props} className="wizard-date" allowClear={false} min={todayIso()} />;
}

/** The ready date, the display currency and, for operators, a commission of this calculation alone. */
export function OptionsFields({ operator }: { operator: boolean }) {
  const t = useT();
  const readyDate: FormRule = {
    validator: async (_rule, value: string | null | undefined) => {
      if (!value) throw new Error(t('validation.required'));
      if (isPastDay(value)) throw new Error(t('wizard.readyDate.past'));
    },
  };
  return (
    <div className="wizard-options">
      <Form.Item label={t('wizard.readyDate')} name="readyDate" rules={[readyDate]} className="wizard-field">
        <ReadyDateField aria-label={t('wizard.readyDate')} />
      </Form.Item>
      <Form.Item label={t('wizard.currency')} name="currency" className="wizard-field wizard-field-currency">
        <Select<DisplayCurrency>
          aria-label={t('wizard.currency')}
          popupMatchSelectWidth={false}
          options={DISPLAY_CURRENCIES.map((value) => ({ value, label: currencyLabel(t, value) }))}
        />
      </Form.Item>
      {operator ? (
        <Form.Item
          label={t('wizard.customCommission')}
          name="customCommission"
          tooltip={t('wizard.customCommission.hint')}
          className="wizard-field"
        >
          <InputNumber<number> min={0} max={100} precision={2} decimalSeparator="." className="wizard-number" />
        </Form.Item>
      ) : null}
    </div>
  );
}
