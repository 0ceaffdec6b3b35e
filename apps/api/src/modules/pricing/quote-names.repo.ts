import { sql } from 'drizzle-orm';
import {
  pickText,
  type Language,
  type LocalizedText,
  type PointKey,
  type QuotePoint,
  type TariffPointType,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const TABLES: Record<TariffPointType, string> = {
  SEA_PORT: 'sea_ports',
  AIRPORT_HUB: 'airports',
  RAILWAY_HUB: 'railway_stations',
  TRANSPORT_HUB: 'transport_hubs',
  CITY: 'geo_objects',
};

const idList = (ids: Iterable<number>) => `{${[...new Set(ids)].join(',')}}`;

/** A point deleted since the quotation was priced: still shown, without a name. */
function unknownPoint(key: PointKey): QuotePoint {
  const [type, id] = key.split(':') as [TariffPointType, string];
  return { type, id: Number(id), code: null, name: '—', cityName: null, countryCode: null };
}

export interface QuoteNames {
  point(key: PointKey | null): QuotePoint | null;
  entry(id: number | null): { id: number; name: string } | null;
  organization(id: number): { id: number; name: string };
}

/**
 * The names, in the caller's language, of what quotations mention: their points (with the city
 * a hub serves), the carriers, services and surcharges (dictionary entries) and the
 * organizations selling the legs. A few small reads per answer, whatever the number of legs.
 */
export async function quoteNames(
  db: Db,
  wanted: { points: Iterable<PointKey>; entries: Iterable<number>; organizations: Iterable<number> },
  language: Language,
): Promise<QuoteNames> {
  const byType = new Map<TariffPointType, number[]>();
  for (const key of wanted.points) {
    const [type, id] = key.split(':') as [TariffPointType, string];
    byType.set(type, [...(byType.get(type) ?? []), Number(id)]);
  }
  const points = new Map<PointKey, QuotePoint>();
  for (const [type, ids] of byType) {
    const table = sql.raw(TABLES[type]);
    const code = type === 'CITY' ? sql.raw('null::text') : sql.raw('p.code');
    const city = type === 'CITY' ? sql.raw('null::jsonb') : sql.raw('c.names');
    const join = type === 'CITY' ? sql.raw('') : sql.raw('left join geo_objects c on c.id = p.city_id');
    const rows = await rowsOf<{
      id: number;
      code: string | null;
      names: LocalizedText;
      city: LocalizedText | null;
      country_code: string;
    }>(
      db,
      sql`select p.id, ${code} as code, p.names, ${city} as city, p.country_code
          from ${table} p ${join} where p.id = any(${idList(ids)}::int[])`,
    );
    for (const row of rows)
      points.set(`${type}:${row.id}`, {
        type,
        id: row.id,
        code: row.code,
        name: pickText(row.names, language),
        cityName: row.city ? pickText(row.city, language) : null,
        countryCode: row.country_code,
      });
  }
  const entryRows = await rowsOf<{ id: number; names: LocalizedText }>(
    db,
    sql`select id, names from dictionary_entries where id = any(${idList(wanted.entries)}::int[])`,
  );
  const entries = new Map(entryRows.map((row) => [row.id, { id: row.id, name: pickText(row.names, language) }]));
  const organizationRows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from organizations where id = any(${idList(wanted.organizations)}::int[])`,
  );
  const organizations = new Map(organizationRows.map((row) => [row.id, { id: row.id, name: row.name }]));
  return {
    point: (key) => (key === null ? null : (points.get(key) ?? unknownPoint(key))),
    entry: (id) => (id === null ? null : (entries.get(id) ?? null)),
    organization: (id) => organizations.get(id) ?? { id, name: '—' },
  };
}
