import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { systemSettings } from './system.schema.js';

export async function readSetting<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key));
  return row?.value as T | undefined;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Stores `value` unless the key has one, and answers the stored value: of several instances
 * starting together on an empty database, the first write wins and all of them answer it.
 */
export async function settleSetting<T>(db: Db, key: string, value: T): Promise<T> {
  await db.insert(systemSettings).values({ key, value }).onConflictDoNothing({ target: systemSettings.key });
  return (await readSetting<T>(db, key)) as T;
}
