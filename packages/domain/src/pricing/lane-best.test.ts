import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CargoMeasures, IndexedTariff } from './engine-types.js';
import { BOX, CLIENT, ONE_HC, RATES, READY, tariff } from './engine-world.fixtures.js';
import { cheapestOfLane, rankOf, type RankBy, type RankedHop } from './lane-best.js';
import { FloorPricing, laneFloorCost, laneFloorDays, laneFloors } from './lane-floors.js';
import { priceTariff } from './leg-pricing.js';
import { convertAtMost, convertMinor } from './money.js';
import { isUsable } from './tariff-eligibility.js';

const GENERAL_CARGO: CargoMeasures = {
  form: 'GENERAL_CARGO',
  pieces: 3,
  weightKg: 1_250,
  volumeM3: 4.2,
  freightTons: 4.2,
  loadingMeters: 1.6,
  containers: [],
  pallets: [],
  vehicle: null,
  exceedsAirHatch: false,
};
const MIXED_BOXES: CargoMeasures = {
  ...ONE_HC,
  pieces: 3,
  containers: [
    { containerTypeId: BOX.dv20, amount: 2, weightKg: 20_000 },
    { containerTypeId: BOX.hc40, amount: 1, weightKg: 18_000 },
  ],
};

const price = fc.integer({ min: 1, max: 5_000_000 });
const BOX_LINE = { containerTypeId: null, vehicleTypeId: null, palletTypeId: null, from: null, to: null };

/** A tariff of one lane: container or general, any currency, validity, visibility and minimum. */
const laneTariff = fc
  .record({
    general: fc.boolean(),
    kind: fc.constantFrom('sea' as const, 'road-transportation' as const, 'air-transportation' as const),
    currency: fc.constantFrom('USD', 'RUB', 'CNY', 'EUR'),
    nds: fc.constantFrom('NONE' as const, 'CURRENT_RATE' as const),
    boxes: fc.record({ dv20: fc.option(price, { nil: undefined }), hc40: fc.option(price, { nil: undefined }) }),
    ranges: fc.array(price, { minLength: 1, maxLength: 4 }),
    rangeStep: fc.constantFrom(300, 1_000, 2_500),
    unit: fc.constantFrom('KG' as const, 'WM' as const, 'CBM' as const),
    minPrice: fc.option(price, { nil: null }),
    days: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
    expired: fc.boolean(),
    hidden: fc.boolean(),
  })
  .map((t) =>
    tariff({
      kind: t.kind,
      variant: t.general ? 'GENERAL' : 'CONTAINER',
      from: 'SEA_PORT:1',
      to: 'SEA_PORT:2',
      currency: t.currency,
      nds: t.nds,
      minPrice: t.minPrice,
      transitDays: t.days,
      validTo: t.expired ? '2026-11-30' : '2027-12-31',
      modifier: t.hidden ? 'PRIVATE' : 'PUBLIC',
      rangeUnit: t.general ? t.unit : null,
      lines: t.general
        ? t.ranges.map((amount, at) => ({
            containerTypeId: null,
            vehicleTypeId: null,
            palletTypeId: null,
            from: at === 0 ? null : at * t.rangeStep,
            to: at === t.ranges.length - 1 ? null : (at + 1) * t.rangeStep,
            price: amount,
          }))
        : Object.entries(t.boxes)
            .filter(([, amount]) => amount !== undefined)
            .map(([type, amount]) => ({
              containerTypeId: BOX[type as keyof typeof BOX],
              vehicleTypeId: null,
              palletTypeId: null,
              from: null,
              to: null,
              price: amount as number,
            })),
    }),
  );

const cargoes = fc.constantFrom(
  ONE_HC,
  MIXED_BOXES,
  GENERAL_CARGO,
  { ...GENERAL_CARGO, exceedsAirHatch: true },
  { ...GENERAL_CARGO, weightKg: 400, volumeM3: 0.6, freightTons: 0.6 },
  { ...GENERAL_CARGO, weightKg: 6_000, volumeM3: 9, freightTons: 9 },
);

/** What pricing every tariff and keeping the best gives: the definition `cheapestOfLane` must meet. */
function everyTariff(tariffs: readonly IndexedTariff[], cargo: CargoMeasures, count: number, by: RankBy): RankedHop[] {
  const hops: RankedHop[] = [];
  for (const one of tariffs) {
    const hop = priced(one, cargo);
    if (hop) hops.push(hop);
  }
  const rank = (hop: RankedHop) => rankOf(by, hop.usd, hop.tariff.transitDays ?? 0);
  return hops.sort((a, b) => rank(a) - rank(b) || a.tariff.id - b.tariff.id).slice(0, count);
}

function priced(one: IndexedTariff, cargo: CargoMeasures): RankedHop | null {
  if (!isUsable(one, READY, CLIENT, cargo)) return null;
  const legPrice = priceTariff(one, cargo, { distanceKm: 800 });
  return legPrice && { tariff: one, usd: convertMinor(legPrice.cost + legPrice.vat, legPrice.currency, 'USD', RATES) };
}

