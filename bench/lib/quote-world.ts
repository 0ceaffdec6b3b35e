import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PointKey, PricingPoint, RateTable } from '@cargo/domain';
import { repoRoot } from './paths.js';

/**
 * The seeded world the quote benchmark builds its tariffs over, read once from the database the
 * production server seeded (reference data and demo logins): cities, hubs, the dictionaries a
 * tariff names, the organizations that keep tariffs, the exchange rates. Plain data, so that it
 * can be written to a file and read by the in-process engine run (quote-engine-run.ts), which
 * generates the same tariffs from it.
 */

/** Rows of a query: PGlite and node-postgres both answer `{ rows }`. */
export type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

export interface WorldCity {
  id: number;
  country: string;
  /** The region (admin1) the city lies in; null for a city hanging under its country. */
  region: number | null;
  lat: number;
  lon: number;
  population: number;
}

export interface WorldHub {
  id: number;
  code: string;
  cityId: number | null;
  country: string;
  lat: number;
  lon: number;
}

export interface WorldSeaPort extends WorldHub {
  /** One of the curated large container ports (has_terminals). */
  container: boolean;
  /** Its place in the curated list, busiest first (1 = Shanghai); null for the other ports. */
  rank: number | null;
}

export interface WorldAirport extends WorldHub {
  /** A large airport with scheduled service in the seed's source (airport-data-js). */
  major: boolean;
}

export interface WorldStation extends WorldHub {
  border: boolean;
}

export interface WorldTransportHub extends WorldHub {
  type: string;
  transitBorder: string | null;
  pairedHubId: number | null;
  stationId: number | null;
  seaPortId: number | null;
}

export interface DictionaryItem {
  id: number;
  code: string;
}

export interface SurchargeItem extends DictionaryItem {
  tarification: 'ABSOLUTE' | 'RELATIVE';
  surchargeType: 'ON_FREIGHT' | 'ON_CARGO';
  transport: string | null;
}

/** What an organization of the benchmark does: the owners of the synthetic tariffs. */
export type OwnerRole = 'sea-line' | 'nvocc' | 'consolidator' | 'rail' | 'road' | 'air';

export interface WorldOwner {
  id: number;
  role: OwnerRole;
  /** sea-line: the line it is the agency of (dictionary id); road: its home country. */
  carrierId?: number;
  country?: string;
}

export interface World {
  /** YYYY-MM-DD (UTC) the world was read on: validity windows are around it. */
  today: string;
  /** The first id the synthetic tariffs take (after every tariff already stored). */
  firstTariffId: number;
  cities: WorldCity[];
  seaPorts: WorldSeaPort[];
  airports: WorldAirport[];
  stations: WorldStation[];
  transportHubs: WorldTransportHub[];
  /** Exactly what the API's `loadPricingPoints` answers (pricing-points.repo.ts), for PointDirectory. */
  points: PricingPoint[];
  dictionaries: {
    seaLines: DictionaryItem[];
    consolidators: DictionaryItem[];
    railwayOperators: DictionaryItem[];
    airlines: DictionaryItem[];
    containerTypes: DictionaryItem[];
    vehicleTypes: (DictionaryItem & { bodyType: string | null })[];
    palletTypes: DictionaryItem[];
    services: DictionaryItem[];
    surcharges: SurchargeItem[];
  };
  organizations: {
    marketplace: number[];
    owners: WorldOwner[];
    /** Client organizations private tariffs are for; the first is the demo client. */
    clients: number[];
  };
  rates: RateTable;
  /** Cities of the fixed lanes by "Name, CC" (the most populous of the name), ports by UN/LOCODE. */
  named: { cities: Record<string, number>; seaPorts: Record<string, number>; vehicleTypes: Record<string, number> };
  /** measureCargo's references (cargo-references.repo.ts), as entries. */
  cargoReferences: {
    palletTypes: [number, { lengthCm: number; widthCm: number }][];
    containerTypes: [number, { maxLoadKg: number | undefined }][];
  };
}

