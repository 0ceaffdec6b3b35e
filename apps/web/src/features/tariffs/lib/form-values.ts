import {
  majorToMinor,
  minorToMajor,
  TARIFF_KIND_SPECS,
  type ChargingMode,
  type DistanceRange,
  type NdsKind,
  type RangeUnit,
  type RoadChargingCode,
  type RouteType,
  type Tariff,
  type TariffField,
  type TariffInput,
  type TariffKind,
  type TariffModifier,
  type TariffPoint,
  type TariffVariant,
} from '@cargo/domain';
import { containerRows, isBlankLine, lineLayout, lineShape, newLines, type LineValues } from './lines';
import { priceDigits } from './price-digits';
import { lastDayOfMonth } from '../../../shared/lib/days';

/**
 * The tariff form's values and the API's body (`tariffInputSchema`), both ways. The form keeps
 * money in major units (1250.50), dates as YYYY-MM-DD, ends as the API answers them; the body
 * has integer minor units, ends as `{ type, id }`, only the fields the kind has.
 */
export interface TariffFormValues {
  /** The owner; operators only (a partner's tariffs are its own). */
  organizationId: number | null;
  from: TariffPoint | null;
  to: TariffPoint | null;
  validFrom: string | null;
  validTo: string | null;
  currency: string | null;
  nds: NdsKind;
  minPrice: number | null;
  transitDays: number | null;
  documentDeadlineDays: number | null;
  modifier: TariffModifier;
  clientOrganizationIds: number[];
  active: boolean;
  comment: string;
  carrierId: number | null;
  serviceId: number | null;
  routeType: RouteType | null;
  chargingMode: ChargingMode | null;
  roadChargingCode: RoadChargingCode | null;
  vehicleBody: Tariff['vehicleBody'];
  distanceRange: DistanceRange | null;
  zipCodes: string[];
  demurrageDays: number | null;
  detentionDays: number | null;
  surchargeId: number | null;
  surchargeType: Tariff['surchargeType'];
  tarification: Tariff['tarification'];
  appliesToTariffId: number | null;
  rangeUnit: RangeUnit | null;
  lines: LineValues[];
}

/** What the form is of: the kind and tab, the currency's decimals, who fills it. */
export interface TariffFormContext {
  kind: TariffKind;
  variant: TariffVariant;
  /** The minor units of the chosen currency (2 for USD). */
  currencyDigits: number;
  /** Operators name the owner; a partner's tariffs are always its own. */
  operator: boolean;
}

/** A new tariff: valid from today to the end of the month, in dollars, public, without VAT. */
export function newFormValues(
  kind: TariffKind,
  variant: TariffVariant,
  today: string,
  mainContainerTypeIds: readonly number[],
): TariffFormValues {
  const shape = lineShape(kind, variant);
  return {
    organizationId: null,
    from: null,
    to: null,
    validFrom: today,
    validTo: lastDayOfMonth(today),
    currency: 'USD',
    nds: 'NONE',
    minPrice: null,
    transitDays: null,
    documentDeadlineDays: null,
    modifier: 'PUBLIC',
    clientOrganizationIds: [],
    active: true,
    comment: '',
    carrierId: null,
    serviceId: null,
    routeType: null,
    chargingMode: null,
    roadChargingCode: null,
    vehicleBody: null,
    distanceRange: null,
    zipCodes: [],
    demurrageDays: null,
    detentionDays: null,
    surchargeId: null,
    surchargeType: null,
    tarification: null,
    appliesToTariffId: null,
    rangeUnit: shape.rangeUnits?.[0] ?? null,
    lines: newLines(shape, mainContainerTypeIds),
  };
}

