import type { Profile, ProfileKind, ProfileListQuery, ProfileStatus } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Page } from '../../db/list.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import type { OrganizationsService } from './organizations.service.js';
import {
  decideProfile,
  deleteProfile,
  findProfile,
  insertProfile,
  listProfiles,
  profilesOfOrganization,
} from './profiles.repo.js';
import { profileRemovalBlock } from './removal-guards.repo.js';
import { notFound } from './tenancy.js';

export type ProfileDecision = Exclude<ProfileStatus, 'NEW'>;

export interface ProfilesService {
  /** The organization-profiles admin list (operators). */
  list(query: ProfileListQuery): Promise<Page<Profile>>;
  ofOrganization(caller: Caller, organizationId: number): Promise<Page<Profile>>;
  /** Applies for a profile: it starts NEW and counts once an operator approves it. */
  add(caller: Caller, organizationId: number, kind: ProfileKind): Promise<Profile>;
  remove(caller: Caller, organizationId: number, profileId: number): Promise<void>;
  decide(caller: Caller, profileId: number, decision: ProfileDecision): Promise<Profile>;
}

const PROFILE_INDEX = 'organization_profiles_kind_key';
const profileExists = () =>
  new AppError('BAD_REQUEST', {
    message: 'organizations.profileExists',
    fields: [{ fieldName: 'kind', message: 'organizations.profileExists' }],
  });

/**
 * Organization profiles (Product specification, shell §3, §4): what an organization does on the marketplace.
 * The organization (its admin, or an operator) applies; an operator approves or rejects once.
 */
export function createProfilesService(db: Db, organizations: OrganizationsService): ProfilesService {
  async function found(id: number): Promise<Profile> {
    const profile = await findProfile(db, id);
    if (!profile) throw notFound();
    return profile;
  }

  return {
    list: (query) => listProfiles(db, query),

    async ofOrganization(caller, organizationId) {
      await organizations.visible(caller, organizationId);
      const items = await profilesOfOrganization(db, organizationId);
      return { items, total: items.length };
    },

    async add(caller, organizationId, kind) {
      await organizations.visible(caller, organizationId);
      const existing = await profilesOfOrganization(db, organizationId);
      if (existing.some((profile) => profile.kind === kind)) throw profileExists();
      const id = await db
        .transaction(async (tx) => {
          const profileId = await insertProfile(tx, organizationId, kind);
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'organizationProfile',
            entityId: profileId,
            action: 'create',
            after: { organizationId, kind, status: 'NEW' },
          });
          return profileId;
        })
        .catch((error: unknown) => {
          // The same kind applied for twice at the same moment: the unique index decides.
          if (isUniqueViolation(error, PROFILE_INDEX)) throw profileExists();
          throw error;
        });
      return found(id);
    },

    async remove(caller, organizationId, profileId) {
      await organizations.visible(caller, organizationId);
      const profile = await findProfile(db, profileId);
      if (!profile || profile.organizationId !== organizationId) throw notFound();
      await db.transaction(async (tx) => {
        // Refused while service categories or an attached company depend on it (Product specification, domain §4).
        const blocked = await profileRemovalBlock(tx, organizationId, profile);
        if (blocked) throw new AppError('CONFLICT', { message: blocked });
        await deleteProfile(tx, profileId);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'organizationProfile',
          entityId: profileId,
          action: 'delete',
          before: { organizationId, kind: profile.kind, status: profile.status },
        });
      });
    },

    async decide(caller, profileId, decision) {
      const before = await found(profileId);
      await db.transaction(async (tx) => {
        if (!(await decideProfile(tx, profileId, { status: decision, decidedBy: caller.userId })))
          throw new AppError('BAD_REQUEST', { message: 'organizations.profileDecided' });
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'organizationProfile',
          entityId: profileId,
          action: decision === 'APPROVED' ? 'approve' : 'reject',
          before: { status: before.status },
          after: { status: decision },
        });
      });
      return found(profileId);
    },
  };
}
