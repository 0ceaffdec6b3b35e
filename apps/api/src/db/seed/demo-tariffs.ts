import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  keptTariffVariants,
  normalizeTariffInput,
  TARIFF_KIND_SPECS,
  tariffInputIssues,
  tariffInputSchema,
  type ChargingMode,
  type NdsKind,
  type OrganizationFacts,
  type ProfileKind,
  type ProfileStatus,
  type RangeUnit,
  type RoadChargingCode,
  type RouteType,
  type TariffInput,
  type TariffInputParsed,
  type TariffKind,
  type TariffLine,
  type TariffVariant,
} from '@cargo/domain';
import type { Db } from '../connection.js';
import { geoObjects } from '../../modules/geography/geography.schema.js';
import { organizationProfiles, organizations } from '../../modules/organizations/organizations.schema.js';
import {
  cityKey,
  parseCityRef,
  type CityRef,
  type HubType,
  type LookupDictionary,
} from '../../modules/tariff-sheets/code-lookup.js';
import { createCodeLookup } from '../../modules/tariff-sheets/code-lookup.repo.js';
import { shareTariffReferences } from '../../modules/tariffs/delete-guard.js';
import { insertTariffsAudited } from '../../modules/tariffs/tariff-insert.repo.js';
import { checkReferences } from '../../modules/tariffs/tariff-references.js';
import { tariffValues, type TariffValues } from '../../modules/tariffs/tariffs.repo.js';
import { tariffs } from '../../modules/tariffs/tariffs.schema.js';

/**
 * The demo's tariffs on five real lanes (issue 6), so that someone who runs `npm start` quotes
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
type DemoOwner = typeof SEA_LINES | typeof RAIL_ROAD | typeof MARKETPLACE;

/** A tariff end by its code (UN/LOCODE, IATA, station or hub code) or a city as "Name, CC". */
export type DemoPoint = { type: HubType; code: string } | { type: 'CITY'; city: string };

const port = (code: string): DemoPoint => ({ type: 'SEA_PORT', code });
const airport = (code: string): DemoPoint => ({ type: 'AIRPORT_HUB', code });
const station = (code: string): DemoPoint => ({ type: 'RAILWAY_HUB', code });
const hub = (code: string): DemoPoint => ({ type: 'TRANSPORT_HUB', code });
const city = (name: string): DemoPoint => ({ type: 'CITY', city: name });

/**
 * A price line in major units of the tariff's currency (a RELATIVE surcharge: percent), naming
 * its container, vehicle or pallet type by code where the variant prices one.
 */
