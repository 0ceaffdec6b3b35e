import {
  isOperatorRole,
  misfitRole,
  subordinateRoles,
  type OrganizationType,
  type Role,
  type User,
  type UserCreate,
  type UserListQuery,
  type UserUpdate,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Page } from '../../db/list.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { hashPassword, revokeUserSessions } from '../credentials/index.js';
import { canSee, findOrganizationRow, notFound, type OrganizationRow, tenantOf } from '../organizations/index.js';
import { emailTaken, findUser, insertUser, listUsers, updateUserRow } from './users.repo.js';

export interface UsersService {
  list(caller: Caller, query: UserListQuery): Promise<Page<User>>;
  get(caller: Caller, id: number): Promise<User>;
  create(caller: Caller, input: UserCreate): Promise<User>;
  update(caller: Caller, id: number, input: UserUpdate): Promise<User>;
  /** Blocking also ends every session of the user. */
  setBlocked(caller: Caller, id: number, blocked: boolean): Promise<User>;
  /** The roles the caller may give (packages/domain `subordinateRoles`). */
  subordinateRoles(caller: Caller): Role[];
}

const emailRegistered: FieldProblem = { fieldName: 'email', message: 'auth.emailRegistered' };

/**
 * What is wrong with giving these roles in an organization of this type: a role the caller may
 * not give, else a role that does not fit the organization (an operator's role outside the
 * operator's organization is the spec's "Invalid company…", so it names the organization).
 */
function roleProblems(caller: Caller, roles: readonly Role[], type: OrganizationType): FieldProblem[] {
  const allowed = subordinateRoles(caller);
  const refused = roles.find((role) => !allowed.includes(role));
  if (refused) return [{ fieldName: 'roles', message: 'users.roleNotAllowed', params: { role: refused } }];
  const misfit = misfitRole(roles, type);
  if (!misfit) return [];
  if (isOperatorRole(misfit)) return [{ fieldName: 'organizationId', message: 'users.operatorCompany' }];
  return [{ fieldName: 'roles', message: 'users.roleDoesNotFit', params: { role: misfit } }];
}

/** The person's columns as a create or an update sets them; the same roles once each. */
function personValues(input: UserUpdate) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    middleName: input.middleName ?? null,
    phone: input.phone ?? null,
    organizationId: input.organizationId,
    roles: [...new Set(input.roles)],
  };
}

/** What the audit keeps of a user: never the password hash. */
function auditedUser(user: User) {
  const { firstName, lastName, middleName, phone, blocked } = user;
  const roles = user.roles.map((role) => role.id);
  return { firstName, lastName, middleName, phone, blocked, organizationId: user.organization.id, roles };
}

/**
 * Users admin (Product specification, shell §6): operators manage every organization's users, a partner admin
 * their own organization's. Nobody gives a role above their own, and roles fit the organization.
 */
export function createUsersService(db: Db): UsersService {
  /** A user the caller may see; another organization's is not found. */
  async function visibleUser(caller: Caller, id: number): Promise<User> {
    const user = await findUser(db, id);
    if (!user || !canSee(caller, user.organization.id)) throw notFound();
    return user;
  }

  /** An organization the caller may place users in; another tenant's is as missing as a wrong id. */
  async function targetOrganization(caller: Caller, id: number): Promise<OrganizationRow> {
    const organization = canSee(caller, id) ? await findOrganizationRow(db, id) : undefined;
    if (!organization) throw notFound('organizationId');
    return organization;
  }

  /**
   * A user the caller may change: none holding a role the caller could not give, so an operator
   * cannot demote or block an operators' admin, nor a partner admin an operator.
   */
  function assertManageable(caller: Caller, user: User): User {
    const allowed = subordinateRoles(caller);
    const above = user.roles.find(({ id: role }) => !allowed.includes(role));
    if (above) throw new AppError('FORBIDDEN', { message: 'users.cannotManage', params: { role: above.id } });
    return user;
  }

  async function reload(id: number): Promise<User> {
    const user = await findUser(db, id);
    if (!user) throw notFound();
    return user;
  }

  return {
    list: (caller, query) => listUsers(db, query, tenantOf(caller)),

    get: visibleUser,

    async create(caller, input) {
      const organization = await targetOrganization(caller, input.organizationId);
      const problems = roleProblems(caller, input.roles, organization.type as OrganizationType);
      if (await emailTaken(db, input.email)) problems.push(emailRegistered);
      if (problems.length) throw refuse(problems);
      const passwordHash = await hashPassword(input.password);
      const values = personValues(input);
      const id = await db
        .transaction(async (tx) => {
          const userId = await insertUser(tx, {
            ...values,
            email: input.email,
            passwordHash,
            // The admin vouches for the address: the person was given the account by someone who
            // knows them, and the spec has no confirmation step for accounts made by an admin.
            // A mistyped address is mended by the admin; the owner can always restore the password.
            confirmed: true,
          });
          await recordAudit(tx, {
            actorUserId: caller.userId,
            entity: 'user',
            entityId: userId,
            action: 'create',
            after: { email: input.email, ...values },
          });
          return userId;
        })
        .catch((error: unknown) => {
          // The same e-mail created twice at the same moment: the unique index decides.
          if (isUniqueViolation(error, 'users_email_unique')) throw refuse([emailRegistered]);
          throw error;
        });
      return reload(id);
    },

    async update(caller, id, input) {
      const before = await visibleUser(caller, id);
      // The spec's own message first: whoever you are, your own organization is not yours to change.
      if (id === caller.userId && input.organizationId !== before.organization.id)
        throw refuse([{ fieldName: 'organizationId', message: 'users.ownOrganization' }]);
      assertManageable(caller, before);
      const organization = await targetOrganization(caller, input.organizationId);
      const problems = roleProblems(caller, input.roles, organization.type as OrganizationType);
      if (problems.length) throw refuse(problems);
      const values = personValues(input);
      await db.transaction(async (tx) => {
        await updateUserRow(tx, id, values);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'user',
          entityId: id,
          action: 'update',
          before: auditedUser(before),
          after: values,
        });
      });
      return reload(id);
    },

    async setBlocked(caller, id, blocked) {
      // Blocking yourself locks the organization out of its admin; unblocking yourself would let a
      // blocked admin undo the block with an access token that has not expired yet.
      if (id === caller.userId)
        throw new AppError('BAD_REQUEST', { message: blocked ? 'users.blockSelf' : 'users.unblockSelf' });
      const before = assertManageable(caller, await visibleUser(caller, id));
      if (before.blocked === blocked) return before;
      await db.transaction(async (tx) => {
        await updateUserRow(tx, id, { blocked });
        // Refresh tokens stop working at once; access tokens run out within their few minutes.
        if (blocked) await revokeUserSessions(tx, id);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'user',
          entityId: id,
          action: blocked ? 'block' : 'unblock',
          before: { blocked: before.blocked },
          after: { blocked },
        });
      });
      return reload(id);
    },

    subordinateRoles: (caller) => subordinateRoles(caller),
  };
}
