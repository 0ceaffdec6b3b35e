import type { ChargingMode } from '../tariffs/enums.js';
import { RANGE_UNITS, TARIFF_VARIANTS, type RangeUnit, type TariffVariant } from '../tariffs/kinds.js';
import type { CargoMeasures, IndexedTariff } from './engine-types.js';
import { LEG_MODES, type LegMode } from './enums.js';
import { chargingFactor, generalUnit, legModeOf, rangeQuantity, variantFits } from './leg-pricing.js';
import {
  containerLine,
  lineContainerTypeId,
  lineFrom,
  linePalletTypeId,
  linePrice,
  lineTo,
  lineVehicleTypeId,
  rangeLine,
  type PackedLines,
} from './tariff-lines.js';
import { multiplyAtMost } from './money.js';

/**
 * What a lane's tariffs charge at least, whatever the cargo, the day or the caller: the goal
 * bounds of the route search (goal-bounds.ts) are built from it. Cargo-independent, so the index
 * keeps it per lane until one of the lane's tariffs changes.
 */
export interface LaneFloors {
  floors: readonly Floor[];
  /** The fewest transit days of a tariff of the lane (no days counts as 0). */
  minDays: number;
  /** Whether a floor charges by distance or time: the lane's length is needed to price it. */
  byDistance: boolean;
}

/** A bit per variant, and per variant by air: what a cargo can be priced by is a mask of them. */
export function pricingBit(variant: TariffVariant, mode: LegMode): number {
  return 1 << (TARIFF_VARIANTS.indexOf(variant) * 2 + (mode === 'AIR' ? 1 : 0));
}

/**
 * The cheapest of a group of a lane's tariffs that price alike (kind, variant, currency, charging
 * mode, range unit): per container, pallet or vehicle type the cheapest line of any of them,
 * whatever its range; for a GENERAL, BILL or FORWARDING tariff the cheapest priced line at all.
 */
export interface Floor {
  variant: TariffVariant;
  currency: string;
  mode: LegMode;
  /** The range unit of GENERAL tariffs. */
  unit: RangeUnit;
  chargingMode: ChargingMode | null;
  /** The lowest minimum price of the group: 0 when a tariff has none. */
  minPrice: number;
  /** The fewest transit days of the group's tariffs (none counts as 0). */
  minDays: number;
  /** Its `pricingBit`: a cargo whose mask lacks it cannot be priced by the group. */
  bit: number;
  /** Line price by type id (container, pallet or vehicle); a GENERAL, BILL or FORWARDING floor's under 0. */
  prices: Map<number, number>;
  /** A GENERAL floor's cheapest line by range quantity (`generalBands`); null for other variants. */
  bands: GeneralBands | null;
  /** The tariffs of the group. */
  members: IndexedTariff[];
  /** The members in the orders searches walk them in (lane-best.ts), built on first use. */
  orders: Map<string, FloorOrder>;
}

/** A floor's members that price a cargo, by their ordering key (`FloorPricing.keyOf`), or by days and then the key. */
/**
 * What a GENERAL group charges at least per unit of its range quantity, band by band: `starts`
 * ascending from 0, `prices[i]` the cheapest line any member would pick for a quantity from
 * `starts[i]` up to the next start (Infinity where none has a line).
 */
export interface GeneralBands {
  starts: Float64Array;
  prices: Float64Array;
}

/**
 * The bands of a GENERAL group. A tariff prices a quantity by its first line whose range holds it
 * (`selectGeneralLine`), and every range edge of every member is a band start, so within a band
 * each member picks one line: the band's price is the least of those.
 */
export function generalBands(members: readonly IndexedTariff[]): GeneralBands {
  const edges = new Set<number>([0]);
  for (const tariff of members)
    for (let at = 0; at < tariff.lineCount; at++) {
      edges.add(lineFrom(tariff, at) ?? 0);
      const to = lineTo(tariff, at);
      if (to !== null) edges.add(to);
    }
  const starts = Float64Array.from([...edges].sort((a, b) => a - b));
  const prices = new Float64Array(starts.length).fill(Infinity);
  for (const tariff of members)
    for (let band = 0; band < starts.length; band++) {
      const quantity = starts[band] as number;
      const at = rangeLine(tariff, quantity);
      if (at >= 0 && linePrice(tariff, at) < (prices[band] as number)) prices[band] = linePrice(tariff, at);
    }
  return { starts, prices };
}

/** The band price for a quantity: of the last band starting at or below it. */
function bandPrice(bands: GeneralBands, quantity: number): number {
  const { starts, prices } = bands;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] as number) <= quantity) low = middle;
    else high = middle - 1;
  }
  return prices[low] as number;
}

export interface FloorOrder {
  tariffs: IndexedTariff[];
  keys: Float64Array;
  days: Int32Array;
}

function typeOf(variant: TariffVariant, tariff: PackedLines, at: number): number | null {
  switch (variant) {
    case 'CONTAINER':
      return lineContainerTypeId(tariff, at);
    case 'PALLET':
      return linePalletTypeId(tariff, at);
    case 'VEHICLE':
      return lineVehicleTypeId(tariff, at);
    default:
      return 0;
  }
}

