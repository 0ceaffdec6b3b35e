import type { SQL } from 'drizzle-orm';
import type { Db } from './connection.js';

/**
 * The rows of a statement written in SQL. Drizzle's `execute` answers the driver's own result,
 * whose type it leaves open; node-postgres and PGlite both carry the rows in `rows`, typed here
 * by the caller, who wrote the select list.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
