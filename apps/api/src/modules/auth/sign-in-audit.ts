import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/index.js';

export type SignInEvent = 'signedIn' | 'signInFailed' | 'refreshTokenReused';

/**
 * One audit row of a sign-in event (issue 27, OWASP ASVS V16): entity `signIn`, the user's id,
 * and how or why with the caller's address. A failure for an unknown account is filed under the
 * name that was tried (the schema bounds it to 254 characters), its user id null.
 */
export async function auditSignIn(
  db: Db,
  action: SignInEvent,
  userId: number | null,
  details: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  const after = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  await recordAudit(db, {
    actorUserId: userId,
    entity: 'signIn',
    entityId: userId ?? (details.username ?? '').trim().toLowerCase(),
    action,
    after,
  });
}
