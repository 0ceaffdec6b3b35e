import {
  CHARGING_MODES,
  DISTANCE_RANGES,
  NDS_KINDS,
  ROAD_CHARGING_CODES,
  ROUTE_TYPES,
  SURCHARGE_TYPES,
  TARIFF_KIND_SPECS,
  TARIFF_MODIFIERS,
  TARIFICATIONS,
  VEHICLE_BODIES,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import {
  codeColumn,
  dateColumn,
  enumColumn,
  idListColumn,
  inEveryLanguage,
  integerColumn,
  majorUnits,
  moneyColumn,
  textColumn,
  textListColumn,
  yesNoColumn,
  type ColumnBase,
  type SheetColumn,
} from './column.js';
import { pointColumns } from './point-columns.js';
import { carrierDictionary } from './sheet-dictionaries.js';
import type { RawTariffRow } from './types.js';

/** Fields of the raw row with a column of their own, each with a header and explanation message. */
type LabelledField = Exclude<keyof RawTariffRow, 'from' | 'to' | 'lines'>;

/** A column whose key is a field of the raw row, labelled and explained by the field's messages. */
function base<V>(
  key: LabelledField,
  example: string,
  get: ColumnBase<V>['get'],
  set: ColumnBase<V>['set'],
  required: ReadonlySet<string>,
): ColumnBase<V> {
  return {
    key,
    labels: inEveryLanguage(`tariffSheets.column.${key}`),
    explanation: inEveryLanguage(`tariffSheets.explain.${key}`),
    required: required.has(key),
    example,
    get,
    set,
  };
}

/**
 * The columns before the lines: ends, validity, currency and the other common fields, then the
 * optional fields of the kind in the order of TARIFF_FIELDS. `required` names the keys the rules
 * require of this kind and variant.
 */
export function fieldColumns(kind: TariffKind, variant: TariffVariant, required: ReadonlySet<string>): SheetColumn[] {
  const spec = TARIFF_KIND_SPECS[kind];
  const has = (field: string) => (spec.fields as readonly string[]).includes(field);
  const shape = spec.lines[variant] ?? {};
  const b = <V>(key: LabelledField, example: string, get: ColumnBase<V>['get'], set: ColumnBase<V>['set']) =>
    base(key, example, get, set, required);
  const columns: SheetColumn[] = [
    ...pointColumns('from', spec.from, spec.to === null, required.has('from')),
    ...(spec.to ? pointColumns('to', spec.to, false, required.has('to')) : []),
    dateColumn(
      b(
        'validFrom',
        '01.01.2026',
        (t) => t.validFrom,
        (row, v) => (row.validFrom = v),
      ),
    ),
    dateColumn(
      b(
        'validTo',
        '31.12.2026',
        (t) => t.validTo,
        (row, v) => (row.validTo = v),
      ),
    ),
    codeColumn({
      ...b(
        'currency',
        'USD',
        (t) => t.currency,
        (row, v) => (row.currency = v),
      ),
      width: 10,
    }),
    enumColumn(
      NDS_KINDS,
      b(
        'nds',
        'NONE',
        (t) => t.nds,
        (row, v) => (row.nds = v),
      ),
    ),
    moneyColumn(
      b(
        'minPrice',
        '150.00',
        (t, codes) => (t.minPrice === null ? null : majorUnits(t.minPrice, t.currency, codes)),
        (row, v) => (row.minPrice = v),
      ),
    ),
    integerColumn(
      b(
        'transitDays',
        '30',
        (t) => t.transitDays,
        (row, v) => (row.transitDays = v),
      ),
    ),
  ];
  if (has('documentDeadlineDays'))
    columns.push(
      integerColumn(
        b(
          'documentDeadlineDays',
          '3',
          (t) => t.documentDeadlineDays,
          (row, v) => (row.documentDeadlineDays = v),
        ),
      ),
    );
  columns.push(
    enumColumn(
      TARIFF_MODIFIERS,
      b(
        'modifier',
        'PUBLIC',
        (t) => t.modifier,
        (row, v) => (row.modifier = v),
      ),
    ),
    idListColumn(
      b(
        'clientOrganizationIds',
        '12, 57',
        (t) => t.clientOrganizationIds,
        (row, v) => (row.clientOrganizationIds = v),
      ),
    ),
    yesNoColumn(
      b(
        'active',
        'Yes',
        (t) => t.active,
        (row, v) => (row.active = v),
      ),
    ),
    textColumn({
      ...b(
        'comment',
        '',
        (t) => t.comment,
        (row, v) => (row.comment = v),
      ),
      width: 30,
    }),
  );
  if (carrierDictionary(kind, variant))
    columns.push(
      codeColumn(
        b(
          'carrier',
          'MAEU',
          (t) => t.carrier?.code ?? null,
          (row, v) => (row.carrier = v),
        ),
      ),
    );
  if (has('serviceId'))
    columns.push(
      codeColumn(
        b(
          'service',
          'THC',
          (t) => t.service?.code ?? null,
          (row, v) => (row.service = v),
        ),
      ),
    );
  if (has('routeType'))
    columns.push(
      enumColumn(
        ROUTE_TYPES,
        b(
          'routeType',
          'EXPORT',
          (t) => t.routeType,
          (row, v) => (row.routeType = v),
        ),
      ),
    );
  if (has('chargingMode'))
    columns.push(
      enumColumn(
        CHARGING_MODES,
        b(
          'chargingMode',
          'BETWEEN_CITIES',
          (t) => t.chargingMode,
          (row, v) => (row.chargingMode = v),
        ),
      ),
    );
  if (has('roadChargingCode'))
    columns.push(
      enumColumn(
        ROAD_CHARGING_CODES,
        b(
          'roadChargingCode',
          'WM',
          (t) => t.roadChargingCode,
          (row, v) => (row.roadChargingCode = v),
        ),
      ),
    );
  if (has('vehicleBody'))
    columns.push(
      enumColumn(
        VEHICLE_BODIES,
        b(
          'vehicleBody',
          'TENT',
          (t) => t.vehicleBody,
          (row, v) => (row.vehicleBody = v),
        ),
      ),
    );
  if (has('distanceRange'))
    columns.push(
      enumColumn(
        DISTANCE_RANGES,
        b(
          'distanceRange',
          'UNDER_100',
          (t) => t.distanceRange,
          (row, v) => (row.distanceRange = v),
        ),
      ),
    );
  if (has('zipCodes'))
    columns.push(
      textListColumn(
        b(
          'zipCodes',
          '101000, 101001',
          (t) => t.zipCodes,
          (row, v) => (row.zipCodes = v),
        ),
      ),
    );
  if (has('demurrageDays'))
    columns.push(
      integerColumn(
        b(
          'demurrageDays',
          '14',
          (t) => t.demurrageDays,
          (row, v) => (row.demurrageDays = v),
        ),
      ),
    );
  if (has('detentionDays'))
    columns.push(
      integerColumn(
        b(
          'detentionDays',
          '14',
          (t) => t.detentionDays,
          (row, v) => (row.detentionDays = v),
        ),
      ),
    );
  if (has('surchargeId'))
    columns.push(
      codeColumn(
        b(
          'surcharge',
          'BAF',
          (t) => t.surcharge?.code ?? null,
          (row, v) => (row.surcharge = v),
        ),
      ),
    );
  if (has('surchargeType'))
    columns.push(
      enumColumn(
        SURCHARGE_TYPES,
        b(
          'surchargeType',
          'ON_FREIGHT',
          (t) => t.surchargeType,
          (row, v) => (row.surchargeType = v),
        ),
      ),
    );
  if (has('tarification'))
    columns.push(
      enumColumn(
        TARIFICATIONS,
        b(
          'tarification',
          'ABSOLUTE',
          (t) => t.tarification,
          (row, v) => (row.tarification = v),
        ),
      ),
    );
  if (has('appliesToTariffId'))
    columns.push(
      integerColumn(
        b(
          'appliesToTariffId',
          '',
          (t) => t.appliesToTariffId,
          (row, v) => (row.appliesToTariffId = v),
        ),
      ),
    );
  // A single unit (kg for air) is no choice: the rules fill it in.
  if (shape.rangeUnits && shape.rangeUnits.length > 1)
    columns.push(
      enumColumn(
        shape.rangeUnits,
        b(
          'rangeUnit',
          shape.rangeUnits[0]!,
          (t) => t.rangeUnit,
          (row, v) => (row.rangeUnit = v),
        ),
      ),
    );
  return columns;
}
