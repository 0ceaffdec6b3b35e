import type {
  DictionaryItem,
  World,
  WorldAirport,
  WorldCity,
  WorldOwner,
  WorldSeaPort,
  WorldTransportHub,
} from './quote-world.js';

/**
 * A synthetic tariff book of a freight marketplace over the real seeded hubs, deterministic (one
 * seeded PRNG per group of tariffs, every list of the world in id order).
 *
 * Why this shape and not a uniform random graph: what a quote costs depends on how tariffs
 * crowd where routes meet, and a marketplace's tariffs crowd exactly there. A uniform graph over
 * 150,000 points would give each point six or seven tariffs and every search a trivial
 * neighbourhood; a real book concentrates on few hubs and many carriers per lane:
 *
 * - sea FCL between the ~58 large container ports, the busiest lanes (Shanghai, Singapore,
 *   Ningbo… by the seed's curated order) carrying up to dozens of lines' rates in successive
 *   validity windows, plus feeders from every other port to its nearest container hubs; LCL by
 *   consolidators; port services per port, service, route type and line; surcharges of the sea
 *   lines line-wide, per lane and per tariff (a contract's own BAF);
 * - rail in the 1520 mm network and China's, with the gauge-change border crossings
 *   (Zabaykalsk–Manzhouli, Altynkol–Khorgos, Dostyk–Alashankou, Brest–Małaszewicze…) and
 *   China–CIS block-train rates, railway services at stations;
 * - road from every hub to the cities around it (pickups and deliveries: most of a real book,
 *   since every door needs one) and between the cities of a region, full trucks across borders,
 *   pallets, trucking around hubs;
 * - air between large airports (gateways with every other, regional airports with their
 *   nearest gateways) with airport services;
 * - mixed currencies as partners quote them (USD at sea and in the air, RUB, CNY and EUR for
 *   local legs), VAT where Russian rules put it, ~5 % PRIVATE tariffs for client organizations,
 *   validity windows around today (some ending before the ready date, some starting after it).
 *
 * So the benchmark meets the engine's real hot spots: a hub with thousands of outgoing tariffs,
 * a sea leg with thousands of candidate surcharges of its line, ports with hundreds of services.
 */

export const TOTAL_TARIFFS = 1_000_000;
const SEED = 20_261_124;

/** Tariffs of each group per million, in the order they are generated (ids ascend in it). */
export const GROUP_SHARES = {
  'sea-fcl': 250_000,
  'sea-lcl': 50_000,
  'freight-surcharges': 100_000,
  'port-services': 60_000,
  rail: 100_000,
  'railway-services': 15_000,
  'road-hub': 250_000,
  'road-region': 70_000,
  air: 60_000,
  'airport-services': 15_000,
  trucking: 10_000,
  'trucking-international': 10_000,
  pallet: 5_000,
  intermodal: 5_000,
} as const;
export type TariffGroup = keyof typeof GROUP_SHARES;

export interface TariffLine {
  containerTypeId: number | null;
  vehicleTypeId: number | null;
  palletTypeId: number | null;
  from: number | null;
  to: number | null;
  price: number;
}

/** A row of `tariffs` as the benchmark inserts it (snake_case columns; the rest take their defaults). */
export interface TariffRow {
  id: number;
  kind: string;
  variant: string;
  organization_id: number;
  from_type: string | null;
  from_id: number | null;
  to_type: string | null;
  to_id: number | null;
  valid_from: string;
  valid_to: string;
  currency: string;
  nds: 'NONE' | 'ZERO' | 'CURRENT_RATE';
  min_price: number | null;
  transit_days: number | null;
  document_deadline_days: number | null;
  modifier: 'PUBLIC' | 'PRIVATE';
  client_organization_ids: number[];
  carrier_id: number | null;
  service_id: number | null;
  route_type: string | null;
  charging_mode: string | null;
  vehicle_body: string | null;
  distance_range: string | null;
  demurrage_days: number | null;
  detention_days: number | null;
  surcharge_id: number | null;
  surcharge_type: string | null;
  tarification: string | null;
  applies_to_tariff_id: number | null;
  range_unit: string | null;
  lines: TariffLine[];
}

/** The columns of TariffRow, in one order for inserts. */
export const TARIFF_COLUMNS = [
  'id', 'kind', 'variant', 'organization_id', 'from_type', 'from_id', 'to_type', 'to_id', 'valid_from', 'valid_to',
  'currency', 'nds', 'min_price', 'transit_days', 'document_deadline_days', 'modifier', 'client_organization_ids',
  'carrier_id', 'service_id', 'route_type', 'charging_mode', 'vehicle_body', 'distance_range', 'demurrage_days',
  'detention_days', 'surcharge_id', 'surcharge_type', 'tarification', 'applies_to_tariff_id', 'range_unit', 'lines',
] as const satisfies readonly (keyof TariffRow)[]; // prettier-ignore

// --- determinism --------------------------------------------------------------------------------

/** mulberry32: small, fast and good enough to shape test data; the same seed, the same book. */
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)] as T;
  }
  /** `count` distinct items of the list (all of them when it is shorter), in a random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }
  /** x times a factor in [1 - spread, 1 + spread]. */
  jitter(x: number, spread: number): number {
    return x * (1 - spread + 2 * spread * this.next());
  }
}

function seedOf(name: string): number {
  let hash = SEED;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** Integer shares of `total` proportional to `weights` (largest remainder), summing to `total`. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || !(sum > 0)) throw new Error(`nothing to allocate ${total} tariffs to`);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i]! += 1;
  }
  return counts;
}

// --- geography ----------------------------------------------------------------------------------

function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Cities on a one-degree grid, for "the cities within R km of a hub". */
class CityGrid {
  private readonly cells = new Map<string, WorldCity[]>();
  constructor(cities: readonly WorldCity[]) {
    for (const city of cities) {
      const key = `${Math.floor(city.lat)}:${Math.floor(city.lon)}`;
      const cell = this.cells.get(key);
      if (cell) cell.push(city);
      else this.cells.set(key, [city]);
    }
  }
  /** Cities within `km`, nearest first. */
  near(at: { lat: number; lon: number }, km: number): { city: WorldCity; km: number }[] {
    const dLat = Math.ceil(km / 111);
    const dLon = Math.ceil(km / (111 * Math.max(0.1, Math.cos((at.lat * Math.PI) / 180))));
    const found: { city: WorldCity; km: number }[] = [];
    for (let lat = Math.floor(at.lat) - dLat; lat <= Math.floor(at.lat) + dLat; lat++)
      for (let lon = Math.floor(at.lon) - dLon; lon <= Math.floor(at.lon) + dLon; lon++)
        for (const city of this.cells.get(`${lat}:${((((lon + 180) % 360) + 360) % 360) - 180}`) ?? []) {
          const distance = greatCircleKm(at, city);
          if (distance <= km) found.push({ city, km: distance });
        }
    return found.sort((a, b) => a.km - b.km || a.city.id - b.city.id);
  }
}

function nearest<T extends { lat: number; lon: number }>(
  at: { lat: number; lon: number },
  list: readonly T[],
  n: number,
) {
  return list
    .map((item) => ({ item, km: greatCircleKm(at, item) }))
    .filter((one) => one.km > 0.5)
    .sort((a, b) => a.km - b.km)
    .slice(0, n);
}

// --- money, dates, visibility ------------------------------------------------------------------

const EURO_COUNTRIES = new Set('AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK'.split(' '));

function localCurrency(country: string): 'RUB' | 'CNY' | 'EUR' | 'USD' {
  if (country === 'RU') return 'RUB';
  if (country === 'CN') return 'CNY';
  if (EURO_COUNTRIES.has(country)) return 'EUR';
  return 'USD';
}

function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Validity windows around today, cycled per lane and carrier: the rate in force, a long contract,
 * next period's rate (not yet valid on the ready date a week ahead), and one ending within the
 * week (valid today, not on the ready date). Every window ends after today: all are indexed.
 */
const WINDOWS = ['current', 'long', 'next', 'current', 'ending', 'long', 'current', 'next'] as const;

