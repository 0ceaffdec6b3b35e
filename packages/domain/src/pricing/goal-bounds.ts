import type { PointKey } from './engine-types.js';
import { BucketQueue, MinHeap } from './min-heap.js';
import { isCity, type PointDirectory } from './point-directory.js';
import type { RouteLane, TariffIndex } from './tariff-index.js';

/**
 * Lower bounds from every point to the destination of a quote, the heuristic of the A* route
 * search (route-search.ts): the fewest transport legs, the least cost (USD minor units) and the
 * fewest transit days any route from the point can still take. Each is a shortest path backwards
 * from the destination over the lanes' floors (lane-floors.ts), so it never exceeds what a real
 * route costs (admissible) and never drops by more than a lane's floor across the lane
 * (consistent): the search that adds it to its keys pops routes in the same order as without,
 * only without looking at what cannot beat them.
 */
export interface GoalBounds extends ReachBounds {
  /** By point id: least USD minor units to the destination; Infinity when unreachable. Read with `usdAt`. */
  usd: Float64Array;
  /** Every cost bound is at most this: where the cost walk stopped (`COST_STRETCH`); Infinity when it did not. */
  usdCap: number;
}

/** A point's fewest legs to the destination (the origin's own entry where it has one). */
export function legsAt(bounds: ReachBounds, id: number): number {
  return id === bounds.origin?.id ? bounds.origin.legs : (bounds.legs[id] as number);
}

/** A point's fewest transit days to the destination (the origin's own entry where it has one). */
export function daysAt(bounds: ReachBounds, id: number): number {
  return id === bounds.origin?.id ? bounds.origin.days : (bounds.days[id] as number);
}

/** A point's least cost to the destination, USD minor units. */
export function usdAt(bounds: GoalBounds, id: number): number {
  return Math.min(bounds.usd[id] as number, bounds.usdCap);
}

/** A leg into the destination that no lane holds (trucking to a door), with what it costs. */
export interface GoalSeed {
  from: PointKey;
  usd: number;
  days: number;
}

/**
 * The bounds that depend on the cargo only through its form (`reachBounds`): by point id, fewest
 * legs and fewest transit days to the destination, Infinity when unreachable; read with `legsAt`
 * and `daysAt`, which see the origin's own entries when kept arrays got them apart (`withOrigin`).
 */
export interface ReachBounds {
  legs: Float64Array;
  days: Float64Array;
  origin?: { id: number; legs: number; days: number };
}

/** How far past the origin's own bound the cost pass walks (goalBounds). */
export const COST_STRETCH = 1.5;

export interface GoalBoundsInput {
  index: TariffIndex;
  points: PointDirectory;
  /** Its id (-1 when no tariff names it): the only door a route may leave from (any other door ends a route). */
  originId: number;
  destination: PointKey;
  /** What a lane (by id) costs at least for this quote's cargo (USD minor units), Infinity when nothing on it prices the cargo. */
  laneFloor: (laneId: number) => number;
  /** What a lane (by id) takes at least, days; Infinity when nothing on it can carry the cargo. */
  laneDays: (laneId: number) => number;
  seeds: readonly GoalSeed[];
}

/** The lanes a route leaves a door origin by: to hubs, or straight to the destination. */
function exitsOf(input: GoalBoundsInput): readonly RouteLane[] {
  const { index, originId } = input;
  const destinationId = index.pointId(input.destination);
  const direct = destinationId === undefined ? undefined : index.lane(originId, destinationId);
  return direct ? [...index.lanesFrom(originId), direct] : index.lanesFrom(originId);
}

const isDoor = (input: GoalBoundsInput) => input.originId >= 0 && isCity(input.index.pointKeyOf(input.originId));

/**
 * Where the origin's value comes from, by point id with what reaching it costs: a hub origin is
 * a point of the passes itself (at 0); a door takes its lanes.
 */
function exitCosts(input: GoalBoundsInput, weight: (laneId: number) => number): Map<number, number> {
  const exits = new Map<number, number>();
  if (isDoor(input))
    for (const lane of exitsOf(input)) {
      const cost = weight(lane.id);
      if (cost < (exits.get(lane.toId) ?? Infinity)) exits.set(lane.toId, cost);
    }
  else if (input.originId >= 0) exits.set(input.originId, 0);
  return exits;
}

/**
 * One backward shortest-path pass: Dijkstra from the destination over the lanes between hubs
 * reversed, a transfer between points of one place (`PointDirectory.interchange`, a symmetric
 * relation) costing nothing. A door is passed through by no route, so the lanes out of doors are
 * not walked; the origin's own value, when it is a door, is its lanes' best.
 *
 * With `stretch`, the pass stops once it has settled every point closer than `stretch` times the
 * origin's own value, and answers the distance R it stopped at (the cap): what any point it has
 * not settled costs at least, so min(value, R) is every point's bound. min(exact, R) stays
 * consistent (for a lane u → v, h(u) ≤ R ≤ w + h(v) when v is beyond, and exact(u) ≥ R ⇒
 * R ≤ w + exact(v) when only u is), so the search
 * keeps its order; the routes it follows start near the origin and end near the destination, and
 * the points between need no more than that.
 */
