import { GUEST, placeKey, type Calculation, type Language, type PointKey } from '@cargo/domain';
import type { Caller } from '../auth/index.js';
import { hasOpenRequest } from './refine-requested.repo.js';
import { editableBy } from './calculation-access.js';
import { ratesDay, readsNow, type CalculationContext } from './calculation-context.js';
import { quotationsOf, type CalculationRow, type QuotationRow } from './calculations.repo.js';
import type { ReferenceReads } from './pricing-references.js';
import { namesWanted, toCalculation } from './quote-view.js';

/**
 * What the caller has just read or written, so it is not read again: the reference reads its
 * quote used, the quotations as stored (a new calculation, which has no refine request yet).
 */
export interface KnownReads {
  reads?: ReferenceReads;
  created?: QuotationRow[];
}

function ends(row: CalculationRow): [PointKey, PointKey] {
  return [placeKey(row.request.from), placeKey(row.request.to)];
}

/**
 * The answer for the caller. Amounts only for whoever may act on it: a public link shown to
 * another organization gives routes and transit, never the owner's prices (a private rate among
 * them is the owner's business).
 */
export async function viewCalculation(
  context: CalculationContext,
  row: CalculationRow,
  caller: Caller | undefined,
  language: Language,
  today: string,
  known: KnownReads = {},
): Promise<Calculation> {
  const quotations = known.created ?? (await quotationsOf(context.db, row.id));
  const points = ends(row);
  const reads = known.reads ?? (await readsNow(context));
  const names = await reads.names(namesWanted(row.legs, points), language);
  const editable = editableBy(row, caller);
  return toCalculation(row, quotations, names, points, {
    hidden: !editable,
    reader: caller ?? GUEST,
    editable,
    today,
    digits: (await reads.rates(ratesDay(today))).digits,
    refineRequested: known.created ? false : await hasOpenRequest(context.db, row.id),
  });
}
