import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RateTable } from './engine-types.js';
import {
  convertAtMost,
  convertMinor,
  majorToMinor,
  minorToMajor,
  mulDivHalfUp,
  multiplyAtMost,
  multiplyHalfUp,
  parseRate,
  percentOf,
  roundHalfUp,
  vatFor,
} from './money.js';

const rates: RateTable = {
  rubPerUnit: { RUB: '1', USD: '92.5', EUR: '100.3412', CNY: '12.71', JPY: '0.6123', KWD: '301.25' },
  digits: { RUB: 2, USD: 2, EUR: 2, CNY: 2, JPY: 0, KWD: 3 },
};

describe('roundHalfUp', () => {
  it('rounds halves up and everything else to the nearest integer', () => {
    expect([0, 0.4, 0.5, 1.49, 1.5, 2.5, 7].map(roundHalfUp)).toEqual([0, 0, 1, 1, 2, 3, 7]);
  });

  it('reads a product a hair under a half as the half it stands for', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundHalfUp(1.005 * 100)).toBe(101);
    expect(roundHalfUp(0.285 * 100)).toBe(29);
  });

  it('refuses negative and non-finite inputs', () => {
    expect(() => roundHalfUp(-0.5)).toThrow(RangeError);
    expect(() => roundHalfUp(Number.NaN)).toThrow(RangeError);
  });

  it('rounds n + k/100 to n, or n + 1 from k = 50 on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 99 }), (n, k) => {
        expect(roundHalfUp((n * 100 + k) / 100)).toBe(k >= 50 ? n + 1 : n);
      }),
    );
  });
});

describe('mulDivHalfUp', () => {
  it('rounds the exact quotient half-up', () => {
    expect(mulDivHalfUp(7, 1, 2)).toBe(4);
    expect(mulDivHalfUp(5, 1, 3)).toBe(2);
    expect(mulDivHalfUp(4, 1, 3)).toBe(1);
    expect(mulDivHalfUp(0, 123, 7)).toBe(0);
  });

  it('stays exact where a × b is beyond 2^53', () => {
    // 2^53 + 1 is not a double: a float product would lose the 1 and round the half down.
    expect(mulDivHalfUp(2 ** 52 + 1, 2, 4)).toBe(2 ** 51 + 1);
    expect(mulDivHalfUp(9_007_199_254_740_991, 3, 6)).toBe(4_503_599_627_370_496);
  });

  it('agrees with BigInt arithmetic on any safe inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (a, b, c) => {
          const n = BigInt(a) * BigInt(b);
          const d = BigInt(c);
          const expected = n / d + (2n * (n % d) >= d ? 1n : 0n);
          fc.pre(expected <= BigInt(Number.MAX_SAFE_INTEGER));
          expect(mulDivHalfUp(a, b, c)).toBe(Number(expected));
        },
      ),
    );
  });

  it('refuses fractions, negatives and a zero divisor', () => {
    expect(() => mulDivHalfUp(1.5, 2, 3)).toThrow(RangeError);
    expect(() => mulDivHalfUp(-1, 2, 3)).toThrow(RangeError);
    expect(() => mulDivHalfUp(1, 2, 0)).toThrow(RangeError);
  });
});

describe('multiplyHalfUp', () => {
  it('rounds the exact product once, not each step', () => {
    // 2500 × 12.345678 = 30 864.195; × 3 = 92 592.585 → 92 593 (rounding the first step would give 92 592).
    expect(multiplyHalfUp(2500, 12.345678, 3)).toBe(92_593);
    expect(multiplyHalfUp(3850, 4.321)).toBe(16_636);
    expect(multiplyHalfUp(9500, 791)).toBe(7_514_500);
    expect(multiplyHalfUp(123)).toBe(123);
  });

  it('reads each factor to 6 decimals', () => {
    // 0.00000049 is read as 0.000000 (the exact product would be 4.9), 0.0000005 as 0.000001.
    expect(multiplyHalfUp(10_000_000, 0.00000049)).toBe(0);
    expect(multiplyHalfUp(10_000_000, 0.0000005)).toBe(10);
  });

  it('agrees with mulDivHalfUp on a factor of micro-units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (amount, micros) => {
          expect(multiplyHalfUp(amount, micros / 1_000_000)).toBe(mulDivHalfUp(amount, micros, 1_000_000));
        },
      ),
    );
  });

  it('agrees with BigInt arithmetic for any factors, within and beyond 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000_000 }), { maxLength: 3 }),
        (amount, micros) => {
          const factors = micros.map((value) => value / 1_000_000);
          const numerator = micros.reduce((product, value) => product * BigInt(value), BigInt(amount));
          const denominator = 1_000_000n ** BigInt(micros.length);
          const quotient = numerator / denominator;
          const expected = 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient;
          fc.pre(expected <= BigInt(Number.MAX_SAFE_INTEGER));
          expect(multiplyHalfUp(amount, ...factors)).toBe(Number(expected));
          expect(multiplyAtMost(amount, ...factors)).toBeLessThanOrEqual(Number(expected));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses a negative factor', () => {
    expect(() => multiplyHalfUp(100, -1)).toThrow(RangeError);
  });
});

