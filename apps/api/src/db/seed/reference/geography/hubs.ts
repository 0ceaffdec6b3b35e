import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@cargo/domain';
import type { Db } from '../../../connection.js';
import { type CityIndex, type IndexedCity, normalizeName } from './city-index.js';
import { type BulkInsert, type Columns, insertMissing } from './insert.js';
import { portName } from './port-name.js';
import { cell, loadPorts, localized, numberCell, readTsv, type SourceAirport } from './sources.js';
import { selectRows } from '../../../rows.js';

/** Sea ports, airports, railway stations and transport hubs, each linked to the city it serves. */

/**
 * A hub table's insert: rows name their city by GeoNames id (the index works with the source
 * cities), which the insert turns into the city's row id.
 */
function hubInsert(table: string, extra: Columns, returning?: string[]): BulkInsert {
  const columns: Columns = {
    code: 'text',
    names: 'jsonb',
    city_geonames_id: 'integer',
    country_code: 'text',
    latitude: 'double precision',
    longitude: 'double precision',
    ...extra,
  };
  const values = Object.fromEntries(
    Object.keys(columns).map((name) => (name === 'city_geonames_id' ? ['city_id', 'city.id'] : [name, `s.${name}`])),
  );
  const joins = 'left join geo_objects city on city.geonames_id = s.city_geonames_id';
  return { table, columns, values, joins, key: ['code'], returning };
}