interface DemoLine {
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
type Terms = Pick<DemoTariff, 'owner' | 'currency' | 'nds'>;
/** A tariff before its lane is said (`lane` adds it to a lane's legs). */
type Leg = Omit<DemoTariff, 'lane'>;
const lane = (name: DemoLane, ...legs: (Leg | Leg[])[]): DemoTariff[] =>
  legs.flat().map((leg) => ({ ...leg, lane: name }));

/** Sea freight and the Chinese port's services of a foreign line: no Russian VAT. */
const SEA: Terms = { owner: SEA_LINES, currency: 'USD', nds: 'NONE' };
/** Russian ports' services on international cargo: VAT at 0 %. */
const RU_PORT: Terms = { owner: SEA_LINES, currency: 'RUB', nds: 'ZERO' };
/** Russian domestic rail and road: VAT at the current rate (20 %). */
const RU_DOMESTIC: Terms = { owner: RAIL_ROAD, currency: 'RUB', nds: 'CURRENT_RATE' };
const CN_LOCAL: Terms = { owner: RAIL_ROAD, currency: 'CNY', nds: 'NONE' };
const DE_LOCAL: Terms = { owner: RAIL_ROAD, currency: 'EUR', nds: 'NONE' };
/** Transit rail China → Kazakhstan and its ends, quoted in USD. */
const CN_KZ_RAIL: Terms = { owner: RAIL_ROAD, currency: 'USD', nds: 'NONE' };
/** International road into Russia: VAT at 0 %. */
const EU_RU_ROAD: Terms = { owner: RAIL_ROAD, currency: 'EUR', nds: 'ZERO' };
const TR_RU_ROAD: Terms = { owner: RAIL_ROAD, currency: 'USD', nds: 'ZERO' };
/** The marketplace's own air rates and airport services. */
const AIR: Terms = { owner: MARKETPLACE, currency: 'USD', nds: 'ZERO' };
const FRA_AIRPORT: Terms = { owner: MARKETPLACE, currency: 'EUR', nds: 'NONE' };
const RU_AIRPORT: Terms = { owner: MARKETPLACE, currency: 'RUB', nds: 'ZERO' };

/** Prices of a 20', a 40' and a 40' high cube container. */
type Boxes = [c20: number, c40: number, c40hc: number];
const boxes = ([c20, c40, c40hc]: Boxes): DemoLine[] => [
  { container: '22G1', price: c20 },
  { container: '42G1', price: c40 },
  { container: '45G1', price: c40hc },
];
/** Ranges [from, to (null: open), price per unit]. */
const ranges = (...rows: [number, number | null, number][]): DemoLine[] =>
  rows.map(([from, to, price]) => ({ from, to, price }));
/** One price per unit for any quantity. */
const flat = (price: number): DemoLine[] => ranges([0, null, price]);
/** The air industry's weight breaks, per kg: -45, +45, +100, +300, +500, +1000 kg. */
const airBreaks = (...prices: [number, number, number, number, number, number]): DemoLine[] =>
  [0, 45, 100, 300, 500, 1000].map((from, index, breaks) => ({
    from,
    to: breaks[index + 1] ?? null,
    price: prices[index]!,
  }));
const vehicles = (...rows: [string, number][]): DemoLine[] => rows.map(([vehicle, price]) => ({ vehicle, price }));
/** Per pallet by the number of pallets: 1–4, 5–10, 11 and more. */
const pallets = (pallet: string, p1: number, p5: number, p11: number): DemoLine[] => [
  { pallet, from: 1, to: 5, price: p1 },
  { pallet, from: 5, to: 11, price: p5 },
  { pallet, from: 11, to: null, price: p11 },
];

/** General cargo of a leg: ranges in a unit, a minimum for the leg, its own transit time if slower. */
interface General {
  unit: RangeUnit;
  lines: DemoLine[];
  min: number;
  days?: number;
}
const perKg = (min: number, ...rows: [number, number | null, number][]): General => ({
  unit: 'KG',
  min,
  lines: ranges(...rows),
});

/** Sea freight: FCL of a sea line (free days of demurrage and detention) or LCL per W/M. */
function seaFcl(
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
function seaLcl(
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
function surcharge(
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
function portServices(
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
function road(
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
function rail(
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
function railService(
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
function airportService(
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
function fullTruck(
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
function palletLeg(
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

const SHANGHAI = city('Shanghai, CN');
const MOSCOW = city('Moscow, RU');
const NOVOSIBIRSK = city('Novosibirsk, RU');
const FRANKFURT = city('Frankfurt am Main, DE');
const GUANGZHOU = city('Guangzhou, CN');
const ALMATY = city('Almaty, KZ');
const ISTANBUL = city('Istanbul, TR');
const CNSHA = port('CNSHA');
const RULED = port('RULED');
const RUVVO = port('RUVVO');
const FRA = airport('FRA');
const SVO = airport('SVO');
/** Shushary (Saint Petersburg), Kuntsevo II (Moscow), Vladivostok, Kleshchikha (Novosibirsk). */
const SHUSHARY = station('033004');
const KUNTSEVO = station('181808');
const VLADIVOSTOK = station('980003');
const KLESHCHIKHA = station('850204');
const GUANGZHOU_STATION = station('GZQ');
const ALMATY_1 = station('700007');
/** The rail border crossing Khorgos (CN) – Altynkol (KZ), where 1435 mm meets 1520 mm. */
const KHORGOS = hub('TB-KHORGOS-RAIL');
const ALTYNKOL = hub('TB-ALTYNKOL-RAIL');

/** Road between a Moscow door and Kuntsevo II, either way. */
const MOSCOW_DRAYAGE = {
  boxes: [27000, 31000, 31000],
  general: perKg(4500, [0, 500, 6], [500, 2000, 4.2], [2000, null, 2.9]),
} satisfies { boxes: Boxes; general: General };

export const DEMO_TARIFFS: readonly DemoTariff[] = [
  ...lane(
    'Shanghai → Moscow',
    road('road-shanghai-cnsha', CN_LOCAL, [SHANGHAI, CNSHA], 'PORT_ADR', 1, {
      boxes: [1900, 2500, 2500],
      general: perKg(450, [0, 500, 1.2], [500, 2000, 0.8], [2000, null, 0.5]),
    }),
    portServices(
      'port-cnsha-export',
      SEA,
      CNSHA,
      'EXPORT',
      { service: 'THC_ORIGIN', days: 1, boxes: [125, 185, 185], perWm: 16, min: 40 },
      { service: 'BL_ISSUE', price: 55 },
    ),
    // To Saint Petersburg: FESCO weekly, a contract rate for Demo Trading House, LCL.
    seaFcl(
      'sea-cnsha-ruled-fcl',
      SEA,
      [CNSHA, RULED],
      'FESO',
      42,
      [2850, 3950, 4050],
      14,
      'Weekly sailing to the Baltic',
    ),
    {
      ...seaFcl(
        'sea-cnsha-ruled-fcl-contract',
        { ...SEA, owner: MARKETPLACE },
        [CNSHA, RULED],
        'FESO',
        42,
        [2590, 3590, 3690],
        21,
        'All-in contract rate of Demo Trading House: BAF and CAF included',
      ),
      privateFor: [TRADING_HOUSE],
    },
    seaLcl(
      'sea-cnsha-ruled-lcl',
      [CNSHA, RULED],
      48,
      184,
      ranges([0, 5, 92], [5, 15, 82], [15, null, 72]),
      'Consolidation at the Shanghai CFS, weekly',
    ),
    // To Vladivostok: FESCO direct or Sinokor via Busan, LCL.
    seaFcl('sea-cnsha-ruvvo-fcl-feso', SEA, [CNSHA, RUVVO], 'FESO', 9, [1750, 2450, 2550], 14),
    seaFcl(
      'sea-cnsha-ruvvo-fcl-sklu',
      SEA,
      [CNSHA, RUVVO],
      'SKLU',
      13,
      [1650, 2300, 2400],
      7,
      'Transshipment in Busan',
    ),
    seaLcl('sea-cnsha-ruvvo-lcl', [CNSHA, RUVVO], 15, 136, ranges([0, 5, 68], [5, 15, 58], [15, null, 49])),
    surcharge('surcharge-feso-caf', 'CAF', { carrier: 'FESO' }, boxes([3, 3, 3])),
    surcharge('surcharge-feso-baf-ruled', 'BAF', { carrier: 'FESO' }, boxes([190, 340, 340]), [CNSHA, RULED]),
    surcharge('surcharge-feso-baf-ruvvo', 'BAF', { carrier: 'FESO' }, boxes([85, 150, 150]), [CNSHA, RUVVO]),
    surcharge('surcharge-sklu-caf-ruvvo', 'CAF', { carrier: 'SKLU' }, boxes([2.5, 2.5, 2.5]), [CNSHA, RUVVO]),
    surcharge('surcharge-sklu-baf-ruvvo', 'BAF', { carrier: 'SKLU' }, boxes([95, 170, 170]), [CNSHA, RUVVO]),
    surcharge('surcharge-lcl-baf-ruled', 'BAF', { appliesTo: 'sea-cnsha-ruled-lcl' }, flat(9), [CNSHA, RULED]),
    surcharge('surcharge-lcl-baf-ruvvo', 'BAF', { appliesTo: 'sea-cnsha-ruvvo-lcl' }, flat(5), [CNSHA, RUVVO]),
    portServices(
      'port-ruled-import',
      RU_PORT,
      RULED,
      'IMPORT',
      { service: 'THC_DESTINATION', days: 2, boxes: [27500, 35500, 35500], perWm: 2900, min: 5800 },
      { service: 'DELIVERY_ORDER', price: 6500 },
    ),
    portServices(
      'port-ruvvo-import',
      RU_PORT,
      RUVVO,
      'IMPORT',
      { service: 'THC_DESTINATION', days: 2, boxes: [24500, 32500, 32500], perWm: 2600, min: 5200 },
      { service: 'DELIVERY_ORDER', price: 5500 },
    ),
    // Saint Petersburg → Moscow: rail from Shushary, or road from the port to the door.
    railService(
      'railsvc-shushary-loading',
      RU_DOMESTIC,
      SHUSHARY,
      'LOCAL_DEPARTURE',
      [8500, 11000, 11000],
      perKg(2500, [0, null, 1.4]),
    ),
    rail('rail-shushary-kuntsevo', RU_DOMESTIC, [SHUSHARY, KUNTSEVO], 'TRANSCONTAINER', 3, [62000, 86000, 88000], {
      ...perKg(9500, [0, 1000, 9.5], [1000, 5000, 7.2], [5000, null, 5.6]),
      days: 4,
    }),
    road('road-ruled-moscow', RU_DOMESTIC, [RULED, MOSCOW], 'PORT_ADR', 2, {
      boxes: [98000, 115000, 115000],
      general: perKg(6000, [0, 500, 14], [500, 2000, 10], [2000, 5000, 7.5], [5000, null, 5.5]),
    }),
    // Vladivostok → Moscow by rail.
    railService(
      'railsvc-vladivostok-loading',
      RU_DOMESTIC,
      VLADIVOSTOK,
      'LOCAL_DEPARTURE',
      [9500, 12500, 12500],
      perKg(2500, [0, null, 1.5]),
    ),
    rail(
      'rail-vladivostok-kuntsevo',
      RU_DOMESTIC,
      [VLADIVOSTOK, KUNTSEVO],
      'TRANSCONTAINER',
      12,
      [245000, 315000, 320000],
      { ...perKg(29000, [0, 1000, 29], [1000, 5000, 23], [5000, null, 18.5]), days: 14 },
    ),
    // Moscow: unloading at Kuntsevo II, then road to the door, or a truck hired around the station.
    railService(
      'railsvc-kuntsevo-unloading',
      RU_DOMESTIC,
      KUNTSEVO,
      'LOCAL_ARRIVAL',
      [8000, 10500, 10500],
      perKg(2000, [0, null, 1.2]),
    ),
    road('road-kuntsevo-moscow', RU_DOMESTIC, [KUNTSEVO, MOSCOW], 'ADR_RAILWAY', 1, MOSCOW_DRAYAGE),
    {
      key: 'trucking-kuntsevo',
      ...RU_DOMESTIC,
      kind: 'trucking',
      variant: 'VEHICLE',
      from: KUNTSEVO,
      chargingMode: 'RATE',
      vehicleBody: 'TENT',
      transitDays: 1,
      // Radius bands around the station, km.
      lines: [
        ...ranges([0, 50, 9000], [50, 100, 13500]).map((line) => ({ ...line, vehicle: 'TENT_1.5T' })),
        ...ranges([0, 50, 14500], [50, 100, 20000]).map((line) => ({ ...line, vehicle: 'TENT_5T' })),
        ...ranges([0, 50, 29000], [50, 100, 39000], [100, 200, 52000]).map((line) => ({
          ...line,
          vehicle: 'TENT_20T',
        })),
      ],
    },
  ),
  ...lane(
    'Moscow → Novosibirsk',
    road('road-moscow-kuntsevo', RU_DOMESTIC, [MOSCOW, KUNTSEVO], 'ADR_RAILWAY', 1, MOSCOW_DRAYAGE),
    railService(
      'railsvc-kuntsevo-loading',
      RU_DOMESTIC,
      KUNTSEVO,
      'LOCAL_DEPARTURE',
      [8000, 10500, 10500],
      perKg(2000, [0, null, 1.2]),
    ),
    rail(
      'rail-kuntsevo-kleshchikha',
      RU_DOMESTIC,
      [KUNTSEVO, KLESHCHIKHA],
      'TRANSCONTAINER',
      7,
      [138000, 178000, 182000],
      { ...perKg(19000, [0, 1000, 19], [1000, 5000, 14.5], [5000, null, 11.5]), days: 9 },
    ),
    railService(
      'railsvc-kleshchikha-unloading',
      RU_DOMESTIC,
      KLESHCHIKHA,
      'LOCAL_ARRIVAL',
      [7500, 9500, 9500],
      perKg(2000, [0, null, 1.1]),
    ),
    road('road-kleshchikha-novosibirsk', RU_DOMESTIC, [KLESHCHIKHA, NOVOSIBIRSK], 'ADR_RAILWAY', 1, {
      boxes: [21000, 25000, 25000],
      general: perKg(4000, [0, 500, 5.5], [500, 2000, 3.8], [2000, null, 2.6]),
    }),
    // Road all the way (3,300 km): containers, groupage, full trucks, pallets.
    road('road-moscow-novosibirsk', RU_DOMESTIC, [MOSCOW, NOVOSIBIRSK], 'BETWEEN_CITIES', 5, {
      boxes: [265000, 310000, 310000],
      general: { ...perKg(9000, [0, 500, 24], [500, 2000, 17], [2000, 5000, 12.5], [5000, null, 9.5]), days: 6 },
    }),
    fullTruck(
      'ftl-moscow-novosibirsk',
      RU_DOMESTIC,
      [MOSCOW, NOVOSIBIRSK],
      5,
      vehicles(['TENT_5T', 165000], ['TENT_10T', 215000], ['TENT_20T', 295000]),
    ),
    palletLeg('pallet-moscow-novosibirsk', RU_DOMESTIC, [MOSCOW, NOVOSIBIRSK], 7, pallets('EUR1', 11500, 9800, 8400)),
  ),
  ...lane(
    'Frankfurt → Moscow',
    // By air via Istanbul: the marketplace's own rate and airport services.
    road('road-frankfurt-fra', DE_LOCAL, [FRANKFURT, FRA], 'AIR_ADR', 1, {
      general: perKg(85, [0, 300, 0.32], [300, 1000, 0.2], [1000, null, 0.13]),
    }),
    airportService(
      'airsvc-fra-handling',
      FRA_AIRPORT,
      FRA,
      'EXPORT',
      'AIRPORT_HANDLING_EXPORT',
      { general: perKg(45, [0, null, 0.22]) },
      1,
    ),
    airportService('airsvc-fra-xray', FRA_AIRPORT, FRA, 'EXPORT', 'XRAY_SCREENING', {
      general: perKg(25, [0, null, 0.12]),
    }),
    airportService('airsvc-fra-awb', FRA_AIRPORT, FRA, 'EXPORT', 'AWB_ISSUE', { bill: 35 }),
    {
      key: 'air-fra-svo',
      ...AIR,
      kind: 'air-transportation',
      variant: 'GENERAL',
      from: FRA,
      to: SVO,
      carrier: 'TK',
      transitDays: 3,
      documentDeadlineDays: 2,
      rangeUnit: 'KG',
      minPrice: 120,
      lines: airBreaks(6.8, 5.3, 4.6, 4.2, 3.9, 3.6),
      comment: 'Via Istanbul (IST), daily',
    },
    airportService(
      'airsvc-svo-handling',
      RU_AIRPORT,
      SVO,
      'IMPORT',
      'AIRPORT_HANDLING_IMPORT',
      { general: perKg(3500, [0, 100, 32], [100, 500, 24], [500, null, 18]) },
      1,
    ),
    road('road-svo-moscow', RU_DOMESTIC, [SVO, MOSCOW], 'AIR_ADR', 1, {
      general: perKg(5500, [0, 500, 9], [500, 2000, 6.2], [2000, null, 4.3]),
    }),
    // By road through Belarus: containers, groupage per loading metre, full trucks.
    road(
      'road-frankfurt-moscow',
      EU_RU_ROAD,
      [FRANKFURT, MOSCOW],
      'BETWEEN_CITIES',
      9,
      {
        boxes: [4300, 5300, 5300],
        general: { unit: 'LDM', min: 480, lines: ranges([0, 3, 640], [3, 7, 560], [7, null, 480]), days: 10 },
      },
      'Via Brest (BY), reloaded at the border',
    ),
    fullTruck(
      'ftl-frankfurt-moscow',
      EU_RU_ROAD,
      [FRANKFURT, MOSCOW],
      9,
      vehicles(['TENT_10T', 4900], ['TENT_20T', 6400]),
      'Via Brest (BY), reloaded at the border',
    ),
  ),
  ...lane(
    'Guangzhou → Almaty',
    road('road-guangzhou-gzq', CN_LOCAL, [GUANGZHOU, GUANGZHOU_STATION], 'ADR_RAILWAY', 1, {
      boxes: [1650, 2150, 2150],
      general: perKg(400, [0, 500, 1], [500, 2000, 0.7], [2000, null, 0.45]),
    }),
    railService('railsvc-gzq-loading', CN_LOCAL, GUANGZHOU_STATION, 'EXPORT', [850, 1200, 1200], {
      unit: 'WM',
      min: 200,
      lines: flat(35),
    }),
    rail('rail-gzq-khorgos', CN_KZ_RAIL, [GUANGZHOU_STATION, KHORGOS], 'CR_EXPRESS', 6, [1450, 2050, 2100], {
      unit: 'WM',
      min: 172,
      lines: ranges([0, 5, 86], [5, 15, 72], [15, null, 60]),
      days: 7,
    }),
    rail(
      'rail-khorgos-altynkol',
      CN_KZ_RAIL,
      [KHORGOS, ALTYNKOL],
      'KTZ_EXPRESS',
      2,
      [430, 580, 590],
      { unit: 'WM', min: 60, lines: flat(14) },
      'Border crossing with transshipment from 1435 to 1520 mm gauge',
    ),
    rail('rail-altynkol-almaty', CN_KZ_RAIL, [ALTYNKOL, ALMATY_1], 'KTZ_EXPRESS', 2, [360, 490, 500], {
      unit: 'WM',
      min: 60,
      lines: flat(15),
    }),
    railService('railsvc-almaty-unloading', CN_KZ_RAIL, ALMATY_1, 'IMPORT', [95, 130, 130], {
      unit: 'WM',
      min: 30,
      lines: flat(4),
    }),
    road('road-almaty1-almaty', CN_KZ_RAIL, [ALMATY_1, ALMATY], 'ADR_RAILWAY', 1, {
      boxes: [230, 270, 270],
      general: perKg(60, [0, 500, 0.12], [500, 2000, 0.08], [2000, null, 0.05]),
    }),
  ),
  ...lane(
    'Istanbul → Moscow',
    road(
      'road-istanbul-moscow',
      TR_RU_ROAD,
      [ISTANBUL, MOSCOW],
      'BETWEEN_CITIES',
      8,
      {
        boxes: [3650, 4350, 4350],
        general: { unit: 'WM', min: 290, lines: ranges([0, 5, 145], [5, 15, 118], [15, null, 96]), days: 10 },
      },
      'Via Georgia (Upper Lars)',
    ),
    fullTruck(
      'ftl-istanbul-moscow',
      TR_RU_ROAD,
      [ISTANBUL, MOSCOW],
      8,
      vehicles(['TENT_10T', 4300], ['TENT_20T', 5600]),
      'Via Georgia (Upper Lars)',
    ),
    palletLeg('pallet-istanbul-moscow', TR_RU_ROAD, [ISTANBUL, MOSCOW], 10, pallets('EUR1', 270, 225, 195)),
  ),
];

/** Validity: from a week before the seed day (UTC) to a year after it. */
export const DEMO_VALID_FROM_DAYS = -7;
export const DEMO_VALID_TO_DAYS = 365;

/** The UTC day `offset` days from `today`, as YYYY-MM-DD. */
export function utcDay(today: Date, offset: number): string {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

export interface DemoTariffsResult {
  /** Tariffs inserted. */
  created: number;
  /**
   * Demo tariffs left out although their owner was seeded: a reference is not seeded, the owner's
   * profiles do not open the variant, or a rule refused it. (An owner that keeps tariffs already
   * simply gets none: that is no skip.)
   */
  skipped: { key: string; reason: string }[];
}

/** What the lookups found, by point type and code (cities by cityKey), and per owner per dictionary. */
interface Resolved {
  points: Map<string, number>;
  digits: ReadonlyMap<string, number>;
  entries: Map<string, number>;
}

const pointKey = (point: DemoPoint) =>
  point.type === 'CITY' ? `CITY|${cityKey(parseCityRef(point.city)!)}` : `${point.type}|${point.code.toUpperCase()}`;
const entryKey = (owner: number, dictionary: string, code: string) => `${owner}|${dictionary}|${code.toUpperCase()}`;

/** The dictionaries a demo tariff names codes of. */
function dictionaryCodes(tariff: DemoTariff): [LookupDictionary, string][] {
  const carriers = TARIFF_KIND_SPECS[tariff.kind].carrier?.[tariff.variant] as LookupDictionary | undefined;
  const codes: [LookupDictionary, string][] = [];
  if (tariff.carrier && carriers) codes.push([carriers, tariff.carrier]);
  if (tariff.service) codes.push(['services', tariff.service]);
  if (tariff.surcharge) codes.push(['freight-surcharges', tariff.surcharge]);
  for (const line of tariff.lines) {
    if (line.container) codes.push(['container-types', line.container]);
    if (line.vehicle) codes.push(['vehicle-types', line.vehicle]);
    if (line.pallet) codes.push(['pallet-types', line.pallet]);
  }
  return codes;
}

/**
 * Cities by their English name and country, the most populous of a name as rate sheets take it.
 * The sheets' lookup reads every name in every language (46 ms over the whole world on PGlite);
 * the demo names its cities in English, which one indexed filter answers in a few.
 */
async function citiesByEnglishName(tx: Db, refs: readonly CityRef[]): Promise<Map<string, number>> {
  if (!refs.length) return new Map();
  const english = sql<string>`${geoObjects.names}->>'en'`;
  const rows = await tx
    .selectDistinctOn([geoObjects.countryCode, english], {
      id: geoObjects.id,
      countryCode: geoObjects.countryCode,
      name: english,
    })
    .from(geoObjects)
    .where(
      and(
        eq(geoObjects.type, 'CITY'),
        inArray(geoObjects.countryCode, [...new Set(refs.map((ref) => ref.countryCode))]),
        inArray(english, [...new Set(refs.map((ref) => ref.name))]),
      ),
    )
    .orderBy(geoObjects.countryCode, english, sql`${geoObjects.population} desc nulls last`, geoObjects.id);
  const wanted = new Set(refs.map(cityKey));
  const ids = new Map<string, number>();
  for (const row of rows) {
    const key = cityKey({ name: row.name, countryCode: row.countryCode ?? '' });
    if (wanted.has(key)) ids.set(key, row.id);
  }
  return ids;
}

/** Every code of `demo` looked up: a handful of statements whatever the number of tariffs. */
async function resolveCodes(
  tx: Db,
  demo: readonly DemoTariff[],
  owners: ReadonlyMap<string, number>,
): Promise<Resolved> {
  const lookup = createCodeLookup(tx, { organizationId: null });
  const points = new Map<string, number>();
  const ends = demo.flatMap((tariff) => [tariff.from, tariff.to]).filter((point) => point !== undefined);
  for (const type of ['SEA_PORT', 'AIRPORT_HUB', 'RAILWAY_HUB', 'TRANSPORT_HUB'] as const) {
    const codes = [...new Set(ends.flatMap((point) => (point.type === type ? [point.code.toUpperCase()] : [])))];
    if (!codes.length) continue;
    for (const [code, id] of await lookup.hubs(type, codes)) points.set(`${type}|${code}`, id);
  }
  const cityRefs = [...new Set(ends.flatMap((point) => (point.type === 'CITY' ? [point.city] : [])))].map((text) =>
    parseCityRef(text)!,
  );
  for (const [key, id] of await citiesByEnglishName(tx, cityRefs)) points.set(`CITY|${key}`, id);
  const digits = await lookup.currencies([...new Set(demo.map((tariff) => tariff.currency))]);

  const entries = new Map<string, number>();
  for (const [owner, ownerId] of owners) {
    const wanted = new Map<LookupDictionary, Set<string>>();
    for (const tariff of demo)
      if (tariff.owner === owner)
        for (const [dictionary, code] of dictionaryCodes(tariff))
          wanted.set(dictionary, (wanted.get(dictionary) ?? new Set()).add(code.toUpperCase()));
    const ownerLookup = createCodeLookup(tx, { organizationId: ownerId });
    for (const [dictionary, codes] of wanted)
      for (const [code, id] of await ownerLookup.entries(dictionary, [...codes]))
        entries.set(entryKey(ownerId, dictionary, code), id);
  }
  return { points, digits, entries };
}

/** A reference looked up: its id (null when the tariff names none), or what was not found. */
type Found<T> = { value: T | null; missing?: undefined } | { value?: undefined; missing: string };

/** A demo tariff as the product's input, or what is missing for it. */
function toInput(
  tariff: DemoTariff,
  ownerId: number,
  resolved: Resolved,
  organizationIds: ReadonlyMap<string, number>,
  validity: { validFrom: string; validTo: string },
): { input: TariffInput } | { missing: string } {
  const point = (end: DemoPoint | undefined): Found<{ type: DemoPoint['type']; id: number }> => {
    if (!end) return { value: null };
    const id = resolved.points.get(pointKey(end));
    return id === undefined
      ? { missing: `${end.type} ${end.type === 'CITY' ? end.city : end.code}` }
      : { value: { type: end.type, id } };
  };
  const entry = (dictionary: LookupDictionary | undefined, code: string | undefined): Found<number> => {
    if (!code || !dictionary) return { value: null };
    const id = resolved.entries.get(entryKey(ownerId, dictionary, code));
    return id === undefined ? { missing: `${dictionary} ${code}` } : { value: id };
  };
  const digits = resolved.digits.get(tariff.currency);
  if (digits === undefined) return { missing: `currency ${tariff.currency}` };
  const money = (amount: number) => Math.round(amount * 10 ** digits);
  const relative = tariff.tarification === 'RELATIVE';

  const from = point(tariff.from);
  const to = point(tariff.to);
  const carrier = entry(TARIFF_KIND_SPECS[tariff.kind].carrier?.[tariff.variant] as LookupDictionary, tariff.carrier);
  const service = entry('services', tariff.service);
  const surcharge = entry('freight-surcharges', tariff.surcharge);
  const lines: TariffLine[] = [];
  const missing: string[] = [];
  for (const found of [from, to, carrier, service, surcharge]) if (found.missing) missing.push(found.missing);
  for (const line of tariff.lines) {
    const items = {
      containerTypeId: entry('container-types', line.container),
      vehicleTypeId: entry('vehicle-types', line.vehicle),
      palletTypeId: entry('pallet-types', line.pallet),
    };
    for (const found of Object.values(items)) if (found.missing) missing.push(found.missing);
    lines.push({
      containerTypeId: items.containerTypeId.value ?? null,
      vehicleTypeId: items.vehicleTypeId.value ?? null,
      palletTypeId: items.palletTypeId.value ?? null,
      from: line.from ?? null,
      to: line.to ?? null,
      // A relative surcharge is in hundredths of a percent.
      price: relative ? Math.round(line.price * 100) : money(line.price),
    });
  }
  const clients = (tariff.privateFor ?? []).map((name) => organizationIds.get(name));
  if (clients.some((id) => id === undefined)) missing.push(`client ${tariff.privateFor!.join(', ')}`);
  if (missing.length) return { missing: [...new Set(missing)].join('; ') };

  const value = <T>(found: Found<T>) => found.value ?? null;
  return {
    input: {
      variant: tariff.variant,
      organizationId: ownerId,
      from: value(from),
      to: value(to),
      ...validity,
      currency: tariff.currency,
      nds: tariff.nds,
      minPrice: tariff.minPrice === undefined ? null : money(tariff.minPrice),
      transitDays: tariff.transitDays ?? null,
      documentDeadlineDays: tariff.documentDeadlineDays ?? null,
      modifier: tariff.privateFor ? 'PRIVATE' : 'PUBLIC',
      clientOrganizationIds: clients as number[],
      active: true,
      comment: tariff.comment ?? null,
      carrierId: value(carrier),
      serviceId: value(service),
      routeType: tariff.routeType ?? null,
      chargingMode: tariff.chargingMode ?? null,
      roadChargingCode: tariff.roadChargingCode ?? null,
      vehicleBody: tariff.vehicleBody ?? null,
      demurrageDays: tariff.demurrageDays ?? null,
      detentionDays: tariff.detentionDays ?? null,
      surchargeId: value(surcharge),
      surchargeType: tariff.surchargeType ?? null,
      tarification: tariff.tarification ?? null,
      rangeUnit: tariff.rangeUnit ?? null,
      lines,
    },
  };
}

/** The approved profiles and type of each owner, for the variants it may keep. */
async function ownerFacts(
  tx: Db,
  ids: readonly number[],
): Promise<Map<number, { facts: OrganizationFacts; operator: boolean }>> {
  const rows = await tx
    .select({
      id: organizations.id,
      type: organizations.type,
      kind: organizationProfiles.kind,
      status: organizationProfiles.status,
    })
    .from(organizations)
    .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id))
    .where(inArray(organizations.id, [...ids]));
  const facts = new Map<number, { facts: OrganizationFacts; operator: boolean }>();
  for (const row of rows) {
    const owner = facts.get(row.id) ?? { facts: { id: row.id, profiles: [] }, operator: row.type === 'OPERATOR' };
    if (row.kind)
      (owner.facts.profiles as { kind: ProfileKind; status: ProfileStatus }[]).push({
        kind: row.kind as ProfileKind,
        status: row.status as ProfileStatus,
      });
    facts.set(row.id, owner);
  }
  return facts;
}

interface Prepared {
  tariff: DemoTariff;
  ownerId: number;
  input: TariffInputParsed;
}

/**
 * Checks prepared tariffs as the product checks a saved one: the kind's rules and the references
 * (ends, carriers, services, line items, clients, a surcharge's sea tariff). Those that fail are
 * moved to `skipped`.
 */
async function keepValid(
  tx: Db,
  prepared: readonly Prepared[],
  skipped: DemoTariffsResult['skipped'],
): Promise<Prepared[]> {
  const kept: Prepared[] = [];
  const byKind = new Map<TariffKind, Prepared[]>();
  for (const item of prepared) {
    const issues = tariffInputIssues(item.tariff.kind, item.input);
    if (issues.length) {
      skipped.push({
        key: item.tariff.key,
        reason: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      });
      continue;
    }
    byKind.set(item.tariff.kind, [...(byKind.get(item.tariff.kind) ?? []), item]);
  }
  for (const [kind, items] of byKind) {
    const results = await checkReferences(
      tx,
      kind,
      items.map(({ input, ownerId }) => ({ input, ownerId })),
    );
    items.forEach((item, index) => {
      const { issues } = results[index]!;
      if (issues.length)
        skipped.push({
          key: item.tariff.key,
          reason: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
        });
      else kept.push(item);
    });
  }
  return kept;
}

/**
 * Loads DEMO_TARIFFS inside the demo seed's transaction, through the product's own rules and
 * insert (tariffs and their audit rows, action `create:demo`). Idempotent like the rest of the
 * demo: an owner that keeps any tariff already gets none. A tariff whose reference is not seeded
 * (a port, a city, a dictionary code; REFERENCE_DATA=false), or that the owner's profiles do not
 * open, is left out and listed in `skipped`: the seed never fails for it.
 */
export async function seedDemoTariffs(
  tx: Db,
  organizationIds: ReadonlyMap<string, number>,
  options: { today?: Date } = {},
): Promise<DemoTariffsResult> {
  const today = options.today ?? new Date();
  const validity = { validFrom: utcDay(today, DEMO_VALID_FROM_DAYS), validTo: utcDay(today, DEMO_VALID_TO_DAYS) };
  const skipped: DemoTariffsResult['skipped'] = [];

  const ownerNames = [...new Set(DEMO_TARIFFS.map((tariff) => tariff.owner))];
  const ownerIds = ownerNames.flatMap((name) => {
    const id = organizationIds.get(name);
    return id === undefined ? [] : [id];
  });
  const stocked = ownerIds.length
    ? await tx
        .selectDistinct({ organizationId: tariffs.organizationId })
        .from(tariffs)
        .where(inArray(tariffs.organizationId, ownerIds))
    : [];
  const keeping = new Set(stocked.map((row) => row.organizationId));
  const fresh = new Map(
    ownerNames.flatMap((name) => {
      const id = organizationIds.get(name);
      return id === undefined || keeping.has(id) ? [] : [[name, id] as const];
    }),
  );
  const demo = DEMO_TARIFFS.filter((tariff) => fresh.has(tariff.owner));
  if (!demo.length) return { created: 0, skipped };

  await shareTariffReferences(tx);
  const resolved = await resolveCodes(tx, demo, fresh);
  const facts = await ownerFacts(tx, [...fresh.values()]);
  const firstPhase: Prepared[] = [];
  const secondPhase: { tariff: DemoTariff; ownerId: number; input: TariffInput }[] = [];
  for (const tariff of demo) {
    const ownerId = fresh.get(tariff.owner)!;
    const owner = facts.get(ownerId);
    if (!owner || !keptTariffVariants(tariff.kind, owner.facts, owner.operator).includes(tariff.variant)) {
      skipped.push({
        key: tariff.key,
        reason: `${tariff.owner}'s profiles do not open ${tariff.kind} ${tariff.variant}`,
      });
      continue;
    }
    const built = toInput(tariff, ownerId, resolved, organizationIds, validity);
    if ('missing' in built) {
      skipped.push({ key: tariff.key, reason: `not seeded: ${built.missing}` });
      continue;
    }
    if (tariff.appliesTo) secondPhase.push({ tariff, ownerId, input: built.input });
    else
      firstPhase.push({
        tariff,
        ownerId,
        input: normalizeTariffInput(tariff.kind, tariffInputSchema.parse(built.input)),
      });
  }

  const audit = { actorUserId: null, action: 'create:demo' };
  const insert = async (items: readonly Prepared[]) =>
    items.length
      ? insertTariffsAudited(
          tx,
          items.map(({ tariff, ownerId, input }): TariffValues => ({
            ...tariffValues(tariff.kind, input, ownerId),
            createdBy: null,
          })),
          audit,
        )
      : 0;
  const first = await keepValid(tx, firstPhase, skipped);
  let created = await insert(first);

  // Surcharge values for one sea tariff need its id: found among the sea tariffs just inserted.
  if (secondPhase.length) {
    const targets = new Map(first.filter(({ tariff }) => tariff.kind === 'sea').map((item) => [item.tariff.key, item]));
    const seaRows = await tx
      .select()
      .from(tariffs)
      .where(and(eq(tariffs.kind, 'sea'), inArray(tariffs.organizationId, [...fresh.values()])));
    const second: Prepared[] = [];
    for (const item of secondPhase) {
      const target = targets.get(item.tariff.appliesTo!);
      const row =
        target &&
        seaRows.find(
          (candidate) =>
            candidate.organizationId === target.ownerId &&
            candidate.variant === target.input.variant &&
            candidate.fromId === target.input.from?.id &&
            candidate.toId === target.input.to?.id &&
            candidate.carrierId === (target.input.carrierId ?? null) &&
            candidate.modifier === target.input.modifier,
        );
      if (!row) {
        skipped.push({ key: item.tariff.key, reason: `its sea tariff ${item.tariff.appliesTo} was not seeded` });
        continue;
      }
      const input = normalizeTariffInput(
        item.tariff.kind,
        tariffInputSchema.parse({ ...item.input, appliesToTariffId: row.id }),
      );
      second.push({ ...item, input });
    }
    created += await insert(await keepValid(tx, second, skipped));
  }
  return { created, skipped };
}
