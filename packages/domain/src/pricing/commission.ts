import type { CommissionRule } from './engine-types.js';
import { percentOf } from './money.js';

/** A PERCENT_FROM_SALES rule's percent is in hundredths of a percent: 10 000 is the whole base. */
export const PERCENT_SCALE = 10_000;

/** The amount of the range holding the base: `from` included, `to` excluded (null: open); 0 in none. */
export function rangeAmount(ranges: CommissionRule['ranges'], baseMinor: number): number {
  const range = ranges.find(
    (candidate) => baseMinor >= candidate.from && (candidate.to === null || baseMinor < candidate.to),
  );
  return range?.amount ?? 0;
}

/** The amount held within the rule's minimum and maximum, where they are set. */
function clamp(amount: number, rule: Pick<CommissionRule, 'minAmount' | 'maxAmount'>): number {
  let result = amount;
  if (rule.minAmount !== null && result < rule.minAmount) result = rule.minAmount;
  if (rule.maxAmount !== null && result > rule.maxAmount) result = rule.maxAmount;
  return result;
}

/**
 * What a commission or markup rule charges on a base (docs/pricing.md §7): PERCENT_FROM_SALES
 * takes its percent of the base, rounded half-up by the one rounding rule of money.ts; PRICE_RANGE the fixed amount of the range the
 * base falls in (none: 0). Either is then held within the minimum and maximum, so a minimum is
 * charged even where no range matches: it is what the organization asked to earn at least on a
 * sale. Base and result are integer minor units of the rule's currency; the engine converts the
 * legs' prices into it before and the result out of it after.
 */
export function commissionAmount(rule: CommissionRule, baseMinor: number): number {
  if (!Number.isSafeInteger(baseMinor) || baseMinor < 0)
    throw new RangeError(`A commission base is a whole, non-negative number of minor units, not ${baseMinor}`);
  const raw =
    rule.type === 'PERCENT_FROM_SALES' ? percentOf(baseMinor, rule.percent ?? 0) : rangeAmount(rule.ranges, baseMinor);
  return clamp(raw, rule);
}
