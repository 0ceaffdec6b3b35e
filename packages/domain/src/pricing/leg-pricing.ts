import type { ChargingMode, DistanceRange } from '../tariffs/enums.js';
import { TARIFF_KIND_SPECS, type RangeUnit, type TariffVariant } from '../tariffs/kinds.js';
import type { CargoMeasures, IndexedTariff, LegGeometry, LegPrice } from './engine-types.js';
import type { CargoForm, LegMode } from './enums.js';
import { mulDivHalfUp, multiplyHalfUp, roundHalfUp, vatFor } from './money.js';
import { containerLine, linePrice, palletLine, rangeLine, vehicleLine } from './tariff-lines.js';

/**
 * What one tariff charges for one cargo on one leg (docs/pricing.md §3–§5). Pure: the route
 * search calls it for every candidate tariff, so a tariff that cannot price the cargo answers
 * null rather than throwing.
 */

/**
 * Volumetric weight, kg per m³, by the leg's transport: a light but bulky cargo pays for the
 * space it takes. AIR 167 (IATA: 6000 cm³ per kg), ROAD and RAIL 333 (the European road
 * convention 1:3000, used by rail consolidators too); SEA and INTERMODAL charge W/M or per box,
 * so a weight range there is the actual weight.
 */
export const VOLUMETRIC_KG_PER_M3: Readonly<Record<LegMode, number | null>> = {
  AIR: 167,
  ROAD: 333,
  RAIL: 333,
  SEA: null,
  INTERMODAL: null,
};

/** An hourly truck is paid at least this many hours. */
export const HOURLY_MINIMUM_HOURS = 4;
/** The average speed of a truck on an hourly job (city and regional roads), km/h. */
export const HOURLY_SPEED_KMH = 50;
/** Loading plus unloading on an hourly job, h. */
export const HOURLY_HANDLING_HOURS = 2;

/** Modes whose price is per kilometre of the leg; HOURLY is per hour; every other prices the leg whole. */
const PER_KM_MODES: ReadonlySet<ChargingMode> = new Set(['DISTANCE', 'BETWEEN_CITIES_PER_DISTANCE']);

const ALL_FORMS: readonly CargoForm[] = ['GENERAL_CARGO', 'CONTAINER', 'VEHICLE', 'PALLET'];
/** The cargo forms a variant prices; a bill or a forwarding job is one price whatever travels. */
const VARIANT_FORMS: Readonly<Record<TariffVariant, readonly CargoForm[]>> = {
  CONTAINER: ['CONTAINER'],
  GENERAL: ['GENERAL_CARGO', 'PALLET'],
  PALLET: ['PALLET'],
  VEHICLE: ['VEHICLE'],
  BILL: ALL_FORMS,
  FORWARDING: ALL_FORMS,
};

export function variantFits(variant: TariffVariant, form: CargoForm): boolean {
  return VARIANT_FORMS[variant].includes(form);
}

/** The transport a tariff's leg is (TARIFF_KIND_SPECS): what its volumetric factor is. */
export function legModeOf(tariff: Pick<IndexedTariff, 'kind'>): LegMode {
  return TARIFF_KIND_SPECS[tariff.kind].mode;
}

/** The larger of the actual weight and the volumetric weight of the leg's transport, kg (to the gram). */
export function chargeableWeightKg(cargo: CargoMeasures, mode: LegMode): number {
  const factor = VOLUMETRIC_KG_PER_M3[mode];
  if (factor === null) return cargo.weightKg;
  return Math.max(cargo.weightKg, roundHalfUp(cargo.volumeM3 * factor * 1000) / 1000);
}

/** The quantity a general-cargo range is measured in. */
export function rangeQuantity(unit: RangeUnit, cargo: CargoMeasures, mode: LegMode): number {
  switch (unit) {
    case 'KG':
      return chargeableWeightKg(cargo, mode);
    case 'WM':
      return cargo.freightTons;
    case 'CBM':
      return cargo.volumeM3;
    case 'LDM':
      return cargo.loadingMeters;
    case 'PALLETS':
      return cargo.pallets.reduce((sum, pallet) => sum + pallet.amount, 0);
  }
}

/**
 * Whether a leg of `distanceKm` is in a tariff's distance band: UNDER_50 below 50 km, UNDER_100
 * below 100 km (so it covers the short legs too where a list offers no UNDER_50), OVER_100 from
 * 100 km on. An unknown distance is in no band: a tariff bound to one does not price the leg.
 */
