import { SURCHARGE_TYPES, TARIFICATIONS, type BulkTariffAction, type TariffVariant } from '@cargo/domain';
import { Alert, Form, Select } from 'antd';
import { useT } from '../../../shared/i18n';
import { OrganizationSelect } from '../../../shared/organizations';
import { ReferenceSelect } from '../../../shared/references';
import type { ContainerType } from '../api/container-types';
import type { BulkFormValues } from '../lib/bulk-request';
import { fieldLabel, tariffEnumLabel } from '../lib/labels';
import { priceDigits } from '../lib/price-digits';
import { DayField } from '../../../shared/ui/date-fields';
import { LinesEditor } from './lines-editor';

export interface BulkFieldsProps {
  action: BulkTariffAction;
  /** The tab whose tariffs are selected: surcharge lines take its shape. */
  variant: TariffVariant;
  operator: boolean;
  containers: { types: readonly ContainerType[]; mainIds: readonly number[] };
  digitsOf: (currency: string | null | undefined) => number;
}

/**
 * What an action asks for: the new last day (Prolong), a confirmation (Delete), the new owner
 * (Change owner), a surcharge with its type, tarification, currency and lines shaped as the tab's
 * surcharge values are — the tariff form's lines editor (Add surcharges), or the surcharge to
 * delete, every one when none (Delete surcharges).
 */
export function BulkFields({ action, variant, operator, containers, digitsOf }: BulkFieldsProps) {
  const t = useT();
  const form = Form.useFormInstance<BulkFormValues>();
  const currency = Form.useWatch('currency', form);
  const tarification = Form.useWatch('tarification', form);
  const required = [{ required: true, message: t('validation.required') }];

  switch (action) {
    case 'PROLONG':
      return (
        <Form.Item name="validTo" label={t('tariffActions.newValidTo')} rules={required}>
          <DayField aria-label={t('tariffActions.newValidTo')} />
        </Form.Item>
      );
    case 'DELETE':
      return <Alert type="warning" showIcon title={t('tariffActions.deleteConfirm')} />;
    case 'CHANGE_OWNER':
      return (
        <Form.Item name="organizationId" label={t('tariffActions.newOwner')} rules={required}>
          <OrganizationSelect aria-label={t('tariffActions.newOwner')} />
        </Form.Item>
      );
    case 'DELETE_SURCHARGES':
      return (
        <Form.Item name="surchargeId" label={t(fieldLabel('surchargeId'))} extra={t('tariffActions.anySurcharge')}>
          <ReferenceSelect target="freight-surcharges" operator={operator} />
        </Form.Item>
      );
    case 'ADD_SURCHARGES':
      return (
        <>
          <div className="tariff-form-grid">
            <Form.Item name="surchargeId" label={t(fieldLabel('surchargeId'))} rules={required}>
              <ReferenceSelect target="freight-surcharges" operator={operator} />
            </Form.Item>
            <Form.Item name="surchargeType" label={t(fieldLabel('surchargeType'))} rules={required}>
              <Select
                options={SURCHARGE_TYPES.map((value) => ({ value, label: t(tariffEnumLabel('surchargeType', value)) }))}
              />
            </Form.Item>
            <Form.Item name="tarification" label={t(fieldLabel('tarification'))} rules={required}>
              <Select
                options={TARIFICATIONS.map((value) => ({ value, label: t(tariffEnumLabel('tarification', value)) }))}
              />
            </Form.Item>
            <Form.Item name="currency" label={t(fieldLabel('currency'))} rules={required}>
              <ReferenceSelect target="currencies" operator={operator} allowClear={false} />
            </Form.Item>
          </div>
          <h3 className="tariff-form-section-title">{t(fieldLabel('lines'))}</h3>
          <LinesEditor
            kind="freight-surcharges"
            variant={variant}
            operator={operator}
            containers={containers}
            digits={priceDigits(tarification ?? null, digitsOf(currency))}
            suffix={tarification === 'RELATIVE' ? '%' : (currency ?? undefined)}
            disabled={false}
          />
        </>
      );
  }
}
