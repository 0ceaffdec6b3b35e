import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Job, JobKind, JobPhase } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { jobProgress } from './jobs.schema.js';

export type JobRow = typeof jobProgress.$inferSelect;

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind as JobKind,
    phase: row.phase as JobPhase,
    done: row.done,
    total: row.total,
    result: row.result ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function insertJob(
  db: Db,
  values: { kind: JobKind; organizationId: number; userId: number | null; total?: number },
): Promise<JobRow> {
  const [row] = await db
    .insert(jobProgress)
    .values({ ...values, total: values.total ?? 0 })
    .returning();
  return row!;
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobProgress).where(eq(jobProgress.id, id));
  return row;
}

export async function updateJob(
  db: Db,
  id: string,
  values: Partial<Pick<JobRow, 'phase' | 'done' | 'total' | 'result' | 'error'>>,
): Promise<void> {
  await db
    .update(jobProgress)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobProgress.id, id));
}

/** The process takes the job, unless it has ended (a start found it abandoned). Answers whether it did. */
export async function claimJob(db: Db, id: string, owner: string): Promise<boolean> {
  const rows = await db
    .update(jobProgress)
    .set({ owner, heartbeatAt: sql`now()` })
    .where(and(eq(jobProgress.id, id), ne(jobProgress.phase, 'END')))
    .returning({ id: jobProgress.id });
  return rows.length > 0;
}

/** The owner is alive: one statement for all its unfinished jobs. */
export async function beatJobs(db: Db, owner: string): Promise<void> {
  await db
    .update(jobProgress)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(jobProgress.owner, owner), ne(jobProgress.phase, 'END')));
}

/** Unfinished jobs some process took, with their owner and last heartbeat. */
export async function claimedUnfinishedJobs(db: Db): Promise<{ id: string; owner: string; quietSeconds: number }[]> {
  return db
    .select({
      id: jobProgress.id,
      owner: sql<string>`${jobProgress.owner}`,
      quietSeconds: sql<number>`cast(extract(epoch from now() - coalesce(${jobProgress.heartbeatAt}, ${jobProgress.updatedAt})) as float8)`,
    })
    .from(jobProgress)
    .where(and(isNotNull(jobProgress.owner), ne(jobProgress.phase, 'END')));
}

/** Ends the jobs with `error`, those still unfinished; answers the ids ended. */
export async function failJobs(db: Db, ids: string[], error: string): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(jobProgress)
    .set({ phase: 'END', error, updatedAt: sql`now()` })
    .where(and(inArray(jobProgress.id, ids), ne(jobProgress.phase, 'END')))
    .returning({ id: jobProgress.id });
  return rows.map((row) => row.id);
}
