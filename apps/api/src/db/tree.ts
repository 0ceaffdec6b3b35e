import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connection.js';
import { selectRows } from './rows.js';

/** Deeper chains than this are not followed (no real tree of ours comes near). */
const MAX_DEPTH = 100;

/**
 * The parent chain of a row of a table with `id` and `parent_id`, the row itself first.
 * The no-cycle rule ("You can't use a parent element as a subsidiary one") asks whether the
 * row being moved appears in the chain of its new parent.
 */
export async function ancestorsOf(db: Db, table: PgTable, id: number): Promise<number[]> {
  const chain = await selectRows<{ id: number }>(
    db,
    sql`
    with recursive chain (id, parent_id, depth) as (
      select id, parent_id, 0 from ${table} where id = ${id}
      union all
      select t.id, t.parent_id, chain.depth + 1
      from ${table} t join chain on t.id = chain.parent_id
      where chain.depth < ${MAX_DEPTH}
    )
    select id from chain order by depth`,
  );
  return chain.map((row) => Number(row.id));
}

/**
 * Serializes parent changes of one tree until the transaction ends: two changes at the same
 * moment (A under B and B under A) would each find no cycle and together make one.
 */
export async function lockTree(db: Db, key: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${key})`);
}
