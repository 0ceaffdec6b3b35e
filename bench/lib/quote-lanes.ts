import type { CalculationRequestInput, CargoInput, QuotePlace } from '@cargo/domain';
import type { World, WorldCity } from './quote-world.js';

/**
 * The lanes the benchmark quotes, in process and over HTTP alike: the real lanes door to
 * door and port to port, containers and general cargo, then lanes between random seeded cities
 * that have hubs (and random container-port pairs), from a seeded PRNG. Vehicle lanes are kept
 * apart: the engine prices trucking around hubs for vehicles only, by another path.
 */

export interface BenchLane {
  name: string;
  group: 'named' | 'random' | 'vehicle';
  request: CalculationRequestInput;
}

const RANDOM_DOOR_LANES = 40;
const RANDOM_PORT_LANES = 10;
const LANE_SEED = 6;

const HC40 = '45G1';
const DV40 = '42G1';
const DV20 = '22G1';

export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The ready date of every quote: a week ahead, when some windows have ended and others not begun. */
export const READY_IN_DAYS = 7;

function containers(world: World, ...boxes: [code: string, amount: number, weightKg: number][]): CargoInput {
  const ids = new Map(world.dictionaries.containerTypes.map((c) => [c.code, c.id]));
  return {
    type: 'CONTAINER',
    containers: boxes.map(([code, amount, weight]) => {
      const containerTypeId = ids.get(code);
      if (containerTypeId === undefined) throw new Error(`no container type ${code}`);
      return { containerTypeId, amount, weight, weightUnit: 'KG' as const };
    }),
  };
}

/** `amount` pieces of length × width × height cm and `weight` kg each. */
function general(amount: number, [length, width, height]: [number, number, number], weight: number): CargoInput {
  return {
    type: 'GENERAL_CARGO',
    items: [{ amount, length, width, height, sizeUnit: 'CM', weight, weightUnit: 'KG' }],
  };
}

