import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { withAdvisoryLock } from './advisory-lock.js';
import type { Database } from './connection.js';
import { LOCK_KEYS } from './lock-keys.js';

/** The committed SQL migrations; the same path from `src/db` and `dist/db`. */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Applies the pending migrations. On PostgreSQL several instances may start together, so the
 * work runs under a session-level advisory lock; the others wait and then find nothing to do.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.engine === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  await withAdvisoryLock(database, LOCK_KEYS.migrations, (session) =>
    migratePg(session as unknown as NodePgDatabase, config),
  );
}
