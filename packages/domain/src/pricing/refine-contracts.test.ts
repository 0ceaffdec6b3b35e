import { describe, expect, it } from 'vitest';
import { cargoText, formatMeasure, formatMoney, formatQuantity } from './refine-contracts.js';

describe('the numbers of a refine request in words', () => {
  it('shows measures with up to three decimals and no trailing zeros', () => {
    expect([1.5, 1200, 4.125, 0.1, 12500.25, 3].map(formatMeasure)).toEqual([
      '1.5',
      '1\u00a0200',
      '4.125',
      '0.1',
      '12\u00a0500.25',
      '3',
    ]);
  });

  it('shows money with the currency’s decimals, .00 dropped', () => {
    expect(formatMoney(125_050, 'USD', 2)).toBe('1\u00a0250.50 USD');
    expect(formatMoney(120_000, 'USD', 2)).toBe('1\u00a0200 USD');
    expect(formatQuantity(-0.001, 2)).toBe('0');
  });

  it('describes general cargo by pieces, weight and volume', () => {
    const cargo = { form: 'GENERAL_CARGO' as const, amount: 3, weightKg: 1200, volumeM3: 4.5, types: [] };
    expect(cargoText(cargo, 'en')).toBe('3 pcs, 1\u00a0200 kg, 4.5 m³');
  });
});
