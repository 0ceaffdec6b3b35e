import type { NdsKind } from '../tariffs/enums.js';
import { CURRENT_VAT_PERCENT } from '../tariffs/enums.js';
import type { RateTable } from './engine-types.js';

/**
 * Money is an integer number of minor units of its currency (docs/architecture.md §4, docs/pricing.md §1).
 * There is one rounding rule, half-up to the minor unit, and every function here applies it
 * exactly once per result, so a sum of legs never drifts from the legs shown.
 */

/** Below this a double has at least three decimals to spare after 15 significant digits. */
const SNAP_BELOW = 1e15;

/**
 * `x` rounded half-up to an integer, for a non-negative real. A product of decimals computed in
 * binary lands a hair off its true value (1.005 × 100 = 100.49999999999999); the value is first
 * read to 15 significant digits, which removes that noise and keeps every real decimal a money
 * amount can have, so 100.49999999999999 rounds to 101 as 100.5 would.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x) || x < 0) throw new RangeError(`roundHalfUp takes a non-negative real, not ${x}`);
  if (Number.isInteger(x)) return x;
  const snapped = x < SNAP_BELOW ? Number(x.toPrecision(15)) : x;
  return Math.floor(snapped + 0.5);
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative safe integer, not ${value}`);
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${value} exceeds the safe integer range`);
  return Number(value);
}

/**
 * a × b / c rounded half-up, exactly, for non-negative integers a, b and a positive integer c.
 * Plain numbers while a × b stays an exact double (≤ 2^53), BigInt beyond.
 */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  assertCount('a', a);
  assertCount('b', b);
  assertCount('c', c);
  if (c === 0) throw new RangeError('mulDivHalfUp divides by zero');
  const product = a * b;
  if (product <= Number.MAX_SAFE_INTEGER) {
    // `%` of two exact integers is exact, and so is the division of what it leaves.
    const remainder = product % c;
    const quotient = (product - remainder) / c;
    return 2 * remainder >= c ? quotient + 1 : quotient;
  }
  return toSafeNumber(divHalfUp(BigInt(a) * BigInt(b), BigInt(c)));
}

/** n / d rounded half-up for BigInts, n ≥ 0 and d > 0. */
function divHalfUp(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  return 2n * (n % d) >= d ? quotient + 1n : quotient;
}

/** Factors of `multiplyHalfUp` are read to 6 decimals: finer than any measure a tariff charges by. */
export const FACTOR_DECIMALS = 6;
const FACTOR_SCALE = 10 ** FACTOR_DECIMALS;

/**
 * An amount in minor units times non-negative factors (a quantity, kilometres, hours), rounded
 * half-up once at the end: 2500 × 12.345678 × 3 is one rounding of the exact product, not three.
 * Each factor is taken to 6 decimals (10⁻⁶ m³, gram-per-kg, metre-per-km are all finer).
 */
export function multiplyHalfUp(amountMinor: number, ...factors: number[]): number {
  assertCount('amountMinor', amountMinor);
  // Plain numbers while the scaled product is an exact double, as mulDivHalfUp does; BigInt beyond.
  let product = amountMinor;
  let denominator = 1;
  for (const factor of factors) {
    if (!Number.isFinite(factor) || factor < 0)
      throw new RangeError(`A factor must be a non-negative real, not ${factor}`);
    if (Number.isInteger(factor)) product *= factor;
    else {
      product *= roundHalfUp(factor * FACTOR_SCALE);
      denominator *= FACTOR_SCALE;
    }
  }
  if (product <= Number.MAX_SAFE_INTEGER && denominator <= Number.MAX_SAFE_INTEGER) {
    if (denominator === 1) return product;
    const remainder = product % denominator;
    const quotient = (product - remainder) / denominator;
    return 2 * remainder >= denominator ? quotient + 1 : quotient;
  }
  let numerator = BigInt(amountMinor);
  let scale = 1n;
  for (const factor of factors) {
    if (Number.isInteger(factor)) {
      numerator *= BigInt(factor);
      continue;
    }
    numerator *= BigInt(roundHalfUp(factor * FACTOR_SCALE));
    scale *= BigInt(FACTOR_SCALE);
  }
  return toSafeNumber(divHalfUp(numerator, scale));
}

