import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { legsByIndex } from '@cargo/domain';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, expect, it } from 'vitest';
import { openPglite, type Database } from './connection.js';
import { migrateDatabase } from './migrate.js';
import { findCalculation, quotationsOf } from '../modules/pricing/index.js';
import { migrationsBefore } from '../../test/migrations-before.js';

let database: Database | undefined;
let older: string | undefined;
afterAll(async () => {
  await database?.close();
  if (older) await rm(older, { recursive: true, force: true });
});

const leg = (role: string, cost: number) => ({ role, kind: 'sea', tariffId: cost, currency: 'USD', cost });

it("moves quotations' legs written before 0009 into their calculation's list, losing none", async () => {
  older = await migrationsBefore('0009_calculation_legs');
  database = await openPglite(undefined);
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: older });
  const id = '6b0f2a4e-3c1d-4f5e-9a7b-1c2d3e4f5a6b';
  const legs = [
    [leg('PICKUP', 1), leg('MAIN', 2)],
    [leg('PICKUP', 1), leg('MAIN', 3), leg('SURCHARGE', 4)],
  ];
  await database.db.execute(sql`insert into calculations (id, request, ready_date, rates)
    values (${id}, '{}'::jsonb, '2026-12-01', '{}'::jsonb)`);
  for (const [position, own] of legs.entries())
    await database.db.execute(sql`insert into quotations
      (calculation_id, position, legs, totals, total_usd, transit_days, valid_to)
      values (${id}, ${position}, ${JSON.stringify(own)}::jsonb, '{}'::jsonb, 1, 1, '2026-12-31')`);
  await database.db.execute(sql`insert into calculations (id, request, ready_date, rates)
    values ('00000000-0000-4000-8000-000000000000', '{}'::jsonb, '2026-12-01', '{}'::jsonb)`);

  await migrateDatabase(database);

  const calculation = await findCalculation(database.db, id);
  expect(calculation?.legs).toHaveLength(5);
  expect(
    (await quotationsOf(database.db, id)).map((quotation) => legsByIndex(calculation!.legs, quotation.legIndexes)),
  ).toEqual(legs);
  expect((await findCalculation(database.db, '00000000-0000-4000-8000-000000000000'))?.legs).toEqual([]);
});
