import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/audit.repo.js';

/** Who is trying a second-factor code, and from where. */
export interface FactorAttempt {
  userId: number;
  /** The caller's address, when known. */
  source?: string;
}

/**
 * The one place wrong second-factor codes are counted. A six-digit code has a million values
 * and each stays good for 90 seconds, so guessing must be slowed: the DB-kept rate limits of
 * the abuse slice (issue 27) are wired in here at the merge, throwing TOO_MANY_REQUESTS with
 * Retry-After when a user or a source has failed too often. No lockout of its own is built
 * here on purpose: one set of rules for passwords, codes and mail.
 */
export async function beforeFactorCheck(_db: Db, _attempt: FactorAttempt): Promise<void> {}

/** A wrong code or recovery code: audited, and counted by the rate limits once wired. */
export async function afterWrongFactor(db: Db, attempt: FactorAttempt, kind: 'otp' | 'recoveryCode'): Promise<void> {
  await recordAudit(db, {
    actorUserId: attempt.userId,
    entity: 'signIn',
    entityId: attempt.userId,
    action: 'secondFactorFailed',
    after: { kind, source: attempt.source ?? null },
  });
}
