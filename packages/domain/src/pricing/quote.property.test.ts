import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { CargoMeasures, CommissionRule, EngineQuotation, IndexedTariff } from './engine-types.js';
import {
  callers,
  input,
  LANES,
  lineAt,
  ONE_HC,
  ORG,
  P,
  RATES,
  READY,
  randomTariff,
  tariff,
  unpackLines,
  worldOf,
} from './engine-world.fixtures.js';
import { convertMinor } from './money.js';
import { applyCommissions, quote, quotePricer } from './quote.js';
import { isValidOn, isVisibleTo } from './tariff-eligibility.js';
import { linePrice } from './tariff-lines.js';

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

/** Loose cargo of `kg` and 2 m³ per tonne. */
const loose = (kg: number): CargoMeasures => ({
  ...ONE_HC,
  form: 'GENERAL_CARGO',
  pieces: 1,
  weightKg: kg,
  volumeM3: kg / 500,
  freightTons: kg / 500,
  containers: [],
});
const CARGOES: readonly CargoMeasures[] = [
  ONE_HC,
  { ...ONE_HC, containers: [{ ...ONE_HC.containers[0]!, amount: 3 }] },
  loose(300),
  loose(4_000),
];

/** Half the tariffs price loose cargo per kilogram instead of boxes. */
const mixedTariff = fc.tuple(randomTariff, fc.boolean()).map(([one, general]): IndexedTariff =>
  general
    ? tariff({
        ...one,
        variant: 'GENERAL',
        rangeUnit: 'KG',
        lines: [
          {
            ...lineAt(one, 0),
            containerTypeId: null,
            price: Math.max(1, Math.round(linePrice(one, 0) / 20_000)),
          },
        ],
      })
    : one,
);

describe('quote: what the index keeps between quotes', () => {
  const summary = (w: { tariffs: IndexedTariff[] }, index: ReturnType<typeof worldOf>, cargo: CargoMeasures) =>
    quote(index.index, index.points, input({ cargo, readyDate: READY })).quotations.map((found) => [
      found.totalUsd,
      found.legs.map((leg) => leg.tariff.id).join(','),
    ]);

  it('answers as a fresh index does, whatever was quoted or changed before', () => {
    fc.assert(
      fc.property(
        fc.array(mixedTariff, { minLength: 10, maxLength: 60 }),
        fc.constantFrom(...CARGOES),
        fc.constantFrom(...CARGOES),
        fc.integer({ min: 0, max: 59 }),
        (tariffs, before, after, changed) => {
          const used = worldOf(tariffs);
          summary({ tariffs }, used, before);
          // A tariff changes between the quotes: its price halves.
          const target = tariffs[changed % tariffs.length]!;
          const cheaper = tariff({
            ...target,
            lines: unpackLines(target).map((one) => ({ ...one, price: Math.ceil(one.price / 2) })),
          });
          used.index.upsert(cheaper);
          const fresh = worldOf(tariffs.map((one) => (one.id === target.id ? cheaper : one)));
          expect(summary({ tariffs }, used, after)).toEqual(summary({ tariffs }, fresh, after));
          // And every lane's floor, which the index keeps per cargo, is the fresh one.
          const floorsOf = (world: ReturnType<typeof worldOf>) => {
            const { laneFloor } = quotePricer(world.index, world.points, input({ cargo: after, readyDate: READY }));
            return LANES.map(([, from, to]) => {
              const lane = world.index.lane(world.index.pointId(from) ?? -1, world.index.pointId(to) ?? -1);
              return lane ? laneFloor(lane.id) : null;
            });
          };
          expect(floorsOf(used)).toEqual(floorsOf(fresh));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers from one origin after another to the same place as a fresh index does', () => {
    const ORIGINS = [P.shanghai, P.cnsha, P.vladivostok, P.ruvvo, P.spb] as const;
    const answer = (world: ReturnType<typeof worldOf>, origin: (typeof ORIGINS)[number], cargo: CargoMeasures) =>
      quote(world.index, world.points, input({ origin, cargo, readyDate: READY })).quotations.map((found) => [
        found.totalUsd,
        found.legs.map((leg) => leg.tariff.id).join(','),
      ]);
    fc.assert(
      fc.property(
        fc.array(mixedTariff, { minLength: 10, maxLength: 60 }),
        fc.constantFrom(...CARGOES),
        fc.array(fc.constantFrom(...ORIGINS), { minLength: 2, maxLength: 4 }),
        (tariffs, cargo, origins) => {
          // The cost walk towards Moscow for this cargo is kept after the first quote.
          const used = worldOf(tariffs);
          for (const origin of origins)
            expect(answer(used, origin, cargo)).toEqual(answer(worldOf(tariffs), origin, cargo));
        },
      ),
      { numRuns: 200 },
    );
  });
});
