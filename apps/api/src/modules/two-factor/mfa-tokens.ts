import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

/**
 * The `mfa_token` the token endpoint answers a correct password with when a second factor is
 * due: signed, five minutes long, bound to the user and the OAuth client. Its audience keeps it
 * apart from access tokens (which carry no audience and need claims it does not have), so it
 * opens nothing but the second step: `challenge` the code or recovery-code grant, `enrol` the
 * enrolment of a first factor and then that grant.
 */
export type MfaPurpose = 'challenge' | 'enrol';

const ISSUER = 'cargo-marketplace';
const AUDIENCE = 'cargo-mfa';
export const MFA_TOKEN_TTL_SECONDS = 300;

export interface MfaTokenClaims {
  userId: number;
  clientId: string;
  purpose: MfaPurpose;
  /** A calculation made as a guest that the password grant named: it is attached when the step completes. */
  guestOrderId?: string;
}

export interface MfaTokens {
  issue(claims: MfaTokenClaims): Promise<string>;
  verify(token: string): Promise<MfaTokenClaims | undefined>;
}

export function createMfaTokens(key: Uint8Array): MfaTokens {
  return {
    issue: ({ userId, clientId, purpose, guestOrderId }) =>
      new SignJWT({ cid: clientId, pur: purpose, ...(guestOrderId ? { gid: guestOrderId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${MFA_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const { sub, cid, pur, gid } = payload;
        if (typeof sub !== 'string' || !/^\d+$/.test(sub) || typeof cid !== 'string') return undefined;
        if (pur !== 'challenge' && pur !== 'enrol') return undefined;
        const claims: MfaTokenClaims = { userId: Number(sub), clientId: cid, purpose: pur };
        return typeof gid === 'string' ? { ...claims, guestOrderId: gid } : claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
