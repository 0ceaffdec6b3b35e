import type { IndexedTariff, LegPrice, PointKey } from './engine-types.js';
import { isCity, type PointDirectory, type TariffIndex } from './tariff-index.js';

/** At most this many transport legs door to door: pickup, three main legs, delivery. */
export const MAX_TRANSPORT_LEGS = 5;
/** Routes settled at one point per search: the cheapest (or fastest) few, not all. */
export const LABELS_PER_POINT = 4;
/** A guard against pathological graphs: a search stops after this many partial routes. */
export const MAX_EXPANSIONS = 20_000;

/** One priced transport leg of a route. */
export interface Hop {
  tariff: IndexedTariff;
  from: PointKey;
  to: PointKey;
  price: LegPrice;
  /** Cost with VAT in USD minor units: what routes are ranked by. */
  usd: number;
  distanceKm: number | null;
}

export interface TransportRoute {
  hops: Hop[];
  usd: number;
  days: number;
}

export interface RouteSearchInput {
  index: TariffIndex;
  points: PointDirectory;
  origin: PointKey;
  destination: PointKey;
  /** The priced hops of a lane's tariffs that can carry the cargo (the caller caches them per quote). */
  laneHops: (from: PointKey, to: PointKey, tariffs: readonly IndexedTariff[]) => readonly Hop[];
  /** Legs between a door and hubs around it that no transport tariff names (trucking around a hub). */
  doorHops?: { fromOrigin: readonly Hop[]; toDestination: readonly Hop[] };
  /** Rank partial routes by price (BEST_PRICE) or by transit days (BEST_TIME). */
  by: 'usd' | 'days';
  maxRoutes: number;
}

interface Label {
  at: PointKey;
  hops: Hop[];
  usd: number;
  days: number;
  places: string[];
}

/**
 * How many transport legs each point is from the destination at least: a breadth-first walk
 * backwards over the index, a transfer between hubs of one place costing no leg. The forward
 * search only steps where the destination is still within reach of the legs left.
 */
export function reachToDestination(input: RouteSearchInput): Map<PointKey, number> {
  const { index, points, destination } = input;
  const reach = new Map<PointKey, number>();
  let frontier: PointKey[] = [];
  const settle = (point: PointKey, legs: number) => {
    for (const same of points.interchange(point)) {
      if ((reach.get(same) ?? Infinity) <= legs) continue;
      reach.set(same, legs);
      frontier.push(same);
    }
  };
  settle(destination, 0);
  for (const hop of input.doorHops?.toDestination ?? []) settle(hop.from, 1);
  for (let legs = 1; legs <= MAX_TRANSPORT_LEGS && frontier.length > 0; legs += 1) {
    const current = frontier;
    frontier = [];
    for (const point of current) {
      for (const before of index.predecessors(point)) {
        // A door is left only at the start of a route; reaching it in the middle leads nowhere.
        if (isCity(before) && before !== input.origin) continue;
        settle(before, legs);
      }
    }
  }
  return reach;
}

/** A binary heap of labels, smallest key first. */
class LabelHeap {
  private readonly items: Label[] = [];
  constructor(private readonly key: (label: Label) => number) {}
  get size(): number {
    return this.items.length;
  }
  push(label: Label): void {
    const items = this.items;
    items.push(label);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.key(items[parent] as Label) <= this.key(label)) break;
      items[i] = items[parent] as Label;
      i = parent;
    }
    items[i] = label;
  }
  pop(): Label | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    let i = 0;
    const key = this.key(last);
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child =
        right < items.length && this.key(items[right] as Label) < this.key(items[left] as Label) ? right : left;
      if (this.key(items[child] as Label) >= key) break;
      items[i] = items[child] as Label;
      i = child;
    }
    items[i] = last;
    return top;
  }
}

/**
 * The bounded multi-leg search of DESIGN.md §6: a best-first walk from the origin over transport
 * tariffs, ranked by price or by time, that settles at most LABELS_PER_POINT partial routes per
 * point, never returns to a place it passed, never uses more than MAX_TRANSPORT_LEGS legs and only
 * steps towards points the destination is reachable from. The first routes to arrive are the
 * cheapest (or fastest) ones.
 */
