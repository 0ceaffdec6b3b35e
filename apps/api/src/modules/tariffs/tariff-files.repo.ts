import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageKey, TariffFile, TariffKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { jobProgress, organizations, users } from '../../db/schema.js';
import { tariffFiles } from './tariff-files.schema.js';

export type TariffFileRow = typeof tariffFiles.$inferSelect;

const RECORD = {
  row: tariffFiles,
  organizationName: organizations.name,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
};
type TariffFileRecord = {
  row: TariffFileRow;
  organizationName: string | null;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
};

export async function insertTariffFile(
  db: Db,
  values: Pick<
    typeof tariffFiles.$inferInsert,
    'organizationId' | 'kind' | 'originalName' | 'size' | 'storedName' | 'uploadedBy' | 'jobId'
  >,
): Promise<TariffFileRow> {
  const [row] = await db.insert(tariffFiles).values(values).returning();
  return row!;
}

/** What an ended import records of its file. */
export async function finishTariffFile(
  db: Db,
  id: number,
  values: { imported: number; errorCount: number; annotatedName: string | null },
): Promise<void> {
  await db.update(tariffFiles).set(values).where(eq(tariffFiles.id, id));
}

/** The organization's files (every organization's where `organizationId` is undefined). */
const ofOrganization = (organizationId: number | undefined): SQL | undefined =>
  organizationId === undefined ? undefined : eq(tariffFiles.organizationId, organizationId);

function select(db: Db) {
  return db
    .select(RECORD)
    .from(tariffFiles)
    .leftJoin(organizations, eq(organizations.id, tariffFiles.organizationId))
    .leftJoin(users, eq(users.id, tariffFiles.uploadedBy));
}

/** An import that ended without a result: why (a message key). */
export async function failTariffFile(db: Db, id: number, failure: string): Promise<void> {
  await db
    .update(tariffFiles)
    .set({ failure })
    .where(and(eq(tariffFiles.id, id), isNull(tariffFiles.imported)));
}

/**
 * Files whose job ended without a result (failed, or found abandoned at a start) take the job's
 * error as their failure, so the list says why instead of "running" for ever.
 */
export async function failFilesOfFailedJobs(db: Db): Promise<number> {
  const rows = await db
    .update(tariffFiles)
    .set({ failure: sql`${jobProgress.error}` })
    .from(jobProgress)
    .where(
      and(
        eq(jobProgress.id, tariffFiles.jobId),
        eq(jobProgress.phase, 'END'),
        isNotNull(jobProgress.error),
        isNull(tariffFiles.imported),
        isNull(tariffFiles.failure),
      ),
    )
    .returning({ id: tariffFiles.id });
  return rows.length;
}

/** The latest uploads of a kind, newest first. */
export async function listTariffFiles(
  db: Db,
  kind: TariffKind,
  organizationId: number | undefined,
  limit: number,
): Promise<TariffFileRecord[]> {
  return select(db)
    .where(and(eq(tariffFiles.kind, kind), ofOrganization(organizationId)))
    .orderBy(desc(tariffFiles.createdAt), desc(tariffFiles.id))
    .limit(limit);
}

/** One upload of the kind, if it is the organization's (any, for `organizationId` undefined). */
export async function findTariffFile(
  db: Db,
  kind: TariffKind,
  id: number,
  organizationId: number | undefined,
): Promise<TariffFileRecord | undefined> {
  const [record] = await select(db).where(
    and(eq(tariffFiles.id, id), eq(tariffFiles.kind, kind), ofOrganization(organizationId)),
  );
  return record;
}

/** The file row of an import job (the job knows its file's id; this reads it back for the job). */
export async function tariffFileById(db: Db, id: number): Promise<TariffFileRow | undefined> {
  const [row] = await db.select().from(tariffFiles).where(eq(tariffFiles.id, id));
  return row;
}

export function toTariffFile(record: TariffFileRecord): TariffFile {
  const { row } = record;
  const uploader = [record.uploaderFirstName, record.uploaderLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    name: row.originalName,
    size: row.size,
    uploadedAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedBy === null ? null : { id: row.uploadedBy, name: uploader },
    organization: { id: row.organizationId, name: record.organizationName ?? '' },
    imported: row.imported,
    errorCount: row.errorCount,
    jobId: row.jobId,
    failure: (row.failure as MessageKey | null) ?? null,
    hasAnnotated: row.annotatedName !== null,
  };
}
