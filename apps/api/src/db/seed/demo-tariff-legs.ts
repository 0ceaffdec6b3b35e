import type {
  ChargingMode,
  NdsKind,
  RangeUnit,
  RoadChargingCode,
  RouteType,
  TariffKind,
  TariffVariant,
} from '@cargo/domain';
import type { HubType } from '../../modules/tariffs/index.js';

/**
 * How the demo's tariffs are written (demo-tariff-book.ts holds them): the lanes, the owners, the
 * terms of money and VAT, and a builder per kind of leg.
 *
 * The demo's tariffs are on five real lanes (issue 6), so that someone who runs `npm start` quotes
 * door to door at once. Prices are round figures near the market of 2026, not offers: USD for sea
 * and air, RUB for Russian rail and road, EUR for the Frankfurt road, CNY for Chinese pickups.
 * Each lane chains as the engine chains legs: a road pickup from the city to a hub, services at
 * the hub, main haulage (transit hubs where legs meet), services at arrival, road to the city.
 */

export const DEMO_LANES = [
  'Shanghai → Moscow',
  'Moscow → Novosibirsk',
  'Frankfurt → Moscow',
  'Guangzhou → Almaty',
  'Istanbul → Moscow',
] as const;
export type DemoLane = (typeof DEMO_LANES)[number];

/** The demo organizations that keep tariffs, and the client of the private one (demo.ts). */
export const SEA_LINES = 'Demo Sea Lines';
export const RAIL_ROAD = 'Demo Rail & Road';
export const MARKETPLACE = 'Demo Marketplace';
export const TRADING_HOUSE = 'Demo Trading House';
export type DemoOwner = typeof SEA_LINES | typeof RAIL_ROAD | typeof MARKETPLACE;

/** A tariff end by its code (UN/LOCODE, IATA, station or hub code) or a city as "Name, CC". */
export type DemoPoint = { type: HubType; code: string } | { type: 'CITY'; city: string };

export const port = (code: string): DemoPoint => ({ type: 'SEA_PORT', code });
export const airport = (code: string): DemoPoint => ({ type: 'AIRPORT_HUB', code });
export const station = (code: string): DemoPoint => ({ type: 'RAILWAY_HUB', code });
export const hub = (code: string): DemoPoint => ({ type: 'TRANSPORT_HUB', code });
export const city = (name: string): DemoPoint => ({ type: 'CITY', city: name });

/**
 * A price line in major units of the tariff's currency (a RELATIVE surcharge: percent), naming
 * its container, vehicle or pallet type by code where the variant prices one.
 */
export interface DemoLine {
  container?: string;
  vehicle?: string;
  pallet?: string;
  from?: number;
  to?: number | null;
  price: number;
}

export interface DemoTariff {
  /** Unique within the demo: names the tariff in tests and in a surcharge's `appliesTo`. */
  key: string;
  lane: DemoLane;
  owner: DemoOwner;
  kind: TariffKind;
  variant: TariffVariant;
  from?: DemoPoint;
  to?: DemoPoint;
  currency: 'USD' | 'RUB' | 'EUR' | 'CNY';
  nds: NdsKind;
  /** Major units. */
  minPrice?: number;
  transitDays?: number;
  documentDeadlineDays?: number;
  /** Codes of the kind's carrier dictionary, of `services`, of `freight-surcharges`. */
  carrier?: string;
  service?: string;
  surcharge?: string;
  routeType?: RouteType;
  chargingMode?: ChargingMode;
  roadChargingCode?: RoadChargingCode;
  vehicleBody?: 'TENT' | 'TERM' | 'REFRIGERATOR';
  demurrageDays?: number;
  detentionDays?: number;
  surchargeType?: 'ON_FREIGHT' | 'ON_CARGO';
  tarification?: 'ABSOLUTE' | 'RELATIVE';
  /** The key of the demo sea tariff a surcharge value is for. */
  appliesTo?: string;
  rangeUnit?: RangeUnit;
  lines: DemoLine[];
  /** PRIVATE to these demo client organizations. */
  privateFor?: string[];
  comment?: string;
}