/**
 * A float estimate of `multiplyHalfUp` that is never above it: each non-integer factor taken
 * 10⁻⁶ lower (more than its rounding to 6 decimals can lower it), the product shrunk by 10⁻¹²
 * (far more than float error) and rounded down. For bounds that must be cheap, not exact.
 */
export function multiplyAtMost(amountMinor: number, ...factors: number[]): number {
  let product = amountMinor;
  for (const factor of factors) product *= Number.isInteger(factor) ? factor : Math.max(0, factor - 1 / FACTOR_SCALE);
  return Math.floor(product * (1 - 1e-12));
}

/** `hundredthsOfPercent` (1500 = 15 %) of an amount in minor units, half-up. */
export function percentOf(amountMinor: number, hundredthsOfPercent: number): number {
  return mulDivHalfUp(amountMinor, hundredthsOfPercent, 10_000);
}

export interface Vat {
  /** Minor units of the cost's currency. */
  vat: number;
  /** 20 for CURRENT_RATE, 0 for ZERO, null where the tariff has no VAT (NONE). */
  vatPercent: number | null;
}

/**
 * VAT on a leg. Tariff prices are net of VAT (docs/pricing.md §4): the VAT is added on top of the
 * cost, CURRENT_RATE = 20 % of it, half-up; ZERO is a VAT of 0 % that the documents still show;
 * NONE means the service is outside VAT and carries no rate at all.
 */
export function vatFor(costMinor: number, nds: NdsKind): Vat {
  switch (nds) {
    case 'CURRENT_RATE':
      return { vat: mulDivHalfUp(costMinor, CURRENT_VAT_PERCENT, 100), vatPercent: CURRENT_VAT_PERCENT };
    case 'ZERO':
      return { vat: 0, vatPercent: 0 };
    case 'NONE':
      return { vat: 0, vatPercent: null };
  }
}

/** Rates are kept with at most 8 decimals (RUB per unit); they are read as integers of 10⁻⁸ RUB. */
const RATE_DECIMALS = 8;
const RATE_PATTERN = /^(\d+)(?:\.(\d{1,8}))?$/;

/** A rate string as an integer number of 10⁻⁸ RUB per unit; throws on anything else. */
export function parseRate(currency: string, rate: string): bigint {
  const match = RATE_PATTERN.exec(rate.trim());
  if (!match) throw new Error(`The exchange rate of ${currency} is not a decimal with at most 8 decimals: "${rate}"`);
  const scaled = BigInt(match[1] + (match[2] ?? '').padEnd(RATE_DECIMALS, '0'));
  if (scaled === 0n) throw new Error(`The exchange rate of ${currency} is zero`);
  return scaled;
}

interface ParsedRate {
  /** 10⁻⁸ RUB per unit. */
  rate: bigint;
  /** The same as a double: exact, rates stay far below 2^53 × 10⁻⁸ RUB. */
  approx: number;
  digits: number;
}

/** Rates parsed once per table: a quote converts thousands of amounts with one table. */
const parsedRates = new WeakMap<RateTable, Map<string, ParsedRate>>();

function rateOf(currency: string, rates: RateTable): ParsedRate {
  let parsed = parsedRates.get(rates);
  if (!parsed) {
    parsed = new Map();
    parsedRates.set(rates, parsed);
  }
  const known = parsed.get(currency);
  if (known) return known;
  const rate = rates.rubPerUnit[currency];
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}: add it to the operators' rates`);
  const digits = rates.digits[currency];
  if (digits === undefined) throw new Error(`No minor units known for ${currency}`);
  const scaled = parseRate(currency, rate);
  const found = { rate: scaled, approx: Number(scaled), digits };
  parsed.set(currency, found);
  return found;
}