async function idsByCode(db: Db, table: string, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await selectRows<{ id: number; code: string }>(
    db,
    sql`select id, code from ${sql.raw(table)} where code in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}

/** A city given by name (within 100 km of the point), else the one the point serves within 50 km. */
function linkCity(
  index: CityIndex,
  countryCode: string,
  name: string,
  latitude: number | null,
  longitude: number | null,
): IndexedCity | undefined {
  const named = name ? index.named(countryCode, name, latitude, longitude) : undefined;
  if (named || latitude === null || longitude === null) return named;
  return index.serving(countryCode, latitude, longitude);
}

/** Russian and Chinese names of ports given by hand (data/port-names.tsv), by UN/LOCODE. */
export function loadPortNames(): Map<string, { ru: string; zh: string }> {
  return new Map(readTsv('port-names.tsv').map((row) => [cell(row, 0), { ru: cell(row, 1), zh: cell(row, 2) }]));
}

/** A sea port as the seed writes it; `names_city` is the GeoNames id of the city whose ru and zh names it took. */
export interface SeaPortRow extends Record<string, unknown> {
  code: string;
  names: LocalizedText;
  /** The names without data/port-names.tsv: the city's, where the port is named like its city. */
  derived_names: LocalizedText;
  /** The port's name in UN/LOCODE, with a former-name remark the seed drops (earlier seeds wrote it). */
  source_name: string;
  names_city: number | null;
}

/**
 * All ports of `sea-ports` by UN/LOCODE: the city of the port's city name in the same country,
 * else the nearest seeded city within 50 km; a port without coordinates takes its city's.
 */
export function seaPortRows(index: CityIndex): SeaPortRow[] {
  const containerPorts = new Set(readTsv('container-ports.tsv').map((row) => cell(row, 0)));
  const named = loadPortNames();
  return Object.entries(loadPorts()).map(([code, port]) => {
    const countryCode = code.slice(0, 2);
    const [longitude = null, latitude = null] = port.coordinates ?? [];
    // "Saint Petersburg (ex Leningrad)": the name without its remark is the city's.
    const cityNames = [port.city, port.city?.replace(/\s*\(.*\)\s*$/, ''), port.name.replace(/\s*\(.*\)\s*$/, '')];
    let city = cityNames
      .filter((name): name is string => Boolean(name))
      .map((name) => index.named(countryCode, name, latitude, longitude))
      .find((found) => found !== undefined);
    if (!city && latitude !== null && longitude !== null) city = index.nearest(countryCode, latitude, longitude);
    const sameName = city && normalizeName(city.name) === normalizeName(port.name.replace(/\s*\(.*\)\s*$/, ''));
    const derived = localized(
      portName(port.name),
      sameName ? city?.names?.ru : undefined,
      sameName ? city?.names?.zh : undefined,
    );
    const given = named.get(code);
    return {
      code,
      names: localized(derived.en, given?.ru || derived.ru, given?.zh || derived.zh),
      derived_names: derived,
      source_name: port.name,
      names_city: sameName && city ? city.id : null,
      city_geonames_id: city?.id ?? null,
      country_code: countryCode,
      latitude: latitude ?? city?.latitude ?? null,
      longitude: longitude ?? city?.longitude ?? null,
      has_terminals: containerPorts.has(code),
    };
  });
}

export async function seedSeaPorts(db: Db, rows: readonly SeaPortRow[]): Promise<number> {
  return (await insertMissing(db, hubInsert('sea_ports', { has_terminals: 'boolean' }), rows)).length;
}

const AIRPORT_TYPE_RANK: Record<string, number> = { large_airport: 3, medium_airport: 2, small_airport: 1 };

/** Scheduled service first, then large before medium before small. */
function airportRank(airport: SourceAirport): number {
  const scheduled = String(airport.scheduled_service).toUpperCase() === 'TRUE' ? 10 : 0;
  return scheduled + (AIRPORT_TYPE_RANK[airport.type] ?? 0);
}

/** The city an airport is named after ("Shanghai Pudong…"): its first one to three words, longest first. */
function cityOfAirportName(index: CityIndex, airport: SourceAirport, latitude: number, longitude: number) {
  const words = airport.airport.split(/\s+/);
  for (let count = Math.min(3, words.length); count >= 1; count--) {
    const city = index.named(airport.country_code, words.slice(0, count).join(' '), latitude, longitude);
    if (city) return city;
  }
  return undefined;
}

/** Russian and Chinese names of airports given by hand (data/airport-names.tsv), by IATA code. */
export function loadAirportNames(): Map<string, { ru: string; zh: string }> {
  return new Map(readTsv('airport-names.tsv').map((row) => [cell(row, 0), { ru: cell(row, 1), zh: cell(row, 2) }]));
}

/** An airport as the seed writes it. */
export interface AirportRow extends Record<string, unknown> {
  code: string;
  names: LocalizedText;
}

/** The airports of `airport-data-js` with a 3-letter IATA code, one per code. */
export function airportRows(index: CityIndex, airports: readonly SourceAirport[]): AirportRow[] {
  const byCode = new Map<string, SourceAirport>();
  for (const airport of airports) {
    if (!/^[A-Z]{3}$/.test(airport.iata ?? '')) continue;
    const current = byCode.get(airport.iata);
    if (!current || airportRank(airport) > airportRank(current)) byCode.set(airport.iata, airport);
  }
  const names = loadAirportNames();
  return [...byCode.values()].map((airport) => {
    const latitude = Number(airport.latitude);
    const longitude = Number(airport.longitude);
    const located = Number.isFinite(latitude) && Number.isFinite(longitude);
    const city = located
      ? (cityOfAirportName(index, airport, latitude, longitude) ??
        index.serving(airport.country_code, latitude, longitude))
      : undefined;
    const named = names.get(airport.iata);
    return {
      code: airport.iata,
      icao: airport.icao || null,
      names: localized(airport.airport, named?.ru, named?.zh),
      city_geonames_id: city?.id ?? null,
      country_code: airport.country_code,
      latitude: located ? latitude : null,
      longitude: located ? longitude : null,
    };
  });
}

export async function seedAirports(db: Db, rows: readonly AirportRow[]): Promise<number> {
  return (await insertMissing(db, hubInsert('airports', { icao: 'text' }), rows)).length;
}

/** Old code → new code of data/railway-station-recodes.tsv: placeholders replaced by real codes. */
export function loadStationRecodes(): [string, string][] {
  const pairs = readTsv('railway-station-recodes.tsv').map((row): [string, string] => [cell(row, 0), cell(row, 1)]);
  const olds = new Set(pairs.map(([old]) => old));
  const news = new Set(pairs.map(([, code]) => code));
  if (olds.size !== pairs.length || news.size !== pairs.length || pairs.some(([, code]) => olds.has(code))) {
    throw new Error(
      'railway-station-recodes.tsv: every old and every new code must appear once, and no new code as an old one',
    );
  }
  return pairs;
}

/**
 * Renames the stations a database seeded earlier holds under a placeholder code to the code that
 * replaced it, unless a station with the new code exists already. The row keeps its id, so hubs and
 * whatever else points at the station keep pointing at it; its names and coordinates stay as they are.
 */
async function recodeRailwayStations(db: Db): Promise<number> {
  const pairs = loadStationRecodes().map(([old, code]) => ({ old_code: old, new_code: code }));
  if (pairs.length === 0) return 0;
  const renamed = await selectRows<{ id: number }>(
    db,
    sql`update railway_stations s set code = r.new_code
        from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as r(old_code text, new_code text)
        where s.code = r.old_code
          and not exists (select 1 from railway_stations existing where existing.code = r.new_code)
        returning s.id`,
  );
  return renamed.length;
}

export interface RailwayStationsSeedResult {
  /** Stations inserted. */
  inserted: number;
  /** Stations renamed from a placeholder code to their real one. */
  recoded: number;
}

/**
 * The curated stations of data/railway-stations.tsv (ESR, Chinese telegraph and placeholder codes),
 * after renaming the stations still under a code that data/railway-station-recodes.tsv replaced.
 */
export async function seedRailwayStations(db: Db, index: CityIndex): Promise<RailwayStationsSeedResult> {
  const recoded = await recodeRailwayStations(db);
  const rows = readTsv('railway-stations.tsv').map((row) => {
    const countryCode = cell(row, 1);
    const latitude = numberCell(row, 3);
    const longitude = numberCell(row, 4);
    const city = linkCity(index, countryCode, cell(row, 8), latitude, longitude);
    return {
      code: cell(row, 0),
      names: localized(cell(row, 5), cell(row, 6), cell(row, 7)),
      city_geonames_id: city?.id ?? null,
      country_code: countryCode,
      latitude,
      longitude,
      border: cell(row, 2) === '1',
    };
  });
  const inserted = (await insertMissing(db, hubInsert('railway_stations', { border: 'boolean' }), rows)).length;
  return { inserted, recoded };
}

/**
 * The curated hubs of data/transport-hubs.tsv. Parents and border counterparts are set on the
 * hubs this run inserted only, so a link an operator changed on an existing hub stays changed.
 */
export async function seedTransportHubs(db: Db, index: CityIndex): Promise<number> {
  const source = readTsv('transport-hubs.tsv');
  const codesOf = (column: number) => [...new Set(source.map((row) => cell(row, column)).filter(Boolean))];
  const stationIds = await idsByCode(db, 'railway_stations', codesOf(9));
  const portIds = await idsByCode(db, 'sea_ports', codesOf(10));
  const airportIds = await idsByCode(db, 'airports', codesOf(11));
  const rows = source.map((row) => {
    const countryCode = cell(row, 3);
    const latitude = numberCell(row, 4);
    const longitude = numberCell(row, 5);
    const city = linkCity(index, countryCode, cell(row, 16), latitude, longitude);
    return {
      code: cell(row, 0),
      type: cell(row, 1),
      type_transit_border: cell(row, 2) || null,
      names: localized(cell(row, 6), cell(row, 7), cell(row, 8)),
      city_geonames_id: city?.id ?? null,
      country_code: countryCode,
      latitude,
      longitude,
      station_id: stationIds.get(cell(row, 9)) ?? null,
      sea_port_id: portIds.get(cell(row, 10)) ?? null,
      airport_id: airportIds.get(cell(row, 11)) ?? null,
      complete_location: cell(row, 14) === '1',
      has_terminals: cell(row, 15) === '1',
    };
  });
  const columns = {
    has_terminals: 'boolean',
    type: 'text',
    type_transit_border: 'text',
    station_id: 'integer',
    sea_port_id: 'integer',
    airport_id: 'integer',
    complete_location: 'boolean',
  };
  const inserted = await insertMissing<{ id: number; code: string }>(
    db,
    hubInsert('transport_hubs', columns, ['id', 'code']),
    rows,
  );
  if (inserted.length === 0) return 0;

  const hubIds = await idsByCode(db, 'transport_hubs', codesOf(0));
  const links = source.flatMap((row) => {
    const id = inserted.find((hub) => hub.code === cell(row, 0))?.id;
    const parentId = hubIds.get(cell(row, 12)) ?? null;
    const pairedId = hubIds.get(cell(row, 13)) ?? null;
    return id !== undefined && (parentId !== null || pairedId !== null)
      ? [{ id: Number(id), parent_id: parentId, paired_hub_id: pairedId }]
      : [];
  });
  if (links.length > 0) {
    await db.execute(sql`
      update transport_hubs h set parent_id = l.parent_id, paired_hub_id = l.paired_hub_id
      from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as l(id integer, parent_id integer, paired_hub_id integer)
      where h.id = l.id`);
  }
  return inserted.length;
}
