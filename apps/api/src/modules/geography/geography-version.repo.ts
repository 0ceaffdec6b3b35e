import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { readSetting } from '../system/index.js';
import { systemSettings } from '../../db/schema.js';

const KEY = 'geography.version';

/**
 * A counter bumped by every change of cities and hubs, inside the change's transaction. Each API
 * instance compares it with the version its place index was built from and rebuilds when it moved.
 */
export async function bumpGeographyVersion(db: Db): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key: KEY, value: 1 })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: sql`to_jsonb(coalesce((${systemSettings.value})::text::bigint, 0) + 1)`, updatedAt: sql`now()` },
    });
}

export async function geographyVersion(db: Db): Promise<number> {
  return Number((await readSetting<number>(db, KEY)) ?? 0);
}
