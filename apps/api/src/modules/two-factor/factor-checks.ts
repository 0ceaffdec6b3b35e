import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/index.js';
import { RateLimitedError, type RateLimitsService, RULES } from '../rate-limits/index.js';

/** Who is trying a second-factor code, and from where. */
export interface FactorAttempt {
  userId: number;
  /** The caller's address, when known. */
  source?: string;
}

export type FactorKind = 'otp' | 'recoveryCode';

/**
 * Checks a second-factor code under the rate limit of wrong codes (RULES.secondFactorAccount):
 * a six-digit code has a million values and each stays good for 90 seconds, so guessing is
 * slowed per account (whoever guesses has the password already, so the source tells nothing).
 * Past the limit the attempt is refused with 429 and Retry-After before the code is looked at;
 * the wrong code that reaches it starts the suspension. A wrong code is audited.
 */
export type FactorCheck = (attempt: FactorAttempt, kind: FactorKind, check: () => Promise<boolean>) => Promise<boolean>;

export function createFactorCheck(db: Db, rateLimits: RateLimitsService): FactorCheck {
  return async (attempt, kind, check) => {
    const ticket = await rateLimits.take(RULES.secondFactorAccount, String(attempt.userId));
    const good = await check();
    if (!good)
      await recordAudit(db, {
        actorUserId: attempt.userId,
        entity: 'signIn',
        entityId: attempt.userId,
        action: 'secondFactorFailed',
        after: { kind, source: attempt.source ?? null },
      });
    const suspended = await rateLimits.settle(ticket, good);
    if (suspended !== undefined) throw new RateLimitedError(ticket.rule, suspended);
    return good;
  };
}