/** Who keeps a tariff and in what money: owner, currency, VAT. */
export type Terms = Pick<DemoTariff, 'owner' | 'currency' | 'nds'>;
/** A tariff before its lane is said (`lane` adds it to a lane's legs). */
export type Leg = Omit<DemoTariff, 'lane'>;
export const lane = (name: DemoLane, ...legs: (Leg | Leg[])[]): DemoTariff[] =>
  legs.flat().map((leg) => ({ ...leg, lane: name }));

/** Sea freight and the Chinese port's services of a foreign line: no Russian VAT. */
export const SEA: Terms = { owner: SEA_LINES, currency: 'USD', nds: 'NONE' };
/** Russian ports' services on international cargo: VAT at 0 %. */
export const RU_PORT: Terms = { owner: SEA_LINES, currency: 'RUB', nds: 'ZERO' };
/** Russian domestic rail and road: VAT at the current rate (20 %). */
export const RU_DOMESTIC: Terms = { owner: RAIL_ROAD, currency: 'RUB', nds: 'CURRENT_RATE' };
export const CN_LOCAL: Terms = { owner: RAIL_ROAD, currency: 'CNY', nds: 'NONE' };
export const DE_LOCAL: Terms = { owner: RAIL_ROAD, currency: 'EUR', nds: 'NONE' };
/** Transit rail China → Kazakhstan and its ends, quoted in USD. */
export const CN_KZ_RAIL: Terms = { owner: RAIL_ROAD, currency: 'USD', nds: 'NONE' };
/** International road into Russia: VAT at 0 %. */
export const EU_RU_ROAD: Terms = { owner: RAIL_ROAD, currency: 'EUR', nds: 'ZERO' };
export const TR_RU_ROAD: Terms = { owner: RAIL_ROAD, currency: 'USD', nds: 'ZERO' };
/** The marketplace's own air rates and airport services. */
export const AIR: Terms = { owner: MARKETPLACE, currency: 'USD', nds: 'ZERO' };
export const FRA_AIRPORT: Terms = { owner: MARKETPLACE, currency: 'EUR', nds: 'NONE' };
export const RU_AIRPORT: Terms = { owner: MARKETPLACE, currency: 'RUB', nds: 'ZERO' };

/** Prices of a 20', a 40' and a 40' high cube container. */
export type Boxes = [c20: number, c40: number, c40hc: number];
export const boxes = ([c20, c40, c40hc]: Boxes): DemoLine[] => [
  { container: '22G1', price: c20 },
  { container: '42G1', price: c40 },
  { container: '45G1', price: c40hc },
];
/** Ranges [from, to (null: open), price per unit]. */
export const ranges = (...rows: [number, number | null, number][]): DemoLine[] =>
  rows.map(([from, to, price]) => ({ from, to, price }));
/** One price per unit for any quantity. */
export const flat = (price: number): DemoLine[] => ranges([0, null, price]);
/** The air industry's weight breaks, per kg: -45, +45, +100, +300, +500, +1000 kg. */
export const airBreaks = (...prices: [number, number, number, number, number, number]): DemoLine[] =>
  [0, 45, 100, 300, 500, 1000].map((from, index, breaks) => ({
    from,
    to: breaks[index + 1] ?? null,
    price: prices[index]!,
  }));
export const vehicles = (...rows: [string, number][]): DemoLine[] =>
  rows.map(([vehicle, price]) => ({ vehicle, price }));
/** Per pallet by the number of pallets: 1–4, 5–10, 11 and more. */
export const pallets = (pallet: string, p1: number, p5: number, p11: number): DemoLine[] => [
  { pallet, from: 1, to: 5, price: p1 },
  { pallet, from: 5, to: 11, price: p5 },
  { pallet, from: 11, to: null, price: p11 },
];

/** General cargo of a leg: ranges in a unit, a minimum for the leg, its own transit time if slower. */
export interface General {
  unit: RangeUnit;
  lines: DemoLine[];
  min: number;
  days?: number;
}
export const perKg = (min: number, ...rows: [number, number | null, number][]): General => ({
  unit: 'KG',
  min,
  lines: ranges(...rows),
});

