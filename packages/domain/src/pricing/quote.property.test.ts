import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { CommissionRule, EngineQuotation } from './engine-types.js';
import { callers, input, ORG, P, RATES, READY, randomTariff, worldOf } from './engine-world.fixtures.js';
import { convertMinor } from './money.js';
import { applyCommissions, quote } from './quote.js';
import { isValidOn, isVisibleTo } from './tariff-eligibility.js';

const rule: CommissionRule = {
  organizationId: ORG.seaLines,
  cargoType: 'CONTAINER',
  integrator: true,
  type: 'PERCENT_FROM_SALES',
  percent: 7_50,
  ranges: [],
  minAmount: 50_00,
  maxAmount: 900_00,
  currency: 'EUR',
};
const markup: CommissionRule = {
  ...rule,
  organizationId: ORG.railRoad,
  integrator: false,
  currency: 'RUB',
  minAmount: null,
  maxAmount: null,
};
const book = {
  cargoType: 'CONTAINER' as const,
  rules: [rule, markup],
  integratorDisabled: new Set<number>(),
  customPercent: null,
};

const world = fc.record({
  tariffs: fc.array(randomTariff, { minLength: 10, maxLength: 60 }),
  caller: callers,
  sort: fc.constantFrom('BEST_PRICE' as const, 'BEST_TIME' as const),
  origin: fc.constantFrom(P.shanghai, P.cnsha),
  destination: fc.constantFrom(P.moscow, P.moscowStation),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

/** Quotations found over all runs of a property: a property that never met one would prove nothing. */
let seen = 0;

function quoted(w: World): EngineQuotation[] {
  const { index, points } = worldOf(w.tariffs);
  const found = quote(
    index,
    points,
    input({ caller: w.caller, sort: w.sort, origin: w.origin, destination: w.destination, readyDate: READY }),
  );
  seen += found.quotations.length;
  return applyCommissions(found.quotations, book, RATES, w.sort);
}

describe('quote: properties over random worlds', () => {
  afterAll(() => {
    expect(seen).toBeGreaterThan(300);
  });

  it('never uses a tariff that is not valid on the ready date or not visible to the caller', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const found of quoted(w))
          for (const leg of found.legs) {
            expect(isValidOn(leg.tariff, READY)).toBe(true);
            expect(isVisibleTo(leg.tariff, w.caller)).toBe(true);
          }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps totals equal to the sum of the legs per currency, plus commission and reward in USD', () => {
    fc.assert(
      fc.property(world, (w) => {
        for (const found of quoted(w)) {
          const sums: Record<string, number> = {};
          for (const leg of found.legs)
            sums[leg.price.currency] = (sums[leg.price.currency] ?? 0) + leg.price.cost + leg.price.vat;
          sums.USD = (sums.USD ?? 0) + (found.commission?.amount ?? 0) + (found.sellerReward?.amount ?? 0);
          if (sums.USD === 0 && !found.legs.some((leg) => leg.price.currency === 'USD')) delete sums.USD;
          expect(found.totals).toEqual(sums);
          const usd = Object.entries(found.totals).reduce(
            (sum, [code, amount]) => sum + convertMinor(amount, code, 'USD', RATES),
            0,
          );
          expect(found.totalUsd).toBe(usd);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers in the chosen order: by USD total, or by transit then USD total', () => {
    fc.assert(
      fc.property(world, (w) => {
        const found = quoted(w);
        for (let i = 1; i < found.length; i += 1) {
          const [a, b] = [found[i - 1]!, found[i]!];
          if (w.sort === 'BEST_PRICE') expect(a.totalUsd).toBeLessThanOrEqual(b.totalUsd);
          else
            expect(a.transitDays < b.transitDays || (a.transitDays === b.transitDays && a.totalUsd <= b.totalUsd)).toBe(
              true,
            );
        }
      }),
      { numRuns: 300 },
    );
  });
});
