import {
  MFA_OTP_GRANT,
  MFA_RECOVERY_CODE_GRANT,
  type Role,
  type TokenRequest,
  type TokenResponse,
} from '@cargo/domain';
import type { AuthConfig } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { AccessTokens, Caller } from './access-tokens.js';
import {
  findClient,
  findLiveSession,
  findLoginCandidate,
  insertSession,
  randomToken,
  revokeSession,
  rotateSession,
  sameHash,
  sha256,
  spendPasswordCheck,
  verifyPassword,
} from '../credentials/index.js';
import { findUserRow } from '../users/index.js';
import type { TwoFactorService } from '../two-factor/index.js';
import { redeemHandover } from './handover.service.js';
import { auditSignIn } from './sign-in-audit.js';

export interface ClientCredentials {
  clientId: string;
  secret: string;
}

/** Reads `Authorization: Basic base64(id:secret)` (RFC 6749 §2.3.1); the web client's secret is empty. */
export function clientCredentialsOf(header: string | undefined): ClientCredentials | undefined {
  if (!header || !/^Basic /i.test(header)) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return undefined;
  return {
    clientId: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

/** A refresh token names its session, so a spent one can be told from a forged one: `<session>.<secret>`. */
function splitRefreshToken(token: string): { sessionId: string; secret: string } | undefined {
  const [sessionId, secret, ...rest] = token.split('.');
  return sessionId && secret && rest.length === 0 ? { sessionId, secret } : undefined;
}

/** Where a token request came from. */
export interface TokenCaller {
  origin?: string;
  source?: string;
}

export interface SignInService {
  /**
   * `POST /oauth2/token`: the password, refresh-token and hand-over grants, and the second step's
   * code and recovery-code grants. `from.origin` is the request's Origin header, which the
   * hand-over checks against its domain; `from.source` the caller's address, for the audit log.
   */
  token(client: ClientCredentials | undefined, request: TokenRequest, from?: TokenCaller): Promise<TokenResponse>;
  /** Ends the session the access token belongs to (the whole refresh family). */
  signOut(caller: Caller): Promise<void>;
}

/** Called after a password sign-in that names a calculation made as a guest (the token call's guest order). */
export type GuestOrderClaim = (
  guestOrderId: string,
  owner: { userId: number; organizationId: number },
) => Promise<void>;

export function createSignInService(
  db: Db,
  tokens: AccessTokens,
  config: AuthConfig,
  twoFactor: TwoFactorService,
  claimGuestOrder?: GuestOrderClaim,
): SignInService {
  async function authenticateClient(credentials: ClientCredentials | undefined): Promise<string> {
    const client = credentials && (await findClient(db, credentials.clientId));
    if (!client || !credentials) throw new AppError('INVALID_CLIENT');
    const valid =
      client.secretHash === null ? credentials.secret === '' : sameHash(sha256(credentials.secret), client.secretHash);
    if (!valid) throw new AppError('INVALID_CLIENT');
    return client.clientId;
  }

  async function claimGuest(guestOrderId: string, user: { id: number; organizationId: number }): Promise<void> {
    await claimGuestOrder?.(guestOrderId, { userId: user.id, organizationId: user.organizationId });
  }

  async function tokensFor(caller: Caller, refreshSecret: string): Promise<TokenResponse> {
    return {
      access_token: await tokens.issue(caller),
      refresh_token: `${caller.sessionId}.${refreshSecret}`,
      token_type: 'Bearer',
      expires_in: tokens.ttlSeconds,
    };
  }

  async function passwordGrant(
    clientId: string,
    request: Extract<TokenRequest, { grant_type: 'password' }>,
    source: string | undefined,
  ): Promise<TokenResponse> {
    const { username, password, guestOrderId } = request;
    const failed = (userId: number | null, reason: string) =>
      auditSignIn(db, 'signInFailed', userId, { reason, source, username: userId ? undefined : username });
    const user = await findLoginCandidate(db, username.trim());
    if (!user) {
      await spendPasswordCheck(password);
      await failed(null, 'unknownAccount');
      throw new AppError('INVALID_GRANT');
    }
    // Wrong passwords are counted and suspended by the route's rate limit (RULES.signInAddressSource),
    // the same way for unknown addresses: nothing here tells one from the other.
    if (!(await verifyPassword(password, user.passwordHash))) {
      await failed(user.id, 'wrongPassword');
      throw new AppError('INVALID_GRANT');
    }
    if (!user.confirmed) {
      await failed(user.id, 'notConfirmed');
      throw new AppError('INVALID_GRANT', { message: 'auth.notConfirmed' });
    }
    if (user.blocked) {
      await failed(user.id, 'blocked');
      throw new AppError('INVALID_GRANT', { message: 'auth.blocked' });
    }
    // Throws MFA_REQUIRED (or MFA_ENROLLMENT_REQUIRED) with the mfa_token of the second step when one is due.
    // The mfa_token carries a guest's calculation on to the second step, which attaches it.
    await twoFactor.requireSecondStep(clientId, user.id, request.device_token, guestOrderId);
    if (guestOrderId) await claimGuest(guestOrderId, user);
    await auditSignIn(db, 'signedIn', user.id, { method: request.device_token ? 'trustedDevice' : 'password', source });
    return newSession(clientId, { id: user.id, organizationId: user.organizationId, roles: user.roles as Role[] });
  }

  /** The second step: a code or a recovery code with the mfa_token the password grant answered. */
  async function secondStepGrant(
    clientId: string,
    request: Extract<TokenRequest, { grant_type: typeof MFA_OTP_GRANT | typeof MFA_RECOVERY_CODE_GRANT }>,
    source: string | undefined,
  ): Promise<TokenResponse> {
    const step = { clientId, mfaToken: request.mfa_token, trustDevice: request.trust_device === 'true', source };
    const result =
      request.grant_type === MFA_OTP_GRANT
        ? await twoFactor.completeWithOtp({ ...step, otp: request.otp })
        : await twoFactor.completeWithRecoveryCode({ ...step, recoveryCode: request.recovery_code });
    // The account may have been blocked in the minutes since its password was checked.
    const user = await findUserRow(db, result.userId);
    if (!user || user.blocked || !user.confirmed) throw new AppError('INVALID_GRANT', { message: 'auth.blocked' });
    if (result.guestOrderId) await claimGuest(result.guestOrderId, user);
    await auditSignIn(db, 'signedIn', user.id, {
      method: request.grant_type === MFA_OTP_GRANT ? 'otp' : 'recoveryCode',
      source,
    });
    const tokens = await newSession(clientId, {
      id: user.id,
      organizationId: user.organizationId,
      roles: user.roles as Role[],
    });
    return {
      ...tokens,
      ...(result.recoveryCodes ? { recovery_codes: result.recoveryCodes } : {}),
      ...(result.deviceToken ? { device_token: result.deviceToken } : {}),
    };
  }

  async function newSession(
    clientId: string,
    user: { id: number; organizationId: number; roles: Role[] },
  ): Promise<TokenResponse> {
    const sessionId = randomToken(16);
    const secret = randomToken();
    await insertSession(db, {
      id: sessionId,
      userId: user.id,
      clientId,
      tokenHash: sha256(secret),
      ttlDays: config.refreshTokenTtlDays,
    });
    return tokensFor({ userId: user.id, organizationId: user.organizationId, roles: user.roles, sessionId }, secret);
  }

  async function refreshGrant(clientId: string, refreshToken: string, source?: string): Promise<TokenResponse> {
    const parts = splitRefreshToken(refreshToken);
    const session = parts && (await findLiveSession(db, parts.sessionId));
    if (!parts || !session || session.clientId !== clientId)
      throw new AppError('INVALID_GRANT', { message: 'auth.sessionExpired' });
    const presentedHash = sha256(parts.secret);
    if (!sameHash(presentedHash, session.tokenHash)) {
      // A token of this family that is no longer current: it was used already, so it may be
      // stolen. End the whole family (OAuth 2.0 Security BCP §4.14.2).
      await revokeSession(db, session.id);
      await auditSignIn(db, 'refreshTokenReused', session.userId, { session: session.id, source });
      throw new AppError('INVALID_GRANT', { message: 'auth.sessionExpired' });
    }
    // Roles and organization are read afresh: a change by an admin reaches the next access token.
    const user = await findUserRow(db, session.userId);
    if (!user || user.blocked) {
      await revokeSession(db, session.id);
      throw new AppError('INVALID_GRANT', { message: user ? 'auth.blocked' : 'auth.sessionExpired' });
    }
    const secret = randomToken();
    if (!(await rotateSession(db, session.id, presentedHash, sha256(secret)))) {
      await revokeSession(db, session.id);
      throw new AppError('INVALID_GRANT', { message: 'auth.sessionExpired' });
    }
    return tokensFor(
      { userId: user.id, organizationId: user.organizationId, roles: user.roles as Role[], sessionId: session.id },
      secret,
    );
  }

  return {
    async token(credentials, request, { origin, source } = {}) {
      const clientId = await authenticateClient(credentials);
      switch (request.grant_type) {
        case 'password':
          return passwordGrant(clientId, request, source);
        case 'refresh_token':
          return refreshGrant(clientId, request.refresh_token, source);
        case MFA_OTP_GRANT:
        case MFA_RECOVERY_CODE_GRANT:
          return secondStepGrant(clientId, request, source);
        default:
          // The white-label hand-over: a one-time code becomes a session of the site it arrived on.
          return newSession(clientId, await redeemHandover(db, request, origin));
      }
    },
    signOut: (caller) => revokeSession(db, caller.sessionId),
  };
}
