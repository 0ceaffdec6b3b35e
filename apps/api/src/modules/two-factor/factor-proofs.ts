import { matchTotp, normalizeRecoveryCode } from '@cargo/domain';
import { recordAudit } from '../audit/index.js';
import { sha256 } from '../credentials/index.js';
import { enrolledSecret } from './factor-secrets.js';
import type { TwoFactorContext } from './two-factor-context.js';
import { countUnusedRecoveryCodes, spendRecoveryCode, spendStep } from './two-factor.repo.js';

/** Checks a current code against the enrolled secret and spends its step, under the rate limit of wrong codes. */
export async function checkOtp(context: TwoFactorContext, userId: number, code: string, source?: string) {
  return context.checked({ userId, source }, 'otp', async () => {
    const secret = await enrolledSecret(context, userId);
    const step = secret === undefined ? undefined : matchTotp(secret, code, Date.now());
    return step !== undefined && (await spendStep(context.db, userId, step));
  });
}

/** Spends a recovery code, under the same limit; a used one is audited with how many are left. */
export async function checkRecoveryCode(
  { db, checked }: TwoFactorContext,
  userId: number,
  code: string,
  source?: string,
): Promise<boolean> {
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
