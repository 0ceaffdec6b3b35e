import { isOperator } from '@cargo/domain';
import { AppError, refuse } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import { checkOtp, checkRecoveryCode } from './factor-proofs.js';
import { enrolledSecret, factorSubject, newRecoveryCodes } from './factor-secrets.js';
import type { TwoFactorContext } from './two-factor-context.js';
import { deleteFactor } from './two-factor.repo.js';

/** Switches the caller's factor off with a current code or a recovery code; refused where it is required. */
export async function disableFactor(context: TwoFactorContext, caller: Caller, proof: string): Promise<void> {
  const { db } = context;
  const subject = await factorSubject(db, caller.userId);
  if (subject.required) throw new AppError('CONFLICT', { message: 'twoFactor.cannotDisable' });
  if (!(await enrolledSecret(context, caller.userId)))
    throw new AppError('CONFLICT', { message: 'twoFactor.notEnabled' });
  const good = /^\d{6}$/.test(proof.trim())
    ? await checkOtp(context, caller.userId, proof.trim())
    : await checkRecoveryCode(context, caller.userId, proof);
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
}

/** New recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(context: TwoFactorContext, caller: Caller, code: string) {
  if (!(await enrolledSecret(context, caller.userId)))
    throw new AppError('CONFLICT', { message: 'twoFactor.notEnabled' });
  if (!(await checkOtp(context, caller.userId, code)))
    throw refuse([{ fieldName: 'code', message: 'twoFactor.wrongCode' }]);
  return context.db.transaction(async (tx) => {
    const codes = await newRecoveryCodes(tx, caller.userId);
    await recordAudit(tx, {
      actorUserId: caller.userId,
      entity: 'twoFactor',
      entityId: caller.userId,
      action: 'recoveryCodesRenewed',
    });
    return codes;
  });
}

/** An operator removes another user's factor (a lost phone): they enrol again at their next sign-in. */
export async function resetFactor({ db }: TwoFactorContext, caller: Caller, userId: number): Promise<void> {
  if (!isOperator(caller)) throw new AppError('FORBIDDEN');
  await factorSubject(db, userId);
  await db.transaction(async (tx) => {
    if (!(await deleteFactor(tx, userId))) return;
    await recordAudit(tx, { actorUserId: caller.userId, entity: 'twoFactor', entityId: userId, action: 'reset' });
  });
}
