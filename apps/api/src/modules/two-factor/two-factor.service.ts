import { randomBytes } from 'node:crypto';
import {
  base32Encode,
  isOperator,
  isOrganizationAdmin,
  matchTotp,
  normalizeRecoveryCode,
  otpauthUri,
  recoveryCodesFrom,
  TOTP_SECRET_BYTES,
  twoFactorRequired,
  type Role,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError, refuse } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { randomToken, sameHash, sha256 } from '../credentials/index.js';
import type { FactorCheck } from './factor-checks.js';
import type { MfaTokenClaims, MfaTokens } from './mfa-tokens.js';
import type { SecretBox } from './secret-box.js';
import {
  confirmPendingSecret,
  countUnusedRecoveryCodes,
  deleteFactor,
  deleteTrustedDevices,
  findFactor,
  findFactorSubject,
  findTrustedDevice,
  insertTrustedDevice,
  replaceRecoveryCodes,
  organizationRequires,
  savePendingSecret,
  setOrganizationRequirement,
  spendRecoveryCode,
  spendStep,
} from './two-factor.repo.js';

/** The name authenticator apps show above the account. */
const ISSUER = 'Cargo';
/** How long "trust this device" lasts. */
const TRUSTED_DEVICE_DAYS = 30;
/** A secret waiting for its first code is good for a quarter of an hour. */
const PENDING_MINUTES = 15;

/** The user a completed second step signs in, with what the step hands out once. */
export interface SecondStepResult {
  userId: number;
  /** The guest's calculation the password grant named, to attach now that the sign-in is complete. */
  guestOrderId?: string;
  recoveryCodes?: string[];
  deviceToken?: string;
}

export interface SecondStepRequest {
  clientId: string;
  mfaToken: string;
  trustDevice: boolean;
  source?: string;
}

export interface TwoFactorService {
  status(caller: Caller): Promise<TwoFactorStatus>;
  /** Draws a new secret for the signed-in user (a first factor or a replacement). */
  startEnrolment(caller: Caller): Promise<TwoFactorEnrolment>;
  /** The same for a user holding an enrolment `mfa_token` (a factor is required and missing). */
  startEnrolmentWithToken(mfaToken: string): Promise<TwoFactorEnrolment>;
  /** A code from the app confirms the waiting secret; answers the new recovery codes. */
  confirm(caller: Caller, code: string): Promise<string[]>;
  /** Switches the factor off with a current code or a recovery code; refused where it is required. */
  disable(caller: Caller, proof: string): Promise<void>;
  regenerateRecoveryCodes(caller: Caller, code: string): Promise<string[]>;
  /** An operator removes another user's factor (a lost phone): they enrol again at their next sign-in. */
  reset(caller: Caller, userId: number): Promise<void>;
  /**
   * After a correct password: nothing when no second step is due; otherwise throws
   * MFA_REQUIRED or MFA_ENROLLMENT_REQUIRED with the `mfa_token` of the next step.
   */
  organizationRequirement(caller: Caller, organizationId: number): Promise<{ required: boolean }>;
  /** The organization's admin or an operator requires a factor of every user of it. */
  setOrganizationRequirement(caller: Caller, organizationId: number, required: boolean): Promise<void>;
  requireSecondStep(
    clientId: string,
    userId: number,
    deviceToken: string | undefined,
    guestOrderId?: string,
  ): Promise<void>;
  completeWithOtp(request: SecondStepRequest & { otp: string }): Promise<SecondStepResult>;
  completeWithRecoveryCode(request: SecondStepRequest & { recoveryCode: string }): Promise<SecondStepResult>;
}

