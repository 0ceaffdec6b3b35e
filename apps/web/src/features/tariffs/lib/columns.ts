import { TARIFF_KIND_SPECS, type MessageKey, type TariffKind, type TariffVariant } from '@cargo/domain';
import type { ViewColumn } from '../../../shared/lists/use-column-views';
import { carrierLabel, endLabel, fieldLabel } from './labels';

/** What a column of the rates table shows (the cell renders by key). */
export type TariffColumnKey =
  | 'id'
  | 'from'
  | 'to'
  | 'route'
  | 'carrier'
  | 'service'
  | 'routeType'
  | 'surcharge'
  | 'chargingMode'
  | 'vehicleBody'
  | 'validity'
  | 'currency'
  | 'prices'
  | 'minPrice'
  | 'nds'
  | 'transitDays'
  | 'documentDeadlineDays'
  | 'modifier'
  | 'organization'
  | 'active'
  | 'updatedAt';

export interface TariffColumn extends ViewColumn {
  key: TariffColumnKey;
  label: MessageKey;
  /** The list's field it sorts by (TARIFF_LIST), where it sorts. */
  sortField?: string;
  align?: 'right';
}

const column = (
  key: TariffColumnKey,
  label: MessageKey,
  options: { sortField?: string; visible?: boolean; align?: 'right' } = {},
): TariffColumn => ({ key, label, visible: options.visible ?? true, ...options });

/**
 * The columns of a kind's table, the usual ones shown: the ends with their codes, the carrier,
 * the prices in brief and their currency, the service or surcharge where the kind has one,
 * validity (with the expired marker), transit, visibility, the owner for operators, the state.
 * Views keep their keys.
 */
export function tariffColumns(kind: TariffKind, variant: TariffVariant, operator: boolean): TariffColumn[] {
  const spec = TARIFF_KIND_SPECS[kind];
  const has = (field: (typeof spec.fields)[number]) => spec.fields.includes(field);
  const carrier = spec.carrier?.[variant];
  return [
    column('id', fieldLabel('id'), { sortField: 'id', visible: false, align: 'right' }),
    // A kind with two ends shows them in one column, the destination under the origin (sorted by
    // the origin), so the table fits a 1366 px screen; "To" may be added to sort by the destination.
    ...(spec.to
      ? [
          column('route', 'tariffScreens.form.route', { sortField: 'fromName' }),
          column('to', fieldLabel('to'), { sortField: 'toName', visible: false }),
        ]
      : [column('from', endLabel('from', true), { sortField: 'fromName' })]),
    ...(carrier && has('carrierId') ? [column('carrier', carrierLabel(carrier), { sortField: 'carrierId' })] : []),
    // The prices name their currency; its own column is there to sort by it.
    column('prices', fieldLabel('prices')),
    column('currency', fieldLabel('currency'), { sortField: 'currency', visible: false }),
    column('validity', fieldLabel('validity'), { sortField: 'validTo' }),
    ...(has('serviceId') ? [column('service', fieldLabel('serviceId'))] : []),
    // A service's route type (departure, arrival, export) sits under the service.
    ...(has('routeType') ? [column('routeType', fieldLabel('routeType'), { visible: !has('serviceId') })] : []),
    ...(has('surchargeId') ? [column('surcharge', fieldLabel('surchargeId'))] : []),
    ...(has('chargingMode') ? [column('chargingMode', fieldLabel('chargingMode'), { visible: false })] : []),
    ...(has('vehicleBody') ? [column('vehicleBody', fieldLabel('vehicleBody'), { visible: false })] : []),
    column('minPrice', fieldLabel('minPrice'), { sortField: 'minPrice', visible: false, align: 'right' }),
    column('nds', fieldLabel('nds'), { visible: false }),
    column('transitDays', fieldLabel('transitDays'), { sortField: 'transitDays', align: 'right' }),
    ...(has('documentDeadlineDays')
      ? [column('documentDeadlineDays', fieldLabel('documentDeadlineDays'), { visible: false, align: 'right' })]
      : []),
    // The visibility sits under the active state in one status column; its own sorts by it.
    column('modifier', fieldLabel('modifier'), { sortField: 'modifier', visible: false }),
    ...(operator ? [column('organization', fieldLabel('organization'))] : []),
    column('active', 'tariffScreens.list.state', { sortField: 'active' }),
    column('updatedAt', fieldLabel('updatedAt'), { sortField: 'updatedAt', visible: false }),
  ];
}
