import type { PointKey } from './engine-types.js';
import { BucketQueue, MinHeap } from './min-heap.js';
import { isCity, type RouteLane, type PointDirectory, type TariffIndex } from './tariff-index.js';

/**
 * Lower bounds from every point to the destination of a quote, the heuristic of the A* route
 * search (route-search.ts): the fewest transport legs, the least cost (USD minor units) and the
 * fewest transit days any route from the point can still take. Each is a shortest path backwards
 * from the destination over the lanes' floors (lane-floors.ts), so it never exceeds what a real
 * route costs (admissible) and never drops by more than a lane's floor across the lane
 * (consistent): the search that adds it to its keys pops routes in the same order as without,
 * only without looking at what cannot beat them.
 */
export interface GoalBounds {
  /** By point id: fewest legs to the destination; Infinity when unreachable. */
  legs: Float64Array;
  /** By point id: least USD minor units to the destination; Infinity when unreachable. */
  usd: Float64Array;
  /** By point id: fewest transit days to the destination; Infinity when unreachable. */
  days: Float64Array;
}

/** A leg into the destination that no lane holds (trucking to a door), with what it costs. */
export interface GoalSeed {
  from: PointKey;
  usd: number;
  days: number;
}

/** The bounds that depend on the cargo only through its form (`reachBounds`). */
export type ReachBounds = Pick<GoalBounds, 'legs' | 'days'>;

/** How far past the origin's own bound the cost pass walks (goalBounds). */
export const COST_STRETCH = 1.5;

export interface GoalBoundsInput {
  index: TariffIndex;
  points: PointDirectory;
  /** Its id (-1 when no tariff names it): the only door a route may leave from (any other door ends a route). */
  originId: number;
  destination: PointKey;
  /** What a lane costs at least for this quote's cargo (USD minor units), Infinity when nothing on it prices the cargo. */
  laneFloor: (lane: RouteLane) => number;
  /** What a lane takes at least, days; Infinity when nothing on it can carry the cargo. */
  laneDays: (lane: RouteLane) => number;
  seeds: readonly GoalSeed[];
}

/** The lanes a route leaves a door origin by: to hubs, or straight to the destination. */
function exitsOf(input: GoalBoundsInput): readonly RouteLane[] {
  const { index, originId } = input;
  const destinationId = index.pointId(input.destination);
  const direct = destinationId === undefined ? undefined : index.lane(originId, destinationId);
  return direct ? [...index.lanesFrom(originId), direct] : index.lanesFrom(originId);
}

/**
 * One backward shortest-path pass: Dijkstra from the destination over the lanes between hubs
 * reversed, a transfer between points of one place (`PointDirectory.interchange`, a symmetric
 * relation) costing nothing. A door is passed through by no route, so the lanes out of doors are
 * not walked; the origin's own value, when it is a door, is its lanes' best.
 *
 * With `stretch`, the pass stops once it has settled every point closer than `stretch` times the
 * origin's own value, and every point it has not settled gets the distance it stopped at: what
 * any point beyond costs at least. min(exact, R) stays consistent (for a lane u → v, h(u) ≤ R ≤
 * w + h(v) when v is beyond, and exact(u) ≥ R ⇒ R ≤ w + exact(v) when only u is), so the search
 * keeps its order; the routes it follows start near the origin and end near the destination, and
 * the points between need no more than that.
 */
function backwards(
  input: GoalBoundsInput,
  best: Float64Array,
  weight: (lane: RouteLane) => number,
  seedWeight: (seed: GoalSeed) => number,
  heap: MinHeap<number> | BucketQueue<number>,
  stretch: number | null = null,
): void {
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

  // Where the origin's value comes from: a hub is a point of the pass; a door takes its lanes.
  const originIsDoor = originId >= 0 && isCity(index.pointKeyOf(originId));
  const exits = new Map<number, number>();
  if (originIsDoor)
    for (const lane of exitsOf(input)) {
      const cost = weight(lane);
      if (cost < (exits.get(lane.toId) ?? Infinity)) exits.set(lane.toId, cost);
    }
  else if (originId >= 0) exits.set(originId, 0);
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
      const exit = exits.get(at);
      if (exit !== undefined) origin = Math.min(origin, exit + value);
      for (const lane of index.lanesInto(at)) {
        const before = lane.fromId;
        if (done[before]) continue;
        const cost = value + weight(lane);
        if (cost < (best[before] as number)) {
          best[before] = cost;
          heap.push(cost, before);
        }
      }
    }
  }
  if (heap.size > 0) {
    const reached = heap.topKey;
    for (let id = 0; id < best.length; id++) if (!done[id]) best[id] = reached;
  }
  if (originIsDoor) best[originId] = Math.min(origin, heap.size > 0 ? heap.topKey : Infinity);
}

const legWeight = (input: GoalBoundsInput) => (lane: RouteLane) => (input.laneDays(lane) < Infinity ? 1 : Infinity);

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

/** Reach bounds walked without an origin, copied with the origin's own entry (a door's best lane). */
export function withOrigin(input: GoalBoundsInput, kept: ReachBounds): ReachBounds {
  const legs = kept.legs.slice();
  const days = kept.days.slice();
  const { index, originId } = input;
  if (originId < 0 || !isCity(index.pointKeyOf(originId))) return { legs, days };
  const leg = legWeight(input);
  for (const lane of exitsOf(input)) {
    legs[originId] = Math.min(legs[originId] as number, leg(lane) + (legs[lane.toId] as number));
    days[originId] = Math.min(days[originId] as number, input.laneDays(lane) + (days[lane.toId] as number));
  }
  return { legs, days };
}

/** The cost bound: a walk that prices lane floors, only as far as `COST_STRETCH` asks. */
export function costBounds(input: GoalBoundsInput): Float64Array {
  const usd = new Float64Array(input.index.pointCount).fill(Infinity);
  backwards(input, usd, input.laneFloor, (seed) => seed.usd, new MinHeap(), COST_STRETCH);
  return usd;
}

/** The three bounds of a quote, walked now. */
export function goalBounds(input: GoalBoundsInput): GoalBounds {
  return { ...reachBounds(input), usd: costBounds(input) };
}
