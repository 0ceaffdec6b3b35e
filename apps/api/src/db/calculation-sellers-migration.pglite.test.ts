import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, expect, it } from 'vitest';
import { openPglite, type Database } from './connection.js';
import { migrateDatabase } from './migrate.js';
import { selectRows } from './rows.js';
import { migrationsBefore } from '../../test/migrations-before.js';

let database: Database | undefined;
let older: string | undefined;
afterAll(async () => {
  await database?.close();
  if (older) await rm(older, { recursive: true, force: true });
});

it('fills the sellers of calculations made before 0018 from their legs, each once', async () => {
  older = await migrationsBefore('0018_calculation_sellers');
  database = await openPglite(undefined);
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: older });
  const organizations = await selectRows<{ id: number }>(
    database.db,
    sql`insert into organizations (name, type) values ('Alpha Lines', 'PARTNER'), ('Beta Agency', 'PARTNER')
        returning id`,
  );
  const [a, b] = organizations.map((organization) => organization.id);
  const leg = (organizationId: number, role: string) => ({ role, kind: 'sea', organizationId, cost: 1 });
  const priced = '6b0f2a4e-3c1d-4f5e-9a7b-1c2d3e4f5a6b';
  const empty = '00000000-0000-4000-8000-000000000000';
  await database.db.execute(sql`insert into calculations (id, request, ready_date, rates, legs) values
    (${priced}, '{}'::jsonb, '2026-12-01', '{}'::jsonb,
     ${JSON.stringify([leg(a!, 'PICKUP'), leg(b!, 'MAIN'), leg(a!, 'DELIVERY')])}::json),
    (${empty}, '{}'::jsonb, '2026-12-01', '{}'::jsonb, '[]'::json)`);

  await migrateDatabase(database);

  const sellers = await selectRows<{ calculation_id: string; organization_id: number }>(
    database.db,
    sql`select calculation_id, organization_id from calculation_sellers order by organization_id`,
  );
  expect(sellers).toEqual([
    { calculation_id: priced, organization_id: a },
    { calculation_id: priced, organization_id: b },
  ]);
});
