import { majorToMinor, minorToMajor } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { priceDigits } from './price-digits';

describe('the decimals a tariff line’s price is entered with', () => {
  it('enters a relative surcharge in percent with two decimals, whatever the currency', () => {
    expect(priceDigits('RELATIVE', 0)).toBe(2);
    expect(priceDigits('ABSOLUTE', 3)).toBe(3);
    expect(priceDigits(null, 0)).toBe(0);
  });

  it('turns what is typed into the API’s units and back with them', () => {
    // 3.5 % of a RELATIVE surcharge in a yen tariff is 350 hundredths, not 4 yen.
    expect(majorToMinor(3.5, priceDigits('RELATIVE', 0))).toBe(350);
    expect(majorToMinor(1.15, priceDigits('ABSOLUTE', 2))).toBe(115);
    expect(majorToMinor(1500, priceDigits('ABSOLUTE', 0))).toBe(1500);
    expect(minorToMajor(12_345, priceDigits('ABSOLUTE', 3))).toBe(12.345);
  });
});
