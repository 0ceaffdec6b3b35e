import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { Db } from '../src/db/connection.js';
import { createActor, createOrganization, createProfile, selectRows, type Actor } from './factories.js';
import { book } from './order-factories.js';
import { createQuoteRates, createTariff, createTariffWorld, type TariffWorld } from './tariff-factories.js';

/**
 * Two tenants for the role × route × tenant matrix (src/edge/access-matrix.test.ts): each a
 * partner organization with an admin and a manager, and a client organization of its own with a
 * client. Only the second tenant sells and books, so every row it owns is its alone.
 */
export interface Tenant {
  organizationId: number;
  clientOrganizationId: number;
  admin: Actor;
  manager: Actor;
  client: Actor;
}

export interface Tenancy {
  operator: Actor;
  operatorAdmin: Actor;
  tenants: [Tenant, Tenant];
  world: TariffWorld;
}

/**
 * Every table's ids start at a million of their own, so an id names one row of one table only:
 * another tenant's order id can never be, by chance, the id of a profile of one's own.
 */
async function separateIdRanges(db: Db): Promise<void> {
  const sequences = await selectRows<{ name: string }>(
    db,
    sql`select schemaname || '.' || sequencename as name from pg_sequences order by 1`,
  );
  for (const [index, { name }] of sequences.entries())
    await db.execute(sql`select setval(${name}, ${(index + 1) * 1_000_000})`);
}

async function createTenant(app: App, db: Db, name: string): Promise<Tenant> {
  const organizationId = await createOrganization(db, {
    name: `${name} Lines`,
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  const clientOrganizationId = await createOrganization(db, { type: 'CLIENT', name: `${name} Trading` });
  return {
    organizationId,
    clientOrganizationId,
    admin: await createActor(app, db, organizationId, 'PARTNER_ADMIN'),
    manager: await createActor(app, db, organizationId, 'PARTNER_MANAGER'),
    client: await createActor(app, db, clientOrganizationId, 'CLIENT'),
  };
}

export async function createTenancy(app: App, db: Db): Promise<Tenancy> {
  await separateIdRanges(db);
  const world = await createTariffWorld(db);
  await createQuoteRates(db, world);
  const marketplace = await createOrganization(db, { type: 'OPERATOR', name: 'Marketplace' });
  const tenants: [Tenant, Tenant] = [await createTenant(app, db, 'Alpha'), await createTenant(app, db, 'Beta')];
  const [, beta] = tenants;
  // What the second tenant owns: a profile waiting, a tariff, a calculation and an order.
  await createProfile(db, beta.organizationId, 'Agent');
  await createTariff(db, { organizationId: beta.organizationId, world });
  await book(app, beta.client, world);
  return {
    operator: await createActor(app, db, marketplace, 'OPERATOR'),
    operatorAdmin: await createActor(app, db, marketplace, 'OPERATOR_ADMIN'),
    tenants,
    world,
  };
}

/**
 * The ids of every row the tenant owns, by table: found through the schema itself (each table
 * with an `organization_id` or `user_id` column, and the organizations and users), so a table
 * added tomorrow is in the matrix without a word here.
 */
export async function ownedIds(db: Db, tenant: Tenant): Promise<Map<string, string[]>> {
  const organizations = [tenant.organizationId, tenant.clientOrganizationId];
  const users = [tenant.admin.id, tenant.manager.id, tenant.client.id];
  const owned = new Map<string, string[]>([
    ['organizations', organizations.map(String)],
    ['users', users.map(String)],
  ]);
  const tables = await selectRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        where c.table_schema = 'public' and c.column_name in ('organization_id', 'user_id', 'owner_user_id')
          and exists (select 1 from information_schema.columns i
                      where i.table_schema = 'public' and i.table_name = c.table_name and i.column_name = 'id')
        order by 1, 2`,
  );
  for (const { table_name: table, column_name: column } of tables) {
    const members = column === 'organization_id' ? organizations : users;
    const rows = await selectRows<{ id: string }>(
      db,
      sql`select id::text as id from ${sql.identifier(table)}
          where ${sql.identifier(column)} in (${sql.join(
            members.map((id) => sql`${id}`),
            sql`, `,
          )}) order by id limit 3`,
    );
    if (rows.length) owned.set(table, [...new Set([...(owned.get(table) ?? []), ...rows.map((row) => row.id)])]);
  }
  return owned;
}
