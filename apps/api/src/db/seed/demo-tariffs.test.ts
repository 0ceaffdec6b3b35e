import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calculationRequestSchema,
  keptTariffVariants,
  type CargoInput,
  normalizeTariffInput,
  tariffInputIssues,
  tariffInputSchema,
  type ProfileKind,
  type ProfileStatus,
  type TariffKind,
  type TariffPointType,
  quotationsWithLegs,
} from '@cargo/domain';
import { selectRows } from '../../../test/factories.js';
import { createTestDatabase } from '../../../test/harness.js';
import type { Database } from '../connection.js';
import { checkReferences, type TariffRow, tariffValues } from '../../modules/tariffs/index.js';
import { tariffs } from '../schema.js';
import { seedDemoData, type DemoSeedResult } from './demo.js';
import { DEMO_TARIFFS } from './demo-tariff-book.js';
import { DEMO_LANES, TRADING_HOUSE } from './demo-tariff-legs.js';
import { utcDay } from './demo-tariffs.js';
import { seedReferenceData } from './reference/index.js';
import { createLogger } from '../../logger.js';
import { createCalculationsService, createPricingIndexService } from '../../modules/pricing/index.js';

/** A smaller world (cities of 100,000 people and more) with every port, airport, station and hub. */
const MIN_CITY_POPULATION = 100_000;

/** A tariff end as the engine chains it: its code (a city's English name), city and linked hubs. */
interface End {
  key: string;
  type: TariffPointType;
  cityId: number | null;
  /** A transport hub's station, port or airport (`RAILWAY_HUB:033004`). */
  links: string[];
}

/** A stored demo tariff with its references named. */
interface Leg {
  row: TariffRow;
  owner: string;
  from: End | null;
  to: End | null;
  carrier: string | null;
  service: string | null;
  surcharge: string | null;
  clients: string[];
}

let database: Database;
let first: DemoSeedResult;
let legs: Leg[];

async function loadLegs(db: Database['db']): Promise<Leg[]> {
  const rows = await db.select().from(tariffs).orderBy(tariffs.id);
  const points = new Map<string, End>();
  const hubRows = await selectRows<{
    type: TariffPointType;
    id: number;
    code: string;
    city_id: number | null;
    links: string[];
  }>(
    db,
    sql`select 'SEA_PORT' as type, id, code, city_id, array[]::text[] as links from sea_ports
        union all select 'AIRPORT_HUB', id, code, city_id, array[]::text[] from airports
        union all select 'RAILWAY_HUB', id, code, city_id, array[]::text[] from railway_stations
        union all
        select 'TRANSPORT_HUB', h.id, h.code, h.city_id,
               array_remove(array['RAILWAY_HUB:' || s.code, 'SEA_PORT:' || p.code, 'AIRPORT_HUB:' || a.code], null)
        from transport_hubs h
        left join railway_stations s on s.id = h.station_id
        left join sea_ports p on p.id = h.sea_port_id
        left join airports a on a.id = h.airport_id
        union all
        select 'CITY', id, names->>'en', id, array[]::text[] from geo_objects
        where type = 'CITY' and id in (select from_id from tariffs where from_type = 'CITY'
                                       union select to_id from tariffs where to_type = 'CITY')`,
  );
  for (const point of hubRows)
    points.set(`${point.type}:${point.id}`, {
      key: `${point.type}:${point.code}`,
      type: point.type,
      cityId: point.city_id === null ? null : Number(point.city_id),
      links: point.links,
    });
  const named = async (query: ReturnType<typeof sql>) =>
    new Map((await selectRows<{ id: number; name: string }>(db, query)).map((row) => [Number(row.id), row.name]));
  const entries = await named(sql`select id, code as name from dictionary_entries`);
  const organizations = await named(sql`select id, name from organizations`);
  const end = (type: string | null, id: number | null) => (type === null ? null : points.get(`${type}:${id}`)!);
  const entry = (id: number | null) => (id === null ? null : entries.get(id)!);
  return rows.map((row) => ({
    row,
    owner: organizations.get(row.organizationId)!,
    from: end(row.fromType, row.fromId),
    to: end(row.toType, row.toId),
    carrier: entry(row.carrierId),
    service: entry(row.serviceId),
    surcharge: entry(row.surchargeId),
    clients: row.clientOrganizationIds.map((id) => organizations.get(id)!),
  }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db, { minCityPopulation: MIN_CITY_POPULATION });
  first = await seedDemoData(database.db);
  legs = await loadLegs(database.db);
}, 120_000);
afterAll(() => database.close());

