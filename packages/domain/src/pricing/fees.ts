import { isManagerOrGreater, type RoleHolder } from '../access/roles.js';
import type { Money } from './contracts.js';

/** The marketplace's part of a price as one reader receives it. */
export interface ShownFees {
  /** The marketplace's commission: partners and operators only. */
  commission: Money | null;
  /** The selling organizations' markup: partners and operators only. */
  sellerReward: Money | null;
  /** Commission and markup together, the one fee a client is shown; null for partners and operators. */
  serviceFee: Money | null;
}

/**
 * What a reader receives of a price's fees (Product specification, domain §2; shell §6): a client one
 * service fee, commission and the seller's markup together; partners and operators the two apart
 * ("commission or markup"). The API answers with it, so no client program ever receives the parts
 * a client may not see. Both parts are in USD (docs/pricing.md §7); parts in two currencies are a
 * broken invariant, not an input.
 */
export function shownFees(
  reader: RoleHolder,
  fees: { commission: Money | null; sellerReward: Money | null },
): ShownFees {
  const commission = fees.commission ?? null;
  const sellerReward = fees.sellerReward ?? null;
  if (isManagerOrGreater(reader)) return { commission, sellerReward, serviceFee: null };
  return { commission: null, sellerReward: null, serviceFee: sumOf(commission, sellerReward) };
}

function sumOf(a: Money | null, b: Money | null): Money | null {
  if (!a || !b) return a ?? b;
  if (a.currency !== b.currency) throw new RangeError(`Fees in ${a.currency} and ${b.currency}`);
  return { amount: a.amount + b.amount, currency: a.currency };
}
