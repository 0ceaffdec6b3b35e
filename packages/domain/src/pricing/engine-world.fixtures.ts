import fc from 'fast-check';
import type {
  CargoMeasures,
  IndexedLine,
  IndexedTariff,
  PointKey,
  PricingPoint,
  QuoteCaller,
  RateTable,
} from './engine-types.js';
import type { QuoteInput } from './quote.js';
import { PointDirectory } from './point-directory.js';
import {
  lineContainerTypeId,
  lineFrom,
  linePalletTypeId,
  linePrice,
  lineTo,
  lineVehicleTypeId,
  packLines,
  type LineBlock,
  type PackedLines,
} from './tariff-lines.js';
import { TariffIndex } from './tariff-index.js';

/**
 * A small world for the engine's tests: Shanghai and its port, Saint Petersburg's port and
 * railway station, Vladivostok's port and station, Moscow's station and the city itself, with
 * the ids of docs/pricing.md §8's worked example.
 */
export const P = {
  shanghai: 'CITY:1',
  cnsha: 'SEA_PORT:10',
  spb: 'CITY:2',
  ruled: 'SEA_PORT:20',
  shushary: 'RAILWAY_HUB:21',
  moscow: 'CITY:3',
  moscowStation: 'RAILWAY_HUB:31',
  vladivostok: 'CITY:4',
  ruvvo: 'SEA_PORT:40',
  vladivostokStation: 'RAILWAY_HUB:41',
} as const satisfies Record<string, PointKey>;

const point = (
  key: PointKey,
  cityId: number,
  countryCode: string,
  latitude: number,
  longitude: number,
): PricingPoint => ({
  key,
  cityId,
  countryCode,
  latitude,
  longitude,
  links: [],
});

export const WORLD_POINTS: readonly PricingPoint[] = [
  point(P.shanghai, 1, 'CN', 31.23, 121.47),
  point(P.cnsha, 1, 'CN', 31.36, 121.61),
  point(P.spb, 2, 'RU', 59.94, 30.31),
  point(P.ruled, 2, 'RU', 59.88, 30.21),
  point(P.shushary, 2, 'RU', 59.81, 30.38),
  point(P.moscow, 3, 'RU', 55.76, 37.62),
  point(P.moscowStation, 3, 'RU', 55.73, 37.73),
  point(P.vladivostok, 4, 'RU', 43.12, 131.89),
  point(P.ruvvo, 4, 'RU', 43.11, 131.88),
  point(P.vladivostokStation, 4, 'RU', 43.11, 131.88),
];

/** Container type ids: 20', 40', 40'HC. */
export const BOX = { dv20: 1, dv40: 2, hc40: 3 } as const;
export const SEA_LINE = { maersk: 100, cosco: 101 } as const;
export const ORG = { seaLines: 2, railRoad: 3, client: 7, otherClient: 8, marketplace: 1 } as const;

/** RUB per unit, as the operators keep them (exchange_rates). */
export const RATES: RateTable = {
  rubPerUnit: { RUB: '1', USD: '90', EUR: '100', CNY: '12.5' },
  digits: { RUB: 2, USD: 2, EUR: 2, CNY: 2 },
};

let nextId = 1000;

/** A price line: the price, and what else the test names. */
export const line = (fields: Partial<IndexedLine> & { price: number }): IndexedLine => ({
  containerTypeId: null,
  vehicleTypeId: null,
  palletTypeId: null,
  from: null,
  to: null,
  ...fields,
});

/** A packed line as an object again: what a test compares with the lines it packed. */
export function lineAt(packed: PackedLines, at: number): IndexedLine {
  return {
    containerTypeId: lineContainerTypeId(packed, at),
    vehicleTypeId: lineVehicleTypeId(packed, at),
    palletTypeId: linePalletTypeId(packed, at),
    from: lineFrom(packed, at),
    to: lineTo(packed, at),
    price: linePrice(packed, at),
  };
}

export function unpackLines(packed: PackedLines): IndexedLine[] {
  return Array.from({ length: packed.lineCount }, (_, at) => lineAt(packed, at));
}

