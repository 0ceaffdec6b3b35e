import { z } from 'zod';
import type { RatesTab } from '../access/rates-tabs.js';
import type { DictionaryName } from '../dictionaries/definition.js';

/**
 * The twelve rate kinds (Product specification, shell §2), named by their route slugs: `/tariffs/sea`,
 * `/partner/rates/sea`, `/admin/rates/sea` all say `sea`.
 */
export const TARIFF_KINDS = [
  'sea',
  'port-services',
  'airport-services',
  'road-transportation',
  'railway-transportation',
  'railway-services',
  'freight-surcharges',
  'air-transportation',
  'trucking',
  'trucking-international',
  'intermodal-rates',
  'pallet',
] as const;
export type TariffKind = (typeof TARIFF_KINDS)[number];
export const tariffKindSchema = z.enum(TARIFF_KINDS);

/**
 * The cargo form a tariff prices: per container type, per weight or W/M range (general cargo),
 * per bill of lading or air waybill, per forwarding job, per vehicle, per pallet.
 */
export const TARIFF_VARIANTS = ['CONTAINER', 'GENERAL', 'BILL', 'FORWARDING', 'VEHICLE', 'PALLET'] as const;
export type TariffVariant = (typeof TARIFF_VARIANTS)[number];
export const tariffVariantSchema = z.enum(TARIFF_VARIANTS);

/** What a tariff's end may be: a hub of one of the four kinds or a city (door). */
export const TARIFF_POINT_TYPES = ['SEA_PORT', 'AIRPORT_HUB', 'RAILWAY_HUB', 'TRANSPORT_HUB', 'CITY'] as const;
export type TariffPointType = (typeof TARIFF_POINT_TYPES)[number];

/** The unit a general-cargo range is measured in. W/M is the freight ton: the larger of m³ and t. */
export const RANGE_UNITS = ['KG', 'WM', 'CBM', 'LDM', 'PALLETS'] as const;
export type RangeUnit = (typeof RANGE_UNITS)[number];

/**
 * The optional fields of a tariff; a kind names those it has. Common fields (ends, validity,
 * currency, VAT, minimum, transit time, modifier, active) are on every kind.
 */
export const TARIFF_FIELDS = [
  'carrierId',
  'serviceId',
  'routeType',
  'chargingMode',
  'roadChargingCode',
  'vehicleBody',
  'distanceRange',
  'zipCodes',
  'demurrageDays',
  'detentionDays',
  'documentDeadlineDays',
  'surchargeId',
  'surchargeType',
  'tarification',
  'appliesToTariffId',
] as const;
export type TariffField = (typeof TARIFF_FIELDS)[number];

/** What one price line of a variant names besides its price. */
export interface LineShape {
  /** The dictionary item the line prices: a container type, a vehicle type, a pallet type. */
  item?: 'containerTypeId' | 'vehicleTypeId' | 'palletTypeId';
  /** Lines are ranges of a quantity (`from`, `to`) in one of these units. */
  rangeUnits?: readonly RangeUnit[];
  /** Lines carry a radius band around the origin, in km (`from`, `to`). */
  radius?: boolean;
}

export interface TariffKindSpec {
  kind: TariffKind;
  /** The variants in the order the screens show them; the first is the default. */
  variants: readonly TariffVariant[];
  from: readonly TariffPointType[];
  /** Where the tariff takes the cargo; null for services priced at one place (`from`). */
  to: readonly TariffPointType[] | null;
  /** Both ends may be left open (a surcharge for a whole line's trade). */
  optionalEnds?: boolean;
  /** The dictionary of the carrier, per variant; absent where the kind names none. */
  carrier?: Partial<Record<TariffVariant, DictionaryName>>;
  /** The optional fields the kind has (besides the common ones). */
  fields: readonly TariffField[];
  lines: Partial<Record<TariffVariant, LineShape>>;
  /** The rates tab (Product specification, shell §6) whose profile lets a partner keep the variant. */
  tabs: Partial<Record<TariffVariant, RatesTab>>;
  /** The transport a leg of this kind is: for the expired-tariffs page and the engine. */
  mode: 'SEA' | 'AIR' | 'RAIL' | 'ROAD' | 'INTERMODAL';
}

