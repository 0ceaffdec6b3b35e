import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ContainerKind, TariffPointType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { currencies, dictionaryEntries, geoObjects, organizations, type seaPorts } from '../../db/schema.js';
import { POINT_TABLES } from './tariff-ends.repo.js';
import { tariffs } from './tariffs.schema.js';
import { selectRows } from '../../db/rows.js';

/**
 * A set of ids as one array parameter. A rate sheet checks tens of thousands of ids at once, and
 * `in ($1, $2, …)` would run past PostgreSQL's 65,535 parameters of a statement.
 */
export const anyOf = (ids: Iterable<number>): SQL => sql`any(cast(${`{${[...ids].join(',')}}`} as integer[]))`;

/** The same for texts, each quoted as an array literal element. */
const anyText = (values: Iterable<string>): SQL =>
  sql`any(cast(${`{${[...values].map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`} as text[]))`;

/** The active ends of one type among `ids` (cities: the CITY rows), with their countries. */
export async function activePoints(db: Db, type: TariffPointType, ids: Set<number>): Promise<Map<number, string>> {
  if (!ids.size) return new Map();
  const rows =
    type === 'CITY'
      ? await db
          .select({ id: geoObjects.id, country: geoObjects.countryCode })
          .from(geoObjects)
          .where(and(sql`${geoObjects.id} = ${anyOf(ids)}`, eq(geoObjects.type, 'CITY')))
      : await (() => {
          // The four hub tables share the columns read here.
          const table = POINT_TABLES[type] as typeof seaPorts;
          return db
            .select({ id: table.id, country: table.countryCode })
            .from(table)
            .where(and(sql`${table.id} = ${anyOf(ids)}`, eq(table.active, true)));
        })();
  return new Map(rows.map((row) => [row.id, row.country]));
}

export interface DictionaryItem {
  dictionary: string;
  /** A container type's kind (COMMON, AUTO, AIR). */
  kind: string | null;
  active: boolean;
}

/** The dictionary entries among `ids`, whatever their dictionary: the caller checks which one. */
export async function dictionaryItems(db: Db, ids: Set<number>): Promise<Map<number, DictionaryItem>> {
  if (!ids.size) return new Map();
  const rows = await db
    .select({
      id: dictionaryEntries.id,
      dictionary: dictionaryEntries.dictionary,
      kind: sql<string | null>`${dictionaryEntries.attributes}->>'kind'`,
      active: dictionaryEntries.active,
    })
    .from(dictionaryEntries)
    .where(sql`${dictionaryEntries.id} = ${anyOf(ids)}`);
  return new Map(rows.map(({ id, ...item }) => [id, item]));
}

export async function activeCurrencies(db: Db, codes: Set<string>): Promise<Set<string>> {
  if (!codes.size) return new Set();
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(sql`${currencies.code} = ${anyText(codes)}`, eq(currencies.active, true)));
  return new Set(rows.map((row) => row.code));
}

/** The type (OPERATOR, PARTNER, CLIENT) of each existing organization among `ids`. */
export async function organizationTypes(db: Db, ids: Set<number>): Promise<Map<number, string>> {
  if (!ids.size) return new Map();
  const rows = await db
    .select({ id: organizations.id, type: organizations.type })
    .from(organizations)
    .where(sql`${organizations.id} = ${anyOf(ids)}`);
  return new Map(rows.map((row) => [row.id, row.type]));
}

/**
 * Each organization among `ids` with its type and its parent chain (itself first): a private
 * tariff's clients must hang under the tariff's owner, unless the owner is the marketplace.
 */
export async function organizationLineages(
  db: Db,
  ids: Set<number>,
): Promise<Map<number, { type: string; chain: number[] }>> {
  if (!ids.size) return new Map();
  const rows = await selectRows<{ start: number; id: number; type: string }>(
    db,
    sql`
    with recursive chain (start, id, parent_id, depth) as (
      select id, id, parent_id, 0 from ${organizations} where id = ${anyOf(ids)}
      union all
      select chain.start, o.id, o.parent_id, chain.depth + 1
      from ${organizations} o join chain on o.id = chain.parent_id
      where chain.depth < 100
    )
    select chain.start, chain.id, o.type from chain join ${organizations} o on o.id = chain.start
    order by chain.start, chain.depth`,
  );
  const lineages = new Map<number, { type: string; chain: number[] }>();
  for (const row of rows) {
    const start = Number(row.start);
    const lineage = lineages.get(start) ?? { type: row.type, chain: [] };
    lineage.chain.push(Number(row.id));
    lineages.set(start, lineage);
  }
  return lineages;
}

/** The owner of each sea tariff among `ids`. */
export async function seaTariffOwners(db: Db, ids: Set<number>): Promise<Map<number, number>> {
  if (!ids.size) return new Map();
  const rows = await db
    .select({ id: tariffs.id, organizationId: tariffs.organizationId })
    .from(tariffs)
    .where(and(sql`${tariffs.id} = ${anyOf(ids)}`, eq(tariffs.kind, 'sea')));
  return new Map(rows.map((row) => [row.id, row.organizationId]));
}

/**
 * The container types tariffs price: the COMMON (ISO) boxes, not trucks' (AUTO) or ULDs' (AIR).
 * The dictionary requires `attributes.kind`, so a type without one is none of them either.
 */
const TARIFF_CONTAINER_KIND = 'COMMON' satisfies ContainerKind;

/**
 * Whether a container type is one tariffs price, by its `attributes.kind`: given the kind as read
 * (`attributes->>'kind'`), the answer; given the attributes column, the same test as SQL. Forms,
 * rate sheets and exports all ask here, so none takes a type another refuses.
 */
export function isTariffContainer(kind: string | null | undefined): boolean;
export function isTariffContainer(attributes: PgColumn): SQL;
export function isTariffContainer(value: string | null | undefined | PgColumn): boolean | SQL {
  if (typeof value === 'object' && value !== null) return sql`(${value}->>'kind') = ${TARIFF_CONTAINER_KIND}`;
  return value === TARIFF_CONTAINER_KIND;
}