/**
 * The floors of a lane's tariffs. Every part of a tariff's price is bounded from below by its
 * floor's: the line picked for the cargo costs at least the cheapest line of its type (a range
 * picked by the cargo's quantity at least the cheapest range), the minimum price at least the
 * group's lowest, and a tariff bound to a distance band or a vehicle body prices a subset of what
 * its floor prices. A bill or forwarding tariff prices by its first line only.
 */
export function laneFloors(tariffs: readonly IndexedTariff[]): LaneFloors {
  const groups = new Map<string, Floor>();
  let minDays = Infinity;
  for (const tariff of tariffs) {
    minDays = Math.min(minDays, tariff.transitDays ?? 0);
    const key = `${tariff.kind}|${tariff.variant}|${tariff.currency}|${tariff.chargingMode ?? ''}|${tariff.rangeUnit ?? ''}`;
    let floor = groups.get(key);
    if (!floor) {
      floor = {
        variant: tariff.variant,
        currency: tariff.currency,
        mode: legModeOf(tariff),
        unit: generalUnit(tariff),
        chargingMode: tariff.chargingMode,
        minPrice: tariff.minPrice ?? 0,
        minDays: tariff.transitDays ?? 0,
        bit: pricingBit(tariff.variant, legModeOf(tariff)),
        prices: new Map(),
        bands: null,
        members: [],
        orders: new Map(),
      };
      groups.set(key, floor);
    } else {
      floor.minPrice = Math.min(floor.minPrice, tariff.minPrice ?? 0);
      floor.minDays = Math.min(floor.minDays, tariff.transitDays ?? 0);
    }
    floor.members.push(tariff);
    const count =
      tariff.variant === 'BILL' || tariff.variant === 'FORWARDING' ? Math.min(1, tariff.lineCount) : tariff.lineCount;
    for (let at = 0; at < count; at++) {
      const type = typeOf(tariff.variant, tariff, at);
      if (type === null) continue;
      const held = floor.prices.get(type);
      const price = linePrice(tariff, at);
      if (held === undefined || price < held) floor.prices.set(type, price);
    }
  }
  const floors = [...groups.values()];
  for (const floor of floors) if (floor.variant === 'GENERAL') floor.bands = generalBands(floor.members);
  return {
    floors,
    minDays: minDays === Infinity ? 0 : minDays,
    byDistance: floors.some((floor) => chargingFactor(floor.chargingMode, null) === null),
  };
}

/**
 * What a lane takes at least for a cargo that can be priced by the `pricings` mask: the fewest
 * days of the groups that can price it (a fast container service says nothing of loose cargo);
 * Infinity when none can.
 */
export function laneFloorDays(floors: LaneFloors, pricings: number): number {
  let least = Infinity;
  for (const floor of floors.floors) if ((floor.bit & pricings) !== 0) least = Math.min(least, floor.minDays);
  return least;
}

/** The sum of a floor's line prices times the cargo's units of each type; null when a type has no line. */
function perUnit(prices: Map<number, number>, units: readonly { id: number; amount: number }[]): number | null {
  let base = 0;
  for (const unit of units) {
    const price = prices.get(unit.id);
    if (price === undefined) return null;
    base += price * unit.amount;
  }
  return units.length > 0 ? base : null;
}

/** The least line price of a tariff; for a bill or forwarding tariff its first line's. */
function leastLine(tariff: IndexedTariff): number | null {
  if (tariff.lineCount === 0) return null;
  if (tariff.variant === 'BILL' || tariff.variant === 'FORWARDING') return linePrice(tariff, 0);
  let least = linePrice(tariff, 0);
  for (let at = 1; at < tariff.lineCount; at++) least = Math.min(least, linePrice(tariff, at));
  return least;
}

/**
 * Floors priced for one cargo: what a group of tariffs costs at least on a lane of a given length,
 * in its currency, never above `tariffCost` of any of its members (products in floats by
 * `multiplyAtMost`); and the same for the members whose ordering key is at least a given one,
 * which is what lets a search walk a busy lane's members cheapest first and stop early.
 *
 * A member's ordering key is its line price for the cargo's primary container type (the one it
 * has most of), or its least line price for any other cargo; the members without a line for the
 * primary type cannot price the cargo and have none.
 */
export class FloorPricing {
  private readonly containers: { id: number; amount: number }[];
  private readonly pallets: { id: number; amount: number }[];
  private readonly vehicles: { id: number; amount: number }[];
  /** The container type the cargo has most of: the ordering key of container tariffs. */
  private readonly primary: { id: number; amount: number } | null;
  private readonly units: { PALLET: number; VEHICLE: number };
  /** The cargo's range quantity by unit and transport (GENERAL floors). */
  private readonly quantities: Record<string, number> = {};
  private readonly fits: Record<string, boolean> = {};
  /** The `pricingBit`s that can price this cargo: a lane without any cannot carry it. */
  readonly pricings: number;
  /** Everything of the cargo a floor's cost depends on: two cargoes of one signature cost alike. */
  readonly signature: string;

