import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';

export interface Hit {
  /** Tries counted in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Counts `cost` tries under `key` in one statement, so concurrent requests on any number of
 * instances all count: a window that has ended starts again at this try.
 */
export async function hit(db: Db, key: string, cost: number, windowSeconds: number): Promise<Hit> {
  const [row] = await selectRows<{ hits: number; retry_after: number }>(
    db,
    sql`insert into rate_counters as c (key, hits, resets_at)
      values (${key}, ${cost}, now() + make_interval(secs => ${windowSeconds}))
      on conflict (key) do update set
        hits = case when c.resets_at <= now() then excluded.hits else c.hits + excluded.hits end,
        resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
      returning hits, greatest(1, ceil(extract(epoch from resets_at - now())))::int as retry_after`,
  );
  return { hits: row!.hits, retryAfter: row!.retry_after };
}

/** Gives back tries counted by `hit` (a try that turned out to be a success, where only failures count). */
export async function refund(db: Db, key: string, cost: number): Promise<void> {
  await db.execute(
    sql`update rate_counters set hits = greatest(0, hits - ${cost}) where key = ${key} and resets_at > now()`,
  );
}

/** Forgets the key's tries. */
export async function reset(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_counters where key = ${key}`);
}

/** Holds the key refused for `seconds` from now (a suspension); its window ends with it. */
export async function block(db: Db, key: string, seconds: number): Promise<number> {
  const [row] = await selectRows<{ retry_after: number }>(
    db,
    sql`update rate_counters set resets_at = now() + make_interval(secs => ${seconds})
      where key = ${key}
      returning greatest(1, ceil(extract(epoch from resets_at - now())))::int as retry_after`,
  );
  return row?.retry_after ?? seconds;
}

/** Deletes counters whose window ended: they would start afresh anyway. */
export async function sweep(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_counters where resets_at <= now()`);
}
