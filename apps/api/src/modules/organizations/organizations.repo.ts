import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  ClientOrganization,
  ClientOrganizationQuery,
  Organization,
  OrganizationInput,
  OrganizationListQuery,
  OrganizationType,
  ProfileKind,
  ProfileStatus,
  Role,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { nextVersion, versionGuard } from '../../db/versions.js';
import type { ExpectedVersions } from '../../plugins/edit-version.js';
import { ancestorsOf, lockTree } from '../../db/tree.js';
import { containsPattern, orderOf, pageBounds, toPage, totalRows, type Page } from '../../db/list.js';
import { users } from '../../db/schema.js';
import { organizationProfiles, organizations } from './organizations.schema.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';

export type OrganizationRow = typeof organizations.$inferSelect;
type ProfileRow = Pick<typeof organizationProfiles.$inferSelect, 'id' | 'organizationId' | 'kind' | 'status'>;

export function toOrganization(row: OrganizationRow, profiles: readonly ProfileRow[]): Organization {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    type: row.type as OrganizationType,
    domain: row.domain,
    domainVerified: row.domain !== null && row.domainVerifiedAt !== null,
    parentId: row.parentId,
    international: row.international,
    disableIntegratorReward: row.disableIntegratorReward,
    disableInsuranceForm: row.disableInsuranceForm,
    disableCustomsClearanceFee: row.disableCustomsClearanceFee,
    wizardSettings: { containers: row.wizardContainers, containersOnly: row.wizardContainersOnly },
    countryCodes: row.countryCodes,
    profiles: profiles
      .filter((profile) => profile.organizationId === row.id)
      .map((profile) => ({
        id: profile.id,
        kind: profile.kind as ProfileKind,
        status: profile.status as ProfileStatus,
      })),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns of an organization as its input sets them. */
export function organizationValues(input: OrganizationInput) {
  return {
    name: input.name,
    nameEn: input.nameEn ?? null,
    type: input.type,
    domain: input.domain ?? null,
    parentId: input.parentId ?? null,
    international: input.international,
    disableIntegratorReward: input.disableIntegratorReward,
    disableInsuranceForm: input.disableInsuranceForm,
    disableCustomsClearanceFee: input.disableCustomsClearanceFee,
    wizardContainers: input.wizardSettings.containers,
    wizardContainersOnly: input.wizardSettings.containersOnly,
    countryCodes: input.countryCodes,
  };
}

export async function insertOrganization(db: Db, values: typeof organizations.$inferInsert): Promise<number> {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  return row!.id;
}

export async function profilesOf(db: Db, organizationIds: readonly number[]): Promise<ProfileRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select({
      id: organizationProfiles.id,
      organizationId: organizationProfiles.organizationId,
      kind: organizationProfiles.kind,
      status: organizationProfiles.status,
    })
    .from(organizationProfiles)
    .where(inArray(organizationProfiles.organizationId, [...organizationIds]))
    .orderBy(asc(organizationProfiles.id));
}

export async function findOrganization(db: Db, id: number): Promise<Organization | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) return undefined;
  return toOrganization(row, await profilesOf(db, [id]));
}

