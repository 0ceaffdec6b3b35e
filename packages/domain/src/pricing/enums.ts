import { z } from 'zod';
import type { TransportMode } from '../reference/enums.js';

/** Cargo types of Product specification, shell §3: what a commission rule is set for, and what a quote carries. */
export const CARGO_TYPES = [
  'GENERAL_CARGO',
  'CONTAINER',
  'BILL',
  'BY_HOUR',
  'FORWARDING',
  'VEHICLE',
  'FROM_AIRPORT',
  'ZIP',
] as const;
export type CargoType = (typeof CARGO_TYPES)[number];
export const cargoTypeSchema = z.enum(CARGO_TYPES);

/**
 * The forms a calculation's cargo takes in the wizard (Product specification, domain §2): general cargo items
 * (boxes, cubes and volume-only lots are general items), containers, one vehicle type, pallets.
 */
export const CARGO_FORMS = ['GENERAL_CARGO', 'CONTAINER', 'VEHICLE', 'PALLET'] as const;
export type CargoForm = (typeof CARGO_FORMS)[number];

/**
 * The cargo form a transport mode mostly carries: where a calculation started from a mode (the
 * home page's cards) opens its cargo step. Every mode is quoted for any cargo; this is no filter.
 */
export const USUAL_CARGO_FORM: Readonly<Record<TransportMode, CargoForm>> = {
  SEA: 'CONTAINER',
  AIR: 'GENERAL_CARGO',
  RAIL: 'CONTAINER',
  ROAD: 'VEHICLE',
};

/** The commission rule's cargo type for a cargo form: pallets are general cargo. */
export const COMMISSION_CARGO_TYPE: Readonly<Record<CargoForm, CargoType>> = {
  GENERAL_CARGO: 'GENERAL_CARGO',
  CONTAINER: 'CONTAINER',
  VEHICLE: 'VEHICLE',
  PALLET: 'GENERAL_CARGO',
};

/** The currencies a calculation is shown in; DEFAULT keeps each leg in its tariff's currency. */
export const DISPLAY_CURRENCIES = ['USD', 'RUB', 'EUR', 'CNY', 'DEFAULT'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const displayCurrencySchema = z.enum(DISPLAY_CURRENCIES);
/** What DEFAULT totals and every sort by price are converted to. */
export const BASE_CURRENCY = 'USD';

/** BEST_PRICE: by the total in USD; BEST_TIME: by the total transit time (Product specification, shell §3). */
export const QUOTE_SORTS = ['BEST_PRICE', 'BEST_TIME'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export const quoteSortSchema = z.enum(QUOTE_SORTS);

/** Commission types (Product specification, domain §3, §9). */
export const COMMISSION_TYPES = ['PERCENT_FROM_SALES', 'PRICE_RANGE'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];
export const commissionTypeSchema = z.enum(COMMISSION_TYPES);

/**
 * What a leg of a quotation does on the way from door to door (docs/architecture.md §6): the road to the
 * departure hub, services there, the main haulage (one leg per tariff, transit hubs between),
 * services at arrival, the road to the door, and surcharges on a freight leg.
 */
export const LEG_ROLES = ['PICKUP', 'DEPARTURE_SERVICE', 'MAIN', 'ARRIVAL_SERVICE', 'DELIVERY', 'SURCHARGE'] as const;
export type LegRole = (typeof LEG_ROLES)[number];
export const legRoleSchema = z.enum(LEG_ROLES);

/** The transport of a leg; services take the mode of their hub. */
export const LEG_MODES = ['SEA', 'AIR', 'RAIL', 'ROAD', 'INTERMODAL'] as const;
export type LegMode = (typeof LEG_MODES)[number];
export const legModeSchema = z.enum(LEG_MODES);
