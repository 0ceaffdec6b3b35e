import type { TariffInput } from '@cargo/domain';
import { PERCENT_DIGITS } from '../../../shared/lib/format-money';

/**
 * A line's price is entered in the currency's units (its decimals, from the currencies' list:
 * USD 2, JPY 0, KWD 3), or in percent for a RELATIVE surcharge, whose price the API keeps in
 * hundredths of a percent (docs/tariffs.md). The amounts themselves go through the domain's
 * `majorToMinor` and `minorToMajor` with these decimals.
 */
export function priceDigits(tarification: TariffInput['tarification'], currencyDigits: number): number {
  return tarification === 'RELATIVE' ? PERCENT_DIGITS : currencyDigits;
}
