import type { CommissionRule, EngineLeg, RateTable } from './engine-types.js';
import { BASE_CURRENCY, type CargoType, type DisplayCurrency } from './enums.js';
import { commissionAmount } from './commission.js';
import { convertMinor, percentOf } from './money.js';

/** The commission and markup rules a calculation is priced with. */
export interface CommissionBook {
  cargoType: CargoType;
  rules: readonly CommissionRule[];
  /** Organizations that disable the integrator reward: no marketplace commission on their legs. */
  integratorDisabled: ReadonlySet<number>;
  /** An operator's commission for this calculation, hundredths of a percent, instead of the rules. */
  customPercent: number | null;
}

export interface QuoteTotals {
  /** Minor units per currency: every leg's cost and VAT, then commission and reward (in USD). */
  totals: Record<string, number>;
  totalUsd: number;
  commission: { amount: number; currency: string } | null;
  sellerReward: { amount: number; currency: string } | null;
}

function ruleOf(book: CommissionBook, organizationId: number, integrator: boolean): CommissionRule | undefined {
  return book.rules.find(
    (rule) =>
      rule.organizationId === organizationId && rule.integrator === integrator && rule.cargoType === book.cargoType,
  );
}

/** The organization's legs' cost without VAT, in `currency`: what commission is a share of. */
function baseOf(legs: readonly EngineLeg[], currency: string, rates: RateTable): number {
  let base = 0;
  for (const leg of legs) base += convertMinor(leg.price.cost, leg.price.currency, currency, rates);
  return base;
}

function byOrganization(legs: readonly EngineLeg[]): Map<number, EngineLeg[]> {
  const groups = new Map<number, EngineLeg[]>();
  for (const leg of legs) {
    const group = groups.get(leg.tariff.organizationId);
    if (group) group.push(leg);
    else groups.set(leg.tariff.organizationId, [leg]);
  }
  return groups;
}

/**
 * Commission, seller reward and totals of a quotation (docs/pricing.md §7–§8). For each
 * organization whose tariffs the route uses, the base is its legs' cost without VAT: the
 * marketplace's commission is its integrator rule applied to that base (nothing where the
 * organization disables the integrator reward; an operator's custom percentage instead of every
 * rule), the seller reward its own markup rule. Both are converted to USD and added to the USD
 * total; each leg stays in its tariff's currency.
 */
export function quoteTotals(legs: readonly EngineLeg[], book: CommissionBook, rates: RateTable): QuoteTotals {
  let commission = 0;
  let reward = 0;
  for (const [organizationId, own] of byOrganization(legs)) {
    if (book.customPercent !== null) {
      commission += percentOf(baseOf(own, BASE_CURRENCY, rates), book.customPercent);
    } else if (!book.integratorDisabled.has(organizationId)) {
      const rule = ruleOf(book, organizationId, true);
      if (rule)
        commission += convertMinor(
          commissionAmount(rule, baseOf(own, rule.currency, rates)),
          rule.currency,
          BASE_CURRENCY,
          rates,
        );
    }
    const markup = ruleOf(book, organizationId, false);
    if (markup)
      reward += convertMinor(
        commissionAmount(markup, baseOf(own, markup.currency, rates)),
        markup.currency,
        BASE_CURRENCY,
        rates,
      );
  }
  const totals: Record<string, number> = {};
  const add = (currency: string, amount: number) => {
    if (amount !== 0 || totals[currency] === undefined) totals[currency] = (totals[currency] ?? 0) + amount;
  };
  for (const leg of legs) add(leg.price.currency, leg.price.cost + leg.price.vat);
  if (commission > 0) add(BASE_CURRENCY, commission);
  if (reward > 0) add(BASE_CURRENCY, reward);
  let totalUsd = 0;
  for (const [currency, amount] of Object.entries(totals))
    totalUsd += convertMinor(amount, currency, BASE_CURRENCY, rates);
  return {
    totals,
    totalUsd,
    commission: commission > 0 ? { amount: commission, currency: BASE_CURRENCY } : null,
    sellerReward: reward > 0 ? { amount: reward, currency: BASE_CURRENCY } : null,
  };
}

/**
 * The currency a total is shown in: the display currency chosen; for DEFAULT (each leg its own)
 * the one currency of the total as it is, several adding up in USD.
 */
export function shownCurrency(display: DisplayCurrency, totals: Readonly<Record<string, number>>): string {
  if (display !== 'DEFAULT') return display;
  const currencies = Object.keys(totals);
  return currencies.length === 1 ? (currencies[0] as string) : BASE_CURRENCY;
}

/** A total kept per currency, in one currency: each currency's sum converted once. */
export function totalIn(totals: Readonly<Record<string, number>>, currency: string, rates: RateTable): number {
  let sum = 0;
  for (const [from, amount] of Object.entries(totals)) sum += convertMinor(amount, from, currency, rates);
  return sum;
}
