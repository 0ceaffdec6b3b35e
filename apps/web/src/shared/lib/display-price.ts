import { totalIn, type Calculation, type DisplayCurrency, type Money, type Quotation } from '@cargo/domain';
import { formatMoney, type DigitsOf } from './format-money';

/**
 * A calculation's money in the display currency (Product specification, domain §9). Amounts are integer minor
 * units of each currency; another currency is reached with the rates frozen on the calculation
 * (RUB per unit) by the domain's own `totalIn`, each currency's sum converted once, half-up, as
 * the server totals a quotation: the list never differs by a cent from the server's total.
 */

/** Amounts of one currency added up; the rest kept apart, in the order they first appear. */
export function byCurrency(moneys: readonly Money[]): Money[] {
  const totals = new Map<string, number>();
  for (const money of moneys) totals.set(money.currency, (totals.get(money.currency) ?? 0) + money.amount);
  return [...totals].map(([currency, amount]) => ({ amount, currency }));
}

/**
 * Amounts in any currencies as one amount of `to`; null when the calculation has no rate for one
 * of them (the domain never guesses a rate: the caller shows the amounts per currency instead).
 */
export function sumIn(
  moneys: readonly Money[],
  to: string,
  rates: Calculation['rates'],
  digitsOf: DigitsOf,
): Money | null {
  const totals = Object.fromEntries(byCurrency(moneys).map((money) => [money.currency, money.amount]));
  // The server freezes RUB as 1 with the others; a calculation stored without it still means it.
  const rubPerUnit: Record<string, string> = { RUB: '1', ...rates };
  const currencies = [to, ...Object.keys(totals)];
  if (currencies.some((currency) => currency !== to && (!rubPerUnit[currency] || !rubPerUnit[to]))) return null;
  const digits = Object.fromEntries(currencies.map((currency) => [currency, digitsOf(currency)]));
  return { amount: totalIn(totals, to, { rubPerUnit, digits }), currency: to };
}

/** How a price is shown: withheld (a guest), one amount, or one per currency ("multi"). */
export type PriceView = { kind: 'hidden' } | { kind: 'single'; money: Money } | { kind: 'multi'; moneys: Money[] };

/**
 * A quotation's total in the display currency: the server's own total where it is in that
 * currency, else its totals per currency converted with the calculation's rates; per currency
 * for DEFAULT ("multi") or where a rate is missing; nothing for a guest.
 */
export function quotationPrice(
  quotation: Pick<Quotation, 'total' | 'totals'>,
  display: DisplayCurrency,
  calculation: Pick<Calculation, 'pricesHidden' | 'rates'>,
  digitsOf: DigitsOf,
): PriceView {
  const totals = quotation.totals?.length ? quotation.totals : quotation.total ? [quotation.total] : [];
  if (calculation.pricesHidden || !totals.length) return { kind: 'hidden' };
  if (display === 'DEFAULT') {
    const [only] = totals;
    return totals.length === 1 && only ? { kind: 'single', money: only } : { kind: 'multi', moneys: totals };
  }
  if (quotation.total?.currency === display) return { kind: 'single', money: quotation.total };
  const converted = sumIn(totals, display, calculation.rates, digitsOf);
  return converted ? { kind: 'single', money: converted } : { kind: 'multi', moneys: totals };
}

/**
 * The quotation's totals per currency, shown under its total in one display currency (the
 * quotation details and the booking form alike): only where there are several, and not for
 * DEFAULT, whose total is already shown per currency.
 */
export function totalsByCurrency(quotation: Pick<Quotation, 'totals'>, display: DisplayCurrency): Money[] {
  const totals = quotation.totals ?? [];
  return display !== 'DEFAULT' && totals.length > 1 ? totals : [];
}

/** Amounts per currency on one line: "1 000 USD + 40 000 RUB". */
export const formatTotals = (moneys: readonly Money[], digitsOf: DigitsOf) =>
  moneys.map((money) => formatMoney(money, digitsOf)).join(' + ');