interface Context {
  world: World;
  rng: Rng;
  nextId: () => number;
  validity: (slot: number) => [string, string];
  visibility: () => Pick<TariffRow, 'modifier' | 'client_organization_ids'>;
  /** Minor units of `currency` for an amount in US dollars (the operators' rates). */
  money: (usd: number, currency: string) => number;
  owners: Owners;
  ids: Ids;
  grid: CityGrid;
  cityById: Map<number, WorldCity>;
  shared: Shared;
}

interface Owners {
  marketplace: number;
  agencyOfLine: Map<number, number>;
  nvocc: number[];
  consolidators: number[];
  rail: number[];
  air: number[];
  roadOf: (country: string) => number[];
  international: number[];
}

/** Dictionary ids by code. */
interface Ids {
  box20: number;
  box40: number;
  box40hc: number;
  reefer40hc: number;
  eur1: number;
  eur2: number;
  service: (code: string) => number;
  vehicles: { id: number; body: string | null; size: number }[];
}

/** What later groups need of earlier ones. */
interface Shared {
  /** Sea FCL lanes by line: `${carrier}|${from}|${to}` → the owner most of its rates have. */
  seaLanes: Map<string, { carrierId: number; from: string; to: string; owner: number }>;
  /** Sea FCL tariffs a surcharge value may be for: contracts, NVOCC and private rates. */
  appliesTo: { id: number; owner: number; carrierId: number; variant: string }[];
  /** Ports that got sea tariffs (their services and roads follow). */
  servedPorts: Set<number>;
}

const PUBLIC = { modifier: 'PUBLIC' as const, client_organization_ids: [] as number[] };

function context(
  world: World,
  group: string,
  nextId: () => number,
  base: Omit<Context, 'rng' | 'nextId' | 'validity' | 'visibility'>,
): Context {
  const rng = new Rng(seedOf(group));
  const clients = world.organizations.clients;
  return {
    ...base,
    world,
    rng,
    nextId,
    validity(slot) {
      const today = world.today;
      switch (WINDOWS[slot % WINDOWS.length]!) {
        case 'current':
          return [addDays(today, -rng.int(5, 60)), addDays(today, rng.int(10, 45))];
        case 'long':
          return [addDays(today, -rng.int(30, 180)), addDays(today, rng.int(90, 300))];
        case 'next': {
          const from = rng.int(9, 30);
          return [addDays(today, from), addDays(today, from + rng.int(30, 60))];
        }
        case 'ending':
          return [addDays(today, -rng.int(30, 90)), addDays(today, rng.int(1, 6))];
      }
    },
    visibility() {
      if (!rng.chance(0.05)) return PUBLIC;
      const named = new Set<number>();
      // The demo client (the benchmark's caller) is one of the clients of 40 % of them.
      if (rng.chance(0.4)) named.add(clients[0]!);
      const more = rng.int(named.size ? 0 : 1, 2);
      for (let i = 0; i < more && clients.length > 1; i++)
        named.add(clients[1 + Math.floor(rng.next() * (clients.length - 1))]!);
      return { modifier: 'PRIVATE', client_organization_ids: [...named].sort((a, b) => a - b) };
    },
  };
}

function blank(
  ctx: Context,
  fields: Partial<TariffRow> & Pick<TariffRow, 'kind' | 'variant' | 'organization_id' | 'currency' | 'lines'>,
): TariffRow {
  const [validFrom, validTo] =
    fields.valid_from && fields.valid_to ? [fields.valid_from, fields.valid_to] : ctx.validity(0);
  return {
    id: ctx.nextId(),
    from_type: null,
    from_id: null,
    to_type: null,
    to_id: null,
    nds: 'NONE',
    min_price: null,
    transit_days: null,
    document_deadline_days: null,
    ...PUBLIC,
    carrier_id: null,
    service_id: null,
    route_type: null,
    charging_mode: null,
    vehicle_body: null,
    distance_range: null,
    demurrage_days: null,
    detention_days: null,
    surcharge_id: null,
    surcharge_type: null,
    tarification: null,
    applies_to_tariff_id: null,
    range_unit: null,
    ...fields,
    valid_from: validFrom,
    valid_to: validTo,
  };
}

const line = (price: number, fields: Partial<TariffLine> = {}): TariffLine => ({
  containerTypeId: null,
  vehicleTypeId: null,
  palletTypeId: null,
  from: null,
  to: null,
  price,
  ...fields,
});

/** Lines per container: 20', 40', 40'HC (and a 40' high cube reefer where `reefer`), minor units. */
function boxes(ctx: Context, c20: number, c40: number, c40hc: number, reefer?: number): TariffLine[] {
  const lines = [
    line(c20, { containerTypeId: ctx.ids.box20 }),
    line(c40, { containerTypeId: ctx.ids.box40 }),
    line(c40hc, { containerTypeId: ctx.ids.box40hc }),
  ];
  if (reefer !== undefined) lines.push(line(reefer, { containerTypeId: ctx.ids.reefer40hc }));
  return lines;
}

/** Range lines [from, to) with prices, minor units per unit. */
function ranges(rows: [number, number | null, number][]): TariffLine[] {
  return rows.map(([from, to, price]) => line(price, { from, to }));
}

type Key = { type: string; id: number };
const ends = (from: Key, to: Key | null) => ({
  from_type: from.type,
  from_id: from.id,
  to_type: to?.type ?? null,
  to_id: to?.id ?? null,
});
const keyString = (key: Key) => `${key.type}:${key.id}`;

// --- the groups -----------------------------------------------------------------------------

interface Lane {
  from: Key;
  to: Key;
  km: number;
  weight: number;
  fromCountry: string;
  toCountry: string;
}

const port = (p: WorldSeaPort): Key => ({ type: 'SEA_PORT', id: p.id });

/** Sea distance: the great circle stretched by the detours of sea routes. */
const seaKm = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  Math.max(50, greatCircleKm(a, b) * 1.35);
const roadKm = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) =>
  Math.max(5, greatCircleKm(a, b) * 1.25);

/** Container ports by rank, and every other port's nearest two of them (feeders). */
function seaNetwork(world: World) {
  const hubs = world.seaPorts.filter((p) => p.container).sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
  const importance = (p: WorldSeaPort) => 1 / Math.sqrt(p.rank ?? 60);
  const main: Lane[] = [];
  for (const a of hubs)
    for (const b of hubs)
      if (a !== b)
        main.push({
          from: port(a),
          to: port(b),
          km: seaKm(a, b),
          weight: importance(a) * importance(b),
          fromCountry: a.country,
          toCountry: b.country,
        });
  const feeders: Lane[] = [];
  for (const p of world.seaPorts) {
    if (p.container) continue;
    for (const { item: hub, km } of nearest(p, hubs, 2)) {
      if (km > 2500) continue;
      const weight = importance(hub);
      feeders.push({
        from: port(p),
        to: port(hub),
        km: seaKm(p, hub),
        weight,
        fromCountry: p.country,
        toCountry: hub.country,
      });
      feeders.push({
        from: port(hub),
        to: port(p),
        km: seaKm(p, hub),
        weight,
        fromCountry: hub.country,
        toCountry: p.country,
      });
    }
  }
  return { hubs, main, feeders };
}

