import { NDS_KINDS, TARIFF_KIND_SPECS, type TariffKind, type TariffVariant } from '@cargo/domain';
import { Alert, Form, Select, type FormInstance } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { OrganizationSelect } from '../../../shared/organizations';
import { ReferenceSelect } from '../../../shared/references';
import type { ContainerType } from '../api/container-types';
import type { TariffFormValues } from '../lib/form-values';
import { endLabel, fieldLabel, tariffEnumLabel } from '../lib/labels';
import { priceDigits } from '../lib/price-digits';
import { requiredFields } from '../lib/required';
import { DayField } from '../../../shared/ui/date-fields';
import { DaysInput, MoneyInput, PointField } from './controls';
import { LinesEditor } from './lines-editor';
import { optionalFieldsOf, TariffFields } from './tariff-fields';
import { VisibilityFields } from './visibility-fields';

export interface TariffFormProps {
  form: FormInstance<TariffFormValues>;
  kind: TariffKind;
  variant: TariffVariant;
  operator: boolean;
  editing: boolean;
  /** A tariff the user may look at but not change. */
  readOnly: boolean;
  saving: boolean;
  initialValues: TariffFormValues;
  containers: { types: readonly ContainerType[]; mainIds: readonly number[] };
  digitsOf: (currency: string | null | undefined) => number;
  onFinish: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="tariff-form-section">
      <h3 className="tariff-form-section-title">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The tariff form, driven by the kind's spec (TARIFF_KIND_SPECS): the route (the owner for
 * operators; the ends of the kind's point types), the kind's own fields, the terms (validity,
 * currency, VAT, minimum, transit, the kind's days), the prices as the tab's line shape says,
 * visibility. Required marks follow the domain's rules.
 */
export function TariffForm(props: TariffFormProps) {
  const t = useT();
  const { form, kind, variant, operator, readOnly } = props;
  const spec = TARIFF_KIND_SPECS[kind];
  const required = useMemo(() => requiredFields(kind, variant), [kind, variant]);
  const currency = Form.useWatch('currency', form) as string | null | undefined;
  const tarification = Form.useWatch('tarification', form) as TariffFormValues['tarification'] | undefined;
  const currencyDigits = props.digitsOf(currency);
  const percent = tarification === 'RELATIVE';
  const details = optionalFieldsOf(kind, variant, 'details');
  const placeholder = t('tariffScreens.form.searchPlaceholder');

  return (
    <Form<TariffFormValues>
      form={form}
      initialValues={props.initialValues}
      layout="vertical"
      onFinish={props.onFinish}
      requiredMark={!readOnly}
      disabled={readOnly || props.saving}
      className="tariff-form"
    >
      {readOnly ? (
        <Alert type="info" showIcon className="tariff-form-alert" title={t('tariffScreens.form.readOnly')} />
      ) : null}
      <Section title={t('tariffScreens.form.route')}>
        {operator ? (
          <Form.Item
            name="organizationId"
            label={t(fieldLabel('organization'))}
            extra={props.editing ? undefined : t('tariffScreens.form.ownerHint')}
          >
            <OrganizationSelect
              type="PARTNER"
              allowClear={!props.editing}
              placeholder={t('tariffScreens.form.ownerPlaceholder')}
            />
          </Form.Item>
        ) : null}
        <div className="tariff-form-grid tariff-form-grid-wide">
          {(['from', 'to'] as const).map((end) => {
            const types = end === 'from' ? spec.from : spec.to;
            if (!types) return null;
            const label = t(end === 'from' ? endLabel('from', spec.to === null) : fieldLabel('to'));
            return (
              <Form.Item
                key={end}
                name={end}
                label={label}
                required={required.has(end)}
                extra={spec.optionalEnds ? t('tariffScreens.form.anyPointHint') : undefined}
              >
                <PointField types={types} placeholder={placeholder} aria-label={label} />
              </Form.Item>
            );
          })}
        </div>
      </Section>

      {details.length ? (
        <Section title={t('tariffScreens.form.details')}>
          <div className="tariff-form-grid">
            <TariffFields kind={kind} variant={variant} group="details" operator={operator} required={required} />
          </div>
        </Section>
      ) : null}

      <Section title={t('tariffScreens.form.terms')}>
        <div className="tariff-form-grid tariff-form-grid-compact">
          <Form.Item name="validFrom" label={t(fieldLabel('validFrom'))} required>
            <DayField />
          </Form.Item>
          <Form.Item name="validTo" label={t(fieldLabel('validTo'))} required>
            <DayField />
          </Form.Item>
          <Form.Item name="currency" label={t(fieldLabel('currency'))} required>
            <ReferenceSelect target="currencies" operator={operator} allowClear={false} />
          </Form.Item>
          <Form.Item name="nds" label={t(fieldLabel('nds'))}>
            <Select options={NDS_KINDS.map((value) => ({ value, label: t(tariffEnumLabel('nds', value)) }))} />
          </Form.Item>
          <Form.Item name="minPrice" label={t(fieldLabel('minPrice'))}>
            <MoneyInput digits={currencyDigits} suffix={currency ?? undefined} />
          </Form.Item>
          <Form.Item name="transitDays" label={t(fieldLabel('transitDays'))}>
            <DaysInput />
          </Form.Item>
          <TariffFields kind={kind} variant={variant} group="terms" operator={operator} required={required} />
        </div>
      </Section>

      <Section title={t(fieldLabel('lines'))}>
        <LinesEditor
          kind={kind}
          variant={variant}
          operator={operator}
          containers={props.containers}
          digits={priceDigits(tarification ?? null, currencyDigits)}
          suffix={percent ? '%' : (currency ?? undefined)}
          disabled={readOnly}
        />
      </Section>

      <Section title={t('tariffScreens.form.publication')}>
        <VisibilityFields />
      </Section>
    </Form>
  );
}
