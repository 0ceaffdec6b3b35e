import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { selectRows } from '../db/rows.js';

/** Where a database made under pg-boss 10 keeps its old schema until its jobs are carried over. */
const OLD_SCHEMA = 'pgboss_v10';

/** The version pg-boss recorded in its schema `pgboss`, if it is installed. */
export async function installedPgBossVersion(db: Db): Promise<number | undefined> {
  if (!(await relationExists(db, 'pgboss.version'))) return undefined;
  const [row] = await selectRows<{ version: number }>(db, sql`select version from pgboss.version`);
  return row ? Number(row.version) : undefined;
}

export async function movePgBossSchemaAside(db: Db): Promise<void> {
  await db.execute(sql.raw(`ALTER SCHEMA pgboss RENAME TO ${OLD_SCHEMA}`));
}

export function pgBoss10SchemaAside(db: Db): Promise<boolean> {
  return relationExists(db, `${OLD_SCHEMA}.job`);
}

/**
 * The old schema's queues, with their options, and its jobs still to run, under their ids, into
 * pg-boss 12's schema; then the old schema goes. Through pg-boss 12's SQL interface (its docs'
 * "Queue functions" and "Job table"): a job's queue must exist, and a row written by hand sets the
 * columns send() would copy from its queue. A job that was active is queued again.
 */
export async function carryOverPgBoss10Schema(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`SELECT pgboss.create_queue(q.name, jsonb_strip_nulls(jsonb_build_object(
          'policy', coalesce(q.policy, 'standard'),
          'retryLimit', q.retry_limit,
          'retryDelay', q.retry_delay,
          'retryBackoff', q.retry_backoff,
          'expireInSeconds', q.expire_seconds,
          'retentionSeconds', q.retention_minutes * 60,
          'deadLetter', q.dead_letter)))
        FROM ${OLD_SCHEMA}.queue q`),
    );
    await tx.execute(
      sql.raw(`INSERT INTO pgboss.job (id, name, priority, data, state, retry_limit, retry_count,
          retry_delay, retry_backoff, expire_seconds, deletion_seconds, singleton_key, singleton_on,
          start_after, created_on, keep_until, dead_letter, policy)
        SELECT j.id, j.name, j.priority, j.data,
          (CASE WHEN j.state = 'active' THEN 'created' ELSE j.state::text END)::pgboss.job_state,
          j.retry_limit, j.retry_count, j.retry_delay, j.retry_backoff,
          extract(epoch FROM j.expire_in)::int, q.deletion_seconds, j.singleton_key, j.singleton_on,
          j.start_after, j.created_on, j.keep_until, j.dead_letter, q.policy
        FROM ${OLD_SCHEMA}.job j JOIN pgboss.queue q ON q.name = j.name
        WHERE j.state IN ('created', 'retry', 'active')
        ON CONFLICT DO NOTHING`),
    );
    await tx.execute(sql.raw(`DROP SCHEMA ${OLD_SCHEMA} CASCADE`));
  });
}

async function relationExists(db: Db, name: string): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(db, sql`select to_regclass(${name}) is not null as found`);
  return row?.found === true;
}
