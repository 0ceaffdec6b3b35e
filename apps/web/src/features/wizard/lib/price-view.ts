import { isManagerOrGreater, memberOf, type Calculation, type CurrentUser, type QuoteLeg } from '@cargo/domain';

/**
 * Who looks at a calculation decides what of its money shows (Product specification, shell §6; domain §2):
 * a guest sees routes, carriers and transit times but no amount ("Log in / Register to view the
 * details"); a client sees the legs and one service fee; partners and operators the commission and
 * the seller's markup apart ("commission or markup") — the API answers each only the fees it may
 * see (shownFees), the audience here only words the heading.
 */
export type Audience = 'guest' | 'client' | 'partner';

export function audienceOf(calculation: Pick<Calculation, 'pricesHidden'>, user: CurrentUser | null): Audience {
  if (calculation.pricesHidden || !user) return 'guest';
  return isManagerOrGreater(memberOf(user)) ? 'partner' : 'client';
}

/** A leg as the audience may see it: a guest's shows no cost and no VAT, whatever the answer held. */
export function visibleLeg(leg: QuoteLeg, audience: Audience): QuoteLeg {
  return audience === 'guest' ? { ...leg, cost: null, vat: null } : leg;
}