const HUBS_AND_CITIES = ['SEA_PORT', 'AIRPORT_HUB', 'RAILWAY_HUB', 'TRANSPORT_HUB', 'CITY'] as const;
const CONTAINER: LineShape = { item: 'containerTypeId' };

export const TARIFF_KIND_SPECS: Readonly<Record<TariffKind, TariffKindSpec>> = {
  sea: {
    kind: 'sea',
    mode: 'SEA',
    variants: ['CONTAINER', 'GENERAL'],
    from: ['SEA_PORT'],
    to: ['SEA_PORT'],
    carrier: { CONTAINER: 'sea-lines', GENERAL: 'consolidators' },
    fields: ['carrierId', 'demurrageDays', 'detentionDays', 'documentDeadlineDays'],
    lines: { CONTAINER, GENERAL: { rangeUnits: ['WM'] } },
    tabs: { CONTAINER: 'sea.container', GENERAL: 'sea.general' },
  },
  'port-services': {
    kind: 'port-services',
    mode: 'SEA',
    variants: ['CONTAINER', 'GENERAL', 'BILL', 'FORWARDING'],
    from: ['SEA_PORT'],
    to: null,
    fields: ['serviceId', 'routeType', 'carrierId'],
    carrier: { CONTAINER: 'sea-lines', GENERAL: 'sea-lines', BILL: 'sea-lines', FORWARDING: 'sea-lines' },
    lines: { CONTAINER, GENERAL: { rangeUnits: ['WM', 'KG', 'CBM'] }, BILL: {}, FORWARDING: {} },
    tabs: { CONTAINER: 'port.container', GENERAL: 'port.general', BILL: 'port.bills', FORWARDING: 'port.forwarding' },
  },
  'airport-services': {
    kind: 'airport-services',
    mode: 'AIR',
    variants: ['GENERAL', 'BILL'],
    from: ['AIRPORT_HUB'],
    to: null,
    fields: ['serviceId', 'routeType', 'carrierId'],
    carrier: { GENERAL: 'air-company', BILL: 'air-company' },
    lines: { GENERAL: { rangeUnits: ['KG'] }, BILL: {} },
    tabs: { GENERAL: 'airport.general', BILL: 'airport.bills' },
  },
  'road-transportation': {
    kind: 'road-transportation',
    mode: 'ROAD',
    variants: ['CONTAINER', 'GENERAL'],
    from: HUBS_AND_CITIES,
    to: HUBS_AND_CITIES,
    fields: ['chargingMode', 'roadChargingCode', 'vehicleBody', 'distanceRange', 'documentDeadlineDays'],
    lines: { CONTAINER, GENERAL: { rangeUnits: ['KG', 'WM', 'CBM', 'LDM'] } },
    tabs: { CONTAINER: 'road.container', GENERAL: 'road.general' },
  },
  'railway-transportation': {
    kind: 'railway-transportation',
    mode: 'RAIL',
    variants: ['CONTAINER', 'GENERAL'],
    from: ['RAILWAY_HUB', 'TRANSPORT_HUB'],
    to: ['RAILWAY_HUB', 'TRANSPORT_HUB'],
    carrier: { CONTAINER: 'railway-operators', GENERAL: 'railway-operators' },
    fields: ['carrierId', 'documentDeadlineDays'],
    lines: { CONTAINER, GENERAL: { rangeUnits: ['KG', 'WM'] } },
    tabs: { CONTAINER: 'railway.container', GENERAL: 'railway.general' },
  },
  'railway-services': {
    kind: 'railway-services',
    mode: 'RAIL',
    variants: ['CONTAINER', 'GENERAL'],
    from: ['RAILWAY_HUB', 'TRANSPORT_HUB'],
    to: null,
    carrier: { CONTAINER: 'railway-operators', GENERAL: 'railway-operators' },
    fields: ['serviceId', 'routeType', 'carrierId'],
    lines: { CONTAINER, GENERAL: { rangeUnits: ['KG', 'WM'] } },
    tabs: { CONTAINER: 'railway.container', GENERAL: 'railway.general' },
  },
  'freight-surcharges': {
    kind: 'freight-surcharges',
    mode: 'SEA',
    variants: ['CONTAINER', 'GENERAL'],
    from: ['SEA_PORT'],
    to: ['SEA_PORT'],
    optionalEnds: true,
    carrier: { CONTAINER: 'sea-lines', GENERAL: 'sea-lines' },
    fields: ['surchargeId', 'surchargeType', 'tarification', 'carrierId', 'appliesToTariffId'],
    lines: { CONTAINER, GENERAL: { rangeUnits: ['WM'] } },
    tabs: { CONTAINER: 'sea.surchargeValues', GENERAL: 'sea.surchargeValues' },
  },
  'air-transportation': {
    kind: 'air-transportation',
    mode: 'AIR',
    variants: ['GENERAL'],
    from: ['AIRPORT_HUB'],
    to: ['AIRPORT_HUB'],
    carrier: { GENERAL: 'air-company' },
    fields: ['carrierId', 'documentDeadlineDays'],
    lines: { GENERAL: { rangeUnits: ['KG'] } },
    tabs: { GENERAL: 'air.general' },
  },
  trucking: {
    kind: 'trucking',
    mode: 'ROAD',
    variants: ['VEHICLE'],
    from: HUBS_AND_CITIES,
    to: null,
    fields: ['chargingMode', 'vehicleBody', 'distanceRange', 'zipCodes', 'routeType'],
    lines: { VEHICLE: { item: 'vehicleTypeId', radius: true } },
    tabs: { VEHICLE: 'road.trucking' },
  },
  'trucking-international': {
    kind: 'trucking-international',
    mode: 'ROAD',
    variants: ['VEHICLE'],
    from: ['CITY', 'TRANSPORT_HUB'],
    to: ['CITY', 'TRANSPORT_HUB'],
    fields: ['chargingMode', 'vehicleBody', 'documentDeadlineDays'],
    lines: { VEHICLE: { item: 'vehicleTypeId' } },
    tabs: { VEHICLE: 'road.trucking' },
  },
  'intermodal-rates': {
    kind: 'intermodal-rates',
    mode: 'INTERMODAL',
    variants: ['CONTAINER'],
    from: HUBS_AND_CITIES,
    to: HUBS_AND_CITIES,
    fields: ['chargingMode', 'carrierId', 'documentDeadlineDays'],
    carrier: { CONTAINER: 'sea-lines' },
    lines: { CONTAINER },
    tabs: { CONTAINER: 'intermodal.container' },
  },
  pallet: {
    kind: 'pallet',
    mode: 'ROAD',
    variants: ['PALLET'],
    from: ['CITY', 'TRANSPORT_HUB'],
    to: ['CITY', 'TRANSPORT_HUB'],
    fields: ['documentDeadlineDays'],
    lines: { PALLET: { item: 'palletTypeId', rangeUnits: ['PALLETS'] } },
    tabs: { PALLET: 'road.pallet' },
  },
};

/** The eight categories of the expired-tariffs page (Product specification, domain §3), each one kind. */
export const EXPIRED_TARIFF_CATEGORIES = [
  'sea',
  'port-services',
  'freight-surcharges',
  'road-transportation',
  'air-transportation',
  'airport-services',
  'railway-transportation',
  'railway-services',
] as const satisfies readonly TariffKind[];
export type ExpiredTariffCategory = (typeof EXPIRED_TARIFF_CATEGORIES)[number];

/** Days ahead in which a tariff counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 14;
