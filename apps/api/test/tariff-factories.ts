/** Tariffs and the references they name, for tests; factories.ts re-exports them. */
import {
  normalizeTariffInput,
  tariffInputSchema,
  type CalculationRequestInput,
  type DictionaryName,
  type TariffInput,
  type TariffKind,
} from '@cargo/domain';
import type { Db } from '../src/db/connection.js';
import {
  airports,
  currencies,
  dictionaryEntries,
  exchangeRates,
  geoObjects,
  railwayStations,
  seaPorts,
  transportHubs,
} from '../src/db/schema.js';
import { FRESH_MS } from '../src/modules/pricing/index.js';
import { insertTariffs, tariffValues } from '../src/modules/tariffs/index.js';

/** Numbers each world, so a test database may hold several. */
let worlds = 0;

/** Tags worlds from 1 again: a test file starts as it would alone (test/per-file.ts). */
export function resetWorlds(): void {
  worlds = 0;
}

/**
 * What tariffs of every kind refer to, made for a test: the test database has no world seeded.
 * Pairs are [China, Russia]; codes carry a number so a file may make two worlds.
 */
export interface TariffWorld {
  /**
   * The number in its places' and entries' names and codes ("Shanghai 3", "CNSHA3"): each world
   * of a test process has its own, so a test names them by it, never by a number of its own.
   */
  tag: string;
  currency: string;
  seaPorts: [number, number];
  airports: [number, number];
  stations: [number, number];
  hubs: [number, number];
  cities: [number, number];
  seaLine: number;
  consolidator: number;
  railwayOperator: number;
  airline: number;
  service: number;
  surcharge: number;
  containerTypes: [number, number];
  vehicleType: number;
  palletType: number;
}

const PLACES = [
  { countryCode: 'CN', en: 'Shanghai', ru: 'Шанхай', code: 'CNSHA' },
  { countryCode: 'RU', en: 'Saint Petersburg', ru: 'Санкт-Петербург', code: 'RULED' },
] as const;

async function placePair(
  db: Db,
  table: typeof seaPorts,
  suffix: string,
  extra: object = {},
): Promise<[number, number]> {
  const rows = await db
    .insert(table)
    .values(
      PLACES.map((place) => ({
        code: `${place.code}${suffix}`,
        names: { en: `${place.en} ${suffix}`, ru: `${place.ru} ${suffix}` },
        countryCode: place.countryCode,
        ...extra,
      })),
    )
    .returning({ id: table.id });
  return [rows[0]!.id, rows[1]!.id];
}

async function entry(db: Db, dictionary: DictionaryName, code: string, en: string, attributes: object = {}) {
  const [row] = await db
    .insert(dictionaryEntries)
    .values({ dictionary, code, names: { en }, attributes: attributes as Record<string, unknown> })
    .returning({ id: dictionaryEntries.id });
  return row!.id;
}

export async function createTariffWorld(db: Db, currency = 'USD'): Promise<TariffWorld> {
  const n = String(++worlds);
  await db
    .insert(currencies)
    .values({ code: currency, minorUnits: 2, names: { en: currency } })
    .onConflictDoNothing();
  const cityRows = await db
    .insert(geoObjects)
    .values(
      PLACES.map((place) => ({ type: 'CITY', countryCode: place.countryCode, names: { en: `${place.en} ${n}` } })),
    )
    .returning({ id: geoObjects.id });
  return {
    tag: n,
    currency,
    seaPorts: await placePair(db, seaPorts, n),
    airports: await placePair(db, airports as unknown as typeof seaPorts, n),
    stations: await placePair(db, railwayStations as unknown as typeof seaPorts, n),
    hubs: await placePair(db, transportHubs as unknown as typeof seaPorts, n, { type: 'TERMINAL' }),
    cities: [cityRows[0]!.id, cityRows[1]!.id],
    seaLine: await entry(db, 'sea-lines', `ML${n}`, `Maersk ${n}`),
    consolidator: await entry(db, 'consolidators', `CL${n}`, `Consolidator ${n}`),
    railwayOperator: await entry(db, 'railway-operators', `RZD${n}`, `RZD ${n}`),
    airline: await entry(db, 'air-company', `A${n}`, `Aeroflot ${n}`),
    service: await entry(db, 'services', `THC${n}`, `Terminal handling ${n}`),
    surcharge: await entry(db, 'freight-surcharges', `BAF${n}`, `Bunker ${n}`),
    containerTypes: [
      await entry(db, 'container-types', `22G1-${n}`, `20' ${n}`, { kind: 'COMMON' }),
      await entry(db, 'container-types', `45G1-${n}`, `40'HC ${n}`, { kind: 'COMMON' }),
    ],
    vehicleType: await entry(db, 'vehicle-types', `T20-${n}`, `Truck 20 t ${n}`),
    palletType: await entry(db, 'pallet-types', `EUR-${n}`, `Euro pallet ${n}`),
  };
}

/**
 * What quoting in a test world needs besides tariffs: the rouble (every rate is RUB per unit) and
 * an operator's rate of the world's currency, 90 RUB, in force since a month ago.
 */
export async function createQuoteRates(db: Db, w: TariffWorld): Promise<void> {
  await db
    .insert(currencies)
    .values({ code: 'RUB', minorUnits: 2, names: { en: 'Rouble' } })
    .onConflictDoNothing();
  await db.insert(exchangeRates).values({ currencyCode: w.currency, rate: '90', validFrom: dayFromNow(-30) });
}

/**
 * Waits until a change written behind an instance's back (psql, another instance) reaches its
 * quotes: its pricing index serves a check of the database for FRESH_MS.
 */
