import type { PointKey, PricingPoint } from './engine-types.js';

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
      if (point.cityId === null || isCity(point.key)) continue;
      const hubs = this.hubsOfCity.get(point.cityId);
      if (hubs) hubs.push(point.key);
      else this.hubsOfCity.set(point.cityId, [point.key]);
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
