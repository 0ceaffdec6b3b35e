import type { CurrentUser, Language } from '@cargo/domain';
import type { z } from 'zod';
import type { currentUserUpdateSchema } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { AccessTokens, Caller } from '../auth/index.js';
import { findLiveSession } from '../credentials/index.js';
import { findOrganization } from '../organizations/index.js';
import { findUserRow, toUser, updateUserRow } from './users.repo.js';

export type CurrentUserUpdate = z.infer<typeof currentUserUpdateSchema>;

export interface CurrentUserService {
  /** The signed-in user; 401 once they are blocked, deleted or signed out of this session. */
  get(caller: Caller): Promise<CurrentUser>;
  update(caller: Caller, input: CurrentUserUpdate): Promise<CurrentUser>;
  /** Whether an access token is still good: signature, expiry, session and account. */
  isTokenValid(token: string | undefined): Promise<boolean>;
}

export function createCurrentUserService(db: Db, tokens: AccessTokens): CurrentUserService {
  async function load(caller: Caller): Promise<CurrentUser | undefined> {
    const [user, session] = await Promise.all([findUserRow(db, caller.userId), findLiveSession(db, caller.sessionId)]);
    if (!user || user.blocked || !session || session.userId !== user.id) return undefined;
    const organization = await findOrganization(db, user.organizationId);
    if (!organization) return undefined;
    return { ...toUser(user, organization), organization };
  }

  async function get(caller: Caller): Promise<CurrentUser> {
    const user = await load(caller);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  return {
    get,
    async update(caller, input) {
      const before = await get(caller);
      if (input.organizationId !== undefined && input.organizationId !== before.organization.id)
        throw new AppError('BAD_REQUEST', {
          message: 'users.ownOrganization',
          fields: [{ fieldName: 'organizationId', message: 'users.ownOrganization' }],
        });
      const values = {
        firstName: input.firstName,
        lastName: input.lastName,
        middleName: input.middleName ?? null,
        phone: input.phone ?? null,
        lang: (input.lang as Language | null | undefined) ?? before.lang,
      };
      await db.transaction(async (tx) => {
        await updateUserRow(tx, caller.userId, values);
        const { firstName, lastName, middleName, phone, lang } = before;
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'user',
          entityId: caller.userId,
          action: 'update.self',
          before: { firstName, lastName, middleName, phone, lang },
          after: values,
        });
      });
      return get(caller);
    },
    async isTokenValid(token) {
      const caller = token ? await tokens.verify(token) : undefined;
      return caller !== undefined && (await load(caller)) !== undefined;
    },
  };
}
