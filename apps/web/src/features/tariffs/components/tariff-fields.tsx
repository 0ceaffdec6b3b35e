import {
  CHARGING_MODES,
  DISTANCE_RANGES,
  ROAD_CHARGING_CODES,
  ROUTE_TYPES,
  SURCHARGE_TYPES,
  TARIFF_KIND_SPECS,
  TARIFICATIONS,
  VEHICLE_BODIES,
  type ReferenceTarget,
  type TariffField,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import { Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { ReferenceSelect } from '../../../shared/references';
import { carrierLabel, fieldLabel, tariffEnumLabel } from '../lib/labels';
import { DaysInput } from './controls';
import { SeaTariffSelect } from './sea-tariff-select';

/** How an optional field of a kind (TARIFF_KIND_SPECS `fields`) is entered. */
type Control =
  | { kind: 'reference'; target: ReferenceTarget | 'carrier' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'days' }
  | { kind: 'zipCodes' }
  | { kind: 'tariffId' };

const CONTROLS: Readonly<Record<TariffField, Control>> = {
  carrierId: { kind: 'reference', target: 'carrier' },
  serviceId: { kind: 'reference', target: 'services' },
  surchargeId: { kind: 'reference', target: 'freight-surcharges' },
  routeType: { kind: 'enum', values: ROUTE_TYPES },
  chargingMode: { kind: 'enum', values: CHARGING_MODES },
  roadChargingCode: { kind: 'enum', values: ROAD_CHARGING_CODES },
  vehicleBody: { kind: 'enum', values: VEHICLE_BODIES },
  distanceRange: { kind: 'enum', values: DISTANCE_RANGES },
  surchargeType: { kind: 'enum', values: SURCHARGE_TYPES },
  tarification: { kind: 'enum', values: TARIFICATIONS },
  zipCodes: { kind: 'zipCodes' },
  documentDeadlineDays: { kind: 'days' },
  demurrageDays: { kind: 'days' },
  detentionDays: { kind: 'days' },
  appliesToTariffId: { kind: 'tariffId' },
};

/** The optional fields that are terms of the price (days), shown with validity and currency. */
const TERMS: ReadonlySet<TariffField> = new Set(['documentDeadlineDays', 'demurrageDays', 'detentionDays']);

/** A kind's optional fields of one group, in the spec's order; the carrier only where the tab names its dictionary. */
export function optionalFieldsOf(kind: TariffKind, variant: TariffVariant, group: 'details' | 'terms'): TariffField[] {
  const spec = TARIFF_KIND_SPECS[kind];
  return spec.fields.filter(
    (field) => TERMS.has(field) === (group === 'terms') && (field !== 'carrierId' || spec.carrier?.[variant]),
  );
}

export interface TariffFieldsProps {
  kind: TariffKind;
  variant: TariffVariant;
  group: 'details' | 'terms';
  operator: boolean;
  /** The fields the domain's rules require of this tab (the required marks). */
  required: ReadonlySet<string>;
}

/** The kind's own fields of a group, each entered as its control says, driven by TARIFF_KIND_SPECS. */
export function TariffFields({ kind, variant, group, operator, required }: TariffFieldsProps) {
  const t = useT();
  const carrier = TARIFF_KIND_SPECS[kind].carrier?.[variant];

  const control = (field: TariffField): ReactNode => {
    const spec = CONTROLS[field];
    switch (spec.kind) {
      case 'reference':
        return (
          <ReferenceSelect
            target={spec.target === 'carrier' ? carrier! : spec.target}
            operator={operator}
            allowClear={!required.has(field)}
            placeholder={t('tariffScreens.form.searchPlaceholder')}
          />
        );
      case 'enum':
        return (
          <Select
            allowClear={!required.has(field)}
            popupMatchSelectWidth={false}
            options={spec.values.map((value) => ({ value, label: t(tariffEnumLabel(field, value)) }))}
          />
        );
      case 'days':
        return <DaysInput />;
      case 'tariffId':
        return <SeaTariffSelect />;
      case 'zipCodes':
        return <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ', ';']} />;
    }
  };

  return (
    <>
      {optionalFieldsOf(kind, variant, group).map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(field === 'carrierId' ? carrierLabel(carrier) : fieldLabel(field))}
          required={required.has(field)}
          extra={field === 'zipCodes' ? t('tariffScreens.form.zipCodesHint') : undefined}
          className={field === 'zipCodes' ? 'tariff-form-wide' : undefined}
        >
          {control(field)}
        </Form.Item>
      ))}
    </>
  );
}
