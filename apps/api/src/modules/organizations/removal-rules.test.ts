import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  callApi,
  createActor,
  createOrganization,
  createProfile,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { book } from '../../../test/order-factories.js';

/**
 * What blocks the removal of a profile and the deletion of an organization (Product specification, domain §4,
 * §8; docs/decisions.md D98).
 */
let t: TestApp;
let world: TariffWorld;
let operator: Actor;
let carrier: number;
let carrierAdmin: Actor;
const db = () => t.database.db;

const conflict = async (response: { statusCode: number; json: () => { error: { message: string } } }, key: string) => {
  expect(response.statusCode).toBe(409);
  expect(response.json().error.message).toBe(translate('en', key as never));
};
const exists = async (table: string, id: number) =>
  (await selectRows<{ id: number }>(db(), sql`select id from ${sql.identifier(table)} where id = ${id}`)).length === 1;
/** Moves the organization's users away: what stays is what the organization itself holds. */
const moveUsersAway = async (from: number) => {
  const elsewhere = await createOrganization(db(), { type: 'CLIENT' });
  await db().execute(sql`update users set organization_id = ${elsewhere} where organization_id = ${from}`);
};

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  carrier = await createOrganization(db(), {
    name: 'Alpha Lines',
    profiles: [
      { kind: 'Sea_transportation', status: 'APPROVED' },
      { kind: 'Port_agent', status: 'APPROVED' },
    ],
  });
  carrierAdmin = await createActor(t.app, db(), carrier, 'PARTNER_ADMIN');
  await createTariff(db(), { organizationId: carrier, world });
});
afterAll(() => t.close());

