import type { LocalizedText } from '@cargo/domain';

/** A seeded city as the linking of ports, airports, stations and hubs sees it. */
export interface IndexedCity {
  id: number;
  /** The English name, which the sources' city names are compared with. */
  name: string;
  names?: LocalizedText;
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Lower case, no diacritics, no punctuation: "Zabaykal'sk" and "Zabaykalsk" are one name. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A name match farther than this from the place is a namesake, not its city. */
const NAME_MATCH_KM = 100;
/** The radius of the coordinate fallbacks (the brief's 50 km). */
const NEAR_KM = 50;
/** Below this a distance counts as this much: an airport is rarely nearer its city, and a suburb at its fence must not outweigh the metropolis. */
const MIN_GRAVITY_KM = 10;

/**
 * Seeded cities by country and name and on a one-degree grid, for linking the hubs of the seed
 * to the cities they serve without a query per hub.
 */
export class CityIndex {
  private readonly byName = new Map<string, IndexedCity[]>();
  private readonly grid = new Map<string, IndexedCity[]>();

  constructor(cities: Iterable<IndexedCity>) {
    for (const city of cities) {
      push(this.byName, `${city.countryCode}|${normalizeName(city.name)}`, city);
      push(this.grid, cellKey(Math.floor(city.latitude), Math.floor(city.longitude)), city);
    }
  }

  /** The city of that name in the country nearest the point (within 100 km), else the most populous when there is no point. */
  named(
    countryCode: string,
    name: string,
    latitude?: number | null,
    longitude?: number | null,
  ): IndexedCity | undefined {
    const candidates = this.byName.get(`${countryCode}|${normalizeName(name)}`) ?? [];
    if (latitude == null || longitude == null) {
      return candidates.reduce<IndexedCity | undefined>(
        (best, c) => (!best || c.population > best.population ? c : best),
        undefined,
      );
    }
    let best: IndexedCity | undefined;
    let bestKm = NAME_MATCH_KM;
    for (const city of candidates) {
      const km = distanceKm(latitude, longitude, city.latitude, city.longitude);
      if (km <= bestKm) [best, bestKm] = [city, km];
    }
    return best;
  }

  /** The nearest seeded city of the country within 50 km. */
  nearest(countryCode: string, latitude: number, longitude: number): IndexedCity | undefined {
    return this.best(countryCode, latitude, longitude, (_city, km) => -km);
  }

  /**
   * The city an airport or a terminal most plausibly serves within 50 km: population over squared
   * distance, so Sheremetyevo goes to Moscow rather than to the town at its fence.
   */
  serving(countryCode: string, latitude: number, longitude: number): IndexedCity | undefined {
    return this.best(
      countryCode,
      latitude,
      longitude,
      (city, km) => city.population / Math.max(km, MIN_GRAVITY_KM) ** 2,
    );
  }

  private best(
    countryCode: string,
    latitude: number,
    longitude: number,
    score: (city: IndexedCity, km: number) => number,
  ): IndexedCity | undefined {
    const lat = Math.floor(latitude);
    const lon = Math.floor(longitude);
    const lonCells = Math.min(180, Math.ceil(NEAR_KM / (111 * Math.max(Math.cos(toRadians(latitude)), 0.01))));
    let best: IndexedCity | undefined;
    let bestScore = -Infinity;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLon = -lonCells; dLon <= lonCells; dLon++) {
        for (const city of this.grid.get(cellKey(lat + dLat, wrapLongitude(lon + dLon))) ?? []) {
          if (city.countryCode !== countryCode) continue;
          const km = distanceKm(latitude, longitude, city.latitude, city.longitude);
          if (km > NEAR_KM) continue;
          const value = score(city, km);
          if (value > bestScore) [best, bestScore] = [city, value];
        }
      }
    }
    return best;
  }
}

function cellKey(lat: number, lon: number): string {
  return `${lat}:${lon}`;
}

function wrapLongitude(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
