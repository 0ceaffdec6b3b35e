import { sql } from 'drizzle-orm';
import type { Database, Db } from './connection.js';

/**
 * Runs `work` on a session of its own that holds PostgreSQL's session-level advisory lock `key`:
 * of several instances starting together, one does the work while the others wait, and then find
 * it done. Work that the lock guards is idempotent and checks what is done first.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  work: (session: Db) => Promise<T>,
): Promise<T> {
  return database.withSession(async (session) => {
    await session.execute(sql`select pg_advisory_lock(${key})`);
    try {
      return await work(session);
    } finally {
      await session.execute(sql`select pg_advisory_unlock(${key})`);
    }
  });
}