function* seaFcl(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners, shared } = ctx;
  const network = seaNetwork(world);
  const mainQuota = Math.round(quota * 0.7);
  const lanes = [...network.main, ...network.feeders];
  const counts = [
    ...allocate(
      mainQuota,
      network.main.map((l) => l.weight),
    ),
    ...allocate(
      quota - mainQuota,
      network.feeders.map((l) => l.weight),
    ),
  ];
  const lines = world.dictionaries.seaLines;
  for (const [at, lane] of lanes.entries()) {
    const count = counts[at]!;
    if (count === 0) continue;
    shared.servedPorts.add(lane.from.id).add(lane.to.id);
    const carriers = rng.sample(lines, Math.max(2, Math.ceil(count / 3)));
    const base20 = 250 + 0.085 * lane.km;
    const days = Math.ceil(lane.km / 650) + 2;
    for (let i = 0; i < count; i++) {
      const carrier = carriers[i % carriers.length]!;
      const slot = Math.floor(i / carriers.length) + at;
      const [validFrom, validTo] = ctx.validity(slot);
      const roll = rng.next();
      const agency = owners.agencyOfLine.get(carrier.id);
      const owner =
        roll < 0.8 && agency !== undefined ? agency : roll < 0.95 ? rng.pick(owners.nvocc) : owners.marketplace;
      const currency = EURO_COUNTRIES.has(lane.fromCountry) && rng.chance(0.1) ? 'EUR' : 'USD';
      const c20 = rng.jitter(base20, 0.2);
      const c40 = c20 * rng.jitter(1.55, 0.05);
      const visibility = ctx.visibility();
      const row = blank(ctx, {
        kind: 'sea',
        variant: 'CONTAINER',
        organization_id: owner,
        ...ends(lane.from, lane.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        transit_days: days + rng.int(0, 4),
        document_deadline_days: days > 20 ? 5 : 4,
        demurrage_days: rng.pick([7, 10, 14, 21]),
        detention_days: rng.pick([7, 10, 14]),
        carrier_id: carrier.id,
        ...visibility,
        lines: boxes(
          ctx,
          ctx.money(c20, currency),
          ctx.money(c40, currency),
          ctx.money(c40 + 60, currency),
          rng.chance(0.15) ? ctx.money(c40 * 1.9, currency) : undefined,
        ),
      });
      const laneKey = `${carrier.id}|${keyString(lane.from)}|${keyString(lane.to)}`;
      if (!shared.seaLanes.has(laneKey))
        shared.seaLanes.set(laneKey, {
          carrierId: carrier.id,
          from: keyString(lane.from),
          to: keyString(lane.to),
          owner,
        });
      if (owner !== agency || visibility.modifier === 'PRIVATE')
        shared.appliesTo.push({ id: row.id, owner, carrierId: carrier.id, variant: 'CONTAINER' });
      yield row;
    }
  }
}

function* seaLcl(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const lanes = seaNetwork(world).main;
  const counts = allocate(
    quota,
    lanes.map((l) => l.weight),
  );
  const consolidators = world.dictionaries.consolidators;
  for (const [at, lane] of lanes.entries()) {
    const count = counts[at]!;
    const carriers = rng.sample(consolidators, Math.max(1, Math.ceil(count / 3)));
    const perWm = 18 + 0.005 * lane.km;
    const days = Math.ceil(lane.km / 600) + 5;
    for (let i = 0; i < count; i++) {
      const index = consolidators.indexOf(carriers[i % carriers.length]!);
      const carrier = consolidators[index]!;
      const [validFrom, validTo] = ctx.validity(Math.floor(i / carriers.length) + at);
      const roll = rng.next();
      const owner =
        roll < 0.85
          ? owners.consolidators[index % owners.consolidators.length]!
          : roll < 0.95
            ? rng.pick(owners.nvocc)
            : owners.marketplace;
      const p1 = rng.jitter(perWm, 0.2);
      yield blank(ctx, {
        kind: 'sea',
        variant: 'GENERAL',
        organization_id: owner,
        ...ends(lane.from, lane.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency: 'USD',
        min_price: ctx.money(p1 * 1.5, 'USD'),
        transit_days: days + rng.int(0, 5),
        document_deadline_days: 6,
        carrier_id: carrier.id,
        range_unit: 'WM',
        ...ctx.visibility(),
        lines: ranges([
          [0, 5, ctx.money(p1, 'USD')],
          [5, 15, ctx.money(p1 * 0.85, 'USD')],
          [15, null, ctx.money(p1 * 0.7, 'USD')],
        ]),
      });
    }
  }
}

function surchargeLines(ctx: Context, code: { tarification: string }, variant: string, scale: number): TariffLine[] {
  const { rng } = ctx;
  if (code.tarification === 'RELATIVE') {
    // Hundredths of a percent of the freight.
    const percent = rng.int(200, 900);
    return variant === 'GENERAL' ? ranges([[0, null, percent]]) : boxes(ctx, percent, percent, percent);
  }
  const usd = rng.jitter(scale, 0.5);
  return variant === 'GENERAL'
    ? ranges([[0, null, ctx.money(usd / 20, 'USD')]])
    : boxes(ctx, ctx.money(usd, 'USD'), ctx.money(usd * 2, 'USD'), ctx.money(usd * 2, 'USD'));
}

function* freightSurcharges(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners, shared } = ctx;
  const sea = world.dictionaries.surcharges.filter((s) => s.transport === 'SEA' || s.transport === null);
  const byCode = (codes: string[]) => sea.filter((s) => codes.includes(s.code));
  const laneCodes = byCode(['BAF', 'LSS', 'PSS', 'EBS', 'CIC', 'PCS', 'GRI', 'WRS', 'CAF']);
  const tariffCodes = byCode(['BAF', 'LSS', 'PSS', 'CAF', 'GRI']);
  const row = (
    code: (typeof sea)[number],
    variant: string,
    owner: number,
    carrierId: number,
    slot: number,
    extra: Partial<TariffRow>,
  ) => {
    const [validFrom, validTo] = ctx.validity(slot);
    return blank(ctx, {
      kind: 'freight-surcharges',
      variant,
      organization_id: owner,
      valid_from: validFrom,
      valid_to: validTo,
      currency: 'USD',
      carrier_id: carrierId,
      surcharge_id: code.id,
      surcharge_type: code.surchargeType,
      tarification: code.tarification,
      range_unit: variant === 'GENERAL' ? 'WM' : null,
      ...ctx.visibility(),
      lines: surchargeLines(ctx, code, variant, code.surchargeType === 'ON_CARGO' ? 40 : 120),
      ...extra,
    });
  };

  // Line-wide values: every sea line's (and consolidator's) surcharges for its whole trade.
  const lineWide: (() => TariffRow)[] = [];
  for (const line of world.dictionaries.seaLines)
    for (const code of sea)
      for (const slot of [0, 2]) {
        const agency = owners.agencyOfLine.get(line.id) ?? owners.marketplace;
        lineWide.push(() => row(code, 'CONTAINER', rng.chance(0.8) ? agency : owners.marketplace, line.id, slot, {}));
      }
  for (const [index, consolidator] of world.dictionaries.consolidators.entries())
    for (const code of byCode(['BAF', 'CAF', 'LSS', 'PSS']))
      for (const slot of [0, 2])
        lineWide.push(() =>
          row(code, 'GENERAL', owners.consolidators[index % owners.consolidators.length]!, consolidator.id, slot, {}),
        );
  const wideCount = Math.min(lineWide.length, Math.round(quota * 0.02));
  for (let i = 0; i < wideCount; i++) yield lineWide[i]!();

  // A contract's own surcharges: one or two values for the very sea tariff.
  const tariffCount = Math.min(Math.round(quota * 0.38), shared.appliesTo.length * 2);
  for (let i = 0; i < tariffCount; i++) {
    const freight = shared.appliesTo[i % shared.appliesTo.length]!;
    const code = tariffCodes[(i + Math.floor(i / shared.appliesTo.length)) % tariffCodes.length]!;
    yield row(code, freight.variant, freight.owner, freight.carrierId, i, { applies_to_tariff_id: freight.id });
  }

  // Per lane: a line's BAF, LSS, PSS… on one port pair, by the owner of its rates or the marketplace.
  const lanes = [...shared.seaLanes.values()];
  const laneCount = quota - wideCount - tariffCount;
  for (let i = 0; i < laneCount; i++) {
    const lane = lanes[i % lanes.length]!;
    const round = Math.floor(i / lanes.length);
    const code = laneCodes[(i * 7 + round) % laneCodes.length]!;
    const [fromType, fromId] = lane.from.split(':');
    const [toType, toId] = lane.to.split(':');
    yield row(code, 'CONTAINER', rng.chance(0.75) ? lane.owner : owners.marketplace, lane.carrierId, round + i, {
      from_type: fromType!,
      from_id: Number(fromId),
      to_type: toType!,
      to_id: Number(toId),
    });
  }
}