/** A tariff of the API as the form's values; prices in major units of its currency (`currencyDigits`). */
export function formValuesOf(
  kind: TariffKind,
  tariff: Tariff,
  currencyDigits: number,
  mainContainerTypeIds: readonly number[],
): TariffFormValues {
  const shape = lineShape(kind, tariff.variant);
  const digits = priceDigits(tariff.tarification, currencyDigits);
  const lines: LineValues[] = tariff.lines.map((line) => ({
    ...(shape.item ? { [shape.item]: line[shape.item] } : {}),
    ...(shape.rangeUnits || shape.radius ? { from: line.from, to: line.to } : {}),
    price: minorToMajor(line.price, digits),
  }));
  return {
    organizationId: tariff.organization.id,
    from: tariff.from,
    to: tariff.to,
    validFrom: tariff.validFrom,
    validTo: tariff.validTo,
    currency: tariff.currency,
    nds: tariff.nds,
    minPrice: tariff.minPrice === null ? null : minorToMajor(tariff.minPrice, currencyDigits),
    transitDays: tariff.transitDays,
    documentDeadlineDays: tariff.documentDeadlineDays,
    modifier: tariff.modifier,
    clientOrganizationIds: tariff.clientOrganizationIds,
    active: tariff.active,
    comment: tariff.comment ?? '',
    carrierId: tariff.carrier?.id ?? null,
    serviceId: tariff.service?.id ?? null,
    routeType: tariff.routeType,
    chargingMode: tariff.chargingMode,
    roadChargingCode: tariff.roadChargingCode,
    vehicleBody: tariff.vehicleBody,
    distanceRange: tariff.distanceRange,
    zipCodes: tariff.zipCodes,
    demurrageDays: tariff.demurrageDays,
    detentionDays: tariff.detentionDays,
    surchargeId: tariff.surcharge?.id ?? null,
    surchargeType: tariff.surchargeType,
    tarification: tariff.tarification,
    appliesToTariffId: tariff.appliesToTariffId,
    rangeUnit: tariff.rangeUnit ?? shape.rangeUnits?.[0] ?? null,
    lines: lineLayout(shape) === 'containers' ? containerRows(lines, mainContainerTypeIds) : lines,
  };
}

/** The body as built from the form, before the contract checks it; `undefined` where a value is missing. */
export type TariffBody = { [K in keyof TariffInput]?: unknown };

/** The body and, for each of its lines, the form's line it came from (blank lines are left out). */
export interface BuiltInput {
  body: TariffBody;
  rows: number[];
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** The values of the kind's optional fields (TARIFF_KIND_SPECS `fields`); the others are not sent. */
function optionalFields(kind: TariffKind, values: TariffFormValues): Partial<Record<TariffField, unknown>> {
  return Object.fromEntries(TARIFF_KIND_SPECS[kind].fields.map((field) => [field, values[field]]));
}

/** The API's body for the form's values, prices in minor units (or hundredths of a percent). */
export function inputOf(context: TariffFormContext, values: TariffFormValues): BuiltInput {
  const { kind, variant, currencyDigits, operator } = context;
  const spec = TARIFF_KIND_SPECS[kind];
  const shape = lineShape(kind, variant);
  const layout = lineLayout(shape);
  const digits = priceDigits(values.tarification, currencyDigits);
  const rows: number[] = [];
  const lines = values.lines.flatMap((line, index) => {
    if (isBlankLine(line, layout, shape)) return [];
    rows.push(index);
    return [
      {
        ...(shape.item ? { [shape.item]: line[shape.item] ?? null } : {}),
        ...(shape.rangeUnits || shape.radius ? { from: line.from ?? null, to: line.to ?? null } : {}),
        price: line.price === null || line.price === undefined ? undefined : majorToMinor(line.price, digits),
      },
    ];
  });
  const point = (end: TariffPoint | null) => (end ? { type: end.type, id: end.id } : null);
  const body: TariffBody = {
    variant,
    ...(operator ? { organizationId: values.organizationId } : {}),
    from: point(values.from),
    to: spec.to ? point(values.to) : null,
    validFrom: orUndefined(values.validFrom),
    validTo: orUndefined(values.validTo),
    currency: orUndefined(values.currency),
    nds: values.nds,
    minPrice: values.minPrice === null ? null : majorToMinor(values.minPrice, currencyDigits),
    transitDays: values.transitDays,
    modifier: values.modifier,
    clientOrganizationIds: values.modifier === 'PRIVATE' ? values.clientOrganizationIds : [],
    active: values.active,
    comment: values.comment.trim() || null,
    ...optionalFields(kind, values),
    ...(shape.rangeUnits ? { rangeUnit: values.rangeUnit ?? shape.rangeUnits[0] } : {}),
    lines,
  };
  return { body, rows };
}
