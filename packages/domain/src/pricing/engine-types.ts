import type { VEHICLE_BODIES } from '../reference/enums.js';
import type { ChargingMode, DistanceRange, NdsKind, RouteType } from '../tariffs/enums.js';
import type { RangeUnit, TariffKind, TariffPointType, TariffVariant } from '../tariffs/kinds.js';
import type { CargoForm, CargoType, CommissionType, LegMode, LegRole } from './enums.js';
import type { PackedLines } from './tariff-lines.js';

/** A point of the route graph: `SEA_PORT:12`, `CITY:5`. */
export type PointKey = `${TariffPointType}:${number}`;

export function pointKey(type: TariffPointType, id: number): PointKey {
  return `${type}:${id}`;
}

/** A price line as a stored tariff has it; the index keeps them packed (`packLines`). */
export interface IndexedLine {
  containerTypeId: number | null;
  vehicleTypeId: number | null;
  palletTypeId: number | null;
  from: number | null;
  to: number | null;
  /** Minor units of the tariff's currency; hundredths of a percent for a RELATIVE surcharge. */
  price: number;
}

/** An active tariff as the in-memory index holds it: only what pricing reads. */
export interface IndexedTariff extends PackedLines {
  id: number;
  kind: TariffKind;
  variant: TariffVariant;
  organizationId: number;
  from: PointKey | null;
  to: PointKey | null;
  /** YYYY-MM-DD, both included. */
  validFrom: string;
  validTo: string;
  currency: string;
  nds: NdsKind;
  minPrice: number | null;
  transitDays: number | null;
  modifier: 'PUBLIC' | 'PRIVATE';
  clientOrganizationIds: readonly number[];
  carrierId: number | null;
  serviceId: number | null;
  routeType: RouteType | null;
  chargingMode: ChargingMode | null;
  vehicleBody: (typeof VEHICLE_BODIES)[number] | null;
  distanceRange: DistanceRange | null;
  surchargeId: number | null;
  surchargeType: 'ON_CARGO' | 'ON_FREIGHT' | null;
  tarification: 'ABSOLUTE' | 'RELATIVE' | null;
  appliesToTariffId: number | null;
  rangeUnit: RangeUnit | null;
}

/** A hub or city as the engine needs it: where it is and which city it serves. */
export interface PricingPoint {
  key: PointKey;
  /** The city the hub serves (a city's own id for a city). */
  cityId: number | null;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Points that are the same place for a transfer: a terminal and the port or station it names. */
  links: readonly PointKey[];
}

/** The cargo reduced to what tariffs charge for (cargo.ts `measureCargo`). */
export interface CargoMeasures {
  form: CargoForm;
  /** Pieces (general items, pallets), containers or vehicles. */
  pieces: number;
  /** Actual gross weight, kg. */
  weightKg: number;
  /** m³. */
  volumeM3: number;
  /** Working mass, W/M: per piece the larger of m³ and tonnes, times the pieces (Product specification, domain §9). */
  freightTons: number;
  /** Loading metres: floor length of a 2.4 m wide truck the pieces take. */
  loadingMeters: number;
  containers: readonly { containerTypeId: number; amount: number; weightKg: number }[];
  pallets: readonly { palletTypeId: number; amount: number }[];
  vehicle: { vehicleTypeId: number; bodyType: (typeof VEHICLE_BODIES)[number] | null; amount: number } | null;
  /** A piece is larger than the aircraft hatch (AIR_HATCH_CM): no air leg. */
  exceedsAirHatch: boolean;
}

/**
 * What the leg costs (leg-pricing.ts `priceTariff`), in minor units of `currency`: the tariff's,
 * or for a RELATIVE surcharge the currency of the freight it is a percentage of.
 */
export interface LegPrice {
  currency: string;
  cost: number;
  vat: number;
  /** 20, 0, or null where the tariff has no VAT (NONE). */
  vatPercent: number | null;
}

/** Where a leg runs, for tariffs priced by distance or time. */
export interface LegGeometry {
  /** Road distance between the ends, km; null when an end has no coordinates. */
  distanceKm: number | null;
}

/**
 * Exchange rates frozen on a calculation: RUB per one unit of the currency, decimal strings
 * (exchange_rates), with RUB itself "1". `digits` gives each currency's minor units.
 */
export interface RateTable {
  rubPerUnit: Readonly<Record<string, string>>;
  digits: Readonly<Record<string, number>>;
}

/** A commission or markup rule of an organization for one cargo type (commission.ts). */
export interface CommissionRule {
  organizationId: number;
  cargoType: CargoType;
  /** The marketplace's (integrator's) commission; false: the organization's own markup (seller reward). */
  integrator: boolean;
  type: CommissionType;
  /** PERCENT_FROM_SALES: hundredths of a percent of the base (1500 = 15 %). */
  percent: number | null;
  /** PRICE_RANGE: a fixed amount by the base's range, `from` included, `to` excluded or open. Minor units of `currency`. */
  ranges: readonly { from: number; to: number | null; amount: number }[];
  /** Minor units of `currency`. */
  minAmount: number | null;
  maxAmount: number | null;
  currency: string;
}

/** What the caller is, for visibility of tariffs and of prices. */
export interface QuoteCaller {
  /** Null for a guest. */
  organizationId: number | null;
  operator: boolean;
}

/** A leg of a priced route, before the API names its points. */
export interface EngineLeg {
  role: LegRole;
  mode: LegMode;
  tariff: IndexedTariff;
  from: PointKey | null;
  to: PointKey | null;
  price: LegPrice;
  distanceKm: number | null;
}

export interface EngineQuotation {
  legs: EngineLeg[];
  /** Minor units per currency: legs with VAT, then commission and reward. */
  totals: Record<string, number>;
  totalUsd: number;
  transitDays: number;
  validTo: string;
  commission: { amount: number; currency: string } | null;
  sellerReward: { amount: number; currency: string } | null;
}
