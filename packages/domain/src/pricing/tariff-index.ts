import type { TariffKind } from '../tariffs/kinds.js';
import type { IndexedTariff, PointKey } from './engine-types.js';
import { isCity, type PointDirectory } from './point-directory.js';
import { roadDistanceKm } from './geo-distance.js';
import { laneFloors, type LaneFloors } from './lane-floors.js';

/** Kinds that carry cargo from one point to another: the edges of the route graph. */
export const TRANSPORT_KINDS: ReadonlySet<TariffKind> = new Set<TariffKind>([
  'sea',
  'road-transportation',
  'railway-transportation',
  'air-transportation',
  'trucking-international',
  'intermodal-rates',
  'pallet',
]);

/** Kinds priced at one hub: the departure and arrival services of a main leg. */
export const SERVICE_KINDS: ReadonlySet<TariffKind> = new Set<TariffKind>([
  'port-services',
  'airport-services',
  'railway-services',
]);

/** A point's lanes of `lists` as columns, kept in `cache` until a change deletes them. */
function cachedColumns(
  cache: Map<number, LaneColumns>,
  pointId: number,
  lists: readonly (readonly RouteLane[] | undefined)[],
  endOf: (lane: RouteLane) => number,
): LaneColumns {
  let columns = cache.get(pointId);
  if (!columns) {
    const lanes = lists[pointId] ?? [];
    columns = { laneIds: Int32Array.from(lanes, (lane) => lane.id), ends: Int32Array.from(lanes, endOf) };
    cache.set(pointId, columns);
  }
  return columns;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Order within these lists carries no meaning: swap with the last and pop, O(1) after the find. */
function swapRemove<V>(list: V[], value: V): void {
  const at = list.indexOf(value);
  if (at < 0) return;
  list[at] = list[list.length - 1] as V;
  list.pop();
}

function removeFrom<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (!list) return;
  swapRemove(list, value);
  if (list.length === 0) map.delete(key);
}

/** Transport tariffs from one point to another: an edge of the route graph. */
export interface RouteLane {
  /** Dense among the live lanes (an emptied lane's id is reused): per-quote arrays are indexed by it. */
  readonly id: number;
  readonly from: PointKey;
  readonly to: PointKey;
  /** The ends' dense ids (`TariffIndex.pointId`). */
  readonly fromId: number;
  readonly toId: number;
  readonly tariffs: readonly IndexedTariff[];
}

/** Lanes at one point as parallel columns of ids: the lanes', and the points at their other ends. */
export interface LaneColumns {
  readonly laneIds: Int32Array;
  readonly ends: Int32Array;
}

interface StoredLane extends RouteLane {
  readonly tariffs: IndexedTariff[];
  floors: LaneFloors | null;
}

/**
 * Lane changes the index remembers (`changedLanesSince`): enough for values kept per lane to
 * catch up with a day of edits; one older than that starts afresh.
 */
const LANE_LOG_LIMIT = 65_536;

/** A sea line's surcharges on two ports, either open. */
const lineKey = (carrierId: number, from: PointKey | null, to: PointKey | null) =>
  `${carrierId}|${from ?? '*'}|${to ?? '*'}`;

/** Two point ids in one number (ids stay far below 2²⁶). */
const laneKey = (fromId: number, toId: number) => fromId * 67_108_864 + toId;

/**
 * The active tariffs in memory, arranged for the route search (docs/architecture.md §6): transport tariffs
 * in lanes by the points they leave and reach (each point a dense id, so a search keeps its
 * per-point figures in arrays), services by hub, trucking by hub or city, surcharge values by sea
 * tariff and by sea line. The API fills it at start and applies every later change with `upsert`
 * and `remove`, so a quote never waits for SQL.
 */
