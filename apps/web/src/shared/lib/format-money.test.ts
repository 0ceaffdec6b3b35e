import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, PERCENT_DIGITS } from './format-money';

const digits: Record<string, number> = { USD: 2, RUB: 2, JPY: 0, KWD: 3 };
const digitsOf = (code: string) => digits[code] ?? 2;

describe('money on screen (docs/architecture.md §7, Product specification, domain §9)', () => {
  it('shows two decimals, a space between thousands and no empty decimals', () => {
    expect(formatMinor(125_050, 2)).toBe('1\u00a0250.50');
    expect(formatMinor(120_000, 2)).toBe('1\u00a0200');
    expect(formatMinor(-5, 2)).toBe('-0.05');
    expect(formatMinor(2_487_089_500, 2)).toBe('24\u00a0870\u00a0895');
  });

  it('uses each currency’s own decimals, the code after a space that does not break', () => {
    expect(formatMoney({ amount: 125_000, currency: 'JPY' }, digitsOf)).toBe('125\u00a0000\u00a0JPY');
    expect(formatMoney({ amount: 1_234_567, currency: 'KWD' }, digitsOf)).toBe('1\u00a0234.567\u00a0KWD');
    expect(formatMoney({ amount: 2_500_000, currency: 'RUB' }, digitsOf)).toBe('25\u00a0000\u00a0RUB');
    expect(formatMoney({ amount: 1500, currency: 'JPY' }, digitsOf)).toBe('1\u00a0500\u00a0JPY');
  });

  it('shows a percentage kept in hundredths of a percent', () => {
    expect(formatMinor(1275, PERCENT_DIGITS)).toBe('12.75');
    expect(formatMinor(1500, PERCENT_DIGITS)).toBe('15');
  });
});
