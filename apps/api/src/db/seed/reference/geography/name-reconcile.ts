import { sql } from 'drizzle-orm';
import { isLanguage, type Language, type LocalizedText } from '@cargo/domain';
import type { Db } from '../../../connection.js';
import { selectRows } from '../../../rows.js';
import type { AirportRow, SeaPortRow } from './hubs.js';
import { portName } from './port-name.js';
import { cell, localized, readTsv, type SourceCity, type Translations } from './sources.js';

/**
 * Corrected place names for databases seeded before the correction (D143's Simplified Chinese,
 * D146's port names without "(ex …)", names a later data version added). The seed only inserts
 * missing rows, so such a database would keep the old names for good.
 *
 * A language's name is replaced only while the row still holds a name an earlier version of the
 * data seeded for that place (data/place-name-history.tsv, by stable key: GeoNames id, admin1
 * code, UN/LOCODE, station or hub code). The tables record no editor, so this is how an
 * operator's edit is told apart: a name they typed is none of the earlier seeded values and
 * stays. Idempotent: once corrected, a row holds no earlier value.
 */

/** Earlier seeded names of one place: language → the values ('' = no name in that language). */
export type EarlierNames = Map<Language, Set<string>>;

/** kind → key → earlier names, from data/place-name-history.tsv. */
export type NameHistory = Map<string, Map<string, EarlierNames>>;

function addEarlier(history: NameHistory, kind: string, key: string, language: Language, name: string) {
  const byKey = history.get(kind) ?? new Map<string, EarlierNames>();
  history.set(kind, byKey);
  const earlier = byKey.get(key) ?? new Map<Language, Set<string>>();
  byKey.set(key, earlier);
  earlier.set(language, (earlier.get(language) ?? new Set()).add(name));
}

export function loadNameHistory(): NameHistory {
  const history: NameHistory = new Map();
  for (const row of readTsv('place-name-history.tsv')) {
    const language = cell(row, 2);
    if (!isLanguage(language)) throw new Error(`place-name-history.tsv: unknown language ${language}`);
    addEarlier(history, cell(row, 0), cell(row, 1), language, cell(row, 3));
  }
  return history;
}

/**
 * The names a row should hold now, or undefined when it holds them already or a language's name is
 * not an earlier seeded one (an operator's). Languages without history are left as they are.
 */
export function reconciledNames(
  current: LocalizedText,
  target: LocalizedText,
  earlier: EarlierNames,
): LocalizedText | undefined {
  const next: LocalizedText = { ...current };
  let changed = false;
  for (const [language, values] of earlier) {
    const now = current[language] ?? '';
    const wanted = target[language] ?? '';
    if (now === wanted || !values.has(now)) continue;
    // English is the fallback of every name: never removed.
    if (wanted) next[language] = wanted;
    else if (language !== 'en') delete next[language];
    else continue;
    changed = true;
  }
  return changed ? next : undefined;
}

/** How one table finds its rows by stable key. */
interface KeyedTable {
  table: string;
  /** SQL matching row `t` to key `k` (text), written so that the key's index serves it. */
  match: string;
}

const BY_CODE = 't.code = k.key';
const TABLES: Record<string, KeyedTable> = {
  'world-region': { table: 'world_regions', match: BY_CODE },
  region: {
    table: 'geo_objects',
    match: `t.type = 'REGION' and t.country_code = split_part(k.key, '.', 1) and t.code = split_part(k.key, '.', 2)`,
  },
  city: { table: 'geo_objects', match: 't.geonames_id = k.key::integer' },
  station: { table: 'railway_stations', match: BY_CODE },
  hub: { table: 'transport_hubs', match: BY_CODE },
  port: { table: 'sea_ports', match: BY_CODE },
  airport: { table: 'airports', match: BY_CODE },
};