/** VAT of a local service or leg: Russian rules (0 % on international cargo, 20 % at home), none elsewhere. */
function ndsOf(country: string, international: boolean): TariffRow['nds'] {
  if (country !== 'RU') return 'NONE';
  return international ? 'ZERO' : 'CURRENT_RATE';
}

const PORT_SERVICES: [code: string, routeType: string, variant: string, usd: number][] = [
  ['THC_ORIGIN', 'EXPORT', 'CONTAINER', 150],
  ['THC_DESTINATION', 'IMPORT', 'CONTAINER', 170],
  ['BL_ISSUE', 'EXPORT', 'BILL', 55],
  ['DELIVERY_ORDER', 'IMPORT', 'BILL', 60],
  ['THC_ORIGIN', 'EXPORT', 'GENERAL', 15],
  ['THC_DESTINATION', 'IMPORT', 'GENERAL', 18],
  ['VGM_WEIGHING', 'EXPORT', 'CONTAINER', 25],
  ['TERMINAL_STORAGE', 'IMPORT', 'CONTAINER', 30],
  ['EXPORT_CUSTOMS', 'EXPORT', 'FORWARDING', 90],
  ['IMPORT_CUSTOMS', 'IMPORT', 'FORWARDING', 120],
  ['CONTAINER_STUFFING', 'EXPORT', 'CONTAINER', 80],
  ['CONTAINER_STRIPPING', 'IMPORT', 'GENERAL', 12],
  ['THC_ORIGIN', 'LOCAL_DEPARTURE', 'CONTAINER', 120],
  ['THC_DESTINATION', 'LOCAL_ARRIVAL', 'CONTAINER', 130],
];

/** A service's lines: per container, per unit of a range (W/M or kg) with a minimum, or one price. */
function serviceLines(
  ctx: Context,
  variant: string,
  usd: number,
  currency: string,
): { lines: TariffLine[]; min: number | null } {
  const { rng } = ctx;
  const price = rng.jitter(usd, 0.3);
  switch (variant) {
    case 'CONTAINER':
      return {
        lines: boxes(
          ctx,
          ctx.money(price * 0.7, currency),
          ctx.money(price, currency),
          ctx.money(price * 1.05, currency),
        ),
        min: null,
      };
    case 'GENERAL':
      return { lines: ranges([[0, null, ctx.money(price, currency)]]), min: ctx.money(price * 2.5, currency) };
    default:
      return { lines: [line(ctx.money(price, currency))], min: null };
  }
}

function* portServices(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners, shared } = ctx;
  const ports = world.seaPorts.filter((p) => p.container || shared.servedPorts.has(p.id));
  const counts = allocate(
    quota,
    ports.map((p) => (p.container ? 40 / Math.sqrt(p.rank ?? 60) : 1)),
  );
  const lines = world.dictionaries.seaLines;
  const countryFactor = (country: string) =>
    country === 'CN' ? 0.8 : EURO_COUNTRIES.has(country) || country === 'US' ? 1.8 : country === 'RU' ? 1.5 : 1;
  for (const [at, p] of ports.entries()) {
    const count = counts[at]!;
    const calling = rng.sample(lines, p.container ? 12 : 3);
    for (let i = 0; i < count; i++) {
      const [code, routeType, variant, usd] = PORT_SERVICES[i % PORT_SERVICES.length]!;
      const round = Math.floor(i / PORT_SERVICES.length);
      const carrier = round % 3 === 0 ? null : calling[round % calling.length]!;
      const currency = rng.chance(0.7) ? localCurrency(p.country) : 'USD';
      const { lines: priced, min } = serviceLines(ctx, variant, usd * countryFactor(p.country), currency);
      const [validFrom, validTo] = ctx.validity(round + at);
      const agency = carrier ? owners.agencyOfLine.get(carrier.id) : undefined;
      yield blank(ctx, {
        kind: 'port-services',
        variant,
        organization_id:
          agency !== undefined && rng.chance(0.7)
            ? agency
            : rng.chance(0.5)
              ? owners.marketplace
              : rng.pick(owners.nvocc),
        ...ends(port(p), null),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: ndsOf(p.country, !routeType.startsWith('LOCAL')),
        min_price: min,
        transit_days: code.startsWith('THC') ? 1 : null,
        carrier_id: carrier?.id ?? null,
        service_id: ctx.ids.service(code),
        route_type: routeType,
        range_unit: variant === 'GENERAL' ? rng.pick(['WM', 'WM', 'KG', 'CBM']) : null,
        ...ctx.visibility(),
        lines: priced,
      });
    }
  }
}

interface RailNode {
  key: Key;
  country: string;
  lat: number;
  lon: number;
  major: boolean;
  big: boolean;
}

/** Stations, and the rail hubs no station stands for (dry ports, logistics centres): the rail graph. */
function railNodes(ctx: Context): RailNode[] {
  const { world, cityById } = ctx;
  const portCities = new Set(world.seaPorts.flatMap((p) => (p.cityId === null ? [] : [p.cityId])));
  const population = (cityId: number | null) => (cityId === null ? 0 : (cityById.get(cityId)?.population ?? 0));
  const nodes: RailNode[] = world.stations.map((s) => ({
    key: { type: 'RAILWAY_HUB', id: s.id },
    country: s.country,
    lat: s.lat,
    lon: s.lon,
    major: s.border || population(s.cityId) >= 300_000 || (s.cityId !== null && portCities.has(s.cityId)),
    big: population(s.cityId) >= 1_000_000,
  }));
  for (const hub of world.transportHubs)
    if (hub.stationId === null && hub.seaPortId === null && hub.transitBorder !== 'ROAD')
      nodes.push({
        key: { type: 'TRANSPORT_HUB', id: hub.id },
        country: hub.country,
        lat: hub.lat,
        lon: hub.lon,
        major: true,
        big: hub.type !== 'TRANSIT_BORDER',
      });
  return nodes;
}

/** A transport hub's rail point: the station it names, or the hub itself. */
function railKeyOf(hub: WorldTransportHub): Key {
  return hub.stationId === null ? { type: 'TRANSPORT_HUB', id: hub.id } : { type: 'RAILWAY_HUB', id: hub.stationId };
}