/** The legs of a kind and cargo form between two ends (`to` null: a service at `from`). */
function legsOf(kind: TariffKind, variant: string, from: string | null, to: string | null): Leg[] {
  return legs.filter(
    (leg) =>
      leg.row.kind === kind &&
      leg.row.variant === variant &&
      (from === null || leg.from?.key === from) &&
      (to === null ? leg.row.toType === null : leg.to?.key === to),
  );
}

/** Two legs meet where the engine transfers: the same point, two hubs of one city, a hub and what it names. */
function meet(arrival: End, departure: End): boolean {
  if (arrival.key === departure.key) return true;
  if (arrival.type !== 'CITY' && departure.type !== 'CITY' && arrival.cityId !== null)
    if (arrival.cityId === departure.cityId) return true;
  return arrival.links.includes(departure.key) || departure.links.includes(arrival.key);
}

/**
 * A door-to-door route of one cargo form: each step a kind between two ends, each found among the
 * stored tariffs, PUBLIC, valid today, and each leg meeting the next.
 */
function expectRoute(variant: string, steps: [TariffKind, string, string][]): Leg[] {
  const today = utcDay(new Date(), 0);
  const route = steps.map(([kind, from, to]) => {
    const found = legsOf(kind, variant, from, to).filter((leg) => leg.row.modifier === 'PUBLIC');
    expect(found, `${kind} ${variant} ${from} → ${to}`).not.toHaveLength(0);
    const leg = found[0]!;
    expect(leg.row.validFrom <= today && today <= leg.row.validTo).toBe(true);
    expect(leg.row.active).toBe(true);
    return leg;
  });
  for (let i = 1; i < route.length; i++)
    expect(meet(route[i - 1]!.to!, route[i]!.from!), `${steps[i - 1]!.join(' ')} meets ${steps[i]!.join(' ')}`).toBe(
      true,
    );
  return route;
}

/** A service of the kind at a hub for the cargo form, of the route type. */
function expectService(kind: TariffKind, variant: string, at: string, routeType: string): Leg[] {
  const found = legsOf(kind, variant, at, null).filter((leg) => leg.row.routeType === routeType);
  expect(found, `${kind} ${variant} at ${at} (${routeType})`).not.toHaveLength(0);
  return found;
}

const SHANGHAI = 'CITY:Shanghai';
const MOSCOW = 'CITY:Moscow';
const CNSHA = 'SEA_PORT:CNSHA';
const RULED = 'SEA_PORT:RULED';
const RUVVO = 'SEA_PORT:RUVVO';
const SHUSHARY = 'RAILWAY_HUB:033004';
const KUNTSEVO = 'RAILWAY_HUB:181808';
const VLADIVOSTOK = 'RAILWAY_HUB:980003';