/** Rewrites the names of the rows of one kind still holding earlier seeded ones; returns how many. */
async function reconcileKind(
  db: Db,
  spec: KeyedTable,
  history: Map<string, EarlierNames>,
  target: (key: string) => LocalizedText | undefined,
): Promise<number> {
  const keys = [...history.keys()];
  if (keys.length === 0) return 0;
  const rows = await selectRows<{ id: number; key: string; names: LocalizedText }>(
    db,
    sql`select t.id, k.key, t.names
        from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k(key)
        join ${sql.raw(spec.table)} t on ${sql.raw(spec.match)}`,
  );
  const updates = rows.flatMap((row) => {
    const wanted = target(row.key);
    const earlier = history.get(row.key);
    const names = wanted && earlier ? reconciledNames(row.names, wanted, earlier) : undefined;
    return names ? [{ id: Number(row.id), names }] : [];
  });
  if (updates.length === 0) return 0;
  await db.execute(sql`
    update ${sql.raw(spec.table)} t set names = u.names, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u(id integer, names jsonb)
    where t.id = u.id`);
  return updates.length;
}

/**
 * A port's earlier names: those data/port-names.tsv gave it before, UN/LOCODE's name with its
 * "(ex …)" remark in English, in Russian and Chinese the earlier names of the city it took them
 * from, and, where port-names.tsv now names it, the names it had without (its city's, or none).
 */
function portHistory(ports: readonly SeaPortRow[], history: NameHistory): Map<string, EarlierNames> {
  const cities = history.get('city') ?? new Map<string, EarlierNames>();
  const given = history.get('port') ?? new Map<string, EarlierNames>();
  const result = new Map<string, EarlierNames>();
  for (const port of ports) {
    const earlier: EarlierNames = new Map();
    const add = (language: Language, values: Iterable<string>) =>
      earlier.set(language, new Set([...(earlier.get(language) ?? []), ...values]));
    if (portName(port.source_name) !== port.source_name) add('en', [port.source_name]);
    const city = port.names_city === null ? undefined : cities.get(String(port.names_city));
    for (const language of ['ru', 'zh'] as const) {
      add(language, city?.get(language) ?? []);
      add(language, given.get(port.code)?.get(language) ?? []);
      const derived = port.derived_names[language] ?? '';
      if (derived !== (port.names[language] ?? '')) add(language, [derived]);
      if (earlier.get(language)?.size === 0) earlier.delete(language);
    }
    if (earlier.size > 0) result.set(port.code, earlier);
  }
  return result;
}

export interface NameSources {
  allCities: readonly SourceCity[];
  translations: Translations;
  ports: readonly SeaPortRow[];
  airports: readonly AirportRow[];
}

/** The names the data gives a file's places now, by key. */
function fileNames(file: string, key: number, en: number): Map<string, LocalizedText> {
  return new Map(
    readTsv(file).map((row) => [cell(row, key), localized(cell(row, en), cell(row, en + 1), cell(row, en + 2))]),
  );
}

/** Gives every seeded place whose names are still earlier seeded ones the names of today's data. */
export async function reconcilePlaceNames(db: Db, sources: NameSources): Promise<Record<string, number>> {
  const history = loadNameHistory();
  const cityHistory = history.get('city') ?? new Map<string, EarlierNames>();
  const englishOfCity = new Map<string, string>();
  for (const city of sources.allCities)
    if (cityHistory.has(String(city.cityId))) englishOfCity.set(String(city.cityId), city.name);
  const cityTarget = (key: string) => {
    const en = englishOfCity.get(key);
    const names = sources.translations.cities.get(Number(key));
    return en === undefined ? undefined : localized(en, names?.ru, names?.zh);
  };
  const worldRegions = fileNames('world-regions.tsv', 0, 2);
  const stations = fileNames('railway-stations.tsv', 0, 5);
  const hubs = fileNames('transport-hubs.tsv', 0, 6);
  const ports = new Map(sources.ports.map((port) => [port.code, port.names]));
  const airports = new Map(sources.airports.map((airport) => [airport.code, airport.names]));
  const targets: Record<string, (key: string) => LocalizedText | undefined> = {
    'world-region': (key) => worldRegions.get(key),
    region: (key) => sources.translations.admin1.get(key),
    city: cityTarget,
    station: (key) => stations.get(key),
    hub: (key) => hubs.get(key),
    port: (key) => ports.get(key),
    airport: (key) => airports.get(key),
  };
  const histories = new Map(history);
  histories.set('port', portHistory(sources.ports, history));
  const renamed: Record<string, number> = {};
  for (const [kind, spec] of Object.entries(TABLES)) {
    const byKey = histories.get(kind);
    const target = targets[kind];
    renamed[kind] = byKey && target ? await reconcileKind(db, spec, byKey, target) : 0;
  }
  return renamed;
}
