import { describe, expect, it } from 'vitest';
import { formatMinor, priceDigits, toMajor, toMinor } from './money';

describe('money in minor units', () => {
  it('turns a typed amount into minor units of the currency, rounding to its decimals', () => {
    expect(toMinor(1250.5, 2)).toBe(125050);
    expect(toMinor(0.29, 2)).toBe(29);
    expect(toMinor(1.15, 2)).toBe(115);
    expect(toMinor(1500, 0)).toBe(1500);
    expect(toMinor(12.345, 3)).toBe(12345);
    expect(toMinor(10_000_000_000, 2)).toBe(1_000_000_000_000);
  });

  it('reads minor units back in major units', () => {
    expect(toMajor(125050, 2)).toBe(1250.5);
    expect(toMajor(1500, 0)).toBe(1500);
    expect(toMajor(12345, 3)).toBe(12.345);
    expect(toMinor(toMajor(99_999, 2), 2)).toBe(99_999);
  });

  it('shows amounts as the product shows numbers', () => {
    expect(formatMinor(125050, 2)).toBe('1\u00a0250.50');
    expect(formatMinor(120000, 2)).toBe('1\u00a0200');
    expect(formatMinor(1500, 0)).toBe('1\u00a0500');
  });

  it('enters a relative surcharge in percent with two decimals, whatever the currency', () => {
    expect(priceDigits('RELATIVE', 0)).toBe(2);
    expect(priceDigits('ABSOLUTE', 3)).toBe(3);
    expect(priceDigits(null, 0)).toBe(0);
  });
});
