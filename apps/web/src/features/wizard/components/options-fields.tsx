import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@cargo/domain';
import { DatePicker, Form, InputNumber, Select, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useT } from '../../../shared/i18n';
import { isPastDay } from '../../../shared/lib/days';
import { currencyLabel } from '../lib/labels';

const DAY = 'YYYY-MM-DD';

interface DayFieldProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  'aria-label'?: string;
}

/** A calendar day from today on, shown DD.MM.YYYY, kept YYYY-MM-DD. */
function ReadyDateField({ id, value, onChange, 'aria-label': ariaLabel }: DayFieldProps) {
  return (
    <DatePicker
      id={id}
      aria-label={ariaLabel}
      className="wizard-date"
      format="DD.MM.YYYY"
      allowClear={false}
      value={value ? dayjs(value, DAY) : null}
      disabledDate={(day) => isPastDay(day.format(DAY))}
      onChange={(day) => onChange?.(day ? day.format(DAY) : null)}
    />
  );
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
