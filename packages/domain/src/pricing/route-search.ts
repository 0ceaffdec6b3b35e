import type { IndexedTariff, LegPrice, PointKey } from './engine-types.js';
import { daysAt, legsAt, usdAt, type GoalBounds } from './goal-bounds.js';
import { DAY, rankOf, type RankBy } from './lane-best.js';
import { MinHeap } from './min-heap.js';
import { isCity, type PointDirectory } from './point-directory.js';
import type { RouteLane, TariffIndex } from './tariff-index.js';

/** At most this many transport legs door to door: pickup, three main legs, delivery. */
export const MAX_TRANSPORT_LEGS = 5;
/** Routes settled at one point per search: the cheapest (or fastest) few, not all. */
export const LABELS_PER_POINT = 4;
/** A guard against pathological graphs: a search stops after this many partial routes. */
export const MAX_EXPANSIONS = 20_000;
/**
 * How far past its first (best) route a search looks: a route by price costing more than
 * PRICE_SPREAD times the cheapest transport, or a route by time taking more than DAYS_SPREAD
 * times the fastest (and DAYS_SLACK days more), is not looked for. Nobody books those when the
 * first is on offer, and without the limit a lane with few routes has the search walk every
 * route the legs allow before it gives up.
 */
export const PRICE_SPREAD = 2;
export const DAYS_SPREAD = 2;
export const DAYS_SLACK = 3;

/** The largest rank a search by `by` returns once its first route ranks `first`. */
export function rankLimit(by: RankBy, first: TransportRoute): number {
  if (by === 'usd') return first.usd * PRICE_SPREAD;
  const days = Math.max(first.days * DAYS_SPREAD, first.days + DAYS_SLACK);
  // Any cost within the last day: the rank of days d is d × DAY plus USD below DAY.
  return (days + 1) * DAY - 1;
}

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
  /** The quote's lower bounds to the destination (goal-bounds.ts), by point id. */
  bounds: GoalBounds;
  /** What a lane (by id) costs at least for the cargo, USD minor units (what `bounds` were built from). */
  laneFloor: (laneId: number) => number;
  /** What a lane (by id) takes at least for the cargo, days (what `bounds` were built from). */
  laneDays: (laneId: number) => number;
  /** A lane's `count` best usable hops by the search's rank, best first (lane-best.ts). */
  laneBest: (lane: RouteLane, count: number, by: RankBy) => readonly Hop[];
  /** Legs between a door and hubs around it that no transport tariff names (trucking around a hub). */
  doorHops?: { fromOrigin: readonly Hop[]; toDestination: readonly Hop[] };
  /** Rank partial routes by price (BEST_PRICE) or by transit days (BEST_TIME). */
  by: RankBy;
  maxRoutes: number;
}

/**
 * A partial route: its last hop and the route before it (a chain, so that extending a route
 * copies nothing), where it is, what it has cost and taken, and how many legs it has.
 */
interface Label {
  before: Label | null;
  hop: Hop | null;
  at: PointKey;
  atId: number;
  /** The place of `at` (`PointDirectory.placeOf`): a route never comes back to one. */
  place: string;
  legs: number;
  usd: number;
  days: number;
}

/** The hops of a partial route, first to last. */
function hopsOf(label: Label): Hop[] {
  const hops: Hop[] = [];
  for (let at: Label | null = label; at?.hop; at = at.before) hops.push(at.hop);
  return hops.reverse();
}

/** Whether the route passed the place. */
function passed(label: Label, place: string): boolean {
  for (let at: Label | null = label; at; at = at.before) if (at.place === place) return true;
  return false;
}

/**
 * The lanes out of one stop that can price the cargo, by the least a route's key grows along
 * each (the lane's floor and the bound at its end, the same for every route at the stop), put in
 * order only as far as a route walks them: a busy hub has thousands, and routes rarely pass the
 * first few dozen.
 */
class OrderedLanes {
  private readonly lanes: RouteLane[] = [];
  private readonly adds: number[] = [];

  /** `rest`: lane ids by what each adds; `laneOf` the lane of an id. */
  constructor(
    private readonly rest: MinHeap<number>,
    private readonly laneOf: (laneId: number) => RouteLane,
  ) {}

  /** Whether there is an `at`-th lane (counting from 0). */
  has(at: number): boolean {
    while (this.lanes.length <= at && this.rest.size > 0) {
      this.adds.push(this.rest.topKey);
      this.lanes.push(this.laneOf(this.rest.pop()));
    }
    return at < this.lanes.length;
  }

  /** The `at`-th lane and what it adds at least; `has(at)` first. */
  lane(at: number): RouteLane {
    return this.lanes[at] as RouteLane;
  }

  add(at: number): number {
    return this.adds[at] as number;
  }
}

