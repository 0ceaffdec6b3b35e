import { asc, eq, inArray } from 'drizzle-orm';
import type { Organization, OrganizationInput, OrganizationType, ProfileKind, ProfileStatus } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { organizationProfiles, organizations } from './organizations.schema.js';

export type OrganizationRow = typeof organizations.$inferSelect;
type ProfileRow = Pick<typeof organizationProfiles.$inferSelect, 'id' | 'organizationId' | 'kind' | 'status'>;

export function toOrganization(row: OrganizationRow, profiles: readonly ProfileRow[]): Organization {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    type: row.type as OrganizationType,
    domain: row.domain,
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
