import { isOperator, isOrganizationAdmin } from '@cargo/domain';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../auth/index.js';
import type { TwoFactorContext } from './two-factor-context.js';
import { organizationRequires, setOrganizationRequirement } from './two-factor.repo.js';

/** Whether an organization the caller sees requires a factor of every user of it. */
export async function organizationRequirement(
  { db, organizations }: TwoFactorContext,
  caller: Caller,
  organizationId: number,
): Promise<{ required: boolean }> {
  const organization = await organizations.visible(caller, organizationId);
  return { required: await organizationRequires(db, organization.id) };
}

/** The organization's admin or an operator requires a factor of every user of it (or no longer). */
export async function requireOfOrganization(
  { db, organizations }: TwoFactorContext,
  caller: Caller,
  organizationId: number,
  required: boolean,
): Promise<void> {
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
}
