import { and, eq, inArray } from 'drizzle-orm';
import type { PlaceRef, PlaceType } from '@cargo/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.js';
import { airports, geoObjects, railwayStations, seaPorts } from './geography.schema.js';

/** The table behind each place type of Product specification, shell §3. */
const PLACE_TABLES = {
  ADDRESS: geoObjects,
  SEA_PORT: seaPorts,
  AIRPORT_HUB: airports,
  RAILWAY_HUB: railwayStations,
} as const satisfies Record<PlaceType, PgTable>;

/** The places of `refs` that do not exist (a city must be a CITY of the geography). */
export async function missingPlaces(db: Db, refs: readonly PlaceRef[]): Promise<PlaceRef[]> {
  const missing: PlaceRef[] = [];
  for (const type of Object.keys(PLACE_TABLES) as PlaceType[]) {
    const ids = refs.filter((ref) => ref.type === type).map((ref) => ref.id);
    if (!ids.length) continue;
    const table = PLACE_TABLES[type];
    const rows =
      type === 'ADDRESS'
        ? await db
            .select({ id: geoObjects.id })
            .from(geoObjects)
            .where(and(inArray(geoObjects.id, ids), eq(geoObjects.type, 'CITY')))
        : await db
            .select({ id: (table as typeof seaPorts).id })
            .from(table as typeof seaPorts)
            .where(inArray((table as typeof seaPorts).id, ids));
    const found = new Set(rows.map((row) => row.id));
    missing.push(...refs.filter((ref) => ref.type === type && !found.has(ref.id)));
  }
  return missing;
}