function backwards(
  input: GoalBoundsInput,
  best: Float64Array,
  weight: (laneId: number) => number,
  seedWeight: (seed: GoalSeed) => number,
  heap: MinHeap<number> | BucketQueue<number>,
  stretch: number | null = null,
  /** Where the pass writes the ids of the points it settles, when given. */
  settled?: number[],
): number {
  const { index, points, originId } = input;
  const done = new Uint8Array(best.length);
  const start = (key: PointKey, value: number) => {
    const id = index.pointId(key);
    if (id === undefined || !(value < (best[id] as number))) return;
    best[id] = value;
    heap.push(value, id);
  };
  start(input.destination, 0);
  for (const seed of input.seeds) start(seed.from, seedWeight(seed));

  const originIsDoor = isDoor(input);
  const exits = exitCosts(input, weight);
  let origin = Infinity;
  let radius = Infinity;

  while (heap.size > 0) {
    const value = heap.topKey;
    if (value > radius) break;
    const popped = heap.pop();
    if (done[popped] || value > (best[popped] as number)) continue;
    // Every point still unsettled is at least `value` away: the origin's value is final.
    if (stretch !== null && radius === Infinity && origin <= value) radius = origin * stretch;
    for (const at of index.interchangeIds(points, popped)) {
      if (done[at] || (at !== popped && value > (best[at] as number))) continue;
      best[at] = value;
      done[at] = 1;
      settled?.push(at);
      const exit = exits.get(at);
      if (exit !== undefined) origin = Math.min(origin, exit + value);
      const { laneIds, ends } = index.intoColumns(at);
      for (let i = 0; i < laneIds.length; i++) {
        const before = ends[i] as number;
        if (done[before]) continue;
        const cost = value + weight(laneIds[i] as number);
        if (cost < (best[before] as number)) {
          best[before] = cost;
          heap.push(cost, before);
        }
      }
    }
  }
  // Every point not settled is at least where the walk stopped: the cap of its bound (a tentative
  // value there is never below it, a settled one never above).
  const cap = heap.size > 0 ? heap.topKey : Infinity;
  if (originIsDoor) best[originId] = Math.min(origin, cap);
  return cap;
}

const legWeight = (input: GoalBoundsInput) => (laneId: number) => (input.laneDays(laneId) < Infinity ? 1 : Infinity);

/**
 * The legs and days bounds: walks over every lane that can carry the cargo's form at all (no
 * pricing needed to know it). They depend on the quote only through the destination, the form and
 * the origin's own entry, so a caller may keep them for a destination (quote-memo.ts) and add the
 * origin with `withOrigin`.
 */
export function reachBounds(input: GoalBoundsInput): ReachBounds {
  const size = input.index.pointCount;
  const legs = new Float64Array(size).fill(Infinity);
  backwards(input, legs, legWeight(input), () => 1, new BucketQueue());
  const days = new Float64Array(size).fill(Infinity);
  // Days are whole: the buckets of a queue by day.
  backwards(input, days, input.laneDays, (seed) => seed.days, new BucketQueue());
  return { legs, days };
}

/** Reach bounds walked without an origin, with the origin's own entry (a door's best lane) beside them. */
export function withOrigin(input: GoalBoundsInput, kept: ReachBounds): ReachBounds {
  const { legs, days } = kept;
  const { index, originId } = input;
  if (originId < 0 || !isCity(index.pointKeyOf(originId))) return { legs, days };
  const leg = legWeight(input);
  const origin = { id: originId, legs: legs[originId] as number, days: days[originId] as number };
  for (const lane of exitsOf(input)) {
    origin.legs = Math.min(origin.legs, leg(lane.id) + (legs[lane.toId] as number));
    origin.days = Math.min(origin.days, input.laneDays(lane.id) + (days[lane.toId] as number));
  }
  return { legs, days, origin };
}

/**
 * A cost walk kept for its destination and cargo (quote-memo.ts): the points it settled with
 * their values, and where it stopped. Its bounds hold for any origin (they are distances to the
 * destination); an origin well inside it (`COST_STRETCH`) finds them as good as a fresh walk's.
 */
export interface CostWalk {
  ids: Int32Array;
  values: Float64Array;
  cap: number;
}

/**
 * The cost bound: a walk that prices lane floors, only as far as `COST_STRETCH` asks, or a kept
 * walk (`kept`) that went that far past this origin. Into `scratch` when given (a quote reuses one
 * array: a million-point index makes it megabytes). `walk` is the walk used, `fresh` whether it
 * was walked now.
 */
export function costBounds(
  input: GoalBoundsInput,
  scratch?: Float64Array,
  kept?: CostWalk,
): Pick<GoalBounds, 'usd' | 'usdCap'> & { walk: CostWalk; fresh: boolean } {
  const size = input.index.pointCount;
  const usd = scratch && scratch.length === size ? scratch.fill(Infinity) : new Float64Array(size).fill(Infinity);
  if (kept) {
    for (let i = 0; i < kept.ids.length; i++) usd[kept.ids[i] as number] = kept.values[i] as number;
    let origin = Infinity;
    for (const [id, exit] of exitCosts(input, input.laneFloor))
      origin = Math.min(origin, exit + Math.min(usd[id] as number, kept.cap));
    if (origin * COST_STRETCH <= kept.cap || kept.cap === Infinity) {
      if (isDoor(input)) usd[input.originId] = Math.min(origin, kept.cap);
      return { usd, usdCap: kept.cap, walk: kept, fresh: false };
    }
    usd.fill(Infinity);
  }
  const settled: number[] = [];
  const usdCap = backwards(input, usd, input.laneFloor, (seed) => seed.usd, new MinHeap(), COST_STRETCH, settled);
  const walk = {
    ids: Int32Array.from(settled),
    values: Float64Array.from(settled, (id) => usd[id] as number),
    cap: usdCap,
  };
  return { usd, usdCap, walk, fresh: true };
}

/** The three bounds of a quote, walked now. */
export function goalBounds(input: GoalBoundsInput): GoalBounds {
  const { usd, usdCap } = costBounds(input);
  return { ...reachBounds(input), usd, usdCap };
}