  constructor(private readonly cargo: CargoMeasures) {
    this.containers = cargo.containers.map((one) => ({ id: one.containerTypeId, amount: one.amount }));
    this.pallets = cargo.pallets.map((one) => ({ id: one.palletTypeId, amount: one.amount }));
    this.vehicles = cargo.vehicle ? [{ id: cargo.vehicle.vehicleTypeId, amount: cargo.vehicle.amount }] : [];
    this.primary = this.containers.reduce<{ id: number; amount: number } | null>(
      (most, one) => (most === null || one.amount > most.amount ? one : most),
      null,
    );
    this.units = {
      PALLET: this.pallets.reduce((sum, one) => sum + one.amount, 0),
      VEHICLE: this.vehicles.reduce((sum, one) => sum + one.amount, 0),
    };
    let pricings = 0;
    for (const variant of TARIFF_VARIANTS) {
      this.fits[variant] = variantFits(variant, cargo.form);
      if (!this.fits[variant]) continue;
      pricings |= pricingBit(variant, 'SEA');
      if (!cargo.exceedsAirHatch) pricings |= pricingBit(variant, 'AIR');
    }
    this.pricings = pricings;
    for (const unit of RANGE_UNITS)
      for (const mode of LEG_MODES) this.quantities[unit + mode] = rangeQuantity(unit, cargo, mode);
    this.signature = JSON.stringify([
      this.containers,
      this.pallets,
      this.vehicles,
      this.quantities,
      cargo.form,
      cargo.exceedsAirHatch,
    ]);
  }

  /**
   * What the floor's members cost at least (null when none can price the cargo); with `key`,
   * what those whose ordering key is at least `key` cost at least.
   */
  cost(floor: Floor, distanceKm: number | null, key?: number): number | null {
    if (floor.mode === 'AIR' && this.cargo.exceedsAirHatch) return null;
    if (!this.fits[floor.variant]) return null;
    const factor = chargingFactor(floor.chargingMode, distanceKm);
    if (factor === null) return null;
    let base: number | null;
    let measure = 1;
    switch (floor.variant) {
      case 'CONTAINER': {
        base = perUnit(floor.prices, this.containers);
        const primary = this.primary;
        if (base !== null && key !== undefined && primary !== null)
          base += (key - (floor.prices.get(primary.id) as number)) * primary.amount;
        break;
      }
      case 'PALLET':
      case 'VEHICLE':
        base = perUnit(floor.prices, floor.variant === 'PALLET' ? this.pallets : this.vehicles);
        if (base !== null && key !== undefined) base = key * this.units[floor.variant];
        break;
      default:
        base = key ?? floor.prices.get(0) ?? null;
        if (floor.variant === 'GENERAL') {
          measure = this.quantities[floor.unit + floor.mode] as number;
          if (!(measure > 0)) return null;
          // The line a member picks for the quantity costs at least its band's price.
          const band = floor.bands ? bandPrice(floor.bands, measure) : 0;
          if (band === Infinity) return null;
          if (base !== null) base = Math.max(base, band);
        }
    }
    if (base === null) return null;
    return Math.max(multiplyAtMost(base, measure, factor), floor.minPrice);
  }

  /** The member's ordering key for this cargo; null when it has no line for the primary container type. */
  keyOf(floor: Floor, tariff: IndexedTariff): number | null {
    if (floor.variant !== 'CONTAINER') return leastLine(tariff);
    const primary = this.primary;
    if (primary === null) return null;
    const at = containerLine(tariff, primary.id);
    return at < 0 ? null : linePrice(tariff, at);
  }

  /** The floor's members by ordering key, or by transit days and then the key; kept on the floor. */
  order(floor: Floor, by: 'usd' | 'days'): FloorOrder {
    const name = `${by}|${floor.variant === 'CONTAINER' ? (this.primary?.id ?? '') : ''}`;
    let order = floor.orders.get(name);
    if (order) return order;
    const keyed: { tariff: IndexedTariff; key: number; days: number }[] = [];
    for (const tariff of floor.members) {
      const key = this.keyOf(floor, tariff);
      if (key !== null) keyed.push({ tariff, key, days: tariff.transitDays ?? 0 });
    }
    keyed.sort(by === 'usd' ? (a, b) => a.key - b.key : (a, b) => a.days - b.days || a.key - b.key);
    order = {
      tariffs: keyed.map((one) => one.tariff),
      keys: Float64Array.from(keyed, (one) => one.key),
      days: Int32Array.from(keyed, (one) => one.days),
    };
    floor.orders.set(name, order);
    return order;
  }
}

/**
 * What a lane costs at least for one cargo, in the currency the caller ranks by: the cheapest of
 * its floors converted by `convert` (never above `convertMinor`). Infinity when no floor can
 * price the cargo, and so no tariff of the lane either.
 */
export function laneFloorCost(
  floors: LaneFloors,
  pricing: FloorPricing,
  distanceKm: number | null,
  convert: (amount: number, currency: string) => number,
): number {
  let least = Infinity;
  for (const floor of floors.floors) {
    const cost = pricing.cost(floor, distanceKm);
    if (cost !== null) least = Math.min(least, convert(cost, floor.currency));
  }
  return least;
}
