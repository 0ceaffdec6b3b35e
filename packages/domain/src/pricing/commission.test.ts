import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionAmount, rangeAmount } from './commission.js';
import type { CommissionRule } from './engine-types.js';
import { percentOf } from './money.js';

const rule = (changes: Partial<CommissionRule>): CommissionRule => ({
  organizationId: 1,
  cargoType: 'CONTAINER',
  integrator: true,
  type: 'PERCENT_FROM_SALES',
  percent: null,
  ranges: [],
  minAmount: null,
  maxAmount: null,
  currency: 'USD',
  ...changes,
});

describe('Example 7.1 (docs/pricing.md), 15 % of sales with a minimum of 50.00 and a maximum of 500.00 USD', () => {
  const fifteen = rule({ percent: 1500, minAmount: 5000, maxAmount: 50000 });

  it('takes 15 % of 1 234.57 USD, rounded half-up to the cent: 185.19', () => {
    // 123457 × 1500 / 10000 = 18518.55 → 18519
    expect(commissionAmount(fifteen, 123457)).toBe(18519);
  });

  it('rounds an exact half cent up: 15 % of 10.10 USD is 1.515, charged 1.52 before the minimum', () => {
    expect(percentOf(1010, 1500)).toBe(152);
    // …and the minimum then lifts it to 50.00.
    expect(commissionAmount(fifteen, 1010)).toBe(5000);
  });

  it('charges the minimum on 200.00 USD, where 15 % is only 30.00', () => {
    expect(commissionAmount(fifteen, 20000)).toBe(5000);
  });

  it('stops at the maximum on 5 000.00 USD, where 15 % would be 750.00', () => {
    expect(commissionAmount(fifteen, 500000)).toBe(50000);
  });
});

describe('Example 7.2 (docs/pricing.md), PRICE_RANGE steps in RUB', () => {
  // 0 – 100 000.00 → 3 000.00; 100 000.00 – 500 000.00 → 7 500.00; 500 000.00 and more → 15 000.00
  const steps = rule({
    type: 'PRICE_RANGE',
    currency: 'RUB',
    ranges: [
      { from: 0, to: 10_000_000, amount: 300_000 },
      { from: 10_000_000, to: 50_000_000, amount: 750_000 },
      { from: 50_000_000, to: null, amount: 1_500_000 },
    ],
  });

  it('charges 3 000.00 RUB on 99 999.99 RUB, the last kopeck of the first step', () => {
    expect(commissionAmount(steps, 9_999_999)).toBe(300_000);
  });

  it('charges 7 500.00 RUB on exactly 100 000.00 RUB: a step includes its start', () => {
    expect(commissionAmount(steps, 10_000_000)).toBe(750_000);
  });

  it('charges 15 000.00 RUB on 2 350 000.00 RUB, in the open last step', () => {
    expect(commissionAmount(steps, 235_000_000)).toBe(1_500_000);
  });
});

describe('commissionAmount', () => {
  it('charges nothing where no range holds the base, unless a minimum says otherwise', () => {
    const ranges = [{ from: 1000, to: 2000, amount: 70 }];
    expect(rangeAmount(ranges, 999)).toBe(0);
    expect(rangeAmount(ranges, 2000)).toBe(0);
    expect(commissionAmount(rule({ type: 'PRICE_RANGE', ranges }), 5000)).toBe(0);
    expect(commissionAmount(rule({ type: 'PRICE_RANGE', ranges, minAmount: 25 }), 5000)).toBe(25);
  });

  it('clamps a range amount to the maximum as well', () => {
    const ranges = [{ from: 0, to: null, amount: 900 }];
    expect(commissionAmount(rule({ type: 'PRICE_RANGE', ranges, maxAmount: 500 }), 10)).toBe(500);
  });

  it('takes a percentage rule without a percentage as 0 %, and 0 % of anything is 0', () => {
    expect(commissionAmount(rule({}), 123456)).toBe(0);
    expect(commissionAmount(rule({ percent: 0 }), 123456)).toBe(0);
    expect(commissionAmount(rule({ percent: 10_000 }), 123456)).toBe(123456);
  });

  it('refuses a base that is not a whole, non-negative number of minor units', () => {
    expect(() => commissionAmount(rule({ percent: 100 }), -1)).toThrow(RangeError);
    expect(() => commissionAmount(rule({ percent: 100 }), 10.5)).toThrow(RangeError);
  });

  it('rounds half-up exactly, also where base × percent passes 2^53', () => {
    // 10^12 minor units × 99.99 %: the product 9.999 × 10^15 is past 2^53; BigInt is the yardstick.
    // 1 000 000 000 001 × 9999 / 10000 = 999 900 000 000.9999 → …001
    expect(commissionAmount(rule({ percent: 9999 }), 1_000_000_000_001)).toBe(999_900_000_001);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (base, pct) => {
        const exact = (BigInt(base) * BigInt(pct) + 5000n) / 10000n;
        expect(commissionAmount(rule({ percent: pct }), base)).toBe(Number(exact));
      }),
    );
  });

  it('never leaves [min, max] when both are set and min ≤ max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (base, percent, a, b) => {
          const [minAmount, maxAmount] = a <= b ? [a, b] : [b, a];
          const amount = commissionAmount(rule({ percent, minAmount, maxAmount }), base);
          expect(amount).toBeGreaterThanOrEqual(minAmount);
          expect(amount).toBeLessThanOrEqual(maxAmount);
        },
      ),
    );
  });
});
