import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  pickText,
  type Continent,
  type Filter,
  type GeoObject,
  type GeoObjectType,
  type Language,
  type ListSort,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { filterSql } from '../../db/list-filters.js';
import { allNames, containsPattern, nameIn, orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { ancestorsOf, lockTree } from '../../db/tree.js';
import { airports, geoObjects, railwayStations, seaPorts, transportHubs } from './geography.schema.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';

export type GeoObjectRow = typeof geoObjects.$inferSelect;
export type GeoObjectValues = typeof geoObjects.$inferInsert;

// Written out: Drizzle leaves columns unqualified inside a select list, which a correlated
// subquery over the same table cannot afford.
const childCount = sql<number>`(select cast(count(*) as integer) from geo_objects c where c.parent_id = "geo_objects"."id")`;

export function toGeoObject(row: GeoObjectRow, childCount: number, language: Language): GeoObject {
  return {
    id: row.id,
    type: row.type as GeoObjectType,
    parentId: row.parentId,
    countryCode: row.countryCode,
    code: row.code,
    names: row.names,
    name: pickText(row.names, language),
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
    iso3: row.iso3,
    continent: row.continent as Continent | null,
    worldRegionId: row.worldRegionId,
    childCount,
  };
}

export interface GeoListQuery {
  page: number;
  size: number;
  sort?: ListSort<string>;
  filters?: Filter[];
  search?: string;
  type?: GeoObjectType;
  parentId?: number;
  countryCode?: string;
}

export async function listGeoObjects(db: Db, query: GeoListQuery, language: Language): Promise<Page<GeoObject>> {
  const name = nameIn(geoObjects.names, language);
  const columns = {
    id: geoObjects.id,
    type: geoObjects.type,
    code: geoObjects.code,
    name,
    countryCode: geoObjects.countryCode,
    parentId: geoObjects.parentId,
    population: geoObjects.population,
    latitude: geoObjects.latitude,
    longitude: geoObjects.longitude,
    continent: geoObjects.continent,
    worldRegionId: geoObjects.worldRegionId,
    createdAt: geoObjects.createdAt,
  };
  const conditions: (SQL | undefined)[] = [filterSql(query.filters ?? [], columns)];
  if (query.type) conditions.push(eq(geoObjects.type, query.type));
  if (query.parentId !== undefined) conditions.push(eq(geoObjects.parentId, query.parentId));
  if (query.countryCode) conditions.push(eq(geoObjects.countryCode, query.countryCode));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(geoObjects.code, pattern), sql`${allNames(geoObjects.names)} ilike ${pattern}`));
  }
  const where = and(...conditions);
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ object: geoObjects, childCount, total_rows: totalRows })
    .from(geoObjects)
    .where(where)
    // Objects of unknown population sort last either way.
    .orderBy(
      ...orderOf(
        query.sort ?? { field: 'name', direction: 'asc' },
        {
          ...columns,
          population: sql`coalesce(${geoObjects.population}, ${query.sort?.direction === 'desc' ? -1 : 2_147_483_647})`,
        },
        geoObjects.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    (row) => toGeoObject(row.object, row.childCount, language),
    async () => (await db.select({ n: count() }).from(geoObjects).where(where))[0]?.n ?? 0,
  );
}

export async function findGeoObject(
  db: Db,
  id: number,
): Promise<{ row: GeoObjectRow; childCount: number } | undefined> {
  const [found] = await db.select({ row: geoObjects, childCount }).from(geoObjects).where(eq(geoObjects.id, id));
  return found;
}

/** What hangs on a geo object: child objects and hubs in it (Product specification, domain §8 blocks its delete). */
export async function dependantsOf(db: Db, id: number): Promise<number> {
  const counts = await Promise.all([
    db.select({ n: count() }).from(geoObjects).where(eq(geoObjects.parentId, id)),
    db.select({ n: count() }).from(seaPorts).where(eq(seaPorts.cityId, id)),
    db.select({ n: count() }).from(airports).where(eq(airports.cityId, id)),
    db.select({ n: count() }).from(railwayStations).where(eq(railwayStations.cityId, id)),
    db.select({ n: count() }).from(transportHubs).where(eq(transportHubs.cityId, id)),
  ]);
  return counts.reduce((sum, [row]) => sum + (row?.n ?? 0), 0);
}

export async function insertGeoObject(db: Db, values: GeoObjectValues): Promise<GeoObjectRow> {
  const [row] = await db.insert(geoObjects).values(values).returning();
  return row!;
}

/** Undefined when the object is gone. */
export async function updateGeoObject(db: Db, id: number, values: GeoObjectValues): Promise<GeoObjectRow | undefined> {
  const [row] = await db
    .update(geoObjects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(geoObjects.id, id))
    .returning();
  return row;
}

export async function deleteGeoObject(db: Db, id: number): Promise<void> {
  await db.delete(geoObjects).where(eq(geoObjects.id, id));
}

/** The object and every object above it, nearest first. */
export const geoObjectLineage = (db: Db, id: number): Promise<number[]> => ancestorsOf(db, geoObjects, id);

/** Serializes writes of geo objects until the transaction ends (see db/tree.ts). */
export const lockGeoObjects = (db: Db): Promise<void> => lockTree(db, LOCK_KEYS.geoObjects);