/** A tariff's fields as a test names them: its lines as objects, or packed (another tariff's). */
export type TariffFields = Partial<Omit<IndexedTariff, 'lines'>> & { lines?: readonly IndexedLine[] | LineBlock };

/** A public, active, CONTAINER sea tariff in USD valid through 2027, overridable field by field. */
export function tariff(overrides: TariffFields = {}): IndexedTariff {
  const { lines = [], ...fields } = overrides;
  const packed = Array.isArray(lines) ? packLines(lines) : { lines: lines as LineBlock };
  return {
    id: nextId++,
    kind: 'sea',
    variant: 'CONTAINER',
    organizationId: ORG.seaLines,
    from: null,
    to: null,
    validFrom: '2026-01-01',
    validTo: '2027-12-31',
    currency: 'USD',
    nds: 'NONE',
    minPrice: null,
    transitDays: null,
    modifier: 'PUBLIC',
    clientOrganizationIds: [],
    carrierId: null,
    serviceId: null,
    routeType: null,
    chargingMode: null,
    vehicleBody: null,
    distanceRange: null,
    surchargeId: null,
    surchargeType: null,
    tarification: null,
    appliesToTariffId: null,
    rangeUnit: null,
    lineStart: 0,
    lineCount: 0,
    ...fields,
    ...packed,
  };
}

/** Lines of a CONTAINER tariff: price per container in minor units, by type id. */
export function boxes(prices: Partial<Record<keyof typeof BOX, number>>): IndexedLine[] {
  return Object.entries(prices).map(([type, price]) => ({
    containerTypeId: BOX[type as keyof typeof BOX],
    vehicleTypeId: null,
    palletTypeId: null,
    from: null,
    to: null,
    price: price as number,
  }));
}

/** One 40'HC of 18 t: the cargo of the worked example. */
export const ONE_HC: CargoMeasures = {
  form: 'CONTAINER',
  pieces: 1,
  weightKg: 18_000,
  volumeM3: 0,
  freightTons: 0,
  loadingMeters: 0,
  containers: [{ containerTypeId: BOX.hc40, amount: 1, weightKg: 18_000 }],
  pallets: [],
  vehicle: null,
  exceedsAirHatch: false,
};

/** The tariffs of docs/pricing.md §8's example, by name. */
export function exampleTariffs() {
  return {
    pickup: tariff({
      kind: 'road-transportation',
      organizationId: ORG.railRoad,
      from: P.shanghai,
      to: P.cnsha,
      currency: 'CNY',
      transitDays: 1,
      lines: boxes({ hc40: 2_400_00 }),
    }),
    exportThc: tariff({
      kind: 'port-services',
      from: P.cnsha,
      serviceId: 500,
      routeType: 'EXPORT',
      lines: boxes({ hc40: 180_00 }),
    }),
    seaSpb: tariff({
      kind: 'sea',
      from: P.cnsha,
      to: P.ruled,
      carrierId: SEA_LINE.maersk,
      transitDays: 38,
      lines: boxes({ hc40: 3_200_00 }),
    }),
    baf: tariff({
      kind: 'freight-surcharges',
      carrierId: SEA_LINE.maersk,
      surchargeId: 700,
      surchargeType: 'ON_FREIGHT',
      tarification: 'RELATIVE',
      lines: boxes({ hc40: 10_00 }),
    }),
    importThc: tariff({
      kind: 'port-services',
      from: P.ruled,
      serviceId: 501,
      routeType: 'IMPORT',
      currency: 'RUB',
      nds: 'CURRENT_RATE',
      lines: boxes({ hc40: 25_000_00 }),
    }),
    railSpbMoscow: tariff({
      kind: 'railway-transportation',
      organizationId: ORG.railRoad,
      from: P.shushary,
      to: P.moscowStation,
      currency: 'RUB',
      nds: 'CURRENT_RATE',
      transitDays: 3,
      lines: boxes({ hc40: 95_000_00 }),
    }),
    delivery: tariff({
      kind: 'road-transportation',
      organizationId: ORG.railRoad,
      from: P.moscowStation,
      to: P.moscow,
      currency: 'RUB',
      nds: 'CURRENT_RATE',
      transitDays: 1,
      lines: boxes({ hc40: 18_000_00 }),
    }),
    seaVvo: tariff({
      kind: 'sea',
      from: P.cnsha,
      to: P.ruvvo,
      carrierId: SEA_LINE.cosco,
      transitDays: 7,
      lines: boxes({ hc40: 2_100_00 }),
    }),
    railVvoMoscow: tariff({
      kind: 'railway-transportation',
      organizationId: ORG.railRoad,
      from: P.vladivostokStation,
      to: P.moscowStation,
      currency: 'RUB',
      nds: 'CURRENT_RATE',
      transitDays: 12,
      lines: boxes({ hc40: 310_000_00 }),
    }),
  };
}