/**
 * What the search's heap holds: a partial route to extend, or a route's walk along the ordered
 * lanes of one of its stops, waiting under the least key the next of them could give. A lane is
 * priced only once nothing cheaper is left, and a busy hub's thousands of lanes are one entry,
 * not thousands: most of them are never reached.
 */
interface Entry {
  label: Label;
  lanes: OrderedLanes | null;
  next: number;
}

/**
 * The bounded multi-leg search of docs/architecture.md §6: an A* walk from the origin over transport
 * tariffs, ranked by price or by time plus the goal bounds, that settles at most
 * LABELS_PER_POINT partial routes per point (as many as routes are wanted at a point one leg from
 * the destination), never returns to a place it passed, never uses more than MAX_TRANSPORT_LEGS
 * legs and only steps where the destination is still within the legs left. The bounds are
 * consistent, so routes pop in the order of their own key, as in a plain best-first search: the
 * first routes to arrive are the cheapest (or fastest) ones.
 */
export function searchRoutes(input: RouteSearchInput): TransportRoute[] {
  const { index, points, origin, destination, bounds } = input;
  const originId = index.pointId(origin);
  const destinationDoorId = isCity(destination) ? index.pointId(destination) : undefined;
  const arrival = new Set(points.interchange(destination));
  const toDestination = new Map<PointKey, Hop[]>();
  for (const hop of input.doorHops?.toDestination ?? []) {
    const list = toDestination.get(hop.from);
    if (list) list.push(hop);
    else toDestination.set(hop.from, [hop]);
  }
  const fromOrigin = input.doorHops?.fromOrigin ?? [];
  const legsTo = (id: number | undefined) => (id === undefined ? Infinity : legsAt(bounds, id));
  /** Labels a point settles: the last stops before the destination as many as routes are wanted. */
  const labelsAt = (id: number | undefined) => (legsTo(id) <= 1 ? input.maxRoutes : LABELS_PER_POINT);
  if (legsTo(originId) === Infinity && !fromOrigin.some((hop) => legsTo(index.pointId(hop.to)) !== Infinity)) return [];

  const byUsd = input.by === 'usd';
  /** A route's own rank: USD, or days before USD. */
  const own = (usd: number, days: number) => rankOf(input.by, usd, days);
  /** The bound of what is still to come from a point, in the same terms. */
  const ahead = (id: number) => (byUsd ? usdAt(bounds, id) : daysAt(bounds, id) * DAY + usdAt(bounds, id));

  const settled = new Map<number, number>();
  const heap = new MinHeap<Entry>();
  const found: TransportRoute[] = [];
  if (originId !== undefined || fromOrigin.length > 0) {
    const start: Label = {
      at: origin,
      atId: originId ?? -1,
      before: null,
      hop: null,
      place: points.placeOf(origin),
      legs: 0,
      usd: 0,
      days: 0,
    };
    heap.push(0, { label: start, lanes: null, next: 0 });
  }
  let expansions = 0;
  /** Beyond this rank nothing is looked for (`rankLimit`), once the first route is found. */
  let limit = Infinity;

  /**
   * A stop's lanes that can price the cargo, as columns: what each adds to a key at least, its
   * id, and how many legs its end is from the destination. A door is reached only as the
   * destination, by the one lane to it.
   */
  const candidates = new Map<number, { adds: number[]; ids: number[]; legs: number[]; mostLegs: number }>();
  const candidatesOf = (stopId: number) => {
    let found = candidates.get(stopId);
    if (found) return found;
    const { laneIds, ends } = index.outOfColumns(stopId);
    const last = destinationDoorId === undefined ? undefined : index.lane(stopId, destinationDoorId);
    found = { adds: [], ids: [], legs: [], mostLegs: 0 };
    const into = found;
    const consider = (laneId: number, to: number) => {
      // A lane whose end is more legs from the destination than any route has left is never taken.
      const legs = legsTo(to);
      if (legs >= MAX_TRANSPORT_LEGS) return;
      const floor = input.laneFloor(laneId);
      if (floor === Infinity) return;
      into.adds.push(own(floor, input.laneDays(laneId)) + ahead(to));
      into.ids.push(laneId);
      into.legs.push(legs);
      if (legs > into.mostLegs) into.mostLegs = legs;
    };
    for (let i = 0; i < laneIds.length; i++) consider(laneIds[i] as number, ends[i] as number);
    if (last) consider(last.id, last.toId);
    candidates.set(stopId, found);
    return found;
  };
  /**
   * A stop's lanes for a route with `left` legs to go after them, in order of what they add: only
   * those whose end is within `left` legs of the destination. A route four legs in walked the
   * hundreds of lanes of a Chinese port only to pass over all but the few to the destination's
   * region (46,000 lanes passed over in one quote to Libya).
   */
  const ordered = new Map<number, OrderedLanes>();
  const laneOf = (laneId: number) => index.laneById(laneId) as RouteLane;
  const lanesOf = (stopId: number, left: number): OrderedLanes => {
    const all = candidatesOf(stopId);
    const within = Math.min(left, all.mostLegs);
    const key = stopId * MAX_TRANSPORT_LEGS + within;
    let found = ordered.get(key);
    if (found) return found;
    const adds: number[] = [];
    const ids: number[] = [];
    for (let i = 0; i < all.ids.length; i++)
      if ((all.legs[i] as number) <= within) {
        adds.push(all.adds[i] as number);
        ids.push(all.ids[i] as number);
      }
    found = new OrderedLanes(MinHeap.of(adds, ids), laneOf);
    ordered.set(key, found);
    return found;
  };

  /**
   * A lane's hops, best first, only as many as can matter: a label at a point beyond its
   * LABELS_PER_POINT best is never expanded, so from one label a lane's fifth-best tariff never
   * is either (arrivals keep maxRoutes: found routes are not settled).
   */
  const lanes = new Map<RouteLane, readonly Hop[]>();
  const bestOf = (lane: RouteLane): readonly Hop[] => {
    let best = lanes.get(lane);
    if (!best) {
      best = input.laneBest(lane, arrival.has(lane.to) ? input.maxRoutes : labelsAt(lane.toId), input.by);
      lanes.set(lane, best);
    }
    return best;
  };

  /**
   * Whether a label is worth pushing: while it is among the `labelsAt` smallest keys pushed to its
   * point. One beyond them pops after that many labels of its point and is skipped anyway, so
   * dropping it changes nothing but the heap's size.
   */
  const kept = new Map<PointKey, number[]>();
  const admit = (at: PointKey, atId: number, key: number): boolean => {
    if (arrival.has(at)) return true;
    const most = labelsAt(atId);
    const keys = kept.get(at);
    if (!keys) {
      kept.set(at, [key]);
      return true;
    }
    if (keys.length >= most) {
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

  /** Extends the route by the hop, if it may go there and its key is among those kept. */
  const step = (label: Label, hop: Hop) => {
    const toId = index.pointId(hop.to);
    if (toId === undefined && !arrival.has(hop.to)) return;
    if (toId !== undefined && legsTo(toId) > MAX_TRANSPORT_LEGS - label.legs - 1) return;
    const usd = label.usd + hop.usd;
    const days = label.days + (hop.tariff.transitDays ?? 0);
    const key = own(usd, days) + (toId === undefined ? 0 : ahead(toId));
    if (key > limit) return;
    const place = points.placeOf(hop.to);
    if (passed(label, place) || !admit(hop.to, toId ?? -1, key)) return;
    const next: Label = { before: label, hop, at: hop.to, atId: toId ?? -1, place, legs: label.legs + 1, usd, days };
    heap.push(key, { label: next, lanes: null, next: 0 });
  };

  /**
   * Waits for the label's next lane of the stop it can still take, if any (the stop's lanes are
   * those within the legs it has left). A lane is passed over when its end has settled all its
   * routes: those settled there had smaller keys, so `admit` would refuse whatever the lane gave.
   */
  const walk = (label: Label, stop: OrderedLanes, from: number) => {
    let next = from;
    while (stop.has(next)) {
      const to = stop.lane(next).toId;
      if ((settled.get(to) ?? 0) < labelsAt(to)) break;
      next += 1;
    }
    if (stop.has(next)) heap.push(own(label.usd, label.days) + stop.add(next), { label, lanes: stop, next });
  };

  const expand = (label: Label) => {
    const left = MAX_TRANSPORT_LEGS - label.legs - 1;
    for (const stopId of label.atId < 0 ? [] : index.interchangeIds(points, label.atId))
      walk(label, lanesOf(stopId, left), 0);
    if (toDestination.size > 0)
      for (const stop of points.interchange(label.at))
        for (const hop of toDestination.get(stop) ?? []) step(label, hop);
    if (label.legs === 0) for (const hop of fromOrigin) step(label, hop);
  };

  while (heap.size > 0 && found.length < input.maxRoutes && expansions < MAX_EXPANSIONS) {
    if (heap.topKey > limit) break;
    const { label, lanes: stop, next } = heap.pop();
    if (stop) {
      for (const hop of bestOf(stop.lane(next))) step(label, hop);
      walk(label, stop, next + 1);
      continue;
    }
    if (label.legs > 0 && arrival.has(label.at)) {
      found.push({ hops: hopsOf(label), usd: label.usd, days: label.days });
      if (found.length === 1) limit = rankLimit(input.by, found[0] as TransportRoute);
      continue;
    }
    const times = settled.get(label.atId) ?? 0;
    if (times >= labelsAt(label.atId)) continue;
    settled.set(label.atId, times + 1);
    expansions += 1;
    expand(label);
  }
  return found;
}
