import type { Calculation, Language } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { refuse, AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { bookableQuote, type FrozenQuote } from './booked-routes.js';
import { isCalculationId, ownedCalculation } from './calculation-access.js';
import { audited } from './calculation-audit.js';
import { ratesDay, readsNow, type CalculationContext } from './calculation-context.js';
import { viewCalculation } from './calculation-view.js';
import { attachGuestCalculation, findCalculation, markSaved, quotationsOf } from './calculations.repo.js';

/** Keeps the calculation in the caller's list; a guest's becomes the caller's first. */
export async function saveCalculation(
  context: CalculationContext,
  caller: Caller,
  id: string,
  language: Language,
  today: string,
): Promise<Calculation> {
  const { db } = context;
  const row = await ownedCalculation(db, caller, id);
  const owner = { userId: caller.userId, organizationId: caller.organizationId };
  if (row.userId === null) await attachGuestCalculation(db, id, owner, audited('attach', caller.userId));
  await markSaved(db, id, audited('save', caller.userId));
  return viewCalculation(context, (await findCalculation(db, id))!, caller, language, today);
}

/** A guest's calculation becomes the user's at sign-in (the token call's guest order). */
export async function attachGuest(
  db: Db,
  id: string,
  owner: { userId: number; organizationId: number },
): Promise<void> {
  if (isCalculationId(id)) await attachGuestCalculation(db, id, owner, audited('attach', owner.userId));
}

/**
 * A quotation the caller may book: of its organization's calculation (a guest's becomes the
 * caller's), one of that calculation's, and not outdated ("update the calculation" first).
 */
export async function bookableQuotation(
  context: CalculationContext,
  caller: Caller,
  calculationId: string,
  quotationId: number,
  today: string,
): Promise<FrozenQuote> {
  const { db } = context;
  const row = await ownedCalculation(db, caller, calculationId);
  const quotation = (await quotationsOf(db, row.id)).find((one) => one.id === quotationId);
  if (!quotation) throw refuse([{ fieldName: 'quotationId', message: 'orders.quotationNotFound' }]);
  if (row.readyDate < today || (row.validTo !== null && row.validTo < today))
    throw new AppError('CONFLICT', { message: 'pricing.outdated' });
  const owner =
    row.userId === null || row.organizationId === null
      ? { userId: caller.userId, organizationId: caller.organizationId }
      : { userId: row.userId, organizationId: row.organizationId };
  if (row.userId === null) await attachGuestCalculation(db, row.id, owner, audited('attach', caller.userId));
  const digits = (await (await readsNow(context)).rates(ratesDay(today))).digits;
  return bookableQuote({ ...row, ...owner }, quotation, digits);
}