/** Sea freight: FCL of a sea line (free days of demurrage and detention) or LCL per W/M. */
export function seaFcl(
  key: string,
  terms: Terms,
  [from, to]: [DemoPoint, DemoPoint],
  carrier: string,
  days: number,
  prices: Boxes,
  freeDays: number,
  comment?: string,
): Leg {
  return {
    key,
    ...terms,
    kind: 'sea',
    variant: 'CONTAINER',
    from,
    to,
    carrier,
    transitDays: days,
    documentDeadlineDays: days > 20 ? 5 : 4,
    demurrageDays: freeDays,
    detentionDays: freeDays,
    lines: boxes(prices),
    ...(comment && { comment }),
  };
}
export function seaLcl(
  key: string,
  [from, to]: [DemoPoint, DemoPoint],
  days: number,
  min: number,
  lines: DemoLine[],
  comment?: string,
): Leg {
  return {
    key,
    ...SEA,
    kind: 'sea',
    variant: 'GENERAL',
    from,
    to,
    transitDays: days,
    documentDeadlineDays: days > 20 ? 6 : 5,
    rangeUnit: 'WM',
    minPrice: min,
    lines,
    ...(comment && { comment }),
  };
}

/**
 * An ON_FREIGHT surcharge of Demo Sea Lines: of a sea line (`carrier`) for its whole trade or
 * one lane, or of one sea tariff (`appliesTo`, a demo key: general cargo per W/M). CAF is a
 * percentage of the freight, BAF an amount per container or W/M.
 */
export function surcharge(
  key: string,
  code: 'BAF' | 'CAF',
  scope: { carrier: string } | { appliesTo: string },
  lines: DemoLine[],
  ends?: [DemoPoint, DemoPoint],
): Leg {
  const general = 'appliesTo' in scope;
  return {
    key,
    ...SEA,
    kind: 'freight-surcharges',
    variant: general ? 'GENERAL' : 'CONTAINER',
    ...scope,
    ...(general && { rangeUnit: 'WM' as const }),
    surcharge: code,
    surchargeType: 'ON_FREIGHT',
    tarification: code === 'CAF' ? 'RELATIVE' : 'ABSOLUTE',
    ...(ends && { from: ends[0], to: ends[1] }),
    lines,
  };
}

/** A port's services: terminal handling per container and per W/M (CFS), and a fee per bill. */
export function portServices(
  key: string,
  terms: Terms,
  at: DemoPoint,
  routeType: RouteType,
  handling: { service: 'THC_ORIGIN' | 'THC_DESTINATION'; days: number; boxes: Boxes; perWm: number; min: number },
  bill: { service: 'BL_ISSUE' | 'DELIVERY_ORDER'; price: number },
): Leg[] {
  const base = { ...terms, kind: 'port-services' as const, from: at, routeType };
  const thc = { ...base, service: handling.service, transitDays: handling.days };
  return [
    { ...thc, key: `${key}-thc`, variant: 'CONTAINER', lines: boxes(handling.boxes) },
    {
      ...thc,
      key: `${key}-cfs`,
      variant: 'GENERAL',
      rangeUnit: 'WM',
      minPrice: handling.min,
      lines: flat(handling.perWm),
    },
    { ...base, key: `${key}-bill`, variant: 'BILL', service: bill.service, lines: [{ price: bill.price }] },
  ];
}

/** A road leg: containers and/or general cargo (a tent truck's groupage). */
export function road(
  key: string,
  terms: Terms,
  [from, to]: [DemoPoint, DemoPoint],
  chargingMode: ChargingMode,
  days: number,
  prices: { boxes?: Boxes; general?: General },
  comment?: string,
): Leg[] {
  const base = {
    ...terms,
    kind: 'road-transportation' as const,
    from,
    to,
    chargingMode,
    transitDays: days,
    documentDeadlineDays: days > 2 ? 2 : 1,
    ...(comment && { comment }),
  };
  const legs: Leg[] = [];
  if (prices.boxes) legs.push({ ...base, key: `${key}-fcl`, variant: 'CONTAINER', lines: boxes(prices.boxes) });
  const general = prices.general;
  if (general)
    legs.push({
      ...base,
      key: `${key}-lcl`,
      variant: 'GENERAL',
      vehicleBody: 'TENT',
      rangeUnit: general.unit,
      ...((general.unit === 'WM' || general.unit === 'LDM') && { roadChargingCode: general.unit }),
      minPrice: general.min,
      transitDays: general.days ?? days,
      lines: general.lines,
    });
  return legs;
}

