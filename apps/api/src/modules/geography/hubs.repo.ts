import { and, count, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  pickText,
  type Filter,
  type Hub,
  type HubKind,
  type Language,
  type ListSort,
  type TransitBorderType,
  type TransportHubType,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { filterSql } from '../../db/list-filters.js';
import { allNames, containsPattern, nameIn, orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { ancestorsOf, lockTree } from '../../db/tree.js';
import { airports, geoObjects, railwayStations, seaPorts, transportHubs } from './geography.schema.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';

/** The four hub tables share their common columns; each adds a few of its own. */
export const HUB_TABLES = {
  'sea-port-hubs': seaPorts,
  'airport-hubs': airports,
  'railway-hubs': railwayStations,
  'transport-hubs': transportHubs,
} as const;
export type HubTable = (typeof HUB_TABLES)[HubKind];
type AnyHubRow = typeof seaPorts.$inferSelect &
  Partial<typeof airports.$inferSelect & typeof railwayStations.$inferSelect & typeof transportHubs.$inferSelect>;
/** The columns of one hub kind's table: the common ones and that kind's own. */
export type HubValues = typeof seaPorts.$inferInsert &
  Partial<typeof airports.$inferInsert & typeof railwayStations.$inferInsert & typeof transportHubs.$inferInsert>;

const city = alias(geoObjects, 'city');
const country = alias(geoObjects, 'country');

export function toHub(
  kind: HubKind,
  row: AnyHubRow,
  cityNames: Hub['names'] | null,
  countryNames: Hub['names'] | null,
  language: Language,
): Hub {
  const located = row.latitude !== null && row.longitude !== null && row.cityId !== null;
  return {
    id: row.id,
    kind,
    code: row.code,
    names: row.names,
    name: pickText(row.names, language),
    city: row.cityId !== null && cityNames ? { id: row.cityId, name: pickText(cityNames, language) } : null,
    countryCode: row.countryCode,
    countryName: countryNames ? pickText(countryNames, language) : row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    hasTerminals: row.hasTerminals,
    active: row.active,
    completeLocation: kind === 'transport-hubs' ? (row.completeLocation ?? false) : located,
    icao: row.icao ?? null,
    border: kind === 'railway-hubs' ? (row.border ?? false) : null,
    hubType: (row.type as TransportHubType | undefined) ?? null,
    typeTransitBorder: (row.typeTransitBorder as TransitBorderType | null | undefined) ?? null,
    parentId: row.parentId ?? null,
    pairedHubId: row.pairedHubId ?? null,
    seaPortId: row.seaPortId ?? null,
    airportId: row.airportId ?? null,
    stationId: row.stationId ?? null,
  };
}

export interface HubListQuery {
  page: number;
  size: number;
  sort?: ListSort<string>;
  filters?: Filter[];
  search?: string;
  /** Public reads: prefix of a name in any language or of the code, and a country. */
  name?: string;
  country?: string;
  activeOnly?: boolean;
}

function columnsOf(kind: HubKind, language: Language): Record<string, SQLWrapper> {
  const table = HUB_TABLES[kind] as typeof transportHubs;
  const columns: Record<string, SQLWrapper> = {
    id: table.id,
    code: table.code,
    name: nameIn(table.names, language),
    countryCode: table.countryCode,
    cityId: table.cityId,
    latitude: table.latitude,
    longitude: table.longitude,
    hasTerminals: table.hasTerminals,
    active: table.active,
    createdAt: table.createdAt,
  };
  if (kind === 'airport-hubs') columns.icao = airports.icao;
  if (kind === 'railway-hubs') columns.border = railwayStations.border;
  if (kind === 'transport-hubs')
    Object.assign(columns, {
      hubType: transportHubs.type,
      typeTransitBorder: transportHubs.typeTransitBorder,
      completeLocation: transportHubs.completeLocation,
      parentId: transportHubs.parentId,
    });
  return columns;
}

/** Words typed into a hub filter: a prefix of the code or of a name's word, in any language. */
export function prefixCondition(code: SQLWrapper, names: SQLWrapper, text: string): SQL {
  const pattern = `${containsPattern(text).slice(1, -1)}%`;
  const all = allNames(names);
  return sql`(${code} ilike ${pattern} or ${all} ilike ${pattern} or ${all} ilike ${`% ${pattern}`})`;
}

export async function listHubs(db: Db, kind: HubKind, query: HubListQuery, language: Language): Promise<Page<Hub>> {
  const table = HUB_TABLES[kind] as typeof transportHubs;
  const columns = columnsOf(kind, language);
  const conditions: (SQL | undefined)[] = [filterSql(query.filters ?? [], columns)];
  if (query.activeOnly) conditions.push(eq(table.active, true));
  if (query.country) conditions.push(eq(table.countryCode, query.country));
  if (query.name) conditions.push(prefixCondition(table.code, table.names, query.name));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(table.code, pattern), sql`${allNames(table.names)} ilike ${pattern}`));
  }
  const where = and(...conditions);
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ hub: table, cityNames: city.names, countryNames: country.names, total_rows: totalRows })
    .from(table)
    .leftJoin(city, eq(city.id, table.cityId))
    .leftJoin(country, and(eq(country.type, 'COUNTRY'), eq(country.countryCode, table.countryCode)))
    .where(where)
    .orderBy(...orderOf(query.sort ?? { field: 'name', direction: 'asc' }, columns, table.id))
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    (row) => toHub(kind, row.hub as AnyHubRow, row.cityNames, row.countryNames, language),
    async () => (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0,
  );
}