export function benchLanes(world: World): BenchLane[] {
  const readyDate = addDays(world.today, READY_IN_DAYS);
  const city = (name: string): QuotePlace => {
    const cityId = world.named.cities[name];
    if (cityId === undefined) throw new Error(`the seeded world has no city ${name}`);
    return { type: 'ADDRESS', cityId };
  };
  const port = (code: string): QuotePlace => {
    const seaPortId = world.named.seaPorts[code];
    if (seaPortId === undefined) throw new Error(`the seeded world has no port ${code}`);
    return { type: 'SEA_PORT', seaPortId };
  };
  const lane = (
    name: string,
    group: BenchLane['group'],
    from: QuotePlace,
    to: QuotePlace,
    cargo: CargoInput,
    sort: 'BEST_PRICE' | 'BEST_TIME' = 'BEST_PRICE',
  ): BenchLane => ({ name, group, request: { from, to, readyDate, cargo, currency: 'USD', sort } });

  const lanes: BenchLane[] = [
    lane(
      'Shanghai → Moscow, door, 1×40HC',
      'named',
      city('Shanghai, CN'),
      city('Moscow, RU'),
      containers(world, [HC40, 1, 18_000]),
    ),
    lane(
      'Shanghai → Moscow, door, 2 t general',
      'named',
      city('Shanghai, CN'),
      city('Moscow, RU'),
      general(8, [120, 80, 120], 250),
      'BEST_TIME',
    ),
    lane(
      'Ningbo → Hamburg, port, 2×20 + 1×40',
      'named',
      port('CNNGB'),
      port('DEHAM'),
      containers(world, [DV20, 2, 12_000], [DV40, 1, 20_000]),
    ),
    lane(
      'Ningbo → Hamburg, door, 1×40HC',
      'named',
      city('Ningbo, CN'),
      city('Hamburg, DE'),
      containers(world, [HC40, 1, 20_000]),
    ),
    lane(
      'Guangzhou → Almaty, door, 1×40',
      'named',
      city('Guangzhou, CN'),
      city('Almaty, KZ'),
      containers(world, [DV40, 1, 20_000]),
    ),
    lane(
      'Frankfurt → Moscow, door, 3 boxes 120 kg',
      'named',
      city('Frankfurt am Main, DE'),
      city('Moscow, RU'),
      general(3, [80, 60, 50], 40),
    ),
    lane(
      'Istanbul → Moscow, door, 6 pallets 1.7 t',
      'named',
      city('Istanbul, TR'),
      city('Moscow, RU'),
      general(6, [120, 80, 140], 280),
    ),
    lane(
      'Shanghai → Hamburg, door, LCL 4 m³',
      'named',
      city('Shanghai, CN'),
      city('Hamburg, DE'),
      general(4, [100, 100, 100], 250),
    ),
    lane(
      'Shanghai → Rotterdam, port, LCL 10 m³',
      'named',
      port('CNSHA'),
      port('NLRTM'),
      general(10, [120, 80, 100], 300),
    ),
    lane(
      'Moscow → Novosibirsk, door, 1×40HC',
      'named',
      city('Moscow, RU'),
      city('Novosibirsk, RU'),
      containers(world, [HC40, 1, 22_000]),
    ),
    lane(
      'Shenzhen → Saint Petersburg, door, 1×40HC',
      'named',
      city('Shenzhen, CN'),
      city('Saint Petersburg, RU'),
      containers(world, [HC40, 1, 18_000]),
      'BEST_TIME',
    ),
    lane(
      'Chengdu → Minsk, door, 1×40',
      'named',
      city('Chengdu, CN'),
      city('Minsk, BY'),
      containers(world, [DV40, 1, 20_000]),
    ),
  ];

  // Random lanes between cities with a hub of their own, the more populous more likely.
  const rng = mulberry32(LANE_SEED);
  const hubCities = new Set<number>();
  for (const list of [world.seaPorts, world.stations, world.transportHubs, world.airports.filter((a) => a.major)])
    for (const hub of list) if (hub.cityId !== null) hubCities.add(hub.cityId);
  const candidates = world.cities.filter((c) => hubCities.has(c.id) && c.population >= 100_000);
  const pickCity = (): WorldCity => candidates[Math.floor(rng() * candidates.length)]!;
  for (let i = 0; i < RANDOM_DOOR_LANES; i++) {
    const a = pickCity();
    let b = pickCity();
    while (b.id === a.id) b = pickCity();
    const cargo =
      i % 2 === 0
        ? containers(world, [i % 4 === 0 ? HC40 : DV40, 1 + (i % 3 === 0 ? 1 : 0), 16_000])
        : general(2 + (i % 7), [100, 80, 90], 150 + 20 * (i % 5));
    lanes.push(
      lane(`random door ${i + 1}: CITY:${a.id} (${a.country}) → CITY:${b.id} (${b.country})`, 'random',
        { type: 'ADDRESS', cityId: a.id }, { type: 'ADDRESS', cityId: b.id }, cargo, i % 3 === 0 ? 'BEST_TIME' : 'BEST_PRICE'), // prettier-ignore
    );
  }
  const ports = world.seaPorts.filter((p) => p.container);
  for (let i = 0; i < RANDOM_PORT_LANES; i++) {
    const a = ports[Math.floor(rng() * ports.length)]!;
    let b = ports[Math.floor(rng() * ports.length)]!;
    while (b.id === a.id) b = ports[Math.floor(rng() * ports.length)]!;
    const cargo = i % 2 === 0 ? containers(world, [DV40, 2, 18_000]) : general(6, [120, 100, 100], 400);
    lanes.push(lane(`random port ${i + 1}: ${a.code} → ${b.code}`, 'random', port(a.code), port(b.code), cargo));
  }

  // Vehicles: the engine walks every trucking tariff for them (quote.ts doorHops), reported apart.
  const truck = world.named.vehicleTypes.TENT_20T;
  if (truck !== undefined) {
    const vehicle: CargoInput = { type: 'VEHICLE', vehicle: { vehicleTypeId: truck, bodyType: 'TENT', amount: 1 } };
    lanes.push(
      lane(
        'Moscow → Saint Petersburg, door, 1 truck 20 t',
        'vehicle',
        city('Moscow, RU'),
        city('Saint Petersburg, RU'),
        vehicle,
      ),
    );
    lanes.push(lane('Berlin → Moscow, door, 1 truck 20 t', 'vehicle', city('Berlin, DE'), city('Moscow, RU'), vehicle));
  }
  return lanes;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