function* rail(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const nodes = railNodes(ctx);
  const lanes: Lane[] = [];
  const lane = (a: RailNode | { key: Key; country: string; lat: number; lon: number }, b: typeof a, weight: number) => {
    if (keyString(a.key) === keyString(b.key)) return;
    lanes.push({
      from: a.key,
      to: b.key,
      km: Math.max(20, greatCircleKm(a, b) * 1.3),
      weight,
      fromCountry: a.country,
      toCountry: b.country,
    });
  };
  const majors = nodes.filter((n) => n.major);
  // Domestic: between the major nodes of a country, and each minor one with its three nearest.
  for (const a of majors)
    for (const b of majors) if (a.country === b.country && greatCircleKm(a, b) < 7000) lane(a, b, 1);
  for (const minor of nodes.filter((n) => !n.major))
    for (const { item } of nearest(
      minor,
      majors.filter((m) => m.country === minor.country),
      3,
    )) {
      lane(minor, item, 0.4);
      lane(item, minor, 0.4);
    }
  // Gauge-change border crossings, each with its counterpart across the border.
  const hubs = new Map(world.transportHubs.map((h) => [h.id, h]));
  for (const hub of world.transportHubs) {
    if (hub.transitBorder !== 'RAIL' || hub.pairedHubId === null) continue;
    const other = hubs.get(hub.pairedHubId);
    if (other) lane({ ...hub, key: railKeyOf(hub) }, { ...other, key: railKeyOf(other) }, 4);
  }
  // Block trains China ↔ Russia, Kazakhstan, Belarus, Poland.
  const chinese = nodes.filter((n) => n.country === 'CN' && n.big);
  const cis = nodes.filter((n) => ['RU', 'KZ', 'BY', 'PL', 'UZ'].includes(n.country) && (n.big || n.country !== 'RU'));
  for (const a of chinese)
    for (const b of cis) {
      lane(a, b, 0.6);
      lane(b, a, 0.3);
    }
  const counts = allocate(
    quota,
    lanes.map((l) => l.weight),
  );
  const operators = world.dictionaries.railwayOperators;
  for (const [at, one] of lanes.entries()) {
    const count = counts[at]!;
    const carriers = rng.sample(operators, Math.max(2, Math.ceil(count / 4)));
    const international = one.fromCountry !== one.toCountry;
    const domestic = !international && (one.fromCountry === 'RU' || one.fromCountry === 'CN') ? one.fromCountry : null;
    const box40 = 250 + 0.75 * one.km;
    const days = Math.ceil(one.km / 650) + (international ? 4 : 2);
    for (let i = 0; i < count; i++) {
      const carrier = carriers[i % carriers.length]!;
      const operatorIndex = operators.indexOf(carrier);
      const [validFrom, validTo] = ctx.validity(Math.floor(i / carriers.length) + at);
      const currency = domestic === 'RU' ? 'RUB' : domestic === 'CN' ? 'CNY' : 'USD';
      const general = i % 10 >= 7;
      const price = rng.jitter(box40, 0.2);
      const perKg = rng.jitter(0.05 + 0.00009 * one.km, 0.2);
      yield blank(ctx, {
        kind: 'railway-transportation',
        variant: general ? 'GENERAL' : 'CONTAINER',
        organization_id: rng.chance(0.85) ? owners.rail[operatorIndex % owners.rail.length]! : owners.marketplace,
        ...ends(one.from, one.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: one.fromCountry === 'RU' || one.toCountry === 'RU' ? (domestic ? 'CURRENT_RATE' : 'ZERO') : 'NONE',
        min_price: general ? ctx.money(perKg * 500, currency) : null,
        transit_days: days + rng.int(0, 3),
        document_deadline_days: 3,
        carrier_id: carrier.id,
        range_unit: general ? 'KG' : null,
        ...ctx.visibility(),
        lines: general
          ? ranges([
              [0, 1000, ctx.money(perKg, currency)],
              [1000, 5000, ctx.money(perKg * 0.8, currency)],
              [5000, null, ctx.money(perKg * 0.65, currency)],
            ])
          : boxes(
              ctx,
              ctx.money(price * 0.65, currency),
              ctx.money(price, currency),
              ctx.money(price * 1.02, currency),
            ),
      });
    }
  }
}

function* railwayServices(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const nodes = railNodes(ctx);
  const counts = allocate(
    quota,
    nodes.map((n) => (n.major ? 3 : 1)),
  );
  const specs: [string, string, string][] = [
    ['RAIL_LOADING', 'EXPORT', 'CONTAINER'],
    ['RAIL_UNLOADING', 'IMPORT', 'CONTAINER'],
    ['RAIL_LOADING', 'LOCAL_DEPARTURE', 'CONTAINER'],
    ['RAIL_UNLOADING', 'LOCAL_ARRIVAL', 'CONTAINER'],
    ['RAIL_LOADING', 'EXPORT', 'GENERAL'],
    ['RAIL_UNLOADING', 'IMPORT', 'GENERAL'],
    ['RAIL_LOADING', 'LOCAL_DEPARTURE', 'GENERAL'],
    ['RAIL_UNLOADING', 'LOCAL_ARRIVAL', 'GENERAL'],
  ];
  const operators = world.dictionaries.railwayOperators;
  for (const [at, node] of nodes.entries()) {
    for (let i = 0; i < counts[at]!; i++) {
      const [code, routeType, variant] = specs[i % specs.length]!;
      const round = Math.floor(i / specs.length);
      const carrier = round % 2 === 0 ? null : rng.pick(operators);
      const currency = localCurrency(node.country);
      const { lines, min } = serviceLines(ctx, variant, variant === 'GENERAL' ? 0.02 : 90, currency);
      const [validFrom, validTo] = ctx.validity(round + at);
      yield blank(ctx, {
        kind: 'railway-services',
        variant,
        organization_id: carrier ? owners.rail[operators.indexOf(carrier) % owners.rail.length]! : owners.marketplace,
        ...ends(node.key, null),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: ndsOf(node.country, !routeType.startsWith('LOCAL')),
        min_price: min,
        transit_days: 1,
        carrier_id: carrier?.id ?? null,
        service_id: ctx.ids.service(code),
        route_type: routeType,
        range_unit: variant === 'GENERAL' ? 'KG' : null,
        ...ctx.visibility(),
        lines,
      });
    }
  }
}

interface RoadHub {
  key: Key;
  country: string;
  lat: number;
  lon: number;
  cityId: number | null;
  weight: number;
  radiusKm: number;
  cities: number;
  /** The charging mode of a container's haul to or from the hub; null: the hub takes no containers. */
  containerMode: string | null;
}

/** The hubs roads lead to: ports, rail nodes, large airports, road border crossings. */
function roadHubs(ctx: Context): RoadHub[] {
  const { world, shared } = ctx;
  const hubs: RoadHub[] = [];
  for (const p of world.seaPorts) {
    if (p.container)
      hubs.push({
        key: port(p),
        country: p.country,
        lat: p.lat,
        lon: p.lon,
        cityId: p.cityId,
        weight: 12 / Math.sqrt(p.rank ?? 60),
        radiusKm: 300,
        cities: 40,
        containerMode: 'PORT_ADR',
      });
    else if (shared.servedPorts.has(p.id))
      hubs.push({
        key: port(p),
        country: p.country,
        lat: p.lat,
        lon: p.lon,
        cityId: p.cityId,
        weight: 0.6,
        radiusKm: 150,
        cities: 8,
        containerMode: 'PORT_ADR',
      });
  }
  const stationCity = new Map(world.stations.map((s) => [s.id, s.cityId]));
  for (const node of railNodes(ctx)) {
    const cityId = node.key.type === 'RAILWAY_HUB' ? (stationCity.get(node.key.id) ?? null) : null;
    hubs.push({
      ...node,
      cityId,
      weight: node.major ? 4 : 1.2,
      radiusKm: node.major ? 250 : 150,
      cities: node.major ? 25 : 8,
      containerMode: 'ADR_RAILWAY',
    });
  }
  for (const airport of majorAirports(world))
    hubs.push({
      key: { type: 'AIRPORT_HUB', id: airport.id },
      country: airport.country,
      lat: airport.lat,
      lon: airport.lon,
      cityId: airport.cityId,
      weight: 2,
      radiusKm: 200,
      cities: 20,
      containerMode: null,
    });
  for (const hub of world.transportHubs)
    if (hub.transitBorder === 'ROAD')
      hubs.push({
        key: { type: 'TRANSPORT_HUB', id: hub.id },
        country: hub.country,
        lat: hub.lat,
        lon: hub.lon,
        cityId: hub.cityId,
        weight: 1,
        radiusKm: 500,
        cities: 10,
        containerMode: 'ADR_ADR',
      });
  return hubs;
}

/** Large airports with scheduled service; a gateway is one in a city of two million or more. */
function majorAirports(world: World): WorldAirport[] {
  return world.airports.filter((a) => a.major && a.cityId !== null);
}

function* roadHub(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, owners, grid, cityById } = ctx;
  const lanes: (Lane & { hub: RoadHub; pickup: boolean })[] = [];
  for (const hub of roadHubs(ctx)) {
    const around = grid
      .near(hub, hub.radiusKm)
      .filter((one) => one.city.population >= 20_000 || one.city.id === hub.cityId);
    const own = hub.cityId === null ? undefined : cityById.get(hub.cityId);
    const chosen = around
      .filter((one) => one.city.id !== hub.cityId)
      .sort((a, b) => b.city.population - a.city.population || a.city.id - b.city.id)
      .slice(0, hub.cities - (own ? 1 : 0))
      .map((one) => one.city);
    for (const city of own ? [own, ...chosen] : chosen) {
      const km = roadKm(hub, city);
      const weight = hub.weight * Math.log10(Math.max(city.population, 20_000) / 10_000);
      const cityKey = { type: 'CITY', id: city.id };
      lanes.push({
        from: cityKey,
        to: hub.key,
        km,
        weight,
        fromCountry: city.country,
        toCountry: hub.country,
        hub,
        pickup: true,
      });
      lanes.push({
        from: hub.key,
        to: cityKey,
        km,
        weight,
        fromCountry: hub.country,
        toCountry: city.country,
        hub,
        pickup: false,
      });
    }
  }
  const counts = allocate(
    quota,
    lanes.map((l) => l.weight),
  );
  for (const [at, lane] of lanes.entries()) {
    const count = counts[at]!;
    const carriers = owners.roadOf(lane.hub.country);
    for (let i = 0; i < count; i++) {
      const container = lane.hub.containerMode !== null && i % 2 === 0;
      const [validFrom, validTo] = ctx.validity(Math.floor(i / 2) + at);
      const currency = rng.chance(0.85) ? localCurrency(lane.hub.country) : 'USD';
      const international = lane.fromCountry !== lane.toCountry;
      const base = {
        kind: 'road-transportation',
        organization_id: rng.chance(0.9) ? carriers[(at + i) % carriers.length]! : owners.marketplace,
        ...ends(lane.from, lane.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: ndsOf(lane.hub.country, international),
        transit_days: 1 + Math.floor(lane.km / 600),
        document_deadline_days: 1,
        ...ctx.visibility(),
      };
      if (container) {
        const perKm = rng.chance(0.2);
        const box40 = rng.jitter(120 + 1.4 * lane.km, 0.2);
        const perKmPrice = rng.jitter(1.6, 0.2);
        yield blank(ctx, {
          ...base,
          variant: 'CONTAINER',
          charging_mode: perKm ? 'DISTANCE' : lane.hub.containerMode,
          distance_range:
            perKm && rng.chance(0.5) ? (lane.km < 50 ? 'UNDER_50' : lane.km < 100 ? 'UNDER_100' : 'OVER_100') : null,
          lines: perKm
            ? boxes(
                ctx,
                ctx.money(perKmPrice * 0.85, currency),
                ctx.money(perKmPrice, currency),
                ctx.money(perKmPrice, currency),
              )
            : boxes(ctx, ctx.money(box40 * 0.85, currency), ctx.money(box40, currency), ctx.money(box40, currency)),
        });
      } else {
        const perKg = rng.jitter(0.06 + 0.0004 * lane.km, 0.25);
        yield blank(ctx, {
          ...base,
          variant: 'GENERAL',
          charging_mode: rng.chance(0.8) ? 'BETWEEN_CITIES' : 'RATE',
          vehicle_body: 'TENT',
          range_unit: 'KG',
          min_price: ctx.money(50 + 0.3 * lane.km, currency),
          lines: ranges([
            [0, 500, ctx.money(perKg, currency)],
            [500, 2000, ctx.money(perKg * 0.75, currency)],
            [2000, null, ctx.money(perKg * 0.55, currency)],
          ]),
        });
      }
    }
  }
}

function* roadRegion(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const regions = new Map<number, WorldCity[]>();
  for (const city of world.cities) {
    if (city.region === null || city.population < 50_000) continue;
    const list = regions.get(city.region);
    if (list) list.push(city);
    else regions.set(city.region, [city]);
  }
  const lanes: Lane[] = [];
  for (const [, cities] of [...regions.entries()].sort((a, b) => a[0] - b[0])) {
    const top = cities.sort((a, b) => b.population - a.population || a.id - b.id).slice(0, 10);
    for (const a of top)
      for (const b of top) {
        if (a === b) continue;
        const km = roadKm(a, b);
        if (km > 900) continue;
        const weight = Math.log10(a.population / 10_000) * Math.log10(b.population / 10_000);
        lanes.push({
          from: { type: 'CITY', id: a.id },
          to: { type: 'CITY', id: b.id },
          km,
          weight,
          fromCountry: a.country,
          toCountry: b.country,
        });
      }
  }
  const counts = allocate(
    quota,
    lanes.map((l) => l.weight),
  );
  for (const [at, lane] of lanes.entries()) {
    const carriers = owners.roadOf(lane.fromCountry);
    for (let i = 0; i < counts[at]!; i++) {
      const container = i % 5 === 4;
      const [validFrom, validTo] = ctx.validity(i + at);
      const currency = localCurrency(lane.fromCountry);
      const base = {
        kind: 'road-transportation',
        organization_id: carriers[(at + i) % carriers.length]!,
        ...ends(lane.from, lane.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: ndsOf(lane.fromCountry, false),
        transit_days: 1 + Math.floor(lane.km / 600),
        document_deadline_days: 1,
        ...ctx.visibility(),
      };
      if (container) {
        const box40 = rng.jitter(150 + 1.3 * lane.km, 0.2);
        yield blank(ctx, {
          ...base,
          variant: 'CONTAINER',
          charging_mode: 'ADR_ADR',
          lines: boxes(ctx, ctx.money(box40 * 0.85, currency), ctx.money(box40, currency), ctx.money(box40, currency)),
        });
      } else {
        const perKg = rng.jitter(0.05 + 0.0003 * lane.km, 0.25);
        yield blank(ctx, {
          ...base,
          variant: 'GENERAL',
          charging_mode: rng.chance(0.8) ? 'BETWEEN_CITIES' : 'RATE',
          vehicle_body: 'TENT',
          range_unit: rng.chance(0.85) ? 'KG' : 'LDM',
          min_price: ctx.money(40 + 0.25 * lane.km, currency),
          lines: ranges([
            [0, 500, ctx.money(perKg, currency)],
            [500, 3000, ctx.money(perKg * 0.75, currency)],
            [3000, null, ctx.money(perKg * 0.55, currency)],
          ]),
        });
      }
    }
  }
}

function airNetwork(ctx: Context) {
  const { world, cityById } = ctx;
  const airports = majorAirports(world);
  const population = (a: WorldAirport) => cityById.get(a.cityId!)?.population ?? 0;
  const gateways = airports.filter((a) => population(a) >= 2_000_000);
  const lanes: Lane[] = [];
  const lane = (a: WorldAirport, b: WorldAirport, weight: number) =>
    lanes.push({
      from: { type: 'AIRPORT_HUB', id: a.id },
      to: { type: 'AIRPORT_HUB', id: b.id },
      km: greatCircleKm(a, b),
      weight,
      fromCountry: a.country,
      toCountry: b.country,
    });
  for (const a of gateways) for (const b of gateways) if (a !== b) lane(a, b, 1);
  const isGateway = new Set(gateways);
  for (const a of airports) {
    if (isGateway.has(a)) continue;
    const linked = new Set([
      ...nearest(a, gateways, 4).map((one) => one.item),
      ...gateways.filter((g) => g.country === a.country).slice(0, 3),
    ]);
    for (const g of linked) {
      lane(a, g, 0.8);
      lane(g, a, 0.8);
    }
  }
  return { airports, gateways: isGateway, lanes };
}

function* air(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const { lanes } = airNetwork(ctx);
  const counts = allocate(
    quota,
    lanes.map((l) => l.weight),
  );
  const airlines = world.dictionaries.airlines;
  for (const [at, lane] of lanes.entries()) {
    const count = counts[at]!;
    const carriers = rng.sample(airlines, Math.max(1, Math.ceil(count / 2)));
    const perKg = 1.1 + 0.00035 * lane.km;
    for (let i = 0; i < count; i++) {
      const [validFrom, validTo] = ctx.validity(Math.floor(i / carriers.length) + at);
      const currency =
        EURO_COUNTRIES.has(lane.fromCountry) && rng.chance(0.5)
          ? 'EUR'
          : lane.fromCountry === 'CN' && rng.chance(0.3)
            ? 'CNY'
            : 'USD';
      const p = rng.jitter(perKg, 0.25);
      yield blank(ctx, {
        kind: 'air-transportation',
        variant: 'GENERAL',
        organization_id: rng.chance(0.85) ? owners.air[(at + i) % owners.air.length]! : owners.marketplace,
        ...ends(lane.from, lane.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: lane.fromCountry === 'RU' || lane.toCountry === 'RU' ? 'ZERO' : 'NONE',
        min_price: ctx.money(75, currency),
        transit_days: 1 + Math.floor(lane.km / 5000) + rng.int(0, 2),
        document_deadline_days: 1,
        carrier_id: carriers[i % carriers.length]!.id,
        range_unit: 'KG',
        ...ctx.visibility(),
        lines: ranges(
          [0, 45, 100, 300, 500, 1000].map((from, k, breaks): [number, number | null, number] => [
            from,
            breaks[k + 1] ?? null,
            ctx.money(p * [1, 0.85, 0.75, 0.68, 0.62, 0.58][k]!, currency),
          ]),
        ),
      });
    }
  }
}

function* airportServices(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const { airports, gateways } = airNetwork(ctx);
  const counts = allocate(
    quota,
    airports.map((a) => (gateways.has(a) ? 4 : 1)),
  );
  const specs: [string, string, string, number][] = [
    ['AIRPORT_HANDLING_EXPORT', 'EXPORT', 'GENERAL', 0.12],
    ['AIRPORT_HANDLING_IMPORT', 'IMPORT', 'GENERAL', 0.15],
    ['AWB_ISSUE', 'EXPORT', 'BILL', 35],
    ['XRAY_SCREENING', 'EXPORT', 'GENERAL', 0.05],
    ['AIRPORT_STORAGE', 'IMPORT', 'GENERAL', 0.08],
  ];
  for (const [at, airport] of airports.entries()) {
    for (let i = 0; i < counts[at]!; i++) {
      const [code, routeType, variant, usd] = specs[i % specs.length]!;
      const round = Math.floor(i / specs.length);
      const carrier = round % 2 === 0 ? null : rng.pick(world.dictionaries.airlines);
      const currency = rng.chance(0.7) ? localCurrency(airport.country) : 'USD';
      const { lines, min } = serviceLines(ctx, variant, usd, currency);
      const [validFrom, validTo] = ctx.validity(round + at);
      yield blank(ctx, {
        kind: 'airport-services',
        variant,
        organization_id: carrier ? rng.pick(owners.air) : owners.marketplace,
        ...ends({ type: 'AIRPORT_HUB', id: airport.id }, null),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: ndsOf(airport.country, true),
        min_price: variant === 'GENERAL' ? ctx.money(20, currency) : min,
        carrier_id: carrier?.id ?? null,
        service_id: ctx.ids.service(code),
        route_type: routeType,
        range_unit: variant === 'GENERAL' ? 'KG' : null,
        ...ctx.visibility(),
        lines,
      });
    }
  }
}

/** Vehicle lines: per vehicle type, by radius band around the hub (km) where `radius`. */
function vehicleLines(ctx: Context, currency: string, radius: boolean, perTrip: number): TariffLine[] {
  const { rng } = ctx;
  const types = rng.sample(ctx.ids.vehicles, rng.int(3, 6)).sort((a, b) => a.id - b.id);
  const bands: [number, number | null, number][] = radius
    ? [
        [0, 50, 1],
        [50, 100, 1.5],
        [100, 200, 2.4],
        [200, null, 3.6],
      ]
    : [[0, null, 1]];
  return types.flatMap((type) =>
    bands.map(([from, to, factor]) =>
      line(ctx.money(rng.jitter(perTrip * factor * type.size, 0.15), currency), {
        vehicleTypeId: type.id,
        from: radius ? from : null,
        to: radius ? to : null,
      }),
    ),
  );
}

function* trucking(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, owners } = ctx;
  const hubs = roadHubs(ctx).filter((h) => h.weight >= 1);
  const counts = allocate(
    quota,
    hubs.map((h) => h.weight),
  );
  const routeTypes = [null, 'EXPORT', 'IMPORT', 'LOCAL_DEPARTURE', 'LOCAL_ARRIVAL'];
  for (const [at, hub] of hubs.entries()) {
    const carriers = owners.roadOf(hub.country);
    for (let i = 0; i < counts[at]!; i++) {
      const currency = localCurrency(hub.country);
      const hourly = rng.chance(0.15);
      const [validFrom, validTo] = ctx.validity(i + at);
      yield blank(ctx, {
        kind: 'trucking',
        variant: 'VEHICLE',
        organization_id: carriers[(at + i) % carriers.length]!,
        ...ends(hub.key, null),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: ndsOf(hub.country, false),
        route_type: routeTypes[i % routeTypes.length]!,
        charging_mode: hourly ? 'HOURLY' : 'RATE',
        ...ctx.visibility(),
        lines: vehicleLines(ctx, currency, !hourly, hourly ? 35 : 120),
      });
    }
  }
}

function* truckingInternational(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const big = (countries: string[], population: number) =>
    world.cities.filter((c) => countries.includes(c.country) && c.population >= population);
  const europe = big(['DE', 'PL', 'NL', 'BE', 'FR', 'IT', 'ES', 'FI', 'LT', 'CZ', 'AT'], 500_000);
  const east = big(['RU', 'BY', 'KZ'], 500_000);
  const turkey = big(['TR'], 1_000_000);
  const china = big(['CN'], 3_000_000);
  const roadBorders = world.transportHubs.filter((h) => h.transitBorder === 'ROAD');
  type End = { key: Key; country: string; lat: number; lon: number };
  const city = (c: WorldCity): End => ({ key: { type: 'CITY', id: c.id }, country: c.country, lat: c.lat, lon: c.lon });
  const lanes: Lane[] = [];
  const lane = (a: End, b: End, weight: number) => {
    const km = roadKm(a, b);
    if (km < 4500) lanes.push({ from: a.key, to: b.key, km, weight, fromCountry: a.country, toCountry: b.country });
  };
  const both = (a: End, b: End, there: number, back: number) => {
    lane(a, b, there);
    lane(b, a, back);
  };
  for (const a of [...europe, ...turkey]) for (const b of east) both(city(a), city(b), 1, 0.5);
  for (const border of roadBorders) {
    const end: End = {
      key: { type: 'TRANSPORT_HUB', id: border.id },
      country: border.country,
      lat: border.lat,
      lon: border.lon,
    };
    for (const c of border.country === 'CN' ? china : east) both(city(c), end, 0.8, 0.8);
  }
  const counts = allocate(
    quota,
    lanes.map((l) => l.weight),
  );
  for (const [at, lane] of lanes.entries()) {
    for (let i = 0; i < counts[at]!; i++) {
      const currency = EURO_COUNTRIES.has(lane.fromCountry) ? 'EUR' : lane.fromCountry === 'CN' ? 'CNY' : 'USD';
      const [validFrom, validTo] = ctx.validity(i + at);
      yield blank(ctx, {
        kind: 'trucking-international',
        variant: 'VEHICLE',
        organization_id: rng.chance(0.6) ? rng.pick(owners.international) : rng.pick(owners.roadOf(lane.fromCountry)),
        ...ends(lane.from, lane.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: lane.fromCountry === 'RU' || lane.toCountry === 'RU' ? 'ZERO' : 'NONE',
        transit_days: 1 + Math.ceil(lane.km / 650),
        document_deadline_days: 2,
        charging_mode: 'BETWEEN_CITIES',
        vehicle_body: rng.chance(0.8) ? 'TENT' : null,
        ...ctx.visibility(),
        lines: vehicleLines(ctx, currency, false, 0.9 * lane.km),
      });
    }
  }
}

function* pallet(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const lanes: Lane[] = [];
  for (const country of ['RU', 'DE', 'PL', 'CN', 'TR', 'KZ', 'FR', 'IT', 'ES', 'NL', 'GB', 'US']) {
    const top = world.cities
      .filter((c) => c.country === country)
      .sort((a, b) => b.population - a.population || a.id - b.id)
      .slice(0, 25);
    for (const a of top)
      for (const b of top) {
        const km = roadKm(a, b);
        if (a !== b && km < 1500)
          lanes.push({
            from: { type: 'CITY', id: a.id },
            to: { type: 'CITY', id: b.id },
            km,
            weight: 1,
            fromCountry: country,
            toCountry: country,
          });
      }
  }
  const counts = allocate(
    quota,
    lanes.map((l) => l.weight),
  );
  for (const [at, lane] of lanes.entries()) {
    for (let i = 0; i < counts[at]!; i++) {
      const currency = localCurrency(lane.fromCountry);
      const per = rng.jitter(25 + 0.06 * lane.km, 0.2);
      const [validFrom, validTo] = ctx.validity(i + at);
      yield blank(ctx, {
        kind: 'pallet',
        variant: 'PALLET',
        organization_id: rng.pick(owners.roadOf(lane.fromCountry)),
        ...ends(lane.from, lane.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency,
        nds: ndsOf(lane.fromCountry, false),
        transit_days: 1 + Math.floor(lane.km / 500),
        document_deadline_days: 2,
        range_unit: 'PALLETS',
        ...ctx.visibility(),
        lines: [ctx.ids.eur1, ctx.ids.eur2].flatMap((palletTypeId) =>
          (
            [
              [1, 5, 1],
              [5, 11, 0.85],
              [11, null, 0.7],
            ] as const
          ).map(([from, to, factor]) => line(ctx.money(per * factor, currency), { palletTypeId, from, to })),
        ),
      });
    }
  }
}

function* intermodal(ctx: Context, quota: number): Generator<TariffRow> {
  const { rng, world, owners } = ctx;
  const origins: { key: Key; lat: number; lon: number }[] = [
    ...world.seaPorts
      .filter((p) => p.container && p.country === 'CN')
      .map((p) => ({ key: port(p), lat: p.lat, lon: p.lon })),
    ...world.cities
      .filter((c) => c.country === 'CN' && c.population >= 3_000_000)
      .map((c) => ({ key: { type: 'CITY', id: c.id }, lat: c.lat, lon: c.lon })),
  ];
  const destinations = world.cities.filter((c) => ['RU', 'KZ', 'BY'].includes(c.country) && c.population >= 1_000_000);
  const lanes: Lane[] = [];
  for (const a of origins)
    for (const b of destinations)
      lanes.push({
        from: a.key,
        to: { type: 'CITY', id: b.id },
        km: greatCircleKm(a, b) * 1.4,
        weight: 1,
        fromCountry: 'CN',
        toCountry: b.country,
      });
  const counts = allocate(
    quota,
    lanes.map((l) => l.weight),
  );
  const lines = world.dictionaries.seaLines;
  for (const [at, lane] of lanes.entries()) {
    for (let i = 0; i < counts[at]!; i++) {
      const carrier = rng.pick(lines);
      const box40 = rng.jitter(1800 + 0.55 * lane.km, 0.2);
      const [validFrom, validTo] = ctx.validity(i + at);
      yield blank(ctx, {
        kind: 'intermodal-rates',
        variant: 'CONTAINER',
        organization_id: rng.chance(0.7)
          ? (owners.agencyOfLine.get(carrier.id) ?? owners.marketplace)
          : rng.pick(owners.nvocc),
        ...ends(lane.from, lane.to),
        valid_from: validFrom,
        valid_to: validTo,
        currency: 'USD',
        nds: 'ZERO',
        transit_days: 25 + Math.ceil(lane.km / 700),
        document_deadline_days: 5,
        carrier_id: carrier.id,
        ...ctx.visibility(),
        lines: boxes(ctx, ctx.money(box40 * 0.7, 'USD'), ctx.money(box40, 'USD'), ctx.money(box40 * 1.03, 'USD')),
      });
    }
  }
}

const GROUPS: Record<TariffGroup, (ctx: Context, quota: number) => Generator<TariffRow>> = {
  'sea-fcl': seaFcl,
  'sea-lcl': seaLcl,
  'freight-surcharges': freightSurcharges,
  'port-services': portServices,
  rail,
  'railway-services': railwayServices,
  'road-hub': roadHub,
  'road-region': roadRegion,
  air,
  'airport-services': airportServices,
  trucking,
  'trucking-international': truckingInternational,
  pallet,
  intermodal,
};

export interface GeneratedBook {
  rows: Generator<TariffRow>;
  /** Filled while `rows` runs: tariffs per group, per kind, per currency, and the private ones. */
  stats: {
    total: number;
    byGroup: Partial<Record<TariffGroup, number>>;
    byKind: Record<string, number>;
    byCurrency: Record<string, number>;
    private: number;
  };
}

function byCode(items: readonly DictionaryItem[], code: string): number {
  const found = items.find((item) => item.code === code);
  if (!found) throw new Error(`no dictionary entry ${code}`);
  return found.id;
}

function ownersOf(world: World): Owners {
  const all = world.organizations.owners;
  const of = (role: WorldOwner['role']) => all.filter((o) => o.role === role).map((o) => o.id);
  const road = new Map<string, number[]>();
  for (const owner of all)
    if (owner.role === 'road' && owner.country) road.set(owner.country, [...(road.get(owner.country) ?? []), owner.id]);
  const international = all.filter((o) => o.role === 'road' && !o.country).map((o) => o.id);
  const marketplace = world.organizations.marketplace[0];
  if (marketplace === undefined) throw new Error('no operator organization');
  return {
    marketplace,
    agencyOfLine: new Map(
      all.flatMap((o) => (o.role === 'sea-line' && o.carrierId !== undefined ? [[o.carrierId, o.id]] : [])),
    ),
    nvocc: of('nvocc'),
    consolidators: of('consolidator'),
    rail: of('rail'),
    air: of('air'),
    roadOf: (country) => road.get(country) ?? international,
    international,
  };
}

/**
 * The book: `total` tariffs (1,000,000 by default; group sizes scale with it), ids from
 * `world.firstTariffId` on, every one active and valid until after today. Rows stream: the caller
 * decides what to keep.
 */
export function generateTariffs(world: World, total = TOTAL_TARIFFS): GeneratedBook {
  const stats: GeneratedBook['stats'] = { total: 0, byGroup: {}, byKind: {}, byCurrency: {}, private: 0 };
  const groups = Object.keys(GROUP_SHARES) as TariffGroup[];
  const quotas = allocate(
    total,
    groups.map((g) => GROUP_SHARES[g]),
  );
  const d = world.dictionaries;
  const ids: Ids = {
    box20: byCode(d.containerTypes, '22G1'),
    box40: byCode(d.containerTypes, '42G1'),
    box40hc: byCode(d.containerTypes, '45G1'),
    reefer40hc: byCode(d.containerTypes, '45R1'),
    eur1: byCode(d.palletTypes, 'EUR1'),
    eur2: byCode(d.palletTypes, 'EUR2'),
    service: (code) => byCode(d.services, code),
    vehicles: d.vehicleTypes.map((v) => ({
      id: v.id,
      body: v.bodyType,
      size: Math.max(0.5, Number(/(\d+(?:\.\d+)?)T/.exec(v.code)?.[1] ?? 10) / 10),
    })),
  };
  const usdRub = Number(world.rates.rubPerUnit.USD ?? '90');
  const base = {
    world,
    owners: ownersOf(world),
    ids,
    grid: new CityGrid(world.cities),
    cityById: new Map(world.cities.map((c) => [c.id, c])),
    shared: { seaLanes: new Map(), appliesTo: [], servedPorts: new Set<number>() } satisfies Shared,
    money: (usd: number, currency: string) => {
      const rate = Number(world.rates.rubPerUnit[currency] ?? NaN);
      if (!(rate > 0)) throw new Error(`no rate for ${currency}`);
      return Math.max(1, Math.round(((usd * usdRub) / rate) * 10 ** (world.rates.digits[currency] ?? 2)));
    },
  };
  let id = world.firstTariffId;
  const nextId = () => id++;
  function* rows(): Generator<TariffRow> {
    for (const [at, group] of groups.entries()) {
      const quota = quotas[at]!;
      let made = 0;
      for (const row of GROUPS[group](context(world, group, nextId, base), quota)) {
        made++;
        stats.byKind[row.kind] = (stats.byKind[row.kind] ?? 0) + 1;
        stats.byCurrency[row.currency] = (stats.byCurrency[row.currency] ?? 0) + 1;
        if (row.modifier === 'PRIVATE') stats.private++;
        yield row;
      }
      if (made !== quota) throw new Error(`${group}: made ${made} tariffs, not ${quota}`);
      stats.byGroup[group] = made;
      stats.total += made;
    }
  }
  return { rows: rows(), stats };
}