/** Cities the fixed lanes of the benchmark name (quote-lanes.ts). */
export const NAMED_CITIES = [
  'Shanghai, CN', 'Moscow, RU', 'Ningbo, CN', 'Hamburg, DE', 'Guangzhou, CN', 'Almaty, KZ', 'Frankfurt am Main, DE',
  'Istanbul, TR', 'Saint Petersburg, RU', 'Novosibirsk, RU', 'Shenzhen, CN', 'Rotterdam, NL', 'Berlin, DE',
  'Yekaterinburg, RU', 'Chengdu, CN', 'Minsk, BY',
]; // prettier-ignore

/** The demo login whose organization quotes in the benchmark (apps/api/src/db/seed/demo.ts). */
export const CLIENT_LOGIN = 'client@demo.local';
/** Owners of the synthetic tariffs: organizations the benchmark adds, told apart by this prefix. */
const OWNER_PREFIX = 'Bench quote ';

/** How many organizations of each role keep tariffs; sea-line agencies are one per sea line. */
const OWNER_COUNTS: Record<Exclude<OwnerRole, 'sea-line' | 'road'>, number> = {
  nvocc: 20,
  consolidator: 6,
  rail: 16,
  air: 15,
};
/** Countries with road carriers of their own; the others are served by the international ones. */
export const ROAD_COUNTRIES = [
  'RU', 'CN', 'KZ', 'BY', 'DE', 'PL', 'NL', 'BE', 'FR', 'IT', 'ES', 'GB', 'TR', 'AE', 'IN', 'US', 'CA', 'BR', 'JP',
  'KR', 'SG', 'MY', 'VN', 'TH', 'ID', 'UZ', 'MN', 'FI', 'LT', 'LV', 'EE', 'UA', 'GE', 'AZ', 'IR', 'SA', 'EG', 'ZA',
]; // prettier-ignore
const ROAD_CARRIERS_PER_COUNTRY = 4;
const INTERNATIONAL_ROAD_CARRIERS = 8;
const CLIENT_ORGANIZATIONS = 20;

/**
 * Adds the benchmark's organizations once (sea-line agencies, NVOCCs, consolidators, rail
 * operators, road carriers by country, air agents, and client organizations): the owners of the
 * synthetic tariffs and the clients of the private ones. Answers nothing; `readWorld` finds them.
 */
export async function addOrganizations(query: Query): Promise<void> {
  const [existing] = await query<{ n: number | string }>(`select count(*) as n from organizations where name like $1`, [
    `${OWNER_PREFIX}%`,
  ]);
  if (Number(existing?.n ?? 0) > 0) return;
  const lines = await query<{ code: string }>(
    `select code from dictionary_entries where dictionary = 'sea-lines' and organization_id is null and code is not null order by id`,
  );
  const names: [string, 'PARTNER' | 'CLIENT'][] = [];
  for (const line of lines) names.push([`${OWNER_PREFIX}sea-line ${line.code}`, 'PARTNER']);
  for (const [role, count] of Object.entries(OWNER_COUNTS))
    for (let i = 1; i <= count; i++) names.push([`${OWNER_PREFIX}${role} ${i}`, 'PARTNER']);
  for (const country of ROAD_COUNTRIES)
    for (let i = 1; i <= ROAD_CARRIERS_PER_COUNTRY; i++) names.push([`${OWNER_PREFIX}road ${country} ${i}`, 'PARTNER']);
  for (let i = 1; i <= INTERNATIONAL_ROAD_CARRIERS; i++) names.push([`${OWNER_PREFIX}road XX ${i}`, 'PARTNER']);
  for (let i = 1; i <= CLIENT_ORGANIZATIONS; i++) names.push([`${OWNER_PREFIX}client ${i}`, 'CLIENT']);
  const values = names.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ');
  await query(`insert into organizations (name, type) values ${values}`, names.flat());
}

