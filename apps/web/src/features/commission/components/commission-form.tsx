import { CARGO_TYPES, COMMISSION_TYPES } from '@cargo/domain';
import { Alert, Form, Radio, Select, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { OrganizationSelect } from '../../../shared/organizations';
import { ReferenceSelect } from '../../../shared/references';
import type { CommissionFormValues } from '../lib/form-values';
import { cargoTypeLabel, typeLabel, variantLabel } from '../lib/labels';
import { PERCENT_DIGITS } from '../../../shared/lib/format-money';
import { AmountInput } from './amount-input';
import { RangeRows } from './range-rows';

export interface CommissionFormProps {
  form: FormInstance<CommissionFormValues>;
  operator: boolean;
  /** An existing rule: its organization and variant stay as they are. */
  editing: boolean;
  /** A rule the user may look at but not change (a partner looking at the marketplace's commission). */
  readOnly: boolean;
  saving: boolean;
  initialValues: CommissionFormValues;
  digitsOf: (currency: string | null | undefined) => number;
  onFinish: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="commission-form-section">
      <h3 className="commission-form-section-title">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A commission rule: whose sales and which variant (operators), the cargo type, how it is
 * calculated (a percentage, or amounts by price range, in the currency's units), and the minimum
 * and maximum it is kept within. Required marks follow the domain's rules.
 */
export function CommissionForm(props: CommissionFormProps) {
  const t = useT();
  const { form, operator, editing, readOnly } = props;
  const type = Form.useWatch('type', form) ?? props.initialValues.type;
  const currency = (Form.useWatch('currency', form) as string | null | undefined) ?? undefined;
  const digits = props.digitsOf(currency);

  return (
    <Form<CommissionFormValues>
      form={form}
      initialValues={props.initialValues}
      layout="vertical"
      onFinish={props.onFinish}
      requiredMark={!readOnly}
      disabled={readOnly || props.saving}
      className="commission-form"
    >
      {readOnly ? (
        <Alert type="info" showIcon className="commission-form-alert" title={t('commission.form.readOnly')} />
      ) : null}
      <Section title={t('commission.form.appliesTo')}>
        {operator ? (
          <Form.Item name="organizationId" label={t('commission.field.organization')} required>
            <OrganizationSelect
              type="PARTNER"
              allowClear={false}
              disabled={editing || readOnly}
              placeholder={t('commission.form.organizationPlaceholder')}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="integrator" label={t('commission.field.variant')} extra={t('commission.form.variantHint')}>
          <Radio.Group
            disabled={!operator || editing || readOnly}
            options={[true, false].map((value) => ({ value, label: t(variantLabel(value)) }))}
          />
        </Form.Item>
        <Form.Item name="cargoType" label={t('commission.field.cargoType')} required>
          <Select
            placeholder={t('commission.form.cargoTypePlaceholder')}
            options={CARGO_TYPES.map((value) => ({ value, label: t(cargoTypeLabel(value)) }))}
          />
        </Form.Item>
      </Section>

      <Section title={t('commission.form.calculation')}>
        <Form.Item name="type" label={t('commission.field.type')}>
          <Radio.Group
            optionType="button"
            className="commission-type"
            options={COMMISSION_TYPES.map((value) => ({ value, label: t(typeLabel(value)) }))}
          />
        </Form.Item>
        <div className="commission-form-grid">
          <Form.Item name="currency" label={t('commission.field.currency')} required>
            <ReferenceSelect target="currencies" operator={operator} allowClear={false} />
          </Form.Item>
          {type === 'PERCENT_FROM_SALES' ? (
            <Form.Item name="percent" label={t('commission.field.percent')} required>
              <AmountInput digits={PERCENT_DIGITS} max={100} suffix="%" />
            </Form.Item>
          ) : null}
        </div>
        {type === 'PRICE_RANGE' ? (
          <>
            <p className="commission-form-hint">{t('commission.form.rangesHint')}</p>
            <RangeRows digits={digits} currency={currency} disabled={readOnly} />
          </>
        ) : null}
      </Section>

      <Section title={t('commission.form.limits')}>
        <p className="commission-form-hint">{t('commission.form.limitsHint')}</p>
        <div className="commission-form-grid">
          <Form.Item name="minAmount" label={t('commission.field.minAmount')}>
            <AmountInput digits={digits} suffix={currency} />
          </Form.Item>
          <Form.Item name="maxAmount" label={t('commission.field.maxAmount')}>
            <AmountInput digits={digits} suffix={currency} />
          </Form.Item>
        </div>
      </Section>
    </Form>
  );
}
