import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { roleSchema, type Role } from '@cargo/domain';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { readSetting, settleSetting } from '../system/index.js';

/** Who is calling, as the access token says. */
export interface Caller {
  readonly userId: number;
  readonly organizationId: number;
  readonly roles: readonly Role[];
  /** The refresh session the token was issued in; logout revokes it. */
  readonly sessionId: string;
}

const ISSUER = 'cargo-marketplace';
const ALGORITHM = 'HS256';
const SECRET_SETTING = 'auth.jwtSecret';

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  org: z.number().int(),
  roles: z.array(roleSchema),
  sid: z.string(),
  iat: z.number(),
  exp: z.number(),
});

type Claims = z.infer<typeof claimsSchema>;

/**
 * How many verified tokens are remembered. A client sends the same token with every request of
 * its lifetime; checking its signature each time was 5 % of a quote's CPU under load (0.26 ms).
 */
const VERIFIED_CAPACITY = 10_000;

export interface AccessTokens {
  issue(caller: Caller): Promise<string>;
  /** The caller of a valid token; undefined for a forged, expired or malformed one. */
  verify(token: string): Promise<Caller | undefined>;
  readonly ttlSeconds: number;
}

/**
 * The HMAC key: JWT_SECRET when set; otherwise one drawn at the first start and kept in the
 * database, so every instance sharing the database accepts every other's tokens.
 */
export async function resolveSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  // Instances starting together on an empty database may each draw one: the first stored wins
  // and every instance signs with it (a second write used to replace it, and the tokens the first
  // instance had issued were refused by every instance).
  const stored =
    (await readSetting<string>(db, SECRET_SETTING)) ??
    (await settleSetting(db, SECRET_SETTING, randomBytes(48).toString('base64url')));
  return new TextEncoder().encode(stored);
}

/** Short-lived signed access tokens (docs/architecture.md §5): the API checks them without the database. */
export function createAccessTokens(key: Uint8Array, ttlSeconds: number): AccessTokens {
  /**
   * Tokens whose signature held, by their exact text, until they expire: the answer for one is
   * the one `jwtVerify` gave, and its expiry is checked on every use as jose checks it. Only
   * valid tokens are kept (forged ones cannot fill it); the oldest goes first when it is full.
   */
  const verified = new Map<string, Claims>();

  async function claimsOf(token: string): Promise<Claims | undefined> {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known) {
      if (known.exp > now) return known;
      verified.delete(token);
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: [ALGORITHM] });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success) return undefined;
      if (verified.size >= VERIFIED_CAPACITY) verified.delete(verified.keys().next().value as string);
      verified.set(token, claims.data);
      return claims.data;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
  }

  return {
    ttlSeconds,
    issue: (caller) =>
      new SignJWT({ org: caller.organizationId, roles: [...caller.roles], sid: caller.sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(caller.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      const claims = await claimsOf(token);
      if (!claims) return undefined;
      return { userId: Number(claims.sub), organizationId: claims.org, roles: claims.roles, sessionId: claims.sid };
    },
  };
}