describe('DELETE /organizations/{id}/profiles/{profileId}: what keeps a profile', () => {
  it('refuses while the organization keeps tariffs of a service category of the profile', async () => {
    const category = await selectRows<{ id: number }>(
      db(),
      sql`insert into dictionary_entries (dictionary, code, names, attributes)
          values ('service-categories', ${`PORT${world.tag}`}, '{"en":"Port services"}', '{"profile":"Port_agent"}')
          returning id`,
    );
    await db().execute(
      sql`update dictionary_entries set attributes = jsonb_build_object('categoryId', ${category[0]!.id}::integer)
          where id = ${world.service}`,
    );
    const profile = await createProfile(db(), carrier, 'Agent', 'APPROVED');
    const [portAgent] = await selectRows<{ id: number }>(
      db(),
      sql`select id from organization_profiles where organization_id = ${carrier} and kind = 'Port_agent'`,
    );
    // No tariff of the category yet: the profile could go; with one, it stays.
    const tariff = await createTariff(db(), { kind: 'port-services', organizationId: carrier, world });
    const refused = await callApi(t.app, 'DELETE', `/organizations/${carrier}/profiles/${portAgent!.id}`, carrierAdmin);
    await conflict(refused, 'organizations.profileDeleteBlocked.categories');
    expect(await exists('organization_profiles', portAgent!.id)).toBe(true);
    // A profile whose categories the organization does not use goes.
    const agent = await callApi(t.app, 'DELETE', `/organizations/${carrier}/profiles/${profile}`, carrierAdmin);
    expect(agent.statusCode).toBe(200);
    await db().execute(sql`delete from tariffs where id = ${tariff}`);
    const freed = await callApi(t.app, 'DELETE', `/organizations/${carrier}/profiles/${portAgent!.id}`, carrierAdmin);
    expect(freed.statusCode).toBe(200);
  });

  it("refuses the last approved profile while a company is attached, in the caller's language", async () => {
    const parent = await createOrganization(db(), { profiles: [{ kind: 'Forwarder', status: 'APPROVED' }] });
    const admin = await createActor(t.app, db(), parent, 'PARTNER_ADMIN');
    const pending = await createProfile(db(), parent, 'Agent');
    const [forwarder] = await selectRows<{ id: number }>(
      db(),
      sql`select id from organization_profiles where organization_id = ${parent} and kind = 'Forwarder'`,
    );
    const child = await createOrganization(db(), { type: 'CLIENT', parentId: parent });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${parent}/profiles/${forwarder!.id}`,
      headers: { ...admin.headers, 'accept-language': 'zh' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(translate('zh', 'organizations.profileDeleteBlocked.company'));
    // A profile under review is no line of business: it goes; so does the last one once the company leaves.
    expect((await callApi(t.app, 'DELETE', `/organizations/${parent}/profiles/${pending}`, admin)).statusCode).toBe(
      200,
    );
    await db().execute(sql`update organizations set parent_id = null where id = ${child}`);
    const freed = await callApi(t.app, 'DELETE', `/organizations/${parent}/profiles/${forwarder!.id}`, admin);
    expect(freed.statusCode).toBe(200);
  });
});

describe('DELETE /organizations/{id}', () => {
  it('is for operators only; another tenant is not found to a partner', async () => {
    const other = await createOrganization(db());
    expect((await callApi(t.app, 'DELETE', `/organizations/${other}`)).statusCode).toBe(401);
    expect((await callApi(t.app, 'DELETE', `/organizations/${other}`, carrierAdmin)).statusCode).toBe(403);
    expect((await callApi(t.app, 'DELETE', `/organizations/${carrier}`, carrierAdmin)).statusCode).toBe(403);
    expect((await callApi(t.app, 'DELETE', '/organizations/999999', operator)).statusCode).toBe(404);
    expect((await callApi(t.app, 'DELETE', '/organizations/x', operator)).statusCode).toBe(400);
    expect(await exists('organizations', other)).toBe(true);
  });

  it('deletes an organization without dependants, with its profiles and bank details, and audits it', async () => {
    const empty = await createOrganization(db(), { name: 'Empty Co', profiles: [{ kind: 'Agent' }] });
    const res = await callApi(t.app, 'DELETE', `/organizations/${empty}`, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    expect(await exists('organizations', empty)).toBe(false);
    const audit = await auditRows(db(), 'organization', empty);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: operator.id, action: 'delete', before: { name: 'Empty Co' } });
  });

  it('refuses an organization with users', async () => {
    await conflict(
      await callApi(t.app, 'DELETE', `/organizations/${carrier}`, operator),
      'organizations.deleteBlocked.users',
    );
  });

  it('refuses an organization with open orders, then with closed ones as other data depending on it', async () => {
    const owners = await createOrganization(db(), { type: 'CLIENT' });
    const client = await createActor(t.app, db(), owners, 'CLIENT');
    const { order } = await book(t.app, client, world);
    await moveUsersAway(owners);
    await conflict(
      await callApi(t.app, 'DELETE', `/organizations/${owners}`, operator),
      'organizations.deleteBlocked.openOrders',
    );
    // The carrier of an open delivery order is refused alike.
    const carrying = await selectRows<{ carrier_organization_id: number }>(
      db(),
      sql`select carrier_organization_id from delivery_orders where order_id = ${order.id}`,
    );
    expect(carrying.map((row) => row.carrier_organization_id)).toContain(carrier);
    await db().execute(sql`update orders set status = 'COMPLETED' where id = ${order.id}`);
    await conflict(
      await callApi(t.app, 'DELETE', `/organizations/${owners}`, operator),
      'organizations.deleteBlocked.dependents',
    );
    expect(await exists('organizations', owners)).toBe(true);
  });

  it('refuses an organization with requests', async () => {
    const owners = await createOrganization(db(), { type: 'CLIENT' });
    const client = await createActor(t.app, db(), owners, 'CLIENT');
    const calculation = await callApi(t.app, 'POST', '/orders/calculations', client, {
      from: { type: 'SEA_PORT', seaPortId: world.seaPorts[0] },
      to: { type: 'SEA_PORT', seaPortId: world.seaPorts[1] },
      readyDate: new Date().toISOString().slice(0, 10),
      cargo: { type: 'CONTAINER', containers: [{ containerTypeId: world.containerTypes[0], amount: 1, weight: 1000 }] },
    });
    expect(calculation.statusCode, calculation.body).toBe(201);
    await db().execute(
      sql`insert into refine_requests (calculation_id, organization_id, user_id, from_point, to_point, cargo, ready_date)
          values (${calculation.json().data.id}::uuid, ${owners}, ${client.id}, '{}', '{}', '{}', current_date)`,
    );
    await moveUsersAway(owners);
    await conflict(
      await callApi(t.app, 'DELETE', `/organizations/${owners}`, operator),
      'organizations.deleteBlocked.requests',
    );
  });
});
