import type { Handover, Role } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { findUserRow } from '../users/index.js';
import type { Caller } from './access-tokens.js';
import { findLiveSession, randomToken, sha256 } from '../credentials/index.js';
import { insertHandoverCode, takeHandoverCode, verifiedDomainOf } from './handover.repo.js';

/**
 * How long a hand-over code lives. The browser carries it from one page load to the next, a
 * second or two; a minute leaves room for a slow network and nothing for a code found later in
 * a log or a browser history.
 */
export const HANDOVER_TTL_SECONDS = 60;

/** Who a redeemed code signs in: the session the token endpoint then starts for them. */
export interface HandedOverUser {
  id: number;
  organizationId: number;
  roles: Role[];
}

export interface HandoverService {
  /**
   * `POST /auth/handover`: a one-time code for the caller's organization's verified domain.
   * Rate limited per user by its route; the token endpoint limits wrong codes per source.
   */
  issue(caller: Caller): Promise<Handover>;
}

const noVerifiedDomain = () => new AppError('CONFLICT', { message: 'whiteLabel.noVerifiedDomain' });
const refused = () => new AppError('INVALID_GRANT', { message: 'whiteLabel.handoverRefused' });

/** The host an `Origin` header names, lower case; undefined when there is none or it is opaque. */
function originHost(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * The white-label hand-over (issue 27, finding 4). Instead of the access token in the address
 * (readable in logs, histories and referrers, and once exchangeable for a 30-day session), the
 * browser carries a random code that is bound to the verified domain and the issuing session,
 * lives a minute, is kept only as a hash and works once.
 */
export function createHandoverService(db: Db): HandoverService {
  return {
    async issue(caller) {
      const domain = await verifiedDomainOf(db, caller.userId);
      if (!domain) throw noVerifiedDomain();
      const code = randomToken();
      await insertHandoverCode(db, {
        codeHash: sha256(code),
        userId: caller.userId,
        sessionId: caller.sessionId,
        domain,
        ttlSeconds: HANDOVER_TTL_SECONDS,
      });
      return { code, domain, expiresIn: HANDOVER_TTL_SECONDS };
    },
  };
}

/**
 * The token endpoint's hand-over grant: the user a code signs in, or INVALID_GRANT. The code is
 * spent by this call whatever the outcome, so a code presented on the wrong domain is gone.
 * Refused: an unknown, used or expired code; a domain (the one named, and the request's Origin
 * when a browser sends one) other than the code's; a domain no longer the organization's
 * verified one; an ended session; a blocked or unconfirmed user.
 */
export async function redeemHandover(
  db: Db,
  grant: { code: string; domain: string },
  origin: string | undefined,
): Promise<HandedOverUser> {
  const row = await takeHandoverCode(db, sha256(grant.code));
  if (!row?.live || row.domain !== grant.domain) throw refused();
  const fromHost = originHost(origin);
  if (fromHost !== undefined && fromHost !== row.domain) throw refused();
  const [session, user, domain] = await Promise.all([
    findLiveSession(db, row.sessionId),
    findUserRow(db, row.userId),
    verifiedDomainOf(db, row.userId),
  ]);
  if (!session || !user || user.blocked || !user.confirmed || domain !== row.domain) throw refused();
  return { id: user.id, organizationId: user.organizationId, roles: user.roles as Role[] };
}
