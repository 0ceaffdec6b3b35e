import type { Calculation, Place, QuotationWithLegs, QuoteLeg, QuotePoint } from '@cargo/domain';
import type { ContainerType } from '../../../shared/references';
import type { PalletTypeOption } from './cargo-types';

/**
 * Calculations as the API answers them (typed by the contract, checked against it in
 * fixtures.test.ts): Shanghai → Moscow door to door, one 40'HC, in USD.
 */

export const SHANGHAI: QuotePoint = {
  type: 'CITY',
  id: 1,
  code: null,
  name: 'Shanghai',
  cityName: 'Shanghai',
  countryCode: 'CN',
};
export const MOSCOW: QuotePoint = {
  type: 'CITY',
  id: 2,
  code: null,
  name: 'Moscow',
  cityName: 'Moscow',
  countryCode: 'RU',
};
const PORT_SHANGHAI: QuotePoint = {
  type: 'SEA_PORT',
  id: 10,
  code: 'CNSHA',
  name: 'Shanghai',
  cityName: 'Shanghai',
  countryCode: 'CN',
};
const PORT_SPB: QuotePoint = {
  type: 'SEA_PORT',
  id: 11,
  code: 'RULED',
  name: 'Saint Petersburg',
  cityName: 'Saint Petersburg',
  countryCode: 'RU',
};
const PORT_VVO: QuotePoint = {
  type: 'SEA_PORT',
  id: 12,
  code: 'RUVVO',
  name: 'Vladivostok',
  cityName: 'Vladivostok',
  countryCode: 'RU',
};
const STATION_VVO: QuotePoint = {
  type: 'RAILWAY_HUB',
  id: 20,
  code: '980003',
  name: 'Vladivostok',
  cityName: 'Vladivostok',
  countryCode: 'RU',
};
const STATION_MOSCOW: QuotePoint = {
  type: 'RAILWAY_HUB',
  id: 21,
  code: '181102',
  name: 'Selyatino',
  cityName: 'Moscow',
  countryCode: 'RU',
};

export const SEA_LINES = { id: 501, name: 'Demo Sea Lines' };
export const RAIL_ROAD = { id: 502, name: 'Demo Rail & Road' };
const MAERSK = { id: 7, name: 'Maersk' };
const COSCO = { id: 8, name: 'COSCO' };

const usd = (amount: number) => ({ amount, currency: 'USD' });
const rub = (amount: number) => ({ amount, currency: 'RUB' });

function leg(overrides: Partial<QuoteLeg> & Pick<QuoteLeg, 'role' | 'mode'>): QuoteLeg {
  return {
    kind: 'sea',
    from: null,
    to: null,
    carrier: null,
    organization: SEA_LINES,
    service: null,
    surcharge: null,
    tariffId: 1,
    cost: usd(10_000),
    vat: null,
    vatPercent: null,
    transitDays: null,
    distanceKm: null,
    validTo: '2099-12-31',
    ...overrides,
  };
}

/** Sea to St Petersburg, then road: 3 100 USD and 40 000 RUB, 38 days. */
export const VIA_SPB: QuotationWithLegs = {
  id: 1,
  total: usd(353_243),
  totalUsd: 353_243,
  totals: [usd(310_000), rub(4_000_000)],
  transitDays: 38,
  validTo: '2099-06-30',
  modes: ['ROAD', 'SEA'],
  legs: [
    leg({
      role: 'PICKUP',
      mode: 'ROAD',
      kind: 'road-transportation',
      from: SHANGHAI,
      to: PORT_SHANGHAI,
      organization: RAIL_ROAD,
      cost: usd(30_000),
      transitDays: 1,
      distanceKm: 45,
    }),
    leg({
      role: 'DEPARTURE_SERVICE',
      mode: 'SEA',
      kind: 'port-services',
      from: PORT_SHANGHAI,
      to: PORT_SHANGHAI,
      service: { id: 3, name: 'Terminal handling' },
      cost: usd(20_000),
    }),
    leg({
      role: 'MAIN',
      mode: 'SEA',
      from: PORT_SHANGHAI,
      to: PORT_SPB,
      carrier: MAERSK,
      cost: usd(240_000),
      transitDays: 35,
      tariffId: 2,
    }),
    leg({
      role: 'SURCHARGE',
      mode: 'SEA',
      kind: 'freight-surcharges',
      surcharge: { id: 4, name: 'BAF' },
      cost: usd(20_000),
      tariffId: 3,
    }),
    leg({
      role: 'DELIVERY',
      mode: 'ROAD',
      kind: 'road-transportation',
      from: PORT_SPB,
      to: MOSCOW,
      organization: RAIL_ROAD,
      cost: rub(3_333_333),
      vat: rub(666_667),
      vatPercent: 20,
      transitDays: 2,
      distanceKm: 705,
      tariffId: 4,
    }),
  ],
  commission: usd(0),
  sellerReward: null,
  serviceFee: null,
  manual: false,
};

