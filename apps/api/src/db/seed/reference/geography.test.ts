import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalizedText } from '@cargo/domain';
import { selectRows } from '../../../../test/factories.js';
import { createTestDatabase } from '../../../../test/harness.js';
import type { Database } from '../../connection.js';
import { seedGeography, type GeographySeedResult } from './geography.js';
import { loadStationRecodes } from './geography/hubs.js';

/** A smaller world (cities of 100,000 people and more) with every country, port, airport and hub. */
const MIN_CITY_POPULATION = 100_000;
const SHANGHAI = 1_796_236;
const MOSCOW = 524_901;

let database: Database;
let first: GeographySeedResult;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await seedGeography(database.db, { minCityPopulation: MIN_CITY_POPULATION });
}, 120_000);
afterAll(() => database.close());

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await selectRows<T>(database.db, query);
  if (!row) throw new Error('no row');
  return row;
}

async function counts() {
  return one<Record<string, number>>(sql`
    select (select count(*)::int from world_regions) as world_regions,
           (select count(*)::int from geo_objects where type = 'COUNTRY') as countries,
           (select count(*)::int from geo_objects where type = 'REGION') as regions,
           (select count(*)::int from geo_objects where type = 'CITY') as cities,
           (select count(*)::int from sea_ports) as sea_ports,
           (select count(*)::int from airports) as airports,
           (select count(*)::int from railway_stations) as stations,
           (select count(*)::int from transport_hubs) as hubs,
           (select count(*)::int from transport_hubs where paired_hub_id is not null) as paired_hubs`);
}

const cityId = async (geonamesId: number) =>
  (await one<{ id: number }>(sql`select id from geo_objects where geonames_id = ${geonamesId}`)).id;

