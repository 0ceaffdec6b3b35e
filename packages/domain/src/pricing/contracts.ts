import { z } from 'zod';
import { CONTAINER_MAX_LOAD_KG, VEHICLE_BODIES } from '../reference/enums.js';
import { SIZE_UNITS, VOLUME_UNITS, WEIGHT_UNITS } from '../reference/units.js';
import { tariffKindSchema, TARIFF_POINT_TYPES } from '../tariffs/kinds.js';
import { idSchema as id } from '../validation/rules.js';
import { MAX_CARGO_AMOUNT, MAX_CARGO_LINES } from './cargo-limits.js';
import { displayCurrencySchema, legModeSchema, legRoleSchema, quoteSortSchema } from './enums.js';

const sizeUnit = z.enum(Object.keys(SIZE_UNITS) as [keyof typeof SIZE_UNITS, ...(keyof typeof SIZE_UNITS)[]]);
const weightUnit = z.enum(Object.keys(WEIGHT_UNITS) as [keyof typeof WEIGHT_UNITS, ...(keyof typeof WEIGHT_UNITS)[]]);
const volumeUnit = z.enum(Object.keys(VOLUME_UNITS) as [keyof typeof VOLUME_UNITS, ...(keyof typeof VOLUME_UNITS)[]]);
const amount = z.number().int().min(1).max(MAX_CARGO_AMOUNT);
/** A measure as typed: positive, within what any unit could mean (the limits are checked in cm and kg). */
const measure = z.number().positive().max(100_000_000);

/** Where a calculation starts or ends (Product specification, shell §3 place types, each with its key). */
export const quotePlaceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ADDRESS'), cityId: id }),
  z.object({ type: z.literal('SEA_PORT'), seaPortId: id }),
  z.object({ type: z.literal('AIRPORT_HUB'), airportId: id }),
  z.object({ type: z.literal('RAILWAY_HUB'), stationId: id }),
]);
export type QuotePlace = z.infer<typeof quotePlaceSchema>;

/**
 * A line of general cargo: `amount` pieces, each `length` × `width` × `height` in `sizeUnit` and
 * `weight` in `weightUnit`; or, for a lot given by volume only (general type with `volumeOnly`),
 * `volume` in `volumeUnit` for the whole line instead of the sizes. Boxes, cubes and pallets typed
 * into the general form are such lines; `typeId` names their general type.
 */
export const generalCargoItemSchema = z.object({
  typeId: id.nullish(),
  amount,
  length: measure.nullish(),
  width: measure.nullish(),
  height: measure.nullish(),
  sizeUnit: sizeUnit.default('CM'),
  volume: measure.nullish(),
  volumeUnit: volumeUnit.default('M3'),
  /** Of one piece. */
  weight: measure,
  weightUnit: weightUnit.default('KG'),
});
export type GeneralCargoItem = z.infer<typeof generalCargoItemSchema>;

/** Containers of one type; `weight` is the cargo in one container (at most 28 t). */
export const containerCargoSchema = z.object({
  containerTypeId: id,
  amount: z.number().int().min(1).max(100),
  weight: measure,
  weightUnit: weightUnit.default('KG'),
});
export type ContainerCargo = z.infer<typeof containerCargoSchema>;

/** Pallets of one type, each `height` tall and weighing `weight`. */
export const palletCargoSchema = z.object({
  palletTypeId: id,
  amount: z.number().int().min(1).max(1_000),
  height: measure,
  sizeUnit: sizeUnit.default('CM'),
  weight: measure,
  weightUnit: weightUnit.default('KG'),
});
export type PalletCargo = z.infer<typeof palletCargoSchema>;

export const vehicleCargoSchema = z.object({
  vehicleTypeId: id,
  bodyType: z.enum(VEHICLE_BODIES).nullish(),
  amount: z.number().int().min(1).max(50).default(1),
});

export const cargoSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('GENERAL_CARGO'), items: z.array(generalCargoItemSchema).min(1).max(MAX_CARGO_LINES) }),
  z.object({ type: z.literal('CONTAINER'), containers: z.array(containerCargoSchema).min(1).max(MAX_CARGO_LINES) }),
  z.object({ type: z.literal('VEHICLE'), vehicle: vehicleCargoSchema }),
  z.object({ type: z.literal('PALLET'), pallets: z.array(palletCargoSchema).min(1).max(MAX_CARGO_LINES) }),
]);
export type Cargo = z.infer<typeof cargoSchema>;
export type CargoInput = z.input<typeof cargoSchema>;

/** The commission an operator sets for one calculation instead of the organizations' rules. */
export const customCommissionSchema = z.object({
  /** Hundredths of a percent of the carriers' prices: 1500 = 15 %. */
  percent: z.number().int().min(0).max(10_000),
});

/** `POST /orders/calculations`. */
export const calculationRequestSchema = z.object({
  from: quotePlaceSchema,
  to: quotePlaceSchema,
  readyDate: z.iso.date(),
  cargo: cargoSchema,
  currency: displayCurrencySchema.default('USD'),
  sort: quoteSortSchema.default('BEST_PRICE'),
  /** Operators only: quote with this commission (Product specification, domain §7 "calculate with custom commission"). */
  customCommission: customCommissionSchema.nullish(),
  isWidget: z.boolean().default(false),
});
export type CalculationRequest = z.output<typeof calculationRequestSchema>;
export type CalculationRequestInput = z.input<typeof calculationRequestSchema>;

