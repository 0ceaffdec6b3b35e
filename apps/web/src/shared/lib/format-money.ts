import { minorToMajor, type Money } from '@cargo/domain';
import { formatNumber } from './format-number';

/**
 * Money as the product shows it (docs/architecture.md §7, Product specification, domain §9). Amounts travel in integer
 * minor units (docs/architecture.md §4); the domain converts them (`minorToMajor`, `majorToMinor`,
 * `convertMinor`), and this is only the display: the currency's own decimals, a space between
 * thousands, `.00` dropped — `1 250.50`, `1 200`, `125 000` (JPY), `1 234.567` (KWD).
 */

/** The decimals of a currency by its code (USD 2, JPY 0, KWD 3): shared/references `useCurrencyDigits`. */
export type DigitsOf = (currency: string) => number;

/** Percentages travel in hundredths of a percent (1275 = 12.75 %): two decimals on screen and in forms. */
export const PERCENT_DIGITS = 2;

/** 125050 with 2 decimals → "1 250.50"; 120000 → "1 200". */
export function formatMinor(minor: number, digits: number): string {
  return formatNumber(minorToMajor(minor, digits), digits);
}

/** "1 250.50 USD", the code after a space that does not break. */
export function formatMoney(money: Money, digitsOf: DigitsOf): string {
  return `${formatMinor(money.amount, digitsOf(money.currency))}\u00a0${money.currency}`;
}
