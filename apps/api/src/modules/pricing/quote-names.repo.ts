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
import { selectRows } from '../../db/rows.js';

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

interface PointRow {
  code: string | null;
  names: LocalizedText;
  city: LocalizedText | null;
  countryCode: string;
}

/**
 * Names as read, in every language, by what they name; null for what is not there (deleted since
 * a quotation was priced). pricing-references keeps one such book per reference version.
 */
export interface NameBook {
  points: Map<PointKey, PointRow | null>;
  entries: Map<number, LocalizedText | null>;
  organizations: Map<number, string | null>;
}

export const emptyNameBook = (): NameBook => ({ points: new Map(), entries: new Map(), organizations: new Map() });

export function nameBookSize(book: NameBook): number {
  return book.points.size + book.entries.size + book.organizations.size;
}

/**
 * Reads into `book` the names of what quotations mention and it lacks: their points (with the
 * city a hub serves), the carriers, services and surcharges (dictionary entries) and the
 * organizations selling the legs. A few small reads at most, whatever the number of legs; none
 * once the book has them all.
 */
export async function readNames(
  db: Db,
  wanted: { points: Iterable<PointKey>; entries: Iterable<number>; organizations: Iterable<number> },
  book: NameBook,
): Promise<void> {
  const byType = new Map<TariffPointType, number[]>();
  for (const key of wanted.points) {
    if (book.points.has(key)) continue;
    const [type, id] = key.split(':') as [TariffPointType, string];
    byType.set(type, [...(byType.get(type) ?? []), Number(id)]);
  }
  for (const [type, ids] of byType) {
    const table = sql.raw(TABLES[type]);
    const code = type === 'CITY' ? sql.raw('null::text') : sql.raw('p.code');
    const city = type === 'CITY' ? sql.raw('null::jsonb') : sql.raw('c.names');
    const join = type === 'CITY' ? sql.raw('') : sql.raw('left join geo_objects c on c.id = p.city_id');
    const rows = await selectRows<{
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
    for (const id of ids) book.points.set(`${type}:${id}`, null);
    for (const row of rows)
      book.points.set(`${type}:${row.id}`, {
        code: row.code,
        names: row.names,
        city: row.city,
        countryCode: row.country_code,
      });
  }
  const entryIds = [...new Set(wanted.entries)].filter((id) => !book.entries.has(id));
  if (entryIds.length > 0) {
    const rows = await selectRows<{ id: number; names: LocalizedText }>(
      db,
      sql`select id, names from dictionary_entries where id = any(${idList(entryIds)}::int[])`,
    );
    for (const id of entryIds) book.entries.set(id, null);
    for (const row of rows) book.entries.set(row.id, row.names);
  }
  const organizationIds = [...new Set(wanted.organizations)].filter((id) => !book.organizations.has(id));
  if (organizationIds.length > 0) {
    const rows = await selectRows<{ id: number; name: string }>(
      db,
      sql`select id, name from organizations where id = any(${idList(organizationIds)}::int[])`,
    );
    for (const id of organizationIds) book.organizations.set(id, null);
    for (const row of rows) book.organizations.set(row.id, row.name);
  }
}

/** The book's names in the caller's language; each point named once however many legs name it. */
export function namesIn(book: NameBook, language: Language): QuoteNames {
  const named = new Map<PointKey, QuotePoint>();
  return {
    point(key) {
      if (key === null) return null;
      let found = named.get(key);
      if (found) return found;
      const row = book.points.get(key);
      const [type, id] = key.split(':') as [TariffPointType, string];
      found = row
        ? {
            type,
            id: Number(id),
            code: row.code,
            name: pickText(row.names, language),
            cityName: row.city ? pickText(row.city, language) : null,
            countryCode: row.countryCode,
          }
        : unknownPoint(key);
      named.set(key, found);
      return found;
    },
    entry(id) {
      const names = id === null ? null : book.entries.get(id);
      return id === null || !names ? null : { id, name: pickText(names, language) };
    },
    organization: (id) => ({ id, name: book.organizations.get(id) ?? '—' }),
  };
}