export class TariffIndex {
  private readonly byId = new Map<number, IndexedTariff>();
  private readonly pointIds = new Map<PointKey, number>();
  private readonly pointKeys: PointKey[] = [];
  private readonly lanes = new Map<number, StoredLane>();
  /**
   * By point id: the lanes leaving it for a hub and the lanes reaching it from a hub. Lanes from
   * or to a door (a city) are only found by their ends (`lane`): a route leaves a door only at its
   * start and reaches one only at its end, so no search walks them from a hub.
   */
  private readonly outgoing: StoredLane[][] = [];
  private readonly incoming: StoredLane[][] = [];
  /** By point id: the lanes leaving it for a door, for the direct road legs out of an origin. */
  private readonly toDoors: StoredLane[][] = [];
  /** By point id: `incoming` and `outgoing` as columns (`intoColumns`, `outOfColumns`), made on first use after a change. */
  private readonly incomingColumns = new Map<number, LaneColumns>();
  private readonly outgoingColumns = new Map<number, LaneColumns>();

  /** By lane id. */
  private readonly lanesById: (StoredLane | undefined)[] = [];
  private readonly freeLaneIds: number[] = [];
  private nextLaneId = 0;
  private changes = 0;
  /** Lane changes by version (ascending); complete for every version from `complete` on. */
  private readonly laneLog = { versions: [] as number[], lanes: [] as number[], complete: 0 };
  private distances: { points: PointDirectory; km: (number | null | undefined)[] } | null = null;
  private interchanges: { points: PointDirectory; pointCount: number; ids: (readonly number[] | undefined)[] } | null =
    null;
  private readonly servicesAt = new Map<PointKey, IndexedTariff[]>();
  private readonly truckingAt = new Map<PointKey, IndexedTariff[]>();
  private readonly surchargesOfTariff = new Map<number, IndexedTariff[]>();
  /** By sea line and ports (lineKey). */
  private readonly surchargesOfLine = new Map<string, IndexedTariff[]>();

  get size(): number {
    return this.byId.size;
  }

  /** Grows with every change: what was computed from the index at one version holds until it moves. */
  get version(): number {
    return this.changes;
  }