export async function findOrganizationRow(db: Db, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** The organizations list; `tenant` confines it to one organization (a non-operator's own). */
export async function listOrganizations(
  db: Db,
  query: OrganizationListQuery,
  tenant: number | undefined,
): Promise<Page<Organization>> {
  const filters: SQL[] = [];
  if (tenant !== undefined) filters.push(eq(organizations.id, tenant));
  if (query.name) {
    const pattern = containsPattern(query.name);
    filters.push(
      or(
        ilike(organizations.name, pattern),
        ilike(organizations.nameEn, pattern),
        ilike(organizations.domain, pattern),
      )!,
    );
  }
  if (query.type) filters.push(eq(organizations.type, query.type));
  if (query.parentId !== undefined) filters.push(eq(organizations.parentId, query.parentId));
  if (query.international !== undefined) filters.push(eq(organizations.international, query.international));
  const where = filters.length ? and(...filters) : undefined;
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ organization: organizations, total_rows: totalRows })
    .from(organizations)
    .where(where)
    .orderBy(
      ...orderOf(
        query.sort,
        {
          id: organizations.id,
          // Case-insensitive, as people read a list of names, whatever the database's collation.
          name: sql`lower(${organizations.name})`,
          type: organizations.type,
          createdAt: organizations.createdAt,
        },
        organizations.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  const profiles = await profilesOf(
    db,
    rows.map((row) => row.organization.id),
  );
  return toPage(
    rows,
    (row) => toOrganization(row.organization, profiles),
    async () => (await db.select({ n: count() }).from(organizations).where(where))[0]?.n ?? 0,
  );
}

/**
 * Client organizations, by name: those anywhere below `under` in the organization tree (a
 * partner's clients and its agents' clients), or every one when `under` is undefined.
 */
export async function listClientOrganizations(
  db: Db,
  query: ClientOrganizationQuery,
  under: number | undefined,
): Promise<Page<ClientOrganization>> {
  const conditions: SQL[] = [eq(organizations.type, 'CLIENT')];
  if (under !== undefined)
    conditions.push(sql`${organizations.id} in (
      with recursive below (id, depth) as (
        select id, 0 from ${organizations} where parent_id = ${under}
        union all
        select o.id, below.depth + 1 from ${organizations} o join below on o.parent_id = below.id
        where below.depth < 100
      )
      select id from below)`);
  if (query.name) {
    const pattern = containsPattern(query.name);
    conditions.push(or(ilike(organizations.name, pattern), ilike(organizations.nameEn, pattern))!);
  }
  if (query.ids) conditions.push(inArray(organizations.id, query.ids));
  const where = and(...conditions);
  const { limit, offset } = pageBounds(query);
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, total_rows: totalRows })
    .from(organizations)
    .where(where)
    .orderBy(sql`lower(${organizations.name})`, organizations.id)
    .limit(limit)
    .offset(offset);
  return toPage(
    rows,
    ({ id, name }) => ({ id, name }),
    async () => (await db.select({ n: count() }).from(organizations).where(where))[0]?.n ?? 0,
  );
}

/** Whether a row changed: not when it is gone or, for a guarded edit, no longer at an expected version. */
export async function updateOrganization(
  db: Db,
  id: number,
  values: Partial<typeof organizations.$inferInsert>,
  expected?: ExpectedVersions,
): Promise<boolean> {
  const rows = await db
    .update(organizations)
    .set({ ...values, updatedAt: sql`now()`, version: nextVersion(organizations.version) })
    .where(and(eq(organizations.id, id), versionGuard(organizations.version, expected)))
    .returning({ id: organizations.id });
  return rows.length > 0;
}

/** The organization whose white-label domain this is (domains are stored in lower case). */
export async function domainOwner(db: Db, domain: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, domain.toLowerCase()));
  return row?.id;
}

/**
 * Marks the organization's domain verified if it still is `domain`: a change made since the
 * operator looked is not approved unseen. An earlier verification keeps its time.
 */
export async function markDomainVerified(db: Db, id: number, domain: string): Promise<boolean> {
  const rows = await db
    .update(organizations)
    // A new version: a form opened before the verification must not save over it unseen.
    .set({
      domainVerifiedAt: sql`coalesce(${organizations.domainVerifiedAt}, now())`,
      updatedAt: sql`now()`,
      version: nextVersion(organizations.version),
    })
    .where(and(eq(organizations.id, id), eq(organizations.domain, domain)))
    .returning({ id: organizations.id });
  return rows.length === 1;
}

/** The organization and every organization above it, nearest first. */
export const lineageOf = (db: Db, id: number): Promise<number[]> => ancestorsOf(db, organizations, id);

/** Serializes changes of parents until the transaction ends (see db/tree.ts). */
export const lockHierarchy = (db: Db): Promise<void> => lockTree(db, LOCK_KEYS.organizationHierarchy);

/** Every role some user of the organization holds: what a change of its type must still fit. */
export async function rolesInOrganization(db: Db, organizationId: number): Promise<Role[]> {
  const rows = await db
    .selectDistinct({ role: sql<string>`unnest(${users.roles})` })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  return rows.map((row) => row.role as Role);
}
