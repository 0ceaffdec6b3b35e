import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { currencies, dictionaryEntries, type seaPorts } from '../../db/schema.js';
import { cityKey, type CityRef, type CodeLookup } from './code-lookup.js';
import { POINT_TABLES } from './tariff-ends.repo.js';
import { isTariffContainer } from './references.repo.js';

/** A list as one array parameter (`= any($1)`): one statement whatever the number of codes. */
const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const upperArray = (codes: readonly string[]) => textArray(codes.map((code) => code.trim().toUpperCase()));

/** The first id per code: rows come ordered by preference. */
function firstPerCode(rows: readonly { code: string | null; id: number }[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const row of rows) if (row.code !== null && !ids.has(row.code)) ids.set(row.code, row.id);
  return ids;
}

/**
 * The SQL answers of a rate sheet's lookups, for a sheet kept by `organizationId` (null: the
 * marketplace's own). Every question is one statement over all the codes of the sheet; codes are
 * compared upper-cased and answered keyed so. Active rows win over inactive ones with the same code.
 */
export function createCodeLookup(db: Db, owner: { organizationId: number | null }): CodeLookup {
  return {
    async hubs(type, codes) {
      // The four hub tables share the columns read here.
      const table = POINT_TABLES[type] as typeof seaPorts;
      const code = sql<string>`upper(${table.code})`;
      const rows = await db
        .select({ code, id: table.id })
        .from(table)
        .where(sql`${code} = any(${upperArray(codes)})`)
        .orderBy(desc(table.active), asc(table.id));
      return firstPerCode(rows);
    },

    async cities(refs: readonly CityRef[]) {
      // Names are compared by the database's lower() on both sides (its locale decides Cyrillic
      // case); the answer carries the name as asked, so the caller's key finds it.
      const result = (await db.execute(sql`
        with wanted as (
          select name, cc from unnest(${textArray(refs.map((ref) => ref.name.trim()))},
                                      ${textArray(refs.map((ref) => ref.countryCode.toUpperCase()))}) as w(name, cc)
        ),
        named as (
          select g.id, g.country_code as cc, g.population, lower(n.text) as name
          from geo_objects g cross join lateral jsonb_each_text(g.names) as n(language, text)
          where g.type = 'CITY' and g.country_code in (select cc from wanted)
        )
        select distinct on (w.name, w.cc) w.name, w.cc, c.id
        from wanted w join named c on c.name = lower(w.name) and c.cc = w.cc
        order by w.name, w.cc, c.population desc nulls last, c.id`)) as unknown as {
        rows: { name: string; cc: string; id: number }[];
      };
      return new Map(result.rows.map((row) => [cityKey({ name: row.name, countryCode: row.cc }), row.id]));
    },

    async currencies(codes) {
      const rows = await db
        .select({ code: currencies.code, minorUnits: currencies.minorUnits })
        .from(currencies)
        .where(and(eq(currencies.active, true), sql`upper(${currencies.code}) = any(${upperArray(codes)})`));
      return new Map(rows.map((row) => [row.code.toUpperCase(), row.minorUnits]));
    },

    async entries(dictionary, codes) {
      const code = sql<string>`upper(${dictionaryEntries.code})`;
      const conditions: (SQL | undefined)[] = [
        eq(dictionaryEntries.dictionary, dictionary),
        sql`${code} = any(${upperArray(codes)})`,
        owner.organizationId === null
          ? isNull(dictionaryEntries.organizationId)
          : or(isNull(dictionaryEntries.organizationId), eq(dictionaryEntries.organizationId, owner.organizationId)),
      ];
      // Tariffs price goods containers: trucks' and ULDs' codes of their own kinds are no answer.
      if (dictionary === 'container-types') conditions.push(isTariffContainer(dictionaryEntries.attributes));
      const rows = await db
        .select({ code, id: dictionaryEntries.id })
        .from(dictionaryEntries)
        .where(and(...conditions))
        // The owner's own entry first, then active ones.
        .orderBy(
          sql`${dictionaryEntries.organizationId} is null`,
          desc(dictionaryEntries.active),
          asc(dictionaryEntries.id),
        );
      return firstPerCode(rows);
    },
  };
}