export function searchRoutes(input: RouteSearchInput): TransportRoute[] {
  const { index, points, origin, destination } = input;
  const reach = reachToDestination(input);
  if (!reach.has(origin) && !(input.doorHops?.fromOrigin ?? []).some((hop) => reach.has(hop.to))) return [];
  const arrival = new Set(points.interchange(destination));
  const settled = new Map<PointKey, number>();
  const heap = new LabelHeap(input.by === 'usd' ? (label) => label.usd : (label) => label.days * 1e12 + label.usd);
  const found: TransportRoute[] = [];
  heap.push({ at: origin, hops: [], usd: 0, days: 0, places: [points.placeOf(origin)] });
  let expansions = 0;

  const rank =
    input.by === 'usd' ? (hop: Hop) => hop.usd : (hop: Hop) => (hop.tariff.transitDays ?? 0) * 1e12 + hop.usd;
  const keyOf = (usd: number, days: number) => (input.by === 'usd' ? usd : days * 1e12 + usd);

  /**
   * A lane's hops, best first, only as many as can matter: a label at a point beyond its
   * LABELS_PER_POINT best is never expanded, so from one label a lane's fifth-best tariff never
   * is either (arrivals keep maxRoutes: found routes are not settled).
   */
  const lanes = new Map<PointKey, Map<PointKey, Hop[]>>();
  const bestOf = (stop: PointKey, to: PointKey, tariffs: readonly IndexedTariff[]): readonly Hop[] => {
    let byTo = lanes.get(stop);
    if (!byTo) {
      byTo = new Map();
      lanes.set(stop, byTo);
    }
    let best = byTo.get(to);
    if (!best) {
      best = [...input.laneHops(stop, to, tariffs)].sort((a, b) => rank(a) - rank(b));
      best.length = Math.min(best.length, arrival.has(to) ? input.maxRoutes : LABELS_PER_POINT);
      byTo.set(to, best);
    }
    return best;
  };

  /**
   * Whether a label is worth pushing: while it is among the LABELS_PER_POINT smallest keys pushed
   * to its point. One beyond them pops after that many labels of its point and is skipped anyway,
   * so dropping it changes nothing but the heap's size.
   */
  const kept = new Map<PointKey, number[]>();
  const admit = (at: PointKey, key: number): boolean => {
    if (arrival.has(at)) return true;
    const keys = kept.get(at);
    if (!keys) {
      kept.set(at, [key]);
      return true;
    }
    if (keys.length >= LABELS_PER_POINT) {
      if (key >= (keys[keys.length - 1] as number)) return false;
      keys.pop();
    }
    let i = keys.length;
    keys.push(key);
    while (i > 0 && (keys[i - 1] as number) > key) {
      keys[i] = keys[i - 1] as number;
      i -= 1;
    }
    keys[i] = key;
    return true;
  };

  const step = (label: Label, hop: Hop) => {
    const left = MAX_TRANSPORT_LEGS - label.hops.length - 1;
    const legsToGo = reach.get(hop.to);
    if (legsToGo === undefined || legsToGo > left) return;
    const place = points.placeOf(hop.to);
    if (label.places.includes(place)) return;
    const usd = label.usd + hop.usd;
    const days = label.days + (hop.tariff.transitDays ?? 0);
    if (!admit(hop.to, keyOf(usd, days))) return;
    heap.push({ at: hop.to, hops: [...label.hops, hop], usd, days, places: [...label.places, place] });
  };

  while (heap.size > 0 && found.length < input.maxRoutes && expansions < MAX_EXPANSIONS) {
    const label = heap.pop() as Label;
    if (label.hops.length > 0 && arrival.has(label.at)) {
      found.push({ hops: label.hops, usd: label.usd, days: label.days });
      continue;
    }
    const times = settled.get(label.at) ?? 0;
    if (times >= LABELS_PER_POINT) continue;
    settled.set(label.at, times + 1);
    expansions += 1;
    const starting = label.hops.length === 0;
    const stops = points.interchange(label.at);
    const left = MAX_TRANSPORT_LEGS - label.hops.length - 1;
    for (const stop of stops) {
      for (const [to, tariffs] of index.lanesFrom(stop)) {
        const legsToGo = reach.get(to);
        if (legsToGo === undefined || legsToGo > left) continue;
        for (const hop of bestOf(stop, to, tariffs)) step(label, hop);
      }
      for (const hop of input.doorHops?.toDestination ?? []) if (hop.from === stop) step(label, hop);
    }
    if (starting) for (const hop of input.doorHops?.fromOrigin ?? []) step(label, hop);
  }
  return found;
}
