import type { PointKey } from './engine-types.js';
import type { Hop } from './route-search.js';
import type { CostWalk, ReachBounds } from './goal-bounds.js';
import type { PointDirectory } from './point-directory.js';
import type { TariffIndex } from './tariff-index.js';

/**
 * Memory the memo may hold, as a count of entries for the index's size: lane floor costs take 8
 * bytes a lane per cargo signature, legs and days 16 bytes a point per destination. At least a
 * few entries always, however large the index.
 */
const FLOOR_BYTES = 64 * 1024 * 1024;
const BOUNDS_BYTES = 64 * 1024 * 1024;
/** Cost walks keep only the points they settled (12 bytes each, a few thousand a walk). */
const WALK_BYTES = 32 * 1024 * 1024;
/** A door's trucking hops: one per trucking tariff that prices the cargo there, ~100 bytes each. */
const DOOR_BYTES = 32 * 1024 * 1024;
const entriesWithin = (bytes: number, perEntry: number) => Math.max(4, Math.floor(bytes / Math.max(1, perEntry)));

/**
 * A value per lane, NaN until computed, brought up to date with the index's lane changes before
 * each use (`TariffIndex.changedLanesSince`): a lane changed since loses its value, and so reading
 * one costs an array read, not a check of the lane.
 */
class LaneValues {
  private values: Float64Array;
  private version: number;

  constructor(private readonly index: TariffIndex) {
    this.values = new Float64Array(index.laneIdLimit).fill(NaN);
    this.version = index.version;
  }

  /** The values as of the index's current version. */
  current(): Float64Array {
    const { index } = this;
    if (this.version !== index.version) {
      const changed = index.changedLanesSince(this.version);
      if (changed === null) this.values.fill(NaN);
      else for (const id of changed) if (id < this.values.length) this.values[id] = NaN;
      this.version = index.version;
    }
    if (this.values.length < index.laneIdLimit) {
      const grown = new Float64Array(index.laneIdLimit).fill(NaN);
      grown.set(this.values);
      this.values = grown;
    }
    return this.values;
  }
}

/** A map that forgets its least recently used entry beyond `limit`. */
function remember<V>(map: Map<string, V>, key: string, value: V, limit: number): V {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as string);
  return value;
}

/**
 * What quotes over one index keep for the next ones, each valid exactly as long as what it was
 * computed from: a lane's floor cost for a cargo signature (the cargo's measures that price a
 * floor, and the exchange rates) and its fewest days for a cargo form until that lane changes; a
 * destination's legs and days bounds, and its cost walk for a cargo signature, until any tariff
 * changes. Most quotes of a marketplace repeat a few cargoes (a 40'HC, a 20') and a few
 * destinations, so most lanes' floors are priced once, not once per quote.
 */
export class QuoteMemo {
  private readonly floors = new Map<string, LaneValues>();
  /** The directory the kept floors were priced with (a floor by distance uses its coordinates). */
  private floorPoints: PointDirectory | null = null;
  private readonly bounds = new Map<string, ReachBounds & { version: number; points: PointDirectory }>();

  private costScratch: Float64Array | null = null;
  private readonly walks = new Map<string, { walk: CostWalk; version: number; points: PointDirectory }>();
  private walkBytes = 0;
  private readonly doors = new Map<string, { hops: readonly Hop[]; version: number; points: PointDirectory }>();

  constructor(private readonly index: TariffIndex) {}

  /**
   * An array of the index's point count that a quote fills and drops before it returns (quotes
   * run one at a time): the cost bounds of each quote, without megabytes of garbage per quote.
   */
  scratch(): Float64Array {
    const size = this.index.pointCount;
    if (this.costScratch?.length !== size) this.costScratch = new Float64Array(size);
    return this.costScratch;
  }

  /**
   * Values by lane id under one key (a lane's floor cost for a cargo signature, its fewest days for
   * a cargo form), priced with the directory's distances: NaN where not computed yet (the caller
   * computes and stores it), and where the lane changed since it was.
   */
  laneValues(points: PointDirectory, key: string): Float64Array {
    if (this.floorPoints !== points) {
      this.floors.clear();
      this.floorPoints = points;
    }
    const limit = entriesWithin(FLOOR_BYTES, 8 * this.index.laneIdLimit);
    const kept = remember(this.floors, key, this.floors.get(key) ?? new LaneValues(this.index), limit);
    return kept.current();
  }

  /** The cost walk kept under a key (a destination and cargo signature) while the index stands. */
  costWalk(points: PointDirectory, key: string): CostWalk | undefined {
    const kept = this.walks.get(key);
    return kept && kept.version === this.index.version && kept.points === points ? kept.walk : undefined;
  }

  /** Keeps a cost walk under a key, forgetting the least recently kept beyond WALK_BYTES. */
  keepCostWalk(points: PointDirectory, key: string, walk: CostWalk): void {
    const bytesOf = (one: CostWalk) => 12 * one.ids.length + 64;
    const old = this.walks.get(key);
    if (old) this.walkBytes -= bytesOf(old.walk);
    this.walks.delete(key);
    this.walks.set(key, { walk, version: this.index.version, points });
    this.walkBytes += bytesOf(walk);
    for (const [oldest, entry] of this.walks) {
      if (this.walkBytes <= WALK_BYTES || oldest === key) break;
      this.walks.delete(oldest);
      this.walkBytes -= bytesOf(entry.walk);
    }
  }

  /**
   * A door's trucking hops under a key (pickup or delivery, the door, the cargo signature and the
   * rates), usable or not, kept while the index stands or computed now.
   */
  doorHops(points: PointDirectory, key: string, compute: () => Hop[]): readonly Hop[] {
    const kept = this.doors.get(key);
    if (kept && kept.version === this.index.version && kept.points === points) {
      remember(this.doors, key, kept, Infinity);
      return kept.hops;
    }
    const hops = compute();
    const limit = entriesWithin(DOOR_BYTES, 100 * Math.max(1, hops.length));
    return remember(this.doors, key, { hops, version: this.index.version, points }, limit).hops;
  }

  /** The legs and days bounds to a destination for a cargo form, kept or computed now. */
  goalBounds(points: PointDirectory, destination: PointKey, form: number, compute: () => ReachBounds): ReachBounds {
    const key = `${destination}|${form}`;
    const kept = this.bounds.get(key);
    const limit = entriesWithin(BOUNDS_BYTES, 16 * this.index.pointCount);
    const fresh = kept && kept.version === this.index.version && kept.points === points;
    return remember(this.bounds, key, fresh ? kept : { ...compute(), version: this.index.version, points }, limit);
  }
}

const memos = new WeakMap<TariffIndex, QuoteMemo>();

/** The memo of an index, made on first use and gone with the index. */
export function quoteMemo(index: TariffIndex): QuoteMemo {
  let memo = memos.get(index);
  if (!memo) {
    memo = new QuoteMemo(index);
    memos.set(index, memo);
  }
  return memo;
}