export function inDistanceRange(range: DistanceRange, distanceKm: number | null): boolean {
  if (distanceKm === null) return false;
  switch (range) {
    case 'UNDER_50':
      return distanceKm < 50;
    case 'UNDER_100':
      return distanceKm < 100;
    case 'OVER_100':
      return distanceKm >= 100;
  }
}

/** Hours an hourly truck is paid for a leg: max(4, ⌈distance / 50 km/h + 2 h⌉), whole started hours. */
export function estimatedHours(distanceKm: number): number {
  return Math.max(HOURLY_MINIMUM_HOURS, Math.ceil(distanceKm / HOURLY_SPEED_KMH + HOURLY_HANDLING_HOURS));
}

/** What the charging mode multiplies the price by: km, hours or 1; null when it needs an unknown distance. */
export function chargingFactor(mode: ChargingMode | null, distanceKm: number | null): number | null {
  if (mode === null || (!PER_KM_MODES.has(mode) && mode !== 'HOURLY')) return 1;
  if (distanceKm === null) return null;
  return mode === 'HOURLY' ? estimatedHours(distanceKm) : distanceKm;
}

/** A tariff line picked for the cargo and the whole units it is charged for. */
interface LinePick {
  /** The line's position in the tariff's lines. */
  at: number;
  /** Containers, pallets, vehicles of the line; 1 for a range line or a bill. */
  count: number;
}

/** The lines that price the cargo and the quantity each is multiplied by, or null. */
interface Selection {
  picks: LinePick[];
  /** The range quantity of a GENERAL tariff (kg, W/M, m³, LDM, pallets); 1 otherwise. */
  quantity: number;
}

/** The unit a GENERAL tariff's ranges measure: its own, or the first its kind allows. */
export function generalUnit(tariff: IndexedTariff): RangeUnit {
  return tariff.rangeUnit ?? TARIFF_KIND_SPECS[tariff.kind].lines.GENERAL?.rangeUnits?.[0] ?? 'KG';
}

function selectContainerLines(tariff: IndexedTariff, cargo: CargoMeasures): Selection | null {
  const picks: LinePick[] = [];
  for (const container of cargo.containers) {
    const at = containerLine(tariff, container.containerTypeId);
    if (at < 0) return null;
    picks.push({ at, count: container.amount });
  }
  return picks.length ? { picks, quantity: 1 } : null;
}

function selectGeneralLine(tariff: IndexedTariff, cargo: CargoMeasures): Selection | null {
  const quantity = rangeQuantity(generalUnit(tariff), cargo, legModeOf(tariff));
  // Nothing of the unit to charge for (pallets asked of loose boxes): the tariff does not fit.
  if (!(quantity > 0)) return null;
  const at = rangeLine(tariff, quantity);
  return at < 0 ? null : { picks: [{ at, count: 1 }], quantity };
}

function selectPalletLines(tariff: IndexedTariff, cargo: CargoMeasures): Selection | null {
  const picks: LinePick[] = [];
  for (const pallet of cargo.pallets) {
    const at = palletLine(tariff, pallet.palletTypeId, pallet.amount);
    if (at < 0) return null;
    picks.push({ at, count: pallet.amount });
  }
  return picks.length ? { picks, quantity: 1 } : null;
}

function selectVehicleLine(tariff: IndexedTariff, cargo: CargoMeasures, distanceKm: number | null): Selection | null {
  const vehicle = cargo.vehicle;
  if (!vehicle) return null;
  if (tariff.vehicleBody !== null && vehicle.bodyType !== null && tariff.vehicleBody !== vehicle.bodyType) return null;
  const radius = TARIFF_KIND_SPECS[tariff.kind].lines.VEHICLE?.radius === true;
  const at = vehicleLine(tariff, vehicle.vehicleTypeId, radius, distanceKm);
  return at < 0 ? null : { picks: [{ at, count: vehicle.amount }], quantity: 1 };
}

/** The lines of a tariff that price the cargo, by the tariff's variant; null when it cannot. */
function selectLines(tariff: IndexedTariff, cargo: CargoMeasures, distanceKm: number | null): Selection | null {
  if (!variantFits(tariff.variant, cargo.form)) return null;
  switch (tariff.variant) {
    case 'CONTAINER':
      return selectContainerLines(tariff, cargo);
    case 'GENERAL':
      return selectGeneralLine(tariff, cargo);
    case 'PALLET':
      return selectPalletLines(tariff, cargo);
    case 'VEHICLE':
      return selectVehicleLine(tariff, cargo, distanceKm);
    case 'BILL':
    case 'FORWARDING':
      return tariff.lineCount > 0 ? { picks: [{ at: 0, count: 1 }], quantity: 1 } : null;
  }
}