export async function findHub(db: Db, kind: HubKind, id: number, language: Language): Promise<Hub | undefined> {
  const table = HUB_TABLES[kind] as typeof transportHubs;
  const [row] = await db
    .select({ hub: table, cityNames: city.names, countryNames: country.names })
    .from(table)
    .leftJoin(city, eq(city.id, table.cityId))
    .leftJoin(country, and(eq(country.type, 'COUNTRY'), eq(country.countryCode, table.countryCode)))
    .where(eq(table.id, id));
  return row && toHub(kind, row.hub as AnyHubRow, row.cityNames, row.countryNames, language);
}

export async function findHubRow(db: Db, kind: HubKind, id: number): Promise<AnyHubRow | undefined> {
  const table = HUB_TABLES[kind] as typeof transportHubs;
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as AnyHubRow | undefined;
}

/** Transport hubs that hang under, pair with or stand for the hub: they block its delete. */
export async function hubDependants(db: Db, kind: HubKind, id: number): Promise<number> {
  const link =
    kind === 'transport-hubs'
      ? or(eq(transportHubs.parentId, id), eq(transportHubs.pairedHubId, id))
      : kind === 'sea-port-hubs'
        ? eq(transportHubs.seaPortId, id)
        : kind === 'airport-hubs'
          ? eq(transportHubs.airportId, id)
          : eq(transportHubs.stationId, id);
  const [row] = await db.select({ n: count() }).from(transportHubs).where(link);
  return row?.n ?? 0;
}

// The four tables differ only in the columns a kind adds, which `values` carries for its kind
// alone; Drizzle's types cannot follow a table chosen at run time, hence the one cast below.
const tableOf = (kind: HubKind) => HUB_TABLES[kind] as typeof transportHubs;

export async function insertHub(db: Db, kind: HubKind, values: HubValues): Promise<AnyHubRow> {
  const [row] = await db
    .insert(tableOf(kind))
    .values(values as typeof transportHubs.$inferInsert)
    .returning();
  return row as AnyHubRow;
}

/** Undefined when the hub is gone. */
export async function updateHub(db: Db, kind: HubKind, id: number, values: HubValues): Promise<AnyHubRow | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set({ ...(values as Partial<typeof transportHubs.$inferInsert>), updatedAt: sql`now()` })
    .where(eq(table.id, id))
    .returning();
  return row as AnyHubRow | undefined;
}

export async function deleteHub(db: Db, kind: HubKind, id: number): Promise<void> {
  const table = tableOf(kind);
  await db.delete(table).where(eq(table.id, id));
}

/** The transport hub and every transport hub above it, nearest first. */
export const transportHubLineage = (db: Db, id: number): Promise<number[]> => ancestorsOf(db, transportHubs, id);

/** Serializes writes of hubs until the transaction ends (see db/tree.ts). */
export const lockHubs = (db: Db): Promise<void> => lockTree(db, LOCK_KEYS.hubs);