/**
 * An amount in minor units of `from` in minor units of `to`, through the rates in RUB per unit:
 *
 *   to = amount × rate(from) × 10^digits(to) / (10^digits(from) × rate(to)), half-up,
 *
 * computed exactly with BigInt (one rounding, never a float). A negative amount converts as its
 * opposite does (its magnitude rounds half-up), so conversion commutes with negation. A currency
 * without a rate throws: a quote in a currency the operators never priced must not guess.
 *
 * The double quotient decides where it cannot be wrong: its error is below 10⁻¹⁴ of it, so
 * unless its fraction is that close to one half, rounding it half-up gives the exact answer; the
 * BigInt division settles the rest (money.test.ts checks the two agree).
 */
export function convertMinor(amount: number, from: string, to: string, rates: RateTable): number {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`An amount in minor units must be a safe integer, not ${amount}`);
  if (from === to) return amount;
  const source = rateOf(from, rates);
  const target = rateOf(to, rates);
  const magnitude = Math.abs(amount);
  const approx = (magnitude * source.approx * 10 ** (target.digits - source.digits)) / target.approx;
  let result: number;
  if (approx < 2 ** 52 && Math.abs(approx - Math.floor(approx) - 0.5) > approx * 1e-14 + 1e-9)
    result = Math.floor(approx + 0.5);
  else {
    const numerator = BigInt(magnitude) * source.rate * 10n ** BigInt(target.digits);
    const denominator = 10n ** BigInt(source.digits) * target.rate;
    result = toSafeNumber(divHalfUp(numerator, denominator));
  }
  return amount < 0 ? -result : result;
}

/**
 * A float estimate of `convertMinor` into `to` that is never above it (the product shrunk by 10⁻⁹,
 * far more than float error, and rounded down), for bounds that must be cheap; Infinity for a
 * currency without a rate, which `convertMinor` refuses.
 */
export function convertAtMost(rates: RateTable, to: string): (amount: number, from: string) => number {
  const factors = new Map<string, number>();
  const target = Number(rates.rubPerUnit[to]);
  const targetDigits = rates.digits[to] ?? 0;
  return (amount, from) => {
    let factor = factors.get(from);
    if (factor === undefined) {
      const rate = rates.rubPerUnit[from];
      const digits = rates.digits[from];
      factor =
        rate === undefined || digits === undefined ? Infinity : (Number(rate) / target) * 10 ** (targetDigits - digits);
      factors.set(from, factor);
    }
    return Math.floor(amount * factor * (1 - 1e-9));
  };
}

/**
 * An amount in major units (1250.5 USD) in minor units (125050) of a currency with `digits`
 * decimals, half-up (away from zero for a negative amount). A number goes through `roundHalfUp`,
 * so a typed 1.005 is 101 hundredths as on paper; a decimal string is read exactly.
 */
export function majorToMinor(major: number | string, digits: number): number {
  if (typeof major === 'string') return decimalToMinor(major, digits);
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
  const magnitude = roundHalfUp(Math.abs(major) * 10 ** digits);
  return major < 0 ? -magnitude : magnitude;
}

const DECIMAL_PATTERN = /^([-+]?)(\d*)(?:\.(\d*))?$/;

function decimalToMinor(text: string, digits: number): number {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new RangeError(`Not a decimal amount: "${text}"`);
  const [, sign, whole = '', fraction = ''] = match;
  const kept = BigInt((whole || '0') + fraction.slice(0, digits).padEnd(digits, '0'));
  // Half-up on the first dropped digit: the rest cannot change the direction.
  const magnitude = kept + (Number(fraction[digits] ?? '0') >= 5 ? 1n : 0n);
  const value = toSafeNumber(magnitude);
  return sign === '-' && value !== 0 ? -value : value;
}

/** An amount in minor units in major units of a currency with `digits` decimals: 125050 → 1250.5. */
export function minorToMajor(minor: number, digits: number): number {
  return minor / 10 ** digits;
}
