import type { Calculation, CalculationRequest, Language } from '@cargo/domain';
import type { Caller } from '../auth/index.js';
import { ownedCalculation } from './calculation-access.js';
import { audited, calculationAudit, heldOf } from './calculation-audit.js';
import type { CalculationContext } from './calculation-context.js';
import { priceRequest, repriceRoutes, type Priced } from './calculation-pricing.js';
import { viewCalculation } from './calculation-view.js';
import { findCalculation, insertCalculation, replaceQuotations, type CalculationRow } from './calculations.repo.js';

/** A stored calculation's request, its ready date moved up to today when it has passed. */
function requestAsOf(row: CalculationRow, today: string): CalculationRequest {
  return { ...row.request, readyDate: row.readyDate < today ? today : row.readyDate };
}

/**
 * A new calculation: the request priced (calculation-pricing.ts), stored with its frozen exchange rates for
 * the caller (a guest's for nobody yet) and answered in the caller's language.
 */
export async function createCalculation(
  context: CalculationContext,
  caller: Caller | undefined,
  request: CalculationRequest,
  language: Language,
  today: string,
): Promise<Calculation> {
  const { quotations, reads, state } = await priceRequest(context, caller, request, today);
  const stored = await insertCalculation(
    context.db,
    { userId: caller?.userId ?? null, organizationId: caller?.organizationId ?? null, request, ...state },
    quotations,
    calculationAudit('create', caller?.userId ?? null, heldOf(quotations)),
  );
  return viewCalculation(context, stored.row, caller, language, today, { reads, created: stored.quotations });
}

/**
 * A stored calculation priced again by `price` from its request as of today, its quotations
 * replaced and the event audited, answered as the caller sees it.
 */
async function repriced(
  context: CalculationContext,
  caller: Caller,
  id: string,
  { language, today }: { language: Language; today: string },
  action: 'update' | 'recalculate',
  price: (row: CalculationRow, request: CalculationRequest) => Promise<Priced>,
): Promise<Calculation> {
  const row = await ownedCalculation(context.db, caller, id);
  const request = requestAsOf(row, today);
  const { quotations, reads, state } = await price(row, request);
  await replaceQuotations(
    context.db,
    id,
    { request, ...state },
    quotations,
    audited(action, caller.userId, quotations),
  );
  return viewCalculation(context, (await findCalculation(context.db, id))!, caller, language, today, { reads });
}

/** A write of a stored calculation by the caller, answered in its language on its day. */
type CalculationWrite = (
  context: CalculationContext,
  caller: Caller,
  id: string,
  language: Language,
  today: string,
) => Promise<Calculation>;

/** Prices the same routes again with today's tariffs and rates ("update the calculation"). */
export const requoteCalculation: CalculationWrite = (context, caller, id, language, today) =>
  repriced(context, caller, id, { language, today }, 'update', (row, request) =>
    repriceRoutes(context, caller, row, request, today),
  );

/** Searches afresh with the same request ("update price"). */
export const recalculateCalculation: CalculationWrite = (context, caller, id, language, today) =>
  repriced(context, caller, id, { language, today }, 'recalculate', (_row, request) =>
    priceRequest(context, caller, request, today),
  );