export function createTwoFactorService(
  db: Db,
  box: SecretBox,
  mfaTokens: MfaTokens,
  organizations: Pick<OrganizationsService, 'visible'>,
  checked: FactorCheck,
): TwoFactorService {
  const stepExpired = () => new AppError('INVALID_GRANT', { message: 'twoFactor.stepExpired' });

  async function subjectOf(userId: number) {
    const subject = await findFactorSubject(db, userId);
    if (!subject) throw new AppError('NOT_FOUND');
    return {
      ...subject,
      required: twoFactorRequired({ roles: subject.roles as Role[] }, subject.organizationRequires),
    };
  }

  async function enrolledSecret(userId: number): Promise<string | undefined> {
    const factor = await findFactor(db, userId);
    return factor?.secret ? box.open(factor.secret) : undefined;
  }

  async function startFor(userId: number): Promise<TwoFactorEnrolment> {
    const subject = await subjectOf(userId);
    const secret = base32Encode(randomBytes(TOTP_SECRET_BYTES));
    await savePendingSecret(db, userId, box.seal(secret));
    return { secret, otpauthUri: otpauthUri(secret, ISSUER, subject.email) };
  }

  async function newRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
    const codes = recoveryCodesFrom((bytes) => randomBytes(bytes));
    await replaceRecoveryCodes(
      tx,
      userId,
      codes.map((code) => sha256(normalizeRecoveryCode(code))),
    );
    return codes;
  }

  /** Confirms the waiting secret with a code; undefined when there is none or the code does not match. */
  async function confirmPending(userId: number, code: string, firstOnly: boolean): Promise<string[] | undefined> {
    const factor = await findFactor(db, userId);
    // An enrolment token is had with the password alone: it may set up a first factor, never replace one.
    if (firstOnly && factor?.secret) throw stepExpired();
    const pendingFresh = factor?.pendingAt && Date.now() - factor.pendingAt.getTime() < PENDING_MINUTES * 60_000;
    const secret = factor?.pendingSecret && pendingFresh ? box.open(factor.pendingSecret) : undefined;
    if (!factor?.pendingSecret || !secret) throw refuse([{ fieldName: 'code', message: 'twoFactor.noEnrolment' }]);
    const step = matchTotp(secret, code, Date.now());
    if (step === undefined) return undefined;
    return db.transaction(async (tx) => {
      if (!(await confirmPendingSecret(tx, userId, factor.pendingSecret!, step))) return undefined;
      const codes = await newRecoveryCodes(tx, userId);
      // Devices trusted under the old authenticator are trusted no more.
      await deleteTrustedDevices(tx, userId);
      await recordAudit(tx, {
        actorUserId: userId,
        entity: 'twoFactor',
        entityId: userId,
        action: factor.secret ? 'replaced' : 'enrolled',
      });
      return codes;
    });
  }

  /** Checks a current code against the enrolled secret and spends its step. */
  async function checkOtp(userId: number, code: string, source?: string): Promise<boolean> {
    return checked({ userId, source }, 'otp', async () => {
      const secret = await enrolledSecret(userId);
      const step = secret === undefined ? undefined : matchTotp(secret, code, Date.now());
      return step !== undefined && (await spendStep(db, userId, step));
    });
  }

  async function checkRecoveryCode(userId: number, code: string, source?: string): Promise<boolean> {
    const good = await checked({ userId, source }, 'recoveryCode', () =>
      spendRecoveryCode(db, userId, sha256(normalizeRecoveryCode(code))),
    );
    if (good)
      await recordAudit(db, {
        actorUserId: userId,
        entity: 'signIn',
        entityId: userId,
        action: 'recoveryCodeUsed',
        after: { left: await countUnusedRecoveryCodes(db, userId), source: source ?? null },
      });
    return good;
  }

  async function trustDevice(userId: number): Promise<string> {
    const id = randomToken(16);
    const secret = randomToken();
    await insertTrustedDevice(db, { id, userId, tokenHash: sha256(secret), days: TRUSTED_DEVICE_DAYS });
    return `${id}.${secret}`;
  }

  async function isTrustedDevice(userId: number, token: string | undefined): Promise<boolean> {
    const [id, secret, ...rest] = (token ?? '').split('.');
    if (!id || !secret || rest.length) return false;
    const device = await findTrustedDevice(db, id);
    return !!device && device.userId === userId && sameHash(sha256(secret), device.tokenHash);
  }

  async function claimsOf(request: SecondStepRequest) {
    const claims = await mfaTokens.verify(request.mfaToken);
    if (!claims || claims.clientId !== request.clientId) throw stepExpired();
    return claims;
  }

  async function finish(
    { userId, guestOrderId }: MfaTokenClaims,
    trust: boolean,
    recoveryCodes?: string[],
  ): Promise<SecondStepResult> {
    return {
      userId,
      ...(guestOrderId ? { guestOrderId } : {}),
      ...(recoveryCodes ? { recoveryCodes } : {}),
      ...(trust ? { deviceToken: await trustDevice(userId) } : {}),
    };
  }

  return {
    async status(caller) {
      const subject = await subjectOf(caller.userId);
      const factor = await findFactor(db, caller.userId);
      return {
        enabled: !!factor?.secret,
        enrolledAt: factor?.enrolledAt?.toISOString() ?? null,
        required: subject.required,
        recoveryCodesLeft: factor?.secret ? await countUnusedRecoveryCodes(db, caller.userId) : 0,
      };
    },

    startEnrolment: (caller) => startFor(caller.userId),

    async startEnrolmentWithToken(mfaToken) {
      const claims = await mfaTokens.verify(mfaToken);
      if (!claims || claims.purpose !== 'enrol')
        throw new AppError('UNAUTHORIZED', { message: 'twoFactor.stepExpired' });
      if (await enrolledSecret(claims.userId)) throw new AppError('UNAUTHORIZED', { message: 'twoFactor.stepExpired' });
      return startFor(claims.userId);
    },

    async confirm(caller, code) {
      const codes = await confirmPending(caller.userId, code, false);
      if (!codes) throw refuse([{ fieldName: 'code', message: 'twoFactor.wrongCode' }]);
      return codes;
    },

    async disable(caller, proof) {
      const subject = await subjectOf(caller.userId);
      if (subject.required) throw new AppError('CONFLICT', { message: 'twoFactor.cannotDisable' });
      if (!(await enrolledSecret(caller.userId))) throw new AppError('CONFLICT', { message: 'twoFactor.notEnabled' });
      const good = /^\d{6}$/.test(proof.trim())
        ? await checkOtp(caller.userId, proof.trim())
        : await checkRecoveryCode(caller.userId, proof);
      if (!good) throw refuse([{ fieldName: 'code', message: 'twoFactor.wrongCode' }]);
      await db.transaction(async (tx) => {
        await deleteFactor(tx, caller.userId);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'twoFactor',
          entityId: caller.userId,
          action: 'disabled',
        });
      });
    },

    async regenerateRecoveryCodes(caller, code) {
      if (!(await enrolledSecret(caller.userId))) throw new AppError('CONFLICT', { message: 'twoFactor.notEnabled' });
      if (!(await checkOtp(caller.userId, code))) throw refuse([{ fieldName: 'code', message: 'twoFactor.wrongCode' }]);
      return db.transaction(async (tx) => {
        const codes = await newRecoveryCodes(tx, caller.userId);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'twoFactor',
          entityId: caller.userId,
          action: 'recoveryCodesRenewed',
        });
        return codes;
      });
    },

    async reset(caller, userId) {
      if (!isOperator(caller)) throw new AppError('FORBIDDEN');
      await subjectOf(userId);
      await db.transaction(async (tx) => {
        if (!(await deleteFactor(tx, userId))) return;
        await recordAudit(tx, { actorUserId: caller.userId, entity: 'twoFactor', entityId: userId, action: 'reset' });
      });
    },

    async organizationRequirement(caller, organizationId) {
      const organization = await organizations.visible(caller, organizationId);
      return { required: await organizationRequires(db, organization.id) };
    },

    async setOrganizationRequirement(caller, organizationId, required) {
      await organizations.visible(caller, organizationId);
      const ownAdmin = isOrganizationAdmin(caller) && caller.organizationId === organizationId;
      if (!ownAdmin && !isOperator(caller)) throw new AppError('FORBIDDEN');
      const before = await organizationRequires(db, organizationId);
      if (before === required) return;
      await db.transaction(async (tx) => {
        await setOrganizationRequirement(tx, organizationId, required);
        await recordAudit(tx, {
          actorUserId: caller.userId,
          entity: 'organization',
          entityId: organizationId,
          action: 'twoFactorRequirement',
          before: { requireTwoFactor: before },
          after: { requireTwoFactor: required },
        });
      });
    },

    async requireSecondStep(clientId, userId, deviceToken, guestOrderId) {
      const [subject, factor] = await Promise.all([subjectOf(userId), findFactor(db, userId)]);
      if (factor?.secret) {
        if (await isTrustedDevice(userId, deviceToken)) return;
        const mfaToken = await mfaTokens.issue({ userId, clientId, purpose: 'challenge', guestOrderId });
        throw new AppError('MFA_REQUIRED', { extra: { mfa_token: mfaToken } });
      }
      if (!subject.required) return;
      const mfaToken = await mfaTokens.issue({ userId, clientId, purpose: 'enrol', guestOrderId });
      throw new AppError('MFA_ENROLLMENT_REQUIRED', { extra: { mfa_token: mfaToken } });
    },

    async completeWithOtp(request) {
      const claims = await claimsOf(request);
      if (claims.purpose === 'enrol') {
        // The first code of a required factor confirms it and signs in at once.
        let codes: string[] | undefined;
        await checked({ userId: claims.userId, source: request.source }, 'otp', async () => {
          codes = await confirmPending(claims.userId, request.otp, true);
          return codes !== undefined;
        });
        if (!codes) throw new AppError('INVALID_GRANT', { message: 'twoFactor.wrongCode' });
        return finish(claims, request.trustDevice, codes);
      }
      if (!(await checkOtp(claims.userId, request.otp, request.source)))
        throw new AppError('INVALID_GRANT', { message: 'twoFactor.wrongCode' });
      return finish(claims, request.trustDevice);
    },

    async completeWithRecoveryCode(request) {
      const claims = await claimsOf(request);
      if (claims.purpose !== 'challenge') throw stepExpired();
      if (!(await checkRecoveryCode(claims.userId, request.recoveryCode, request.source)))
        throw new AppError('INVALID_GRANT', { message: 'twoFactor.wrongRecoveryCode' });
      return finish(claims, request.trustDevice);
    },
  };
}