function ownerOf(name: string, id: number, seaLines: Map<string, number>): WorldOwner | undefined {
  const rest = name.slice(OWNER_PREFIX.length);
  const [role, key] = rest.split(' ');
  switch (role) {
    case 'sea-line':
      return { id, role: 'sea-line', carrierId: seaLines.get(key ?? '') };
    case 'road':
      return { id, role: 'road', country: key === 'XX' ? undefined : key };
    case 'nvocc':
    case 'consolidator':
    case 'rail':
    case 'air':
      return { id, role };
    default:
      return undefined;
  }
}

const num = (value: unknown): number => Number(value);

/** The world as the database holds it, every list in id order (the generator's determinism rests on it). */
export async function readWorld(query: Query, today: string): Promise<World> {
  const cities = (
    await query<{ id: number; country_code: string; parent_id: number | null; parent_type: string | null } & Located>(
      `select c.id, c.country_code, c.parent_id, p.type as parent_type, c.latitude, c.longitude, c.population
         from geo_objects c left join geo_objects p on p.id = c.parent_id
        where c.type = 'CITY' and c.latitude is not null and c.longitude is not null order by c.id`,
    )
  ).map((row): WorldCity => ({
    id: num(row.id),
    country: row.country_code,
    region: row.parent_type === 'REGION' ? num(row.parent_id) : null,
    lat: num(row.latitude),
    lon: num(row.longitude),
    population: num(row.population ?? 0),
  }));
  const hub = (row: HubRow): WorldHub => ({
    id: num(row.id),
    code: row.code,
    cityId: row.city_id === null ? null : num(row.city_id),
    country: row.country_code,
    lat: num(row.latitude),
    lon: num(row.longitude),
  });
  const located = 'active and latitude is not null and longitude is not null';
  const seaPorts = (
    await query<HubRow & { has_terminals: boolean }>(`select * from sea_ports where ${located} order by id`)
  ).map((row): WorldSeaPort => {
    const rank = containerPortRanks.get(row.code);
    return {
      ...hub(row),
      container: row.has_terminals,
      rank: row.has_terminals ? (rank ?? containerPortRanks.size) : null,
    };
  });
  const large = await largeAirports();
  const airports = (await query<HubRow>(`select * from airports where ${located} order by id`)).map(
    (row): WorldAirport => ({ ...hub(row), major: large.has(row.code) }),
  );
  const stations = (
    await query<HubRow & { border: boolean }>(`select * from railway_stations where ${located} order by id`)
  ).map((row): WorldStation => ({ ...hub(row), border: row.border }));
  const transportHubs = (
    await query<
      HubRow & {
        type: string;
        type_transit_border: string | null;
        paired_hub_id: number | null;
        station_id: number | null;
        sea_port_id: number | null;
      }
    >(`select * from transport_hubs where ${located} order by id`)
  ).map((row): WorldTransportHub => ({
    ...hub(row),
    type: row.type,
    transitBorder: row.type_transit_border,
    pairedHubId: row.paired_hub_id === null ? null : num(row.paired_hub_id),
    stationId: row.station_id === null ? null : num(row.station_id),
    seaPortId: row.sea_port_id === null ? null : num(row.sea_port_id),
  }));

  const entries = async (dictionary: string) =>
    (
      await query<{ id: number; code: string | null; attributes: Record<string, unknown> | string }>(
        `select id, code, attributes from dictionary_entries
          where dictionary = $1 and active and organization_id is null and code is not null order by id`,
        [dictionary],
      )
    ).map((row) => ({
      id: num(row.id),
      code: row.code ?? '',
      attributes: (typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes) as Record<
        string,
        unknown
      >,
    }));
  const plain = (items: { id: number; code: string }[]): DictionaryItem[] =>
    items.map(({ id, code }) => ({ id, code }));
  const seaLineItems = plain(await entries('sea-lines'));
  const containerEntries = await entries('container-types');
  const palletEntries = await entries('pallet-types');

  const organizations = await query<{ id: number; name: string; type: string }>(
    `select id, name, type from organizations order by id`,
  );
  const [client] = await query<{ organization_id: number }>(`select organization_id from users where email = $1`, [
    CLIENT_LOGIN,
  ]);
  if (!client) throw new Error(`the seeded database has no ${CLIENT_LOGIN}: was it seeded with DEMO_DATA=true?`);
  const seaLineIds = new Map(seaLineItems.map((line) => [line.code, line.id]));
  const owners = organizations.flatMap((row) =>
    row.name.startsWith(OWNER_PREFIX) && row.type === 'PARTNER'
      ? (ownerOf(row.name, num(row.id), seaLineIds) ?? [])
      : [],
  );
  const clients = [
    num(client.organization_id),
    ...organizations
      .filter((row) => row.name.startsWith(OWNER_PREFIX) && row.type === 'CLIENT')
      .map((row) => num(row.id)),
  ];
  if (owners.length === 0) throw new Error('the benchmark organizations are missing (addOrganizations)');

  const rateRows = await query<{ code: string; rate: string }>(
    `select distinct on (currency_code) currency_code as code, rate::text as rate
       from exchange_rates where valid_from <= $1::date order by currency_code, valid_from desc`,
    [today],
  );
  const digitRows = await query<{ code: string; minor_units: number }>(`select code, minor_units from currencies`);
  const rubPerUnit: Record<string, string> = { RUB: '1' };
  for (const row of rateRows) if (row.code !== 'RUB') rubPerUnit[row.code] = row.rate;
  const [last] = await query<{ id: number | null }>(`select max(id) as id from tariffs`);
  const cityIds: Record<string, number> = {};
  for (const name of NAMED_CITIES) {
    const [city, country] = name.split(', ');
    const [found] = await query<{ id: number }>(
      `select id from geo_objects where type = 'CITY' and names->>'en' = $1 and country_code = $2
        order by population desc nulls last, id limit 1`,
      [city, country],
    );
    if (found) cityIds[name] = num(found.id);
  }

  return {
    today,
    firstTariffId: num(last?.id ?? 0) + 1,
    cities,
    seaPorts,
    airports,
    stations,
    transportHubs,
    points: await pricingPoints(query),
    dictionaries: {
      seaLines: seaLineItems,
      consolidators: plain(await entries('consolidators')),
      railwayOperators: plain(await entries('railway-operators')),
      airlines: plain(await entries('air-company')),
      containerTypes: plain(containerEntries),
      vehicleTypes: (await entries('vehicle-types')).map(({ id, code, attributes }) => ({
        id,
        code,
        bodyType: typeof attributes.bodyType === 'string' ? attributes.bodyType : null,
      })),
      palletTypes: plain(palletEntries),
      services: plain(await entries('services')),
      surcharges: (await entries('freight-surcharges')).map(({ id, code, attributes }) => ({
        id,
        code,
        tarification: attributes.tarification === 'RELATIVE' ? 'RELATIVE' : 'ABSOLUTE',
        surchargeType: attributes.surchargeType === 'ON_CARGO' ? 'ON_CARGO' : 'ON_FREIGHT',
        transport: typeof attributes.transport === 'string' ? attributes.transport : null,
      })),
    },
    organizations: {
      marketplace: organizations.filter((row) => row.type === 'OPERATOR').map((row) => num(row.id)),
      owners,
      clients,
    },
    rates: { rubPerUnit, digits: Object.fromEntries(digitRows.map((row) => [row.code, num(row.minor_units)])) },
    named: {
      cities: cityIds,
      seaPorts: Object.fromEntries(seaPorts.map((p) => [p.code, p.id])),
      vehicleTypes: Object.fromEntries((await entries('vehicle-types')).map((v) => [v.code, v.id])),
    },
    cargoReferences: {
      palletTypes: palletEntries
        .filter((entry) => entry.attributes.lengthCm && entry.attributes.widthCm)
        .map((entry) => [
          entry.id,
          { lengthCm: Number(entry.attributes.lengthCm), widthCm: Number(entry.attributes.widthCm) },
        ]),
      containerTypes: containerEntries.map((entry) => [
        entry.id,
        { maxLoadKg: entry.attributes.maxLoadKg === undefined ? undefined : Number(entry.attributes.maxLoadKg) },
      ]),
    },
  };
}

