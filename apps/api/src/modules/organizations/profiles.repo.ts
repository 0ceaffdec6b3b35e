import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Profile, ProfileKind, ProfileListQuery, ProfileStatus } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { organizationProfiles, organizations } from './organizations.schema.js';

const profileColumns = {
  id: organizationProfiles.id,
  organizationId: organizationProfiles.organizationId,
  organizationName: organizations.name,
  kind: organizationProfiles.kind,
  status: organizationProfiles.status,
  createdAt: organizationProfiles.createdAt,
  decidedAt: organizationProfiles.decidedAt,
};

type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];

function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    kind: row.kind as ProfileKind,
    status: row.status as ProfileStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function selectProfiles(db: Db, where: SQL | undefined) {
  return db
    .select(profileColumns)
    .from(organizationProfiles)
    .innerJoin(organizations, eq(organizations.id, organizationProfiles.organizationId))
    .where(where);
}

export async function findProfile(db: Db, id: number): Promise<Profile | undefined> {
  const [row] = await selectProfiles(db, eq(organizationProfiles.id, id));
  return row ? toProfile(row) : undefined;
}

/** Every profile of one organization, oldest first (there are at most ten kinds). */
export async function profilesOfOrganization(db: Db, organizationId: number): Promise<Profile[]> {
  const rows = await selectProfiles(db, eq(organizationProfiles.organizationId, organizationId)).orderBy(
    organizationProfiles.id,
  );
  return rows.map(toProfile);
}

/** The organization-profiles admin list: every organization's profiles, filtered (status=NEW: what awaits a decision). */
export async function listProfiles(db: Db, query: ProfileListQuery): Promise<Page<Profile>> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(organizationProfiles.status, query.status));
  if (query.kind) filters.push(eq(organizationProfiles.kind, query.kind));
  if (query.organizationId !== undefined) filters.push(eq(organizationProfiles.organizationId, query.organizationId));
  const where = filters.length ? and(...filters) : undefined;
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ ...profileColumns, total_rows: totalRows })
    .from(organizationProfiles)
    .innerJoin(organizations, eq(organizations.id, organizationProfiles.organizationId))
    .where(where)
    .orderBy(
      ...orderOf(
        query.sort,
        // The organization's name case-insensitively, as people read a list of names.
        { ...profileColumns, organizationName: sql`lower(${organizations.name})` },
        organizationProfiles.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    toProfile,
    async () => (await db.select({ n: count() }).from(organizationProfiles).where(where))[0]?.n ?? 0,
  );
}

export async function insertProfile(db: Db, organizationId: number, kind: ProfileKind): Promise<number> {
  const [row] = await db
    .insert(organizationProfiles)
    .values({ organizationId, kind, status: 'NEW' })
    .returning({ id: organizationProfiles.id });
  return row!.id;
}

export async function deleteProfile(db: Db, id: number): Promise<void> {
  await db.delete(organizationProfiles).where(eq(organizationProfiles.id, id));
}

/**
 * Approves or rejects a profile that is still NEW, in one statement: of two operators deciding
 * at the same moment, one decides and the other finds it decided. Answers whether this one did.
 */
export async function decideProfile(
  db: Db,
  id: number,
  decision: { status: Exclude<ProfileStatus, 'NEW'>; decidedBy: number },
): Promise<boolean> {
  const rows = await db
    .update(organizationProfiles)
    .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: sql`now()` })
    .where(and(eq(organizationProfiles.id, id), eq(organizationProfiles.status, 'NEW')))
    .returning({ id: organizationProfiles.id });
  return rows.length === 1;
}
