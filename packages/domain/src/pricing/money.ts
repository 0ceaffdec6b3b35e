import type { NdsKind } from '../tariffs/enums.js';
import { CURRENT_VAT_PERCENT } from '../tariffs/enums.js';
import type { RateTable } from './engine-types.js';

/**
 * Money is an integer number of minor units of its currency (DESIGN.md §4, docs/pricing.md §1).
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
  let numerator = BigInt(amountMinor);
  let denominator = 1n;
  for (const factor of factors) {
    if (!Number.isFinite(factor) || factor < 0)
      throw new RangeError(`A factor must be a non-negative real, not ${factor}`);
    if (Number.isInteger(factor)) {
      numerator *= BigInt(factor);
      continue;
    }
    numerator *= BigInt(roundHalfUp(factor * FACTOR_SCALE));
    denominator *= BigInt(FACTOR_SCALE);
  }
  return toSafeNumber(divHalfUp(numerator, denominator));
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

function rateOf(currency: string, rates: RateTable): { rate: bigint; digits: number } {
  const rate = rates.rubPerUnit[currency];
  if (rate === undefined) throw new Error(`No exchange rate for ${currency}: add it to the operators' rates`);
  const digits = rates.digits[currency];
  if (digits === undefined) throw new Error(`No minor units known for ${currency}`);
  return { rate: parseRate(currency, rate), digits };
}

/**
 * An amount in minor units of `from` in minor units of `to`, through the rates in RUB per unit:
 *
 *   to = amount × rate(from) × 10^digits(to) / (10^digits(from) × rate(to)), half-up,
 *
 * computed exactly with BigInt (one rounding, never a float). A negative amount converts as its
 * opposite does (its magnitude rounds half-up), so conversion commutes with negation. A currency
 * without a rate throws: a quote in a currency the operators never priced must not guess.
 */
export function convertMinor(amount: number, from: string, to: string, rates: RateTable): number {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`An amount in minor units must be a safe integer, not ${amount}`);
  if (from === to) return amount;
  const source = rateOf(from, rates);
  const target = rateOf(to, rates);
  const numerator = BigInt(Math.abs(amount)) * source.rate * 10n ** BigInt(target.digits);
  const denominator = 10n ** BigInt(source.digits) * target.rate;
  const magnitude = toSafeNumber(divHalfUp(numerator, denominator));
  return amount < 0 ? -magnitude : magnitude;
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