/** A rail leg: containers and general cargo. */
export function rail(
  key: string,
  terms: Terms,
  [from, to]: [DemoPoint, DemoPoint],
  carrier: string,
  days: number,
  prices: Boxes,
  general: General,
  comment?: string,
): Leg[] {
  const base = {
    ...terms,
    kind: 'railway-transportation' as const,
    from,
    to,
    carrier,
    transitDays: days,
    documentDeadlineDays: 3,
    ...(comment && { comment }),
  };
  return [
    { ...base, key: `${key}-fcl`, variant: 'CONTAINER', lines: boxes(prices) },
    {
      ...base,
      key: `${key}-lcl`,
      variant: 'GENERAL',
      rangeUnit: general.unit,
      minPrice: general.min,
      transitDays: general.days ?? days,
      lines: general.lines,
    },
  ];
}

/** Loading at the departure station or unloading at arrival: per container, and per unit of general cargo. */
export function railService(
  key: string,
  terms: Terms,
  at: DemoPoint,
  routeType: RouteType,
  prices: Boxes,
  general: General,
): Leg[] {
  const service = routeType === 'EXPORT' || routeType === 'LOCAL_DEPARTURE' ? 'RAIL_LOADING' : 'RAIL_UNLOADING';
  const base = { ...terms, kind: 'railway-services' as const, from: at, service, routeType, transitDays: 1 };
  return [
    { ...base, key: `${key}-fcl`, variant: 'CONTAINER', lines: boxes(prices) },
    {
      ...base,
      key: `${key}-lcl`,
      variant: 'GENERAL',
      rangeUnit: general.unit,
      minPrice: general.min,
      lines: general.lines,
    },
  ];
}

/** An airport's service for general cargo per kg, or per air waybill. */
export function airportService(
  key: string,
  terms: Terms,
  at: DemoPoint,
  routeType: RouteType,
  service: string,
  price: { general: General } | { bill: number },
  days?: number,
): Leg {
  const base = {
    key,
    ...terms,
    kind: 'airport-services' as const,
    from: at,
    service,
    routeType,
    ...(days && { transitDays: days }),
  };
  return 'bill' in price
    ? { ...base, variant: 'BILL', lines: [{ price: price.bill }] }
    : { ...base, variant: 'GENERAL', rangeUnit: 'KG', minPrice: price.general.min, lines: price.general.lines };
}

/** A full truck (trucking-international) per vehicle type, tent bodies. */
export function fullTruck(
  key: string,
  terms: Terms,
  [from, to]: [DemoPoint, DemoPoint],
  days: number,
  lines: DemoLine[],
  comment?: string,
): Leg {
  return {
    key,
    ...terms,
    kind: 'trucking-international',
    variant: 'VEHICLE',
    from,
    to,
    chargingMode: 'BETWEEN_CITIES',
    vehicleBody: 'TENT',
    transitDays: days,
    documentDeadlineDays: days > 2 ? 2 : 1,
    lines,
    ...(comment && { comment }),
  };
}

/** Pallets (EUR 120 × 80) between two cities, per pallet by their number. */
export function palletLeg(
  key: string,
  terms: Terms,
  [from, to]: [DemoPoint, DemoPoint],
  days: number,
  lines: DemoLine[],
): Leg {
  return {
    key,
    ...terms,
    kind: 'pallet',
    variant: 'PALLET',
    from,
    to,
    transitDays: days,
    documentDeadlineDays: 2,
    rangeUnit: 'PALLETS',
    lines,
  };
}
