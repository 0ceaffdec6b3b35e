import { randomBytes } from 'node:crypto';
import {
  base32Encode,
  matchTotp,
  normalizeRecoveryCode,
  otpauthUri,
  recoveryCodesFrom,
  TOTP_SECRET_BYTES,
  twoFactorRequired,
  type Role,
  type TwoFactorEnrolment,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError, refuse } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import { sha256 } from '../credentials/index.js';
import type { TwoFactorContext } from './two-factor-context.js';
import {
  confirmPendingSecret,
  deleteTrustedDevices,
  findFactor,
  findFactorSubject,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor.repo.js';

/** The name authenticator apps show above the account. */
const ISSUER = 'Cargo';
/** A secret waiting for its first code is good for a quarter of an hour. */
const PENDING_MINUTES = 15;

/** The refusal of a second step whose token or purpose no longer holds. */
export const stepExpired = () => new AppError('INVALID_GRANT', { message: 'twoFactor.stepExpired' });

/** The user a factor belongs to, and whether a factor is required of them (their roles or organization). */
export async function factorSubject(db: Db, userId: number) {
  const subject = await findFactorSubject(db, userId);
  if (!subject) throw new AppError('NOT_FOUND');
  return {
    ...subject,
    required: twoFactorRequired({ roles: subject.roles as Role[] }, subject.organizationRequires),
  };
}

/** The user's confirmed secret, opened; undefined when no factor is enrolled. */
export async function enrolledSecret({ db, box }: TwoFactorContext, userId: number): Promise<string | undefined> {
  const factor = await findFactor(db, userId);
  return factor?.secret ? box.open(factor.secret) : undefined;
}

/** Draws a new secret waiting for its first code (a first factor or a replacement). */
export async function startEnrolment(context: TwoFactorContext, userId: number): Promise<TwoFactorEnrolment> {
  const subject = await factorSubject(context.db, userId);
  const secret = base32Encode(randomBytes(TOTP_SECRET_BYTES));
  await savePendingSecret(context.db, userId, context.box.seal(secret));
  return { secret, otpauthUri: otpauthUri(secret, ISSUER, subject.email) };
}

/** Replaces the user's recovery codes with new ones, stored hashed; answers them once. */
export async function newRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const codes = recoveryCodesFrom((bytes) => randomBytes(bytes));
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((code) => sha256(normalizeRecoveryCode(code))),
  );
  return codes;
}

/**
 * Confirms the waiting secret with a code; undefined when the code does not match. `firstOnly`:
 * refused when a factor is enrolled already.
 */
export async function confirmPending(
  { db, box }: TwoFactorContext,
  userId: number,
  code: string,
  firstOnly: boolean,
): Promise<string[] | undefined> {
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
