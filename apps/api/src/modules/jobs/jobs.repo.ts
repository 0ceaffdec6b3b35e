import { eq, sql } from 'drizzle-orm';
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