/** The curated container ports of the reference seed, busiest first (its data file's order). */
const containerPortRanks = new Map(
  readFileSync(path.join(repoRoot, 'apps/api/src/db/seed/reference/data/container-ports.tsv'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((code, at) => [code, at + 1]),
);

/** IATA codes of the large airports with scheduled service, from the seed's own source. */
async function largeAirports(): Promise<Set<string>> {
  const source = createRequire(path.join(repoRoot, 'apps/api/package.json'))('airport-data-js') as {
    findAirports(filter: object): Promise<{ iata?: string; type?: string; scheduled_service?: unknown }[]>;
  };
  const all = await source.findAirports({});
  return new Set(
    all
      .filter((one) => one.type === 'large_airport' && String(one.scheduled_service).toUpperCase() === 'TRUE')
      .flatMap((one) => (one.iata ? [one.iata] : [])),
  );
}

interface Located {
  latitude: number | string;
  longitude: number | string;
  population: number | string | null;
}

interface HubRow extends Located {
  id: number;
  code: string;
  city_id: number | null;
  country_code: string;
}

interface PointRow {
  id: number;
  city_id: number | null;
  country_code: string | null;
  latitude: number | null;
  longitude: number | null;
  sea_port_id?: number | null;
  airport_id?: number | null;
  station_id?: number | null;
  parent_id?: number | null;
}

/**
 * The API's `loadPricingPoints` (apps/api/src/modules/pricing/pricing-points.repo.ts) over plain
 * SQL: every city and active hub, a transport hub linked both ways with the port, airport or
 * station it names and with its parent. Keep the two in step.
 */
async function pricingPoints(query: Query): Promise<PricingPoint[]> {
  const links = new Map<PointKey, Set<PointKey>>();
  const link = (a: PointKey, b: PointKey) => {
    for (const [one, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const set = links.get(one) ?? new Set<PointKey>();
      set.add(other);
      links.set(one, set);
    }
  };
  const raw: { key: PointKey; row: PointRow }[] = [];
  const add = (type: string, rows: PointRow[]) => {
    for (const row of rows) raw.push({ key: `${type}:${row.id}` as PointKey, row });
  };
  add(
    'CITY',
    await query<PointRow>(
      `select id, id as city_id, country_code, latitude, longitude from geo_objects where type = 'CITY' order by id`,
    ),
  );
  const columns = 'id, city_id, country_code, latitude, longitude';
  add('SEA_PORT', await query<PointRow>(`select ${columns} from sea_ports where active order by id`));
  add('AIRPORT_HUB', await query<PointRow>(`select ${columns} from airports where active order by id`));
  add('RAILWAY_HUB', await query<PointRow>(`select ${columns} from railway_stations where active order by id`));
  const transport = await query<PointRow>(
    `select ${columns}, sea_port_id, airport_id, station_id, parent_id from transport_hubs where active order by id`,
  );
  add('TRANSPORT_HUB', transport);
  for (const row of transport) {
    const key = `TRANSPORT_HUB:${row.id}` as PointKey;
    if (row.sea_port_id) link(key, `SEA_PORT:${row.sea_port_id}`);
    if (row.airport_id) link(key, `AIRPORT_HUB:${row.airport_id}`);
    if (row.station_id) link(key, `RAILWAY_HUB:${row.station_id}`);
    if (row.parent_id) link(key, `TRANSPORT_HUB:${row.parent_id}`);
  }
  return raw.map(({ key, row }) => ({
    key,
    cityId: row.city_id === null ? null : num(row.city_id),
    countryCode: row.country_code,
    latitude: row.latitude === null ? null : num(row.latitude),
    longitude: row.longitude === null ? null : num(row.longitude),
    links: [...(links.get(key) ?? [])],
  }));
}