function withVat(tariff: IndexedTariff, currency: string, cost: number): LegPrice {
  return { currency, cost, ...vatFor(cost, tariff.nds) };
}

/**
 * The price of a leg by a tariff, net of VAT, with its VAT, in the tariff's currency; null when the
 * tariff cannot price this cargo on this leg (docs/pricing.md §3):
 *
 *   cost = max(minPrice, Σ price × count × quantity × charging factor), half-up once,
 *
 * where the lines and their counts follow the variant (a line per container type, the range
 * holding the quantity, a line per pallet type and count, the vehicle type and radius band, the
 * single line of a bill), the quantity is the range unit's measure for GENERAL tariffs (1
 * otherwise) and the charging factor is the distance in km, the estimated hours, or 1. An air
 * tariff does not price a cargo with a piece larger than the aircraft hatch.
 */
export function priceTariff(tariff: IndexedTariff, cargo: CargoMeasures, geometry: LegGeometry): LegPrice | null {
  const cost = tariffCost(tariff, cargo, geometry);
  return cost === null ? null : withVat(tariff, tariff.currency, cost);
}

/** `priceTariff`'s cost net of VAT, in minor units of the tariff's currency; null when it cannot price. */
export function tariffCost(tariff: IndexedTariff, cargo: CargoMeasures, geometry: LegGeometry): number | null {
  const terms = costTerms(tariff, cargo, geometry);
  if (!terms) return null;
  return Math.max(multiplyHalfUp(terms.base, terms.quantity, terms.factor), tariff.minPrice ?? 0);
}

/** What a tariff's cost multiplies: Σ line price × count, the range quantity and the charging factor. */
export interface CostTerms {
  base: number;
  quantity: number;
  factor: number;
}

/** The terms of a tariff's cost for the cargo on the leg, before rounding and the minimum; null when it cannot price. */
export function costTerms(tariff: IndexedTariff, cargo: CargoMeasures, geometry: LegGeometry): CostTerms | null {
  if (legModeOf(tariff) === 'AIR' && cargo.exceedsAirHatch) return null;
  if (tariff.distanceRange !== null && !inDistanceRange(tariff.distanceRange, geometry.distanceKm)) return null;
  const factor = chargingFactor(tariff.chargingMode, geometry.distanceKm);
  if (factor === null) return null;
  const selection = selectLines(tariff, cargo, geometry.distanceKm);
  if (!selection) return null;
  let base = 0;
  for (const pick of selection.picks) base += linePrice(tariff, pick.at) * pick.count;
  return { base, quantity: selection.quantity, factor };
}

/**
 * The price of a freight surcharge on a freight leg (docs/pricing.md §5). ABSOLUTE: priced as a
 * tariff (per container type, per W/M range) in the surcharge's currency. RELATIVE: the line's
 * price is hundredths of a percent of the freight's cost, in the freight's currency; its lines are
 * picked as an absolute one's, and where the cargo's container types carry different percentages
 * each applies to its share of the containers:
 *
 *   cost = freight × Σ (percent × containers) / (10 000 × Σ containers), half-up once,
 *
 * which is exactly `percent` of the freight when one percentage applies (the usual case). The
 * minimum price, kept in the surcharge's currency, applies when that is the freight's currency.
 * ON_FREIGHT and ON_CARGO price alike; the type only says where the quotation shows the amount:
 * ON_FREIGHT is part of the freight rate (BAF, peak season), ON_CARGO a charge on the cargo
 * itself (dangerous goods, heavy lift).
 */
export function priceSurcharge(
  surcharge: IndexedTariff,
  cargo: CargoMeasures,
  freight: { currency: string; cost: number },
): LegPrice | null {
  if (surcharge.tarification !== 'RELATIVE') return priceTariff(surcharge, cargo, { distanceKm: null });
  const selection = selectLines(surcharge, cargo, null);
  if (!selection) return null;
  const weighted = selection.picks.reduce((sum, pick) => sum + linePrice(surcharge, pick.at) * pick.count, 0);
  const counted = selection.picks.reduce((sum, pick) => sum + pick.count, 0);
  let cost = mulDivHalfUp(freight.cost, weighted, 10_000 * counted);
  if (surcharge.minPrice !== null && surcharge.currency === freight.currency) cost = Math.max(cost, surcharge.minPrice);
  return withVat(surcharge, freight.currency, cost);
}