describe('seedDemoTariffs', () => {
  it('seeds every demo tariff with its audit row, and none is skipped', async () => {
    expect(first).toMatchObject({ tariffs: DEMO_TARIFFS.length, skippedTariffs: 0 });
    expect(legs).toHaveLength(DEMO_TARIFFS.length);
    const [audits] = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from audit_log where entity = 'tariff' and action = 'create:demo' and actor_user_id is null`,
    );
    expect(audits!.count).toBe(DEMO_TARIFFS.length);
    expect(new Set(DEMO_TARIFFS.map((tariff) => tariff.key)).size).toBe(DEMO_TARIFFS.length);
    expect(new Set(DEMO_TARIFFS.map((tariff) => tariff.lane))).toEqual(new Set(DEMO_LANES));
  });

  it('stores every tariff as the domain rules keep it, passing them and the reference checks', async () => {
    const validFrom = utcDay(new Date(), -7);
    const validTo = utcDay(new Date(), 365);
    const byKind = new Map<TariffKind, { row: TariffRow; input: ReturnType<typeof normalizeTariffInput> }[]>();
    for (const { row } of legs) {
      const kind = row.kind as TariffKind;
      const input = normalizeTariffInput(
        kind,
        tariffInputSchema.parse({
          ...row,
          from: row.fromType ? { type: row.fromType, id: row.fromId } : null,
          to: row.toType ? { type: row.toType, id: row.toId } : null,
        }),
      );
      expect(tariffInputIssues(kind, input), `tariff ${row.id} (${kind})`).toEqual([]);
      // The version is the row's bookkeeping of edits, not a value of the tariff.
      const {
        createdBy: _createdBy,
        id: _id,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        version: _version,
        ...stored
      } = row;
      expect(tariffValues(kind, input, row.organizationId)).toEqual(stored);
      expect({ validFrom: row.validFrom, validTo: row.validTo }).toEqual({ validFrom, validTo });
      byKind.set(kind, [...(byKind.get(kind) ?? []), { row, input }]);
    }
    for (const [kind, items] of byKind) {
      const results = await checkReferences(
        database.db,
        kind,
        items.map(({ row, input }) => ({ input, ownerId: row.organizationId })),
      );
      expect(results.flatMap((result) => result.issues)).toEqual([]);
    }
  });

  it('keeps each owner to the kinds and variants its profiles open', async () => {
    const profiles = await selectRows<{ organization_id: number; kind: ProfileKind; status: ProfileStatus }>(
      database.db,
      sql`select organization_id, kind, status from organization_profiles`,
    );
    for (const leg of legs) {
      const facts = {
        id: leg.row.organizationId,
        profiles: profiles.filter((profile) => Number(profile.organization_id) === leg.row.organizationId),
      };
      const operator = leg.owner === 'Demo Marketplace';
      expect(keptTariffVariants(leg.row.kind as TariffKind, facts, operator)).toContain(leg.row.variant);
    }
    const owners = (kinds: string[]) => new Set(legs.filter((leg) => kinds.includes(leg.row.kind)).map((l) => l.owner));
    expect(owners(['port-services', 'freight-surcharges'])).toEqual(new Set(['Demo Sea Lines']));
    expect(owners(['sea'])).toEqual(new Set(['Demo Sea Lines', 'Demo Marketplace']));
    expect(
      owners([
        'road-transportation',
        'railway-transportation',
        'railway-services',
        'trucking',
        'trucking-international',
        'pallet',
      ]),
    ).toEqual(new Set(['Demo Rail & Road']));
    expect(owners(['air-transportation', 'airport-services'])).toEqual(new Set(['Demo Marketplace']));
  });

  it('has one private tariff: a cheaper sea rate Shanghai → Saint Petersburg for Demo Trading House', () => {
    const privates = legs.filter((leg) => leg.row.modifier === 'PRIVATE');
    expect(privates).toHaveLength(1);
    const [contract] = privates;
    expect(contract).toMatchObject({ clients: ['Demo Trading House'], carrier: 'FESO' });
    expect([contract!.row.kind, contract!.from?.key, contract!.to?.key]).toEqual(['sea', CNSHA, RULED]);
    const [open] = legsOf('sea', 'CONTAINER', CNSHA, RULED).filter((leg) => leg.row.modifier === 'PUBLIC');
    expect(open!.carrier).toBe('FESO');
    for (const line of contract!.row.lines) {
      const public_ = open!.row.lines.find((other) => other.containerTypeId === line.containerTypeId);
      expect(line.price).toBeLessThan(public_!.price);
    }
  });

  it('Shanghai → Moscow: sea to Saint Petersburg, then rail or road, for containers and general cargo', () => {
    for (const variant of ['CONTAINER', 'GENERAL']) {
      expectRoute(variant, [
        ['road-transportation', SHANGHAI, CNSHA],
        ['sea', CNSHA, RULED],
        ['railway-transportation', SHUSHARY, KUNTSEVO],
        ['road-transportation', KUNTSEVO, MOSCOW],
      ]);
      expectRoute(variant, [
        ['road-transportation', SHANGHAI, CNSHA],
        ['sea', CNSHA, RULED],
        ['road-transportation', RULED, MOSCOW],
      ]);
      expectService('port-services', variant, CNSHA, 'EXPORT');
      expectService('port-services', variant, RULED, 'IMPORT');
      expectService('railway-services', variant, SHUSHARY, 'LOCAL_DEPARTURE');
      expectService('railway-services', variant, KUNTSEVO, 'LOCAL_ARRIVAL');
    }
    expectService('port-services', 'BILL', CNSHA, 'EXPORT');
    expectService('port-services', 'BILL', RULED, 'IMPORT');
    const [pickup] = legsOf('road-transportation', 'CONTAINER', SHANGHAI, CNSHA);
    expect(pickup!.row.currency).toBe('CNY');
    for (const leg of legsOf('sea', 'CONTAINER', CNSHA, null).concat(legsOf('sea', 'GENERAL', CNSHA, null)))
      expect(leg.row.currency).toBe('USD');
    const [rail] = legsOf('railway-transportation', 'CONTAINER', SHUSHARY, KUNTSEVO);
    expect(rail!.row).toMatchObject({ currency: 'RUB', nds: 'CURRENT_RATE' });
    expect(rail!.row.lines).toHaveLength(3);
  });

  it('Shanghai → Moscow: sea to Vladivostok on two lines, then rail', () => {
    for (const variant of ['CONTAINER', 'GENERAL']) {
      expectRoute(variant, [
        ['road-transportation', SHANGHAI, CNSHA],
        ['sea', CNSHA, RUVVO],
        ['railway-transportation', VLADIVOSTOK, KUNTSEVO],
        ['road-transportation', KUNTSEVO, MOSCOW],
      ]);
      expectService('port-services', variant, RUVVO, 'IMPORT');
      expectService('railway-services', variant, VLADIVOSTOK, 'LOCAL_DEPARTURE');
    }
    const lines = legsOf('sea', 'CONTAINER', CNSHA, RUVVO).map((leg) => leg.carrier);
    expect(lines.sort()).toEqual(['FESO', 'SKLU']);
    expect(legsOf('trucking', 'VEHICLE', KUNTSEVO, null)).toHaveLength(1);
  });

  it('gives every sea line its freight surcharges: a percentage and an amount per container', () => {
    const seaLegs = legs.filter((leg) => leg.row.kind === 'sea' && leg.row.variant === 'CONTAINER');
    const surcharges = legs.filter((leg) => leg.row.kind === 'freight-surcharges');
    for (const sea of seaLegs) {
      const applying = surcharges.filter(
        (surcharge) =>
          surcharge.row.variant === 'CONTAINER' &&
          surcharge.carrier === sea.carrier &&
          (surcharge.from === null || surcharge.from.key === sea.from!.key) &&
          (surcharge.to === null || surcharge.to.key === sea.to!.key),
      );
      expect(applying.map((surcharge) => [surcharge.row.surchargeType, surcharge.row.tarification]).sort()).toEqual([
        ['ON_FREIGHT', 'ABSOLUTE'],
        ['ON_FREIGHT', 'RELATIVE'],
      ]);
      for (const surcharge of applying) expect(surcharge.row.lines).toHaveLength(3);
    }
    // LCL: a bunker surcharge per W/M for each LCL tariff, by its id.
    for (const lcl of legs.filter((leg) => leg.row.kind === 'sea' && leg.row.variant === 'GENERAL')) {
      const own = surcharges.filter((surcharge) => surcharge.row.appliesToTariffId === lcl.row.id);
      expect(own.map((surcharge) => [surcharge.surcharge, surcharge.row.rangeUnit])).toEqual([['BAF', 'WM']]);
    }
  });

  it('Moscow → Novosibirsk: rail Kuntsevo II → Kleshchikha with road at both ends, or road all the way', () => {
    for (const variant of ['CONTAINER', 'GENERAL']) {
      expectRoute(variant, [
        ['road-transportation', MOSCOW, KUNTSEVO],
        ['railway-transportation', KUNTSEVO, 'RAILWAY_HUB:850204'],
        ['road-transportation', 'RAILWAY_HUB:850204', 'CITY:Novosibirsk'],
      ]);
      expectRoute(variant, [['road-transportation', MOSCOW, 'CITY:Novosibirsk']]);
      expectService('railway-services', variant, KUNTSEVO, 'LOCAL_DEPARTURE');
      expectService('railway-services', variant, 'RAILWAY_HUB:850204', 'LOCAL_ARRIVAL');
    }
    expectRoute('VEHICLE', [['trucking-international', MOSCOW, 'CITY:Novosibirsk']]);
    expectRoute('PALLET', [['pallet', MOSCOW, 'CITY:Novosibirsk']]);
  });

  it('Frankfurt → Moscow: air FRA → SVO with airport services, or road', () => {
    const frankfurt = 'CITY:Frankfurt am Main';
    const [, air] = expectRoute('GENERAL', [
      ['road-transportation', frankfurt, 'AIRPORT_HUB:FRA'],
      ['air-transportation', 'AIRPORT_HUB:FRA', 'AIRPORT_HUB:SVO'],
      ['road-transportation', 'AIRPORT_HUB:SVO', MOSCOW],
    ]);
    expect(air).toMatchObject({ owner: 'Demo Marketplace', carrier: 'TK' });
    expect(air!.row.currency).toBe('USD');
    expect(air!.row.lines.map((line) => [line.from, line.to])).toEqual([
      [0, 45],
      [45, 100],
      [100, 300],
      [300, 500],
      [500, 1000],
      [1000, null],
    ]);
    expectService('airport-services', 'GENERAL', 'AIRPORT_HUB:FRA', 'EXPORT');
    expectService('airport-services', 'BILL', 'AIRPORT_HUB:FRA', 'EXPORT');
    expectService('airport-services', 'GENERAL', 'AIRPORT_HUB:SVO', 'IMPORT');
    for (const variant of ['CONTAINER', 'GENERAL']) {
      const [road] = expectRoute(variant, [['road-transportation', frankfurt, MOSCOW]]);
      expect(road!.row.currency).toBe('EUR');
    }
    expectRoute('VEHICLE', [['trucking-international', frankfurt, MOSCOW]]);
  });

  it('Guangzhou → Almaty: rail via Khorgos and Altynkol with road at both ends', () => {
    for (const variant of ['CONTAINER', 'GENERAL']) {
      expectRoute(variant, [
        ['road-transportation', 'CITY:Guangzhou', 'RAILWAY_HUB:GZQ'],
        ['railway-transportation', 'RAILWAY_HUB:GZQ', 'TRANSPORT_HUB:TB-KHORGOS-RAIL'],
        ['railway-transportation', 'TRANSPORT_HUB:TB-KHORGOS-RAIL', 'TRANSPORT_HUB:TB-ALTYNKOL-RAIL'],
        ['railway-transportation', 'TRANSPORT_HUB:TB-ALTYNKOL-RAIL', 'RAILWAY_HUB:700007'],
        ['road-transportation', 'RAILWAY_HUB:700007', 'CITY:Almaty'],
      ]);
      expectService('railway-services', variant, 'RAILWAY_HUB:GZQ', 'EXPORT');
      expectService('railway-services', variant, 'RAILWAY_HUB:700007', 'IMPORT');
    }
  });

  it('Istanbul → Moscow by road: containers, general cargo, a full truck and pallets', () => {
    for (const variant of ['CONTAINER', 'GENERAL'])
      expectRoute(variant, [['road-transportation', 'CITY:Istanbul', MOSCOW]]);
    const [truck] = expectRoute('VEHICLE', [['trucking-international', 'CITY:Istanbul', MOSCOW]]);
    expect(truck!.row.vehicleBody).toBe('TENT');
    expectRoute('PALLET', [['pallet', 'CITY:Istanbul', MOSCOW]]);
  });

  it('adds nothing on a second run', async () => {
    const second = await seedDemoData(database.db);
    expect(second).toMatchObject({ tariffs: 0, skippedTariffs: 0 });
    const [count] = await selectRows<{ count: number }>(database.db, sql`select count(*)::int as count from tariffs`);
    expect(count!.count).toBe(DEMO_TARIFFS.length);
  });
});

describe('seedDemoTariffs without a reference', () => {
  it('leaves out the tariffs naming a hub that is not seeded and seeds the rest', async () => {
    const partial = await createTestDatabase();
    try {
      await seedReferenceData(partial.db, { minCityPopulation: MIN_CITY_POPULATION });
      await partial.db.execute(sql`update transport_hubs set code = 'GONE' where code = 'TB-ALTYNKOL-RAIL'`);
      const result = await seedDemoData(partial.db);
      const naming = DEMO_TARIFFS.filter((tariff) =>
        [tariff.from, tariff.to].some((end) => end?.type === 'TRANSPORT_HUB' && end.code === 'TB-ALTYNKOL-RAIL'),
      );
      expect(naming).toHaveLength(4);
      expect(result).toMatchObject({ tariffs: DEMO_TARIFFS.length - 4, skippedTariffs: 4 });
    } finally {
      await partial.close();
    }
  }, 60_000);
});

describe('the engine quotes every demo lane door to door', () => {
  /** A calculation between two cities, as the API answers it to a client of the organization (a guest without). */
  async function calculate(from: string, to: string, cargo: CargoInput, organization?: string) {
    const cityId = async (name: string) => {
      const [row] = await selectRows<{ id: number }>(
        database.db,
        sql`select id from geo_objects where type = 'CITY' and names->>'en' = ${name} order by population desc nulls last limit 1`,
      );
      return Number(row!.id);
    };
    const [owner] = organization
      ? await selectRows<{ user_id: number; organization_id: number }>(
          database.db,
          sql`select u.id as user_id, u.organization_id from users u join organizations o on o.id = u.organization_id
              where o.name = ${organization} limit 1`,
        )
      : [];
    const calculations = createCalculationsService({
      db: database.db,
      pricingIndex: createPricingIndexService(database.db, createLogger('silent')),
      commissions: { rulesFor: async () => ({ rules: [], integratorDisabled: new Set<number>() }) },
    });
    const caller = owner
      ? {
          userId: Number(owner.user_id),
          organizationId: Number(owner.organization_id),
          roles: ['CLIENT' as const],
          sessionId: '',
        }
      : undefined;
    return calculations.create(
      caller,
      calculationRequestSchema.parse({
        from: { type: 'ADDRESS', cityId: await cityId(from) },
        to: { type: 'ADDRESS', cityId: await cityId(to) },
        readyDate: utcDay(new Date(), 1),
        cargo,
      }),
      'en',
      utcDay(new Date(), 0),
    );
  }

  /** The main legs' kinds of each quotation of a calculation between two cities. */
  async function mainKinds(from: string, to: string, cargo: CargoInput, organization?: string) {
    const calculation = await calculate(from, to, cargo, organization);
    const privates = new Set(legs.filter((leg) => leg.row.modifier === 'PRIVATE').map((leg) => leg.row.id));
    return quotationsWithLegs(calculation).map((quotation) => ({
      main: quotation.legs.filter((leg) => leg.role === 'MAIN').map((leg) => leg.kind),
      roles: new Set(quotation.legs.map((leg) => leg.role)),
      privateSea: quotation.legs.some((leg) => leg.tariffId !== null && privates.has(leg.tariffId)),
    }));
  }
  const containers = async () => {
    const [hc] = await selectRows<{ id: number }>(
      database.db,
      sql`select id from dictionary_entries where dictionary = 'container-types' and code = '45G1'`,
    );
    return { type: 'CONTAINER' as const, containers: [{ containerTypeId: Number(hc!.id), amount: 1, weight: 18_000 }] };
  };
  const general = {
    type: 'GENERAL_CARGO' as const,
    items: [{ amount: 4, length: 120, width: 80, height: 150, weight: 400 }],
  };

  it('Shanghai → Moscow: via Saint Petersburg (rail or road) and via Vladivostok, with pickup and delivery', async () => {
    const found = await mainKinds('Shanghai', 'Moscow', await containers());
    const routes = found.map((quotation) => quotation.main.join(' + '));
    // Via Saint Petersburg by rail or by road all the way (the road leg from the port is the delivery),
    // via Vladivostok by rail on FESCO's and Sinokor's ships.
    expect(routes.sort()).toEqual([
      'sea',
      'sea + railway-transportation',
      'sea + railway-transportation',
      'sea + railway-transportation',
    ]);
    for (const quotation of found) expect([...quotation.roles]).toEqual(expect.arrayContaining(['PICKUP', 'DELIVERY']));
    expect(found.some((quotation) => quotation.privateSea)).toBe(false);
    const forTradingHouse = await mainKinds('Shanghai', 'Moscow', await containers(), TRADING_HOUSE);
    expect(forTradingHouse[0]?.privateSea).toBe(true);
    expect((await mainKinds('Shanghai', 'Moscow', general)).length).toBeGreaterThan(0);
  });

  it('answers each leg once, the quotations naming theirs by position', async () => {
    const calculation = await calculate('Shanghai', 'Moscow', await containers());
    const named = calculation.quotations.flatMap((quotation) => quotation.legIndexes);
    // The four routes share the pickup in Shanghai and the sea leg's port services and surcharges.
    expect(calculation.legs.length).toBeLessThan(named.length);
    expect(new Set(named).size).toBe(calculation.legs.length);
    const distinct = new Set(calculation.legs.map((leg) => JSON.stringify(leg)));
    expect(distinct.size).toBe(calculation.legs.length);
  });

  it('Moscow → Novosibirsk, Frankfurt → Moscow, Guangzhou → Almaty and Istanbul → Moscow', async () => {
    const box = await containers();
    const mains = async (from: string, to: string, cargo: CargoInput) =>
      (await mainKinds(from, to, cargo)).map((quotation) => quotation.main.join(' + '));
    expect(await mains('Moscow', 'Novosibirsk', box)).toEqual(
      expect.arrayContaining(['railway-transportation', 'road-transportation']),
    );
    expect(await mains('Frankfurt am Main', 'Moscow', general)).toEqual(
      expect.arrayContaining(['air-transportation', 'road-transportation']),
    );
    expect(await mains('Guangzhou', 'Almaty', box)).toContain(
      'railway-transportation + railway-transportation + railway-transportation',
    );
    expect(await mains('Istanbul', 'Moscow', box)).toContain('road-transportation');
  });
});