describe('seedGeography', () => {
  it('seeds the world: regions, countries, cities, ports, airports, stations and hubs', async () => {
    const seeded = await counts();
    expect(seeded.world_regions).toBeGreaterThanOrEqual(22);
    expect(seeded.countries).toBeGreaterThanOrEqual(245);
    expect(seeded.regions).toBeGreaterThan(3000);
    expect(seeded.cities).toBeGreaterThan(4000);
    expect(seeded.sea_ports).toBeGreaterThanOrEqual(1500);
    expect(seeded.airports).toBeGreaterThanOrEqual(5000);
    expect(seeded.stations).toBeGreaterThanOrEqual(150);
    expect(seeded.paired_hubs).toBeGreaterThanOrEqual(18);
    expect(first.inserted).toMatchObject({
      countries: seeded.countries,
      cities: seeded.cities,
      seaPorts: seeded.sea_ports,
      airports: seeded.airports,
      railwayStations: seeded.stations,
      transportHubs: seeded.hubs,
    });
  });

  it('names countries in three languages and files them under their UN M49 region', async () => {
    const china = await one<{ names: LocalizedText; iso3: string; continent: string; region: LocalizedText }>(sql`
      select c.names, c.iso3, c.continent, r.names as region
      from geo_objects c join world_regions r on r.id = c.world_region_id
      where c.type = 'COUNTRY' and c.code = 'CN'`);
    expect(china).toEqual({
      names: { en: 'China', ru: 'Китай', zh: '中国' },
      iso3: 'CHN',
      continent: 'AS',
      region: { en: 'Eastern Asia', ru: 'Восточная Азия', zh: '东亚' },
    });
  });

  it('finds Shanghai and Moscow by their Russian and Chinese names, under their regions', async () => {
    const shanghai = await one<{ names: LocalizedText; parent_type: string; parent_code: string; country: string }>(sql`
      select c.names, p.type as parent_type, p.code as parent_code, p.country_code as country
      from geo_objects c join geo_objects p on p.id = c.parent_id where c.geonames_id = ${SHANGHAI}`);
    expect(shanghai).toMatchObject({ names: { en: 'Shanghai', ru: 'Шанхай', zh: '上海' }, parent_type: 'REGION' });
    expect(shanghai).toMatchObject({ parent_code: '23', country: 'CN' });

    const byName = (language: 'ru' | 'zh', name: string) =>
      selectRows<{ geonames_id: number }>(
        database.db,
        sql`select geonames_id from geo_objects where type = 'CITY' and names ->> ${language} = ${name}`,
      );
    expect(await byName('ru', 'Шанхай')).toContainEqual({ geonames_id: SHANGHAI });
    expect(await byName('zh', '上海')).toContainEqual({ geonames_id: SHANGHAI });
    expect(await byName('ru', 'Москва')).toContainEqual({ geonames_id: MOSCOW });
    expect(await byName('zh', '莫斯科')).toContainEqual({ geonames_id: MOSCOW });
  });

  it('links ports and airports to the cities they serve', async () => {
    const port = await one<{ city_id: number; names: LocalizedText; has_terminals: boolean }>(
      sql`select city_id, names, has_terminals from sea_ports where code = 'CNSHA'`,
    );
    expect(port).toEqual({
      city_id: await cityId(SHANGHAI),
      names: { en: 'Shanghai', ru: 'Шанхай', zh: '上海' },
      has_terminals: true,
    });

    const airport = async (code: string) =>
      one<{ name: string; icao: string; city_id: number | null }>(
        sql`select names ->> 'en' as name, icao, city_id from airports where code = ${code}`,
      );
    expect(await airport('SVO')).toEqual({
      name: 'Sheremetyevo International Airport',
      icao: 'UUEE',
      city_id: await cityId(MOSCOW),
    });
    expect(await airport('PVG')).toMatchObject({
      name: 'Shanghai Pudong International Airport',
      city_id: await cityId(SHANGHAI),
    });
    expect((await airport('PEK')).name).toBe('Beijing Capital International Airport');
  });

  it('pairs border crossings both ways and hangs dry ports under their crossing', async () => {
    const hubs = await selectRows<{
      code: string;
      type_transit_border: string;
      paired: string;
      station: string;
      border: boolean;
    }>(
      database.db,
      sql`select h.code, h.type_transit_border, p.code as paired, s.code as station, s.border
          from transport_hubs h join transport_hubs p on p.id = h.paired_hub_id
          left join railway_stations s on s.id = h.station_id
          where h.code in ('TB-ZABAYKALSK-RAIL', 'TB-MANZHOULI-RAIL') order by h.code`,
    );
    expect(hubs).toEqual([
      {
        code: 'TB-MANZHOULI-RAIL',
        type_transit_border: 'RAIL',
        paired: 'TB-ZABAYKALSK-RAIL',
        station: 'MLX',
        border: true,
      },
      {
        code: 'TB-ZABAYKALSK-RAIL',
        type_transit_border: 'RAIL',
        paired: 'TB-MANZHOULI-RAIL',
        station: '946801',
        border: true,
      },
    ]);
    const dryPort = await one<{ type: string; parent: string }>(sql`
      select h.type, p.code as parent from transport_hubs h join transport_hubs p on p.id = h.parent_id
      where h.code = 'DP-KHORGOS-GATEWAY'`);
    expect(dryPort).toEqual({ type: 'DRY_PORT', parent: 'TB-ALTYNKOL-RAIL' });
    const unpaired = await one<{ count: number }>(sql`
      select count(*)::int as count from transport_hubs h join transport_hubs p on p.id = h.paired_hub_id
      where p.paired_hub_id is distinct from h.id`);
    expect(unpaired.count).toBe(0);
  });

  it('gives stations their names in three languages and a city where one is seeded', async () => {
    const station = await one<{ names: LocalizedText; city_id: number; border: boolean }>(
      sql`select names, city_id, border from railway_stations where code = '850204'`,
    );
    expect(station.names).toEqual({ en: 'Kleshchikha', ru: 'Клещиха', zh: '克列希哈' });
    expect(station.border).toBe(false);
    const novosibirsk = await one<{ geonames_id: number }>(
      sql`select geonames_id from geo_objects where id = ${station.city_id}`,
    );
    expect(novosibirsk.geonames_id).toBe(1496747);
  });

  it('keeps 137 ESR, 58 China Railway telegraph and 10 placeholder station codes', async () => {
    const kinds = await selectRows<{ kind: string; count: number }>(
      database.db,
      sql`select case when code ~ '^[0-9]{6}$' then 'esr' when code ~ '^[A-Z]{3}$' then 'telegraph' else 'placeholder' end as kind,
                 count(*)::int as count
          from railway_stations group by 1 order by 1`,
    );
    expect(kinds).toEqual([
      { kind: 'esr', count: 137 },
      { kind: 'placeholder', count: 10 },
      { kind: 'telegraph', count: 58 },
    ]);
    const dostyk = await selectRows<{ code: string; border: boolean; name: string }>(
      database.db,
      sql`select code, border, names ->> 'en' as name from railway_stations where code in ('708403', '708507') order by code`,
    );
    expect(dostyk).toEqual([
      { code: '708403', border: true, name: 'Dostyk' },
      { code: '708507', border: true, name: 'Dostyk (exp.)' },
    ]);
    const hub = await one<{ station: string }>(sql`
      select s.code as station from transport_hubs h join railway_stations s on s.id = h.station_id
      where h.code = 'TB-DOSTYK-RAIL'`);
    expect(hub.station).toBe('708403');
  });

  it('inserts nothing the second time and leaves what an operator edited alone', async () => {
    const shanghaiId = await cityId(SHANGHAI);
    await database.db.execute(
      sql`update geo_objects set names = ${JSON.stringify({ en: 'Shanghai (edited)', ru: 'Шанхай' })}::jsonb where id = ${shanghaiId}`,
    );
    await database.db.execute(sql`update airports set names = '{"en":"SVO (edited)"}'::jsonb where code = 'SVO'`);
    await database.db.execute(sql`update transport_hubs set paired_hub_id = null where code = 'TB-KHASAN-RAIL'`);
    const before = await counts();

    const second = await seedGeography(database.db, { minCityPopulation: MIN_CITY_POPULATION });
    expect(Object.values(second.inserted).every((count) => count === 0)).toBe(true);
    expect(second.recodedStations).toBe(0);
    expect(await counts()).toEqual({ ...before });
    expect(
      (await one<{ names: LocalizedText }>(sql`select names from geo_objects where id = ${shanghaiId}`)).names,
    ).toEqual({
      en: 'Shanghai (edited)',
      ru: 'Шанхай',
    });
    expect(
      (await one<{ name: string }>(sql`select names ->> 'en' as name from airports where code = 'SVO'`)).name,
    ).toBe('SVO (edited)');
    const khasan = await one<{ paired_hub_id: number | null }>(
      sql`select paired_hub_id from transport_hubs where code = 'TB-KHASAN-RAIL'`,
    );
    expect(khasan.paired_hub_id).toBeNull();
  });

  it('seeds the new code of every replaced placeholder and none of the old ones', async () => {
    const recodes = loadStationRecodes();
    expect(recodes).toHaveLength(25);
    const codes = (await selectRows<{ code: string }>(database.db, sql`select code from railway_stations`)).map(
      (row) => row.code,
    );
    for (const [old, code] of recodes) {
      expect(codes).toContain(code);
      expect(codes).not.toContain(old);
    }
  });

  it('renames a station a database holds under a replaced placeholder code, keeping its id', async () => {
    // A database seeded before the real code was known: Dostyk under its placeholder, the hubs on it.
    const { id } = await one<{ id: number }>(
      sql`update railway_stations set code = 'KZ-DOSTYK' where code = '708403' returning id`,
    );
    // A placeholder whose new code exists already (an operator added it) is left alone.
    await database.db.execute(sql`
      insert into railway_stations (code, names, country_code, border)
      values ('KZ-ALTYNKOL', '{"en":"Altynkol"}'::jsonb, 'KZ', true)`);
    const before = await counts();

    const again = await seedGeography(database.db, { minCityPopulation: MIN_CITY_POPULATION });
    expect(again.recodedStations).toBe(1);
    expect(again.inserted.railwayStations).toBe(0);
    expect(await counts()).toEqual(before);
    const stations = await selectRows<{ id: number; code: string }>(
      database.db,
      sql`select id, code from railway_stations where code in ('708403', 'KZ-DOSTYK') order by code`,
    );
    expect(stations).toEqual([{ id, code: '708403' }]);
    const hub = await one<{ station_id: number }>(
      sql`select station_id from transport_hubs where code = 'TB-DOSTYK-RAIL'`,
    );
    expect(hub.station_id).toBe(id);
    const altynkol = await selectRows<{ code: string }>(
      database.db,
      sql`select code from railway_stations where code in ('707701', 'KZ-ALTYNKOL') order by code`,
    );
    expect(altynkol).toEqual([{ code: '707701' }, { code: 'KZ-ALTYNKOL' }]);
  });
});