describe('percentOf and vatFor', () => {
  it('takes hundredths of a percent, half-up', () => {
    expect(percentOf(100_000, 1_500)).toBe(15_000);
    expect(percentOf(333, 1_500)).toBe(50); // 49.95
    expect(percentOf(1, 4_999)).toBe(0); // 0.4999
    expect(percentOf(1, 5_000)).toBe(1); // 0.5
  });

  it('gives 20 % for CURRENT_RATE, 0 and 0 for ZERO, 0 and null for NONE', () => {
    expect(vatFor(250_000, 'CURRENT_RATE')).toEqual({ vat: 50_000, vatPercent: 20 });
    expect(vatFor(250_003, 'CURRENT_RATE')).toEqual({ vat: 50_001, vatPercent: 20 }); // 50 000.6
    expect(vatFor(250_000, 'ZERO')).toEqual({ vat: 0, vatPercent: 0 });
    expect(vatFor(250_000, 'NONE')).toEqual({ vat: 0, vatPercent: null });
  });

  it('is never negative and exact on round amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (k, p) => {
        expect(percentOf(k * 10_000, p)).toBe(k * p);
        expect(percentOf(k, p)).toBeGreaterThanOrEqual(0);
        expect(vatFor(k * 5, 'CURRENT_RATE').vat).toBe(k);
        expect(vatFor(k, 'CURRENT_RATE').vat).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('convertMinor', () => {
  it('converts through RUB with the rates of the table', () => {
    expect(convertMinor(100_00, 'USD', 'RUB', rates)).toBe(9_250_00);
    expect(convertMinor(9_250_00, 'RUB', 'USD', rates)).toBe(100_00);
    // 1 cent = 0.92555 RUB at 92.555: 92.555 kopecks, half-up to 93.
    expect(convertMinor(1, 'USD', 'RUB', { ...rates, rubPerUnit: { ...rates.rubPerUnit, USD: '92.555' } })).toBe(93);
    // Currencies with 0 and 3 decimals: 1000 JPY = 612.30 RUB = 2.0325… KWD = 2.033 KWD (2033 fils).
    expect(convertMinor(1000, 'JPY', 'KWD', rates)).toBe(2033);
    expect(convertMinor(-1000, 'JPY', 'KWD', rates)).toBe(-2033);
  });

  it('returns the amount itself within one currency, without asking for rates', () => {
    expect(convertMinor(12_345, 'KZT', 'KZT', rates)).toBe(12_345);
  });

  it('throws a clear error for a currency without a rate or a malformed rate', () => {
    expect(() => convertMinor(100, 'KZT', 'USD', rates)).toThrow('No exchange rate for KZT');
    expect(() => parseRate('USD', '92,5')).toThrow('USD');
    expect(() => parseRate('USD', '1.123456789')).toThrow('at most 8 decimals');
    expect(() => parseRate('USD', '0')).toThrow('zero');
    expect(parseRate('USD', '92.12345678')).toBe(9_212_345_678n);
  });

  const currencyArb = fc.record({
    // Rates from 10⁻⁸ to 99 999 RUB per unit, spread over the magnitudes.
    rate: fc
      .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 8 }))
      .map(([significand, shift]) => (significand / 10 ** shift).toFixed(shift)),
    digits: fc.integer({ min: 0, max: 3 }),
  });
  const tableOf = (a: { rate: string; digits: number }, b: { rate: string; digits: number }): RateTable => ({
    rubPerUnit: { AAA: a.rate, BBB: b.rate },
    digits: { AAA: a.digits, BBB: b.digits },
  });
  const fitsSafely = (x: number, a: { rate: string; digits: number }, b: { rate: string; digits: number }) =>
    BigInt(x) * parseRate('AAA', a.rate) * 10n ** BigInt(b.digits) <
    BigInt(Number.MAX_SAFE_INTEGER) * 10n ** BigInt(a.digits) * parseRate('BBB', b.rate);

  /**
   * The round-trip property (docs/pricing.md §6). With vA, vB the RUB values of one minor unit of
   * A and of B, x → y = convert(x, A, B) → x' = convert(y, B, A) satisfies
   *   |x' − x| · vA ≤ (vA + vB) / 2 ≤ max(vA, vB),
   * i.e. the round trip loses at most one minor unit of whichever currency's minor unit is worth
   * more (each rounding loses at most half a minor unit of its own currency). Checked exactly:
   *   2 · |x' − x| · rA · 10^dB ≤ rA · 10^dB + rB · 10^dA  (rates scaled to 10⁻⁸ RUB).
   */
  it('round-trips A → B → A within one minor unit of the more valuable of the two', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), currencyArb, currencyArb, (x, a, b) => {
        fc.pre(fitsSafely(x, a, b));
        const table = tableOf(a, b);
        const back = convertMinor(convertMinor(x, 'AAA', 'BBB', table), 'BBB', 'AAA', table);
        const rA = parseRate('AAA', a.rate) * 10n ** BigInt(b.digits);
        const rB = parseRate('BBB', b.rate) * 10n ** BigInt(a.digits);
        const drift = BigInt(Math.abs(back - x));
        expect(2n * drift * rA <= rA + rB).toBe(true);
        expect(drift * rA <= (rA > rB ? rA : rB)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  /** The definition, in BigInt: what the double quotient may only shortcut. */
  const exactly = (x: number, a: { rate: string; digits: number }, b: { rate: string; digits: number }) => {
    const numerator = BigInt(x) * parseRate('AAA', a.rate) * 10n ** BigInt(b.digits);
    const denominator = 10n ** BigInt(a.digits) * parseRate('BBB', b.rate);
    const quotient = numerator / denominator;
    return Number(2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient);
  };

  it('agrees with the exact BigInt quotient, halves included', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), currencyArb, currencyArb, (x, a, b) => {
        fc.pre(fitsSafely(x, a, b));
        expect(convertMinor(x, 'AAA', 'BBB', tableOf(a, b))).toBe(exactly(x, a, b));
      }),
      { numRuns: 2000 },
    );
    // Exact halves, where a double quotient alone could round either way: 1 unit at 0.5 and 2.5.
    const half = { rate: '0.5', digits: 0 };
    const one = { rate: '1', digits: 0 };
    expect(convertMinor(1, 'AAA', 'BBB', tableOf(half, one))).toBe(1);
    expect(convertMinor(5, 'AAA', 'BBB', tableOf({ rate: '0.1', digits: 0 }, one))).toBe(1);
    expect(convertMinor(15, 'AAA', 'BBB', tableOf({ rate: '0.1', digits: 0 }, one))).toBe(2);
  });

  it('convertAtMost never exceeds it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), currencyArb, currencyArb, (x, a, b) => {
        fc.pre(fitsSafely(x, a, b));
        const table = tableOf(a, b);
        const estimate = convertAtMost(table, 'BBB')(x, 'AAA');
        const exact = convertMinor(x, 'AAA', 'BBB', table);
        expect(estimate).toBeLessThanOrEqual(exact);
        // And close to it: what it gives up is the shrink (10⁻⁹) and the rounding.
        expect(estimate).toBeGreaterThanOrEqual(exact - 2 - exact * 1e-8);
      }),
      { numRuns: 1000 },
    );
    expect(convertAtMost(rates, 'USD')(100, 'XXX')).toBe(Infinity);
  });

  it('is monotonic: a larger amount never converts to a smaller one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        currencyArb,
        currencyArb,
        (x, step, a, b) => {
          fc.pre(fitsSafely(x + step, a, b));
          const table = tableOf(a, b);
          expect(convertMinor(x + step, 'AAA', 'BBB', table)).toBeGreaterThanOrEqual(
            convertMinor(x, 'AAA', 'BBB', table),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('majorToMinor and minorToMajor', () => {
  it('turns major units into minor units of the currency, half-up', () => {
    expect(majorToMinor(1250.5, 2)).toBe(125_050);
    expect(majorToMinor(1250, 0)).toBe(1250);
    expect(majorToMinor(1.005, 2)).toBe(101);
    expect(majorToMinor(-1.005, 2)).toBe(-101);
    expect(majorToMinor(12.3456, 3)).toBe(12_346);
  });

  it('reads decimal strings exactly', () => {
    expect(majorToMinor('1250.50', 2)).toBe(125_050);
    expect(majorToMinor('0.004', 2)).toBe(0);
    expect(majorToMinor('0.005', 2)).toBe(1);
    expect(majorToMinor('-7.125', 2)).toBe(-713);
    expect(majorToMinor('.5', 0)).toBe(1);
    expect(() => majorToMinor('1,5', 2)).toThrow(RangeError);
    expect(() => majorToMinor('', 2)).toThrow(RangeError);
  });

  it('gives major units back', () => {
    expect(minorToMajor(125_050, 2)).toBe(1250.5);
    expect(minorToMajor(2033, 3)).toBe(2.033);
    expect(minorToMajor(1250, 0)).toBe(1250);
  });

  it('round-trips minor → major → minor for every amount and digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        (m, d) => {
          expect(majorToMinor(minorToMajor(m, d), d)).toBe(m);
          expect(majorToMinor(String(minorToMajor(m, d)), d)).toBe(m);
        },
      ),
    );
  });
});
