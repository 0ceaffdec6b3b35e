import { AppError } from '../../errors.js';
import { checkOtp, checkRecoveryCode } from './factor-proofs.js';
import { confirmPending, factorSubject, stepExpired } from './factor-secrets.js';
import type { MfaTokenClaims } from './mfa-tokens.js';
import { isTrustedDevice, trustDevice } from './trusted-devices.js';
import type { TwoFactorContext } from './two-factor-context.js';
import { findFactor } from './two-factor.repo.js';

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

/**
 * After a correct password: nothing when no second step is due (no factor and none required, or a
 * trusted device); otherwise throws MFA_REQUIRED or MFA_ENROLLMENT_REQUIRED with the `mfa_token`
 * of the next step.
 */
export async function requireSecondStep(
  { db, mfaTokens }: TwoFactorContext,
  clientId: string,
  userId: number,
  deviceToken: string | undefined,
  guestOrderId?: string,
): Promise<void> {
  const [subject, factor] = await Promise.all([factorSubject(db, userId), findFactor(db, userId)]);
  if (factor?.secret) {
    if (await isTrustedDevice(db, userId, deviceToken)) return;
    const mfaToken = await mfaTokens.issue({ userId, clientId, purpose: 'challenge', guestOrderId });
    throw new AppError('MFA_REQUIRED', { extra: { mfa_token: mfaToken } });
  }
  if (!subject.required) return;
  const mfaToken = await mfaTokens.issue({ userId, clientId, purpose: 'enrol', guestOrderId });
  throw new AppError('MFA_ENROLLMENT_REQUIRED', { extra: { mfa_token: mfaToken } });
}

/** The claims of the step's token, issued to the same client. */
async function claimsOf({ mfaTokens }: TwoFactorContext, request: SecondStepRequest) {
  const claims = await mfaTokens.verify(request.mfaToken);
  if (!claims || claims.clientId !== request.clientId) throw stepExpired();
  return claims;
}

async function finish(
  { db }: TwoFactorContext,
  { userId, guestOrderId }: MfaTokenClaims,
  trust: boolean,
  recoveryCodes?: string[],
): Promise<SecondStepResult> {
  return {
    userId,
    ...(guestOrderId ? { guestOrderId } : {}),
    ...(recoveryCodes ? { recoveryCodes } : {}),
    ...(trust ? { deviceToken: await trustDevice(db, userId) } : {}),
  };
}

/** The second step with a code from the app: a challenge's, or the first code of a required factor. */
export async function completeWithOtp(
  context: TwoFactorContext,
  request: SecondStepRequest & { otp: string },
): Promise<SecondStepResult> {
  const claims = await claimsOf(context, request);
  if (claims.purpose === 'enrol') {
    // The first code of a required factor confirms it and signs in at once.
    let codes: string[] | undefined;
    await context.checked({ userId: claims.userId, source: request.source }, 'otp', async () => {
      codes = await confirmPending(context, claims.userId, request.otp, true);
      return codes !== undefined;
    });
    if (!codes) throw new AppError('INVALID_GRANT', { message: 'twoFactor.wrongCode' });
    return finish(context, claims, request.trustDevice, codes);
  }
  if (!(await checkOtp(context, claims.userId, request.otp, request.source)))
    throw new AppError('INVALID_GRANT', { message: 'twoFactor.wrongCode' });
  return finish(context, claims, request.trustDevice);
}

/** The second step of a challenge with a recovery code instead of the app's. */
export async function completeWithRecoveryCode(
  context: TwoFactorContext,
  request: SecondStepRequest & { recoveryCode: string },
): Promise<SecondStepResult> {
  const claims = await claimsOf(context, request);
  if (claims.purpose !== 'challenge') throw stepExpired();
  if (!(await checkRecoveryCode(context, claims.userId, request.recoveryCode, request.source)))
    throw new AppError('INVALID_GRANT', { message: 'twoFactor.wrongRecoveryCode' });
  return finish(context, claims, request.trustDevice);
}
