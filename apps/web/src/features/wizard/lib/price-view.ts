import {
  isManagerOrGreater,
  memberOf,
  type Calculation,
  type CurrentUser,
  type MessageKey,
  type Money,
  type Quotation,
  type QuoteLeg,
} from '@cargo/domain';
import type { DigitsOf } from '../../../shared/lib/format-money';
import { byCurrency, sumIn } from './display-price';

/**
 * Who looks at a calculation decides what of its money shows (spec/shell.md §6, spec/domain.md §2):
 * a guest sees routes, carriers and transit times but no amount ("Log in / Register to view the
 * details"); a client sees the legs and one service fee (commission and seller reward together);
 * partners and operators see the commission and the seller's markup apart ("commission or markup").
 */
export type Audience = 'guest' | 'client' | 'partner';

export function audienceOf(calculation: Pick<Calculation, 'pricesHidden'>, user: CurrentUser | null): Audience {
  if (calculation.pricesHidden || !user) return 'guest';
  return isManagerOrGreater(memberOf(user)) ? 'partner' : 'client';
}

export interface FeeLine {
  key: Extract<MessageKey, 'wizard.fees.commission' | 'wizard.fees.sellerReward' | 'wizard.fees.serviceFee'>;
  money: Money;
}

/** The fees of a quotation as the audience sees them; none for a guest. */
export function feeLines(
  quotation: Pick<Quotation, 'commission' | 'sellerReward'>,
  audience: Audience,
  rates: Calculation['rates'],
  digitsOf: DigitsOf,
): FeeLine[] {
  if (audience === 'guest') return [];
  const { commission, sellerReward } = quotation;
  if (audience === 'partner')
    return [
      ...(commission ? [{ key: 'wizard.fees.commission' as const, money: commission }] : []),
      ...(sellerReward ? [{ key: 'wizard.fees.sellerReward' as const, money: sellerReward }] : []),
    ];
  const parts = [commission, sellerReward].filter((money): money is Money => money !== null);
  const [first] = parts;
  if (!first) return [];
  // In the commission's currency; kept per currency only where the calculation lacks a rate.
  const one = sumIn(parts, first.currency, rates, digitsOf);
  return (one ? [one] : byCurrency(parts)).map((money) => ({ key: 'wizard.fees.serviceFee', money }));
}

/** A leg as the audience may see it: a guest's shows no cost and no VAT, whatever the answer held. */
export function visibleLeg(leg: QuoteLeg, audience: Audience): QuoteLeg {
  return audience === 'guest' ? { ...leg, cost: null, vat: null } : leg;
}