/** Sea to Vladivostok, then rail: the cheapest, 2 800 USD, and the slowest, 45 days. */
export const VIA_VVO: QuotationWithLegs = {
  id: 2,
  total: usd(280_000),
  totalUsd: 280_000,
  totals: [usd(280_000)],
  transitDays: 45,
  validTo: '2099-05-31',
  modes: ['SEA', 'RAIL'],
  legs: [
    leg({
      role: 'MAIN',
      mode: 'SEA',
      from: PORT_SHANGHAI,
      to: PORT_VVO,
      carrier: COSCO,
      cost: usd(150_000),
      transitDays: 4,
      tariffId: 5,
    }),
    leg({
      role: 'MAIN',
      mode: 'RAIL',
      kind: 'railway-transportation',
      from: STATION_VVO,
      to: STATION_MOSCOW,
      organization: RAIL_ROAD,
      cost: usd(110_000),
      transitDays: 14,
      tariffId: 6,
    }),
    leg({
      role: 'DELIVERY',
      mode: 'ROAD',
      kind: 'road-transportation',
      from: STATION_MOSCOW,
      to: MOSCOW,
      organization: RAIL_ROAD,
      cost: usd(10_000),
      transitDays: 1,
      tariffId: 7,
    }),
  ],
  commission: usd(7_000),
  sellerReward: usd(3_000),
  serviceFee: null,
  manual: false,
};

/** By rail all the way: the fastest, 20 days, and the dearest, 4 200 USD. */
export const BY_RAIL: QuotationWithLegs = {
  id: 3,
  total: usd(420_000),
  totalUsd: 420_000,
  totals: [usd(420_000)],
  transitDays: 20,
  validTo: '2099-05-15',
  modes: ['RAIL'],
  legs: [
    leg({
      role: 'MAIN',
      mode: 'RAIL',
      kind: 'railway-transportation',
      from: SHANGHAI,
      to: MOSCOW,
      organization: RAIL_ROAD,
      cost: usd(420_000),
      transitDays: 20,
      tariffId: 8,
    }),
  ],
  commission: null,
  sellerReward: null,
  serviceFee: null,
  manual: true,
};

/** Quotations as the API answers them: each leg once in the calculation's list, named by position. */
function answered(quotations: readonly QuotationWithLegs[]): Pick<Calculation, 'legs' | 'quotations'> {
  const legs: QuoteLeg[] = [];
  const at = (one: QuoteLeg) => (legs.includes(one) ? legs.indexOf(one) : legs.push(one) - 1);
  return {
    legs,
    quotations: quotations.map(({ legs: own, ...quotation }) => ({ ...quotation, legIndexes: own.map(at) })),
  };
}

export const CALCULATION: Calculation = {
  id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  createdAt: '2026-05-04T09:30:00.000Z',
  readyDate: '2026-05-10',
  from: SHANGHAI,
  to: MOSCOW,
  request: {
    from: { type: 'ADDRESS', cityId: 1 },
    to: { type: 'ADDRESS', cityId: 2 },
    readyDate: '2026-05-10',
    cargo: { type: 'CONTAINER', containers: [{ containerTypeId: 3, amount: 1, weight: 20_000, weightUnit: 'KG' }] },
    currency: 'USD',
    sort: 'BEST_PRICE',
    customCommission: null,
    isWidget: false,
  },
  currency: 'USD',
  sort: 'BEST_PRICE',
  rates: { USD: '92.5', EUR: '100.25', CNY: '12.8' },
  saved: false,
  editable: true,
  outdated: false,
  pricesHidden: false,
  noOnlineRates: false,
  airExcluded: false,
  refineRequested: false,
  ...answered([VIA_SPB, VIA_VVO, BY_RAIL]),
};

/** The same calculation as a guest receives it: routes, carriers and transit, no amounts. */
export const GUEST_CALCULATION: Calculation = {
  ...CALCULATION,
  pricesHidden: true,
  editable: false,
  quotations: CALCULATION.quotations.map((quotation) => ({
    ...quotation,
    total: null,
    totalUsd: null,
    totals: null,
    commission: null,
    sellerReward: null,
    serviceFee: null,
  })),
  legs: CALCULATION.legs.map((item) => ({ ...item, cost: null, vat: null })),
};

export const SHANGHAI_PLACE: Place = {
  type: 'ADDRESS',
  cityId: 1,
  name: 'Shanghai',
  code: null,
  country: { code: 'CN', name: 'China' },
  detail: null,
};
export const MOSCOW_PLACE: Place = {
  type: 'ADDRESS',
  cityId: 2,
  name: 'Moscow',
  code: null,
  country: { code: 'RU', name: 'Russia' },
  detail: null,
};

/** The cargo form's choices as the dictionaries give them: loads and heights the cargo check reads. */
export const HIGH_CUBE: ContainerType = {
  id: 3,
  code: '45G1',
  label: "40'HC",
  name: "40' high cube",
  sizeFeet: 40,
  sizeClass: 'FORTY',
  maxLoadKg: 28_000,
};
export const REEFER: ContainerType = {
  id: 4,
  code: '22R1',
  label: "20'RF",
  name: "20' reefer",
  sizeFeet: 20,
  sizeClass: 'TWENTY',
  maxLoadKg: 27_430,
};
export const EUR1: PalletTypeOption = {
  id: 1,
  code: 'EUR1',
  name: 'EUR/EPAL 1 pallet 120 × 80 cm',
  lengthCm: 120,
  widthCm: 80,
  maxHeightCm: 180,
  maxWeightKg: 1500,
};
/** A pallet type an operator added without its footprint: not one to quote. */
export const NO_FOOTPRINT: PalletTypeOption = {
  id: 2,
  code: null,
  name: 'Custom',
  lengthCm: null,
  widthCm: null,
  maxHeightCm: null,
  maxWeightKg: null,
};
