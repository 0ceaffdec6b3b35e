import type { TwoFactorEnrolment, TwoFactorStatus } from '@cargo/domain';
import { AppError, refuse } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { confirmPending, enrolledSecret, factorSubject, startEnrolment } from './factor-secrets.js';
import type { TwoFactorContext } from './two-factor-context.js';
import { countUnusedRecoveryCodes, findFactor } from './two-factor.repo.js';

/** The caller's factor: enrolled since when, required or not, recovery codes left. */
export async function factorStatus({ db }: TwoFactorContext, caller: Caller): Promise<TwoFactorStatus> {
  const subject = await factorSubject(db, caller.userId);
  const factor = await findFactor(db, caller.userId);
  return {
    enabled: !!factor?.secret,
    enrolledAt: factor?.enrolledAt?.toISOString() ?? null,
    required: subject.required,
    recoveryCodesLeft: factor?.secret ? await countUnusedRecoveryCodes(db, caller.userId) : 0,
  };
}

/** An enrolment for a user holding an enrolment `mfa_token` (a factor is required and missing). */
export async function startEnrolmentWithToken(
  context: TwoFactorContext,
  mfaToken: string,
): Promise<TwoFactorEnrolment> {
  const claims = await context.mfaTokens.verify(mfaToken);
  if (!claims || claims.purpose !== 'enrol') throw new AppError('UNAUTHORIZED', { message: 'twoFactor.stepExpired' });
  if (await enrolledSecret(context, claims.userId))
    throw new AppError('UNAUTHORIZED', { message: 'twoFactor.stepExpired' });
  return startEnrolment(context, claims.userId);
}

/** A code from the app confirms the caller's waiting secret; answers the new recovery codes. */
export async function confirmEnrolment(context: TwoFactorContext, caller: Caller, code: string): Promise<string[]> {
  const codes = await confirmPending(context, caller.userId, code, false);
  if (!codes) throw refuse([{ fieldName: 'code', message: 'twoFactor.wrongCode' }]);
  return codes;
}