/** Money of an answer: integer minor units of `currency` (docs/architecture.md §4). */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** A point of a leg as answered: a hub or a city, named in the caller's language. */
export const quotePointSchema = z.object({
  type: z.enum(TARIFF_POINT_TYPES),
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  cityName: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type QuotePoint = z.infer<typeof quotePointSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const quoteLegSchema = z.object({
  role: legRoleSchema,
  /** The tariff kind that prices the leg. */
  kind: tariffKindSchema,
  mode: legModeSchema,
  from: quotePointSchema.nullable(),
  to: quotePointSchema.nullable(),
  carrier: named.nullable(),
  /** The organization whose tariff it is (the seller of the leg). */
  organization: named,
  service: named.nullable(),
  surcharge: named.nullable(),
  /** Null on a quotation a partner entered answering a refine-price request. */
  tariffId: z.number().int().nullable(),
  /** Without VAT; null where the caller may not see prices (guests). */
  cost: moneySchema.nullable(),
  vat: moneySchema.nullable(),
  /** 20 for CURRENT_RATE, 0 for ZERO, null for NONE. */
  vatPercent: z.number().nullable(),
  transitDays: z.number().int().nullable(),
  distanceKm: z.number().nullable(),
  validTo: z.string(),
});
export type QuoteLeg = z.infer<typeof quoteLegSchema>;

export const quotationSchema = z.object({
  id: z.number().int(),
  /** In the calculation's display currency (USD for DEFAULT); null for guests. */
  total: moneySchema.nullable(),
  totalUsd: z.number().int().nullable(),
  /** The same total kept per currency of its legs, commission and reward. */
  totals: z.array(moneySchema).nullable(),
  transitDays: z.number().int(),
  validTo: z.string(),
  modes: z.array(legModeSchema),
  /** Its legs in route order, as positions in the calculation's `legs` (quotationLegs() reads them). */
  legIndexes: z.array(z.number().int().min(0)),
  /** The marketplace's commission: to partners and operators (null to a client, who sees `serviceFee`). */
  commission: moneySchema.nullable(),
  /** The sellers' markup: to partners and operators (null to a client). */
  sellerReward: moneySchema.nullable(),
  /** Commission and markup together: to a client only (shownFees). */
  serviceFee: moneySchema.nullable(),
  /** Entered by a partner answering a refine-price request rather than priced online. */
  manual: z.boolean(),
});
export type Quotation = z.infer<typeof quotationSchema>;

/** A place of the request, named. */
export const calculationPlaceSchema = quotePointSchema;

export const calculationSchema = z.object({
  /** A UUID: the public page /calculation/public/{id} is reached by it. */
  id: z.string(),
  createdAt: z.string(),
  readyDate: z.string(),
  from: calculationPlaceSchema,
  to: calculationPlaceSchema,
  request: calculationRequestSchema,
  currency: displayCurrencySchema,
  sort: quoteSortSchema,
  /** The operators' exchange rates the calculation was priced with: RUB per unit, decimal strings. */
  rates: z.record(z.string(), z.string()),
  saved: z.boolean(),
  /**
   * The caller may save, update and clarify it: its organization's (operators any), or a guest's
   * nobody has taken yet. Others reach it only by its public link, read-only and without amounts.
   */
  editable: z.boolean(),
  /** The ready date has passed or a quotation's tariffs have expired: update before booking. */
  outdated: z.boolean(),
  /** Prices are withheld: the caller is a guest ("Log in / Register to view the details"). */
  pricesHidden: z.boolean(),
  /** No online rate covers the lane: offer "clarify the price". */
  noOnlineRates: z.boolean(),
  /** A piece does not fit the aircraft hatch: no air leg was offered. */
  airExcluded: z.boolean(),
  refineRequested: z.boolean(),
  /**
   * Every leg of its quotations, each once: 30 quotations share most of their ~550 legs (the same
   * pickup, port services, surcharges), so the answer is a quarter of the size it would be with
   * the legs inside each quotation (docs/decisions.md D70).
   */
  legs: z.array(quoteLegSchema),
  quotations: z.array(quotationSchema),
});
export type Calculation = z.infer<typeof calculationSchema>;

export const calculationIdParamsSchema = z.object({ id: z.uuid() });

/**
 * What happened to a calculation: made, saved, updated, searched again, taken over at sign-in,
 * priced by a partner answering its "clarify the price" request (a manual quotation added).
 */
export const CALCULATION_EVENTS = ['create', 'save', 'update', 'recalculate', 'attach', 'answer'] as const;

/** One line of a calculation's history ("view history", Product specification, domain §2). */
export const calculationEventSchema = z.object({
  action: z.enum(CALCULATION_EVENTS),
  at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Quotations the calculation held after the event, and the cheapest in USD minor units (null for guests). */
  quotations: z.number().int(),
  cheapestUsd: z.number().int().nullable(),
});
export type CalculationEvent = z.infer<typeof calculationEventSchema>;

/** The cargo weight of one container may not exceed the container's maximum load. */
export const CONTAINER_CARGO_MAX_KG = CONTAINER_MAX_LOAD_KG;
