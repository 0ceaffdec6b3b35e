import type { TariffInput } from '@cargo/domain';
import { formatNumber } from '../../../shared/lib/format-number';

/**
 * Money of a tariff: integer minor units of its currency in the API (DESIGN.md §3), decimals in
 * major units on screen. How many decimals a currency has comes from the currencies' list
 * (`minorUnits`: USD 2, JPY 0, KWD 3).
 */

/** The decimals of a currency the list does not (yet) name: most have two. */
export const DEFAULT_MINOR_UNITS = 2;
/** A RELATIVE surcharge's price is a percentage in hundredths of a percent (docs/tariffs.md). */
export const PERCENT_DIGITS = 2;

/** 1 250.50 USD → 125050: what a typed amount is in minor units, rounded to the currency's decimals. */
export function toMinor(major: number, digits: number): number {
  return Math.round(major * 10 ** digits);
}

/** 125050 → 1250.5: an amount of the API in major units. */
export function toMajor(minor: number, digits: number): number {
  return minor / 10 ** digits;
}

/** A line's price is entered in the currency's units, or in percent for a RELATIVE surcharge. */
export function priceDigits(tarification: TariffInput['tarification'], currencyDigits: number): number {
  return tarification === 'RELATIVE' ? PERCENT_DIGITS : currencyDigits;
}

/** An amount of the API as the product shows numbers: `1 250.50`, `1 200` (no empty decimals). */
export function formatMinor(minor: number, digits: number): string {
  return formatNumber(toMajor(minor, digits), digits);
}