describe('cheapestOfLane', () => {
  it('keeps what pricing every tariff would keep, whatever the lane, cargo, count and order', () => {
    fc.assert(
      fc.property(
        fc.array(laneTariff, { minLength: 1, maxLength: 60 }),
        cargoes,
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom<RankBy>('usd', 'days'),
        (tariffs, cargo, count, by) => {
          let pricedCount = 0;
          const kept = cheapestOfLane(laneFloors(tariffs), new FloorPricing(cargo), {
            distanceKm: 800,
            count,
            by,
            usdAtMost: convertAtMost(RATES, 'USD'),
            price: (one) => {
              pricedCount += 1;
              return priced(one, cargo);
            },
          });
          expect(kept.map((hop) => hop.tariff.id)).toEqual(
            everyTariff(tariffs, cargo, count, by).map((hop) => hop.tariff.id),
          );
          expect(pricedCount).toBeLessThanOrEqual(tariffs.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('prices few of a busy lane for one box', () => {
    const busy = Array.from({ length: 400 }, (_, at) =>
      tariff({
        from: 'SEA_PORT:1',
        to: 'SEA_PORT:2',
        lines: [
          {
            containerTypeId: BOX.hc40,
            vehicleTypeId: null,
            palletTypeId: null,
            from: null,
            to: null,
            price: 100_000 + at * 7,
          },
        ],
      }),
    );
    let pricedCount = 0;
    const kept = cheapestOfLane(laneFloors(busy), new FloorPricing(ONE_HC), {
      distanceKm: null,
      count: 4,
      by: 'usd',
      usdAtMost: convertAtMost(RATES, 'USD'),
      price: (one) => {
        pricedCount += 1;
        return priced(one, ONE_HC);
      },
    });
    expect(kept.map((hop) => hop.tariff.id)).toEqual(busy.slice(0, 4).map((one) => one.id));
    expect(pricedCount).toBeLessThan(10);
  });
});

describe('lane floors', () => {
  it('never cost more than a tariff of the lane that prices the cargo', () => {
    fc.assert(
      fc.property(fc.array(laneTariff, { minLength: 1, maxLength: 30 }), cargoes, (tariffs, cargo) => {
        const floor = laneFloorCost(laneFloors(tariffs), new FloorPricing(cargo), 800, convertAtMost(RATES, 'USD'));
        for (const one of tariffs) {
          const legPrice = priceTariff(one, cargo, { distanceKm: 800 });
          if (legPrice)
            expect(floor).toBeLessThanOrEqual(
              convertMinor(legPrice.cost + legPrice.vat, legPrice.currency, 'USD', RATES),
            );
        }
        // A lane of containers only has no floor for loose cargo, and the other way round.
        const forms = new Set(tariffs.map((one) => one.variant));
        if (!forms.has(cargo.form === 'CONTAINER' ? 'CONTAINER' : 'GENERAL')) expect(floor).toBe(Infinity);
      }),
      { numRuns: 500 },
    );
  });

  it('of general cargo, charge the line the quantity falls in, not the cheapest range', () => {
    const line = (from: number | null, to: number | null, amount: number) => ({
      containerTypeId: null,
      vehicleTypeId: null,
      palletTypeId: null,
      from,
      to,
      price: amount,
    });
    const general = (lines: ReturnType<typeof line>[]) =>
      tariff({ variant: 'GENERAL', rangeUnit: 'KG', nds: 'NONE', minPrice: null, lines });
    // Per kg: 3.00 under 1 000 kg and 1.00 from there; the other 2.50 under 500 kg, 2.00 from there.
    const lane = laneFloors([
      general([line(null, 1_000, 3_00), line(1_000, null, 1_00)]),
      general([line(null, 500, 2_50), line(500, null, 2_00)]),
    ]);
    const floorFor = (weightKg: number) =>
      laneFloorCost(
        lane,
        new FloorPricing({ ...GENERAL_CARGO, weightKg, volumeM3: 0.1, freightTons: weightKg / 1_000 }),
        800,
        convertAtMost(RATES, 'USD'),
      );
    // Floors are rounded down a little on the way (`multiplyAtMost`, `convertAtMost`).
    const near = (floor: number, exact: number) => expect(floor >= exact - 5 && floor <= exact).toBe(true);
    near(floorFor(400), 400 * 2_50);
    near(floorFor(800), 800 * 2_00);
    near(floorFor(1_250), 1_250 * 1_00);
  });

  it('keep the fewest transit days of the lane', () => {
    const lane = [
      tariff({ transitDays: 12 }),
      tariff({ transitDays: 9 }),
      tariff({ transitDays: null, validTo: '2020-01-01' }),
    ];
    expect(laneFloors(lane).minDays).toBe(0);
    expect(laneFloors(lane.slice(0, 2)).minDays).toBe(9);
  });

  it('take for a cargo the fewest days of the tariffs that can price its form', () => {
    const fastBoxes = tariff({ transitDays: 9 });
    const slowLoose = tariff({
      transitDays: 14,
      variant: 'GENERAL',
      rangeUnit: 'KG',
      lines: [{ ...BOX_LINE, price: 1 }],
    });
    const floors = laneFloors([fastBoxes, slowLoose]);
    expect(laneFloorDays(floors, new FloorPricing(ONE_HC).pricings)).toBe(9);
    expect(laneFloorDays(floors, new FloorPricing(GENERAL_CARGO).pricings)).toBe(14);
    expect(laneFloorDays(laneFloors([fastBoxes]), new FloorPricing(GENERAL_CARGO).pricings)).toBe(Infinity);
  });
});