export function worldOf(tariffs: Iterable<IndexedTariff>): { index: TariffIndex; points: PointDirectory } {
  const index = new TariffIndex();
  for (const one of tariffs) index.upsert(one);
  return { index, points: new PointDirectory(WORLD_POINTS) };
}

export const CLIENT: QuoteCaller = { organizationId: ORG.client, operator: false };

export function input(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    origin: P.shanghai,
    destination: P.moscow,
    readyDate: '2026-12-01',
    cargo: ONE_HC,
    caller: CLIENT,
    rates: RATES,
    sort: 'BEST_PRICE',
    marketplaceOrganizationIds: new Set([ORG.marketplace]),
    ...overrides,
  };
}

/** The lanes a random tariff may take: which kind runs between which points of the fixture world. */
export const LANES: readonly [IndexedTariff['kind'], PointKey, PointKey][] = [
  ['road-transportation', P.shanghai, P.cnsha],
  ['sea', P.cnsha, P.ruled],
  ['sea', P.cnsha, P.ruvvo],
  ['railway-transportation', P.shushary, P.moscowStation],
  ['railway-transportation', P.vladivostokStation, P.moscowStation],
  ['road-transportation', P.ruled, P.moscow],
  ['road-transportation', P.moscowStation, P.moscow],
  ['road-transportation', P.vladivostok, P.moscow],
];
export const DAYS = ['2026-11-01', '2026-11-30', '2026-12-01', '2026-12-02', '2027-01-15'] as const;
export const READY = '2026-12-01';

/** A random tariff of the fixture world, container-priced, on one of LANES. */
export const randomTariff = fc
  .record({
    lane: fc.constantFrom(...LANES),
    from: fc.constantFrom(...DAYS),
    span: fc.integer({ min: 0, max: 120 }),
    currency: fc.constantFrom('USD', 'RUB', 'CNY', 'EUR'),
    nds: fc.constantFrom('NONE', 'ZERO', 'CURRENT_RATE'),
    price: fc.integer({ min: 1, max: 50_000_000 }),
    transitDays: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    owner: fc.constantFrom(ORG.seaLines, ORG.railRoad, ORG.client),
    private: fc.boolean(),
    clients: fc.subarray([ORG.client, ORG.otherClient]),
  })
  .map(({ lane: [kind, from, to], ...t }) => {
    const validTo = new Date(Date.parse(t.from) + t.span * 86_400_000).toISOString().slice(0, 10);
    return tariff({
      kind,
      from,
      to,
      organizationId: t.owner,
      validFrom: t.from,
      validTo,
      currency: t.currency,
      nds: t.nds,
      transitDays: t.transitDays,
      modifier: t.private ? 'PRIVATE' : 'PUBLIC',
      clientOrganizationIds: t.private ? t.clients : [],
      lines: [
        { containerTypeId: BOX.hc40, vehicleTypeId: null, palletTypeId: null, from: null, to: null, price: t.price },
      ],
    });
  });

export const callers: fc.Arbitrary<QuoteCaller> = fc.constantFrom(
  { organizationId: ORG.client, operator: false },
  { organizationId: ORG.otherClient, operator: false },
  { organizationId: null, operator: false },
);
