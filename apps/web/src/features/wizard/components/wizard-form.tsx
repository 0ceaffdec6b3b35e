import type { Calculation, CargoForm, DisplayCurrency, QuoteSort } from '@cargo/domain';
import { Alert, Button, Card, Form } from 'antd';
import { useEffect } from 'react';
import { useT } from '../../../shared/i18n';
import type { WizardValues } from '../lib/form-values';
import { CargoSection } from './cargo-section';
import { DirectionFields } from './direction-fields';
import { OptionsFields } from './options-fields';
import { useCalculate } from './use-calculate';
import './wizard-form.css';

export interface WizardFormProps {
  /** Read when the form mounts: the page mounts a new form whenever the history refills it. */
  initialValues: WizardValues;
  /** The cargo tabs the user's organization offers. */
  forms: readonly CargoForm[];
  operator: boolean;
  isWidget: boolean;
  sort: QuoteSort;
  /** The display currency the results switch to; the form follows it. */
  currency: DisplayCurrency;
  onCalculated: (calculation: Calculation, values: WizardValues) => void;
}

/** The calculation's parameters (Product specification, domain §2): route, cargo, ready date and currency. */
export function WizardForm({
  initialValues,
  forms,
  operator,
  isWidget,
  sort,
  currency,
  onCalculated,
}: WizardFormProps) {
  const t = useT();
  const [form] = Form.useForm<WizardValues>();
  const { submit, submitting, problems } = useCalculate({ form, isWidget, operator, sort, onCalculated });
  // A field is checked once it is left (or the form is sent), not while it is typed; a field that
  // shows a problem is checked again at each change, so the problem goes as soon as it is fixed.
  const recheckFailing = () => {
    const failing = form
      .getFieldsError()
      .filter((field) => field.errors.length)
      .map((field) => field.name);
    if (failing.length) form.validateFields(failing).catch(() => undefined);
  };

  useEffect(() => {
    if (form.getFieldValue('currency') !== currency) form.setFieldValue('currency', currency);
  }, [form, currency]);

  return (
    <Card className="wizard-card" variant="borderless">
      <Form<WizardValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        validateTrigger="onBlur"
        onValuesChange={recheckFailing}
        scrollToFirstError={{ block: 'center' }}
        aria-label={t('wizard.form')}
        className="wizard-form"
      >
        <DirectionFields />
        <CargoSection forms={forms} />
        <div className="wizard-footer">
          <OptionsFields operator={operator} />
          <Button type="primary" htmlType="submit" size="large" loading={submitting} className="wizard-submit">
            {t('wizard.calculate')}
          </Button>
        </div>
        {problems.length ? (
          <Alert type="error" showIcon title={problems.join(' ')} className="wizard-problems" />
        ) : null}
      </Form>
    </Card>
  );
}
