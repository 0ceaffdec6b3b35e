import type { TariffKind } from '../tariffs/kinds.js';
import type { IndexedTariff, PointKey, PricingPoint } from './engine-types.js';

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

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function removeFrom<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (!list) return;
  const at = list.indexOf(value);
  if (at < 0) return;
  // Order within a list carries no meaning: swap with the last and pop, O(1) after the find.
  list[at] = list[list.length - 1] as V;
  list.pop();
  if (list.length === 0) map.delete(key);
}

/**
 * The active tariffs in memory, arranged for the route search (DESIGN.md §6): transport tariffs
 * by the point they leave, the points each point is reached from (for the backward reach),
 * services by hub, trucking by hub or city, surcharge values by sea tariff and by sea line. The
 * API fills it at start and applies every later change with `upsert` and `remove`, so a quote
 * never waits for SQL.
 */
export class TariffIndex {
  private readonly byId = new Map<number, IndexedTariff>();
  /** from → to → the transport tariffs between them: a search skips a whole unreachable `to` at once. */
  private readonly outgoing = new Map<PointKey, Map<PointKey, IndexedTariff[]>>();
  /** to → from → how many transport tariffs run between them. */
  private readonly incoming = new Map<PointKey, Map<PointKey, number>>();
  private readonly servicesAt = new Map<PointKey, IndexedTariff[]>();
  private readonly truckingAt = new Map<PointKey, IndexedTariff[]>();
  private readonly surchargesOfTariff = new Map<number, IndexedTariff[]>();
  private readonly surchargesOfCarrier = new Map<number, IndexedTariff[]>();

  get size(): number {
    return this.byId.size;
  }

  get(id: number): IndexedTariff | undefined {
    return this.byId.get(id);
  }

  /** Adds a tariff or replaces the one of its id. An inactive tariff is only removed. */
  upsert(tariff: IndexedTariff, active = true): void {
    this.remove(tariff.id);
    if (!active) return;
    this.byId.set(tariff.id, tariff);
    this.place(tariff, true);
  }

  remove(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    this.place(old, false);
  }

  /** The points transport tariffs go to from the point, each with those tariffs. */
  lanesFrom(point: PointKey): Iterable<[PointKey, readonly IndexedTariff[]]> {
    return this.outgoing.get(point)?.entries() ?? [];
  }

  /** The points with a transport tariff to the point. */
  predecessors(point: PointKey): Iterable<PointKey> {
    return this.incoming.get(point)?.keys() ?? [];
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

  /** Surcharge values for the one sea tariff, and those for its sea line. */
  surchargesFor(tariffId: number, carrierId: number | null): readonly IndexedTariff[] {
    const own = this.surchargesOfTariff.get(tariffId) ?? [];
    const line = carrierId === null ? [] : (this.surchargesOfCarrier.get(carrierId) ?? []);
    return own.length === 0 ? line : line.length === 0 ? own : [...own, ...line];
  }

  private place(tariff: IndexedTariff, add: boolean): void {
    const put = add ? addTo : removeFrom;
    if (tariff.kind === 'freight-surcharges') {
      if (tariff.appliesToTariffId !== null) put(this.surchargesOfTariff, tariff.appliesToTariffId, tariff);
      else if (tariff.carrierId !== null) put(this.surchargesOfCarrier, tariff.carrierId, tariff);
      return;
    }
    if (tariff.from === null) return;
    if (tariff.kind === 'trucking') return put(this.truckingAt, tariff.from, tariff);
    if (SERVICE_KINDS.has(tariff.kind)) return put(this.servicesAt, tariff.from, tariff);
    if (!TRANSPORT_KINDS.has(tariff.kind) || tariff.to === null) return;
    let lanes = this.outgoing.get(tariff.from);
    if (!lanes) {
      if (!add) return;
      lanes = new Map();
      this.outgoing.set(tariff.from, lanes);
    }
    put(lanes, tariff.to, tariff);
    if (lanes.size === 0) this.outgoing.delete(tariff.from);
    this.count(tariff.to, tariff.from, add ? 1 : -1);
  }

  private count(to: PointKey, from: PointKey, delta: number): void {
    let sources = this.incoming.get(to);
    if (!sources) {
      if (delta < 0) return;
      sources = new Map();
      this.incoming.set(to, sources);
    }
    const next = (sources.get(from) ?? 0) + delta;
    if (next > 0) sources.set(from, next);
    else sources.delete(from);
    if (sources.size === 0) this.incoming.delete(to);
  }
}

/**
 * The hubs and cities the engine routes through: where each is, which city it serves, and the
 * points it is the same place as. Cargo changes between two hubs of one city, or a terminal and
 * the port it names, without a priced leg: the port and terminal services price that handling
 * (docs/pricing.md §8).
 */
export class PointDirectory {
  private readonly points = new Map<PointKey, PricingPoint>();
  private readonly hubsOfCity = new Map<number, PointKey[]>();
  private readonly interchanges = new Map<PointKey, readonly PointKey[]>();

  constructor(points: Iterable<PricingPoint>) {
    for (const point of points) {
      this.points.set(point.key, point);
      if (point.cityId !== null && !isCity(point.key)) addTo(this.hubsOfCity, point.cityId, point.key);
    }
  }

  get(key: PointKey): PricingPoint | undefined {
    return this.points.get(key);
  }

  get size(): number {
    return this.points.size;
  }

  /** The point and the points it names or that name it (a terminal and its port): one place exactly. */
  linked(key: PointKey): readonly PointKey[] {
    const point = this.points.get(key);
    if (!point || point.links.length === 0) return [key];
    return [key, ...point.links];
  }

  /**
   * Where cargo arriving at the point may leave from: the point, the points linked to it, and
   * every hub of its city. A city (a door) is only itself: reaching a door takes a road leg.
   */
  interchange(key: PointKey): readonly PointKey[] {
    const known = this.interchanges.get(key);
    if (known) return known;
    const point = this.points.get(key);
    let same: readonly PointKey[] = [key];
    if (point && !isCity(key)) {
      const set = new Set<PointKey>([key, ...point.links]);
      if (point.cityId !== null) for (const hub of this.hubsOfCity.get(point.cityId) ?? []) set.add(hub);
      for (const link of point.links) for (const back of this.points.get(link)?.links ?? []) set.add(back);
      same = [...set];
    }
    this.interchanges.set(key, same);
    return same;
  }

  /** One name for the place a point is at, so that a route never comes back to where it was. */
  placeOf(key: PointKey): string {
    const point = this.points.get(key);
    if (!point || isCity(key) || point.cityId === null) return key;
    return `HUBS:${point.cityId}`;
  }
}

export function isCity(key: PointKey): boolean {
  return key.startsWith('CITY:');
}