export const pricingCatchesUp = () => new Promise((resolve) => setTimeout(resolve, FRESH_MS + 5));

/** A day `days` from today, as YYYY-MM-DD. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A quote of one 40'HC of 18 t from the world's Chinese port to its Russian one, ready in a week; `changes` say otherwise. */
export const quoteRequest = (
  w: TariffWorld,
  changes: Partial<CalculationRequestInput> = {},
): CalculationRequestInput => ({
  from: { type: 'SEA_PORT', seaPortId: w.seaPorts[0] },
  to: { type: 'SEA_PORT', seaPortId: w.seaPorts[1] },
  readyDate: dayFromNow(7),
  cargo: { type: 'CONTAINER', containers: [{ containerTypeId: w.containerTypes[1], amount: 1, weight: 18_000 }] },
  currency: 'USD',
  ...changes,
});

/** A valid body of each kind over the world's references: what the API accepts as it is. */
export function tariffBody(kind: TariffKind, w: TariffWorld): TariffInput {
  const common = { validFrom: dayFromNow(0), validTo: dayFromNow(90), currency: w.currency, transitDays: 12 };
  const containers = [
    { containerTypeId: w.containerTypes[0], price: 150_000 },
    { containerTypeId: w.containerTypes[1], price: 250_000 },
  ];
  const weights = [
    { from: 0, to: 100, price: 500 },
    { from: 100, price: 400 },
  ];
  const port = (i: 0 | 1) => ({ type: 'SEA_PORT' as const, id: w.seaPorts[i] });
  const airport = (i: 0 | 1) => ({ type: 'AIRPORT_HUB' as const, id: w.airports[i] });
  const station = (i: 0 | 1) => ({ type: 'RAILWAY_HUB' as const, id: w.stations[i] });
  const city = (i: 0 | 1) => ({ type: 'CITY' as const, id: w.cities[i] });
  const bodies: Record<TariffKind, Omit<TariffInput, keyof typeof common>> = {
    sea: {
      variant: 'CONTAINER',
      from: port(0),
      to: port(1),
      carrierId: w.seaLine,
      demurrageDays: 7,
      lines: containers,
    },
    'port-services': {
      variant: 'CONTAINER',
      from: port(0),
      serviceId: w.service,
      routeType: 'EXPORT',
      lines: containers,
    },
    'airport-services': {
      variant: 'GENERAL',
      from: airport(0),
      serviceId: w.service,
      routeType: 'IMPORT',
      rangeUnit: 'KG',
      lines: weights,
    },
    'road-transportation': {
      variant: 'GENERAL',
      from: city(0),
      to: port(0),
      chargingMode: 'BETWEEN_CITIES',
      distanceRange: 'UNDER_100',
      rangeUnit: 'KG',
      lines: weights,
    },
    'railway-transportation': {
      variant: 'CONTAINER',
      from: station(0),
      to: station(1),
      carrierId: w.railwayOperator,
      lines: containers,
    },
    'railway-services': {
      variant: 'GENERAL',
      from: station(0),
      serviceId: w.service,
      routeType: 'EXPORT',
      rangeUnit: 'KG',
      lines: weights,
    },
    'freight-surcharges': {
      variant: 'CONTAINER',
      from: port(0),
      to: port(1),
      surchargeId: w.surcharge,
      surchargeType: 'ON_FREIGHT',
      tarification: 'ABSOLUTE',
      carrierId: w.seaLine,
      lines: containers,
    },
    'air-transportation': {
      variant: 'GENERAL',
      from: airport(0),
      to: airport(1),
      carrierId: w.airline,
      rangeUnit: 'KG',
      lines: weights,
    },
    trucking: {
      variant: 'VEHICLE',
      from: city(0),
      chargingMode: 'DISTANCE',
      lines: [
        { vehicleTypeId: w.vehicleType, from: 0, to: 50, price: 30_000 },
        { vehicleTypeId: w.vehicleType, from: 50, price: 45_000 },
      ],
    },
    'trucking-international': {
      variant: 'VEHICLE',
      from: city(0),
      to: { type: 'TRANSPORT_HUB', id: w.hubs[1] },
      chargingMode: 'BETWEEN_CITIES',
      vehicleBody: 'TENT',
      lines: [{ vehicleTypeId: w.vehicleType, price: 400_000 }],
    },
    'intermodal-rates': {
      variant: 'CONTAINER',
      from: city(0),
      to: port(1),
      chargingMode: 'ADR_ADR',
      carrierId: w.seaLine,
      lines: containers,
    },
    pallet: {
      variant: 'PALLET',
      from: city(0),
      to: city(1),
      rangeUnit: 'PALLETS',
      lines: [
        { palletTypeId: w.palletType, from: 1, to: 10, price: 9_000 },
        { palletTypeId: w.palletType, from: 10, price: 8_000 },
      ],
    },
  };
  return { ...common, ...bodies[kind] } as TariffInput;
}

export interface TariffOverrides {
  kind?: TariffKind;
  organizationId: number;
  world: TariffWorld;
  /** Fields of the body to change (the kind's valid body otherwise). */
  input?: Partial<TariffInput>;
}

/**
 * A tariff saved straight through the repo (no rules, references or rights are checked: the
 * API's tests do that), for tests that need tariffs to read, list, refer to or block deletes.
 */
export async function createTariff(db: Db, overrides: TariffOverrides): Promise<number> {
  const kind = overrides.kind ?? 'sea';
  const input = tariffInputSchema.parse({ ...tariffBody(kind, overrides.world), ...overrides.input });
  const [row] = await insertTariffs(db, [
    tariffValues(kind, normalizeTariffInput(kind, input), overrides.organizationId),
  ]);
  return row!.id;
}