  /**
   * The ids of the lanes changed (tariffs added or removed, the lane emptied or made) after the
   * given version, in no particular order and maybe repeated; null when the log no longer reaches
   * back that far. A value kept per lane at a version holds for every lane not named.
   */
  changedLanesSince(version: number): readonly number[] | null {
    if (version < this.laneLog.complete) return null;
    const { versions, lanes } = this.laneLog;
    let low = 0;
    let high = versions.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((versions[middle] as number) <= version) low = middle + 1;
      else high = middle;
    }
    return lanes.slice(low);
  }

  get(id: number): IndexedTariff | undefined {
    return this.byId.get(id);
  }

  /** Adds a tariff or replaces the one of its id. An inactive tariff is only removed. */
  upsert(tariff: IndexedTariff, active = true): void {
    this.changes += 1;
    this.remove(tariff.id);
    if (!active) return;
    this.byId.set(tariff.id, tariff);
    this.place(tariff, true);
  }

  remove(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.changes += 1;
    this.byId.delete(id);
    this.place(old, false);
  }

  /** How many point ids there are: per-point arrays of a search are this long. */
  get pointCount(): number {
    return this.pointKeys.length;
  }

  /** One more than the highest lane id: per-lane arrays of a search are this long. */
  get laneIdLimit(): number {
    return this.nextLaneId;
  }

  /** The dense id of a point a tariff of the index names (ids are never taken back). */
  pointId(point: PointKey): number | undefined {
    return this.pointIds.get(point);
  }

  pointKeyOf(id: number): PointKey {
    return this.pointKeys[id] as PointKey;
  }

  /** The lanes leaving the point (by id) for a hub. */
  lanesFrom(pointId: number): readonly RouteLane[] {
    return this.outgoing[pointId] ?? [];
  }

  /** The lanes reaching the point (by id) from a hub. */
  lanesInto(pointId: number): readonly RouteLane[] {
    return this.incoming[pointId] ?? [];
  }

  /**
   * `lanesInto` as columns (the ends are the points the lanes leave): what a backward walk reads
   * for every lane it relaxes, without touching the lanes themselves.
   */
  intoColumns(pointId: number): LaneColumns {
    return cachedColumns(this.incomingColumns, pointId, this.incoming, (lane) => lane.fromId);
  }

  /** `lanesFrom` as columns (the ends are the points the lanes reach). */
  outOfColumns(pointId: number): LaneColumns {
    return cachedColumns(this.outgoingColumns, pointId, this.outgoing, (lane) => lane.toId);
  }

  /** The live lane of an id. */
  laneById(id: number): RouteLane | undefined {
    return this.lanesById[id];
  }

  /** The lanes leaving the point (by id) for a door. */
  doorLanesFrom(pointId: number): readonly RouteLane[] {
    return this.toDoors[pointId] ?? [];
  }

  /** The lane between two points (by id), if a transport tariff runs there. */
  lane(fromId: number, toId: number): RouteLane | undefined {
    return this.lanes.get(laneKey(fromId, toId));
  }

  /**
   * The ids of the points cargo at the point may leave from (`PointDirectory.interchange`), kept
   * for the directory until a point gets a new id (a new directory starts afresh).
   */
  interchangeIds(points: PointDirectory, pointId: number): readonly number[] {
    let cache = this.interchanges;
    if (!cache || cache.points !== points || cache.pointCount !== this.pointKeys.length) {
      cache = { points, pointCount: this.pointKeys.length, ids: [] };
      this.interchanges = cache;
    }
    const known = cache.ids[pointId];
    if (known) return known;
    const ids: number[] = [];
    for (const same of points.interchange(this.pointKeyOf(pointId))) {
      const id = this.pointIds.get(same);
      if (id !== undefined) ids.push(id);
    }
    cache.ids[pointId] = ids;
    return ids;
  }

  /**
   * The road distance of the lane, km (`roadDistanceKm` of its ends in the directory; null without
   * coordinates), kept by lane for the directory: the route search asks for it on every quote.
   */
  laneDistanceKm(points: PointDirectory, lane: RouteLane): number | null {
    let cache = this.distances;
    if (!cache || cache.points !== points) {
      cache = { points, km: [] };
      this.distances = cache;
    }
    let km = cache.km[lane.id];
    if (km === undefined) {
      const nowhere = { latitude: null, longitude: null };
      km = roadDistanceKm(points.get(lane.from) ?? nowhere, points.get(lane.to) ?? nowhere);
      cache.km[lane.id] = km;
    }
    return km;
  }

  /** What the lane's tariffs charge at least (lane-floors.ts), kept until one of them changes. */
  floorsOf(lane: RouteLane): LaneFloors {
    const stored = lane as StoredLane;
    stored.floors ??= laneFloors(stored.tariffs);
    return stored.floors;
  }

  /** Port, airport and railway services priced at the hub. */
  servicesOf(point: PointKey): readonly IndexedTariff[] {
    return this.servicesAt.get(point) ?? [];
  }

  /** Trucking around the hub or city. */
  truckingOf(point: PointKey): readonly IndexedTariff[] {
    return this.truckingAt.get(point) ?? [];
  }

  /** The points trucking tariffs start from, for the search around a door. */
  truckingPoints(): Iterable<PointKey> {
    return this.truckingAt.keys();
  }

  /**
   * Surcharge values for a sea tariff: its own, and those of its sea line whose ports are the
   * tariff's or open (a line's values are kept by line and ports, so a lane's few are found
   * among the line's thousands at once).
   */
  surchargesFor(tariff: Pick<IndexedTariff, 'id' | 'carrierId' | 'from' | 'to'>): readonly IndexedTariff[] {
    const found = [...(this.surchargesOfTariff.get(tariff.id) ?? [])];
    if (tariff.carrierId === null) return found;
    for (const from of tariff.from === null ? [null] : [tariff.from, null])
      for (const to of tariff.to === null ? [null] : [tariff.to, null])
        found.push(...(this.surchargesOfLine.get(lineKey(tariff.carrierId, from, to)) ?? []));
    return found;
  }

  private idOf(point: PointKey): number {
    let id = this.pointIds.get(point);
    if (id === undefined) {
      id = this.pointKeys.length;
      this.pointIds.set(point, id);
      this.pointKeys.push(point);
    }
    return id;
  }

  private place(tariff: IndexedTariff, add: boolean): void {
    const put = add ? addTo : removeFrom;
    if (tariff.kind === 'freight-surcharges') {
      if (tariff.appliesToTariffId !== null) put(this.surchargesOfTariff, tariff.appliesToTariffId, tariff);
      else if (tariff.carrierId !== null)
        put(this.surchargesOfLine, lineKey(tariff.carrierId, tariff.from, tariff.to), tariff);
      return;
    }
    if (tariff.from === null) return;
    // Trucking and service hubs get ids too: door legs around them meet the search there.
    this.idOf(tariff.from);
    if (tariff.kind === 'trucking') return put(this.truckingAt, tariff.from, tariff);
    if (SERVICE_KINDS.has(tariff.kind)) return put(this.servicesAt, tariff.from, tariff);
    if (!TRANSPORT_KINDS.has(tariff.kind) || tariff.to === null) return;
    if (add) this.addToLane(tariff, tariff.from, tariff.to);
    else this.removeFromLane(tariff, tariff.from, tariff.to);
  }

  private addToLane(tariff: IndexedTariff, from: PointKey, to: PointKey): void {
    const fromId = this.idOf(from);
    const toId = this.idOf(to);
    const key = laneKey(fromId, toId);
    let lane = this.lanes.get(key);
    if (!lane) {
      const id = this.freeLaneIds.pop() ?? this.nextLaneId++;
      const created: StoredLane = { id, from, to, fromId, toId, tariffs: [], floors: null };
      this.lanes.set(key, created);
      this.lanesById[id] = created;
      for (const list of this.listsOf(created)) list.push(created);
      this.incomingColumns.delete(toId);
      this.outgoingColumns.delete(fromId);
      lane = created;
    }
    lane.tariffs.push(tariff);
    this.changed(lane);
  }

  private changed(lane: StoredLane): void {
    lane.floors = null;
    const log = this.laneLog;
    log.versions.push(this.changes);
    log.lanes.push(lane.id);
    if (log.versions.length <= LANE_LOG_LIMIT) return;
    // Forget the older half at once: trimming is rare, and a lookup older than that starts afresh.
    const drop = log.versions.length >> 1;
    log.complete = log.versions[drop - 1] as number;
    log.versions.splice(0, drop);
    log.lanes.splice(0, drop);
  }

  /** The adjacency lists a lane belongs in, by whether its ends are doors. */
  private listsOf(lane: StoredLane): StoredLane[][] {
    const lists: StoredLane[][] = [];
    if (isCity(lane.to)) lists.push((this.toDoors[lane.fromId] ??= []));
    else lists.push((this.outgoing[lane.fromId] ??= []));
    if (!isCity(lane.from)) lists.push((this.incoming[lane.toId] ??= []));
    return lists;
  }

  private removeFromLane(tariff: IndexedTariff, from: PointKey, to: PointKey): void {
    const fromId = this.pointIds.get(from);
    const toId = this.pointIds.get(to);
    if (fromId === undefined || toId === undefined) return;
    const key = laneKey(fromId, toId);
    const lane = this.lanes.get(key);
    if (!lane) return;
    swapRemove(lane.tariffs, tariff);
    this.changed(lane);
    if (lane.tariffs.length > 0) return;
    this.lanes.delete(key);
    this.lanesById[lane.id] = undefined;
    for (const list of this.listsOf(lane)) swapRemove(list, lane);
    this.incomingColumns.delete(lane.toId);
    this.outgoingColumns.delete(lane.fromId);
    this.freeLaneIds.push(lane.id);
    if (this.distances) this.distances.km[lane.id] = undefined;
  }
}
