import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Tariff, type TariffKind } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  dayFromNow,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;

/**
 * The kind's valid body, its validity one day longer each time: an organization may not keep two
 * tariffs of the same lane, validity and prices ("Tariff already exists").
 */
let bodies = 0;
const uniqueBody = (kind: TariffKind) => ({ ...tariffBody(kind, world), validTo: dayFromNow(90 + ++bodies) });
const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

let world: TariffWorld;
let operator: Actor;
let adminA: Actor;
let managerA: Actor;
let adminB: Actor;
let airOnly: Actor;
let client: Actor;
let clientOrganization: number;

async function created(kind: TariffKind, who: Actor, changes: object = {}): Promise<Tariff> {
  const response = await call('POST', `/tariffs/${kind}`, who, { ...uniqueBody(kind), ...changes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Tariff;
}
const idsOf = async (who: Actor, kind: TariffKind = 'sea') => {
  const response = await call('GET', `/tariffs/${kind}?size=100`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as Tariff[]).map((tariff) => tariff.id);
};
const refusedWith = (response: { statusCode: number; json(): { error: { message: string } } }, status: number) => {
  expect(response.statusCode).toBe(status);
  return response.json().error.message;
};

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  const operators = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace' });
  const alpha = await createOrganization(db(), { name: 'Alpha Lines', profiles: sea });
  const beta = await createOrganization(db(), { name: 'Beta Shipping', profiles: sea });
  const air = await createOrganization(db(), {
    name: 'Sky Cargo',
    profiles: [
      { kind: 'Air_carrier', status: 'APPROVED' },
      { kind: 'Sea_transportation', status: 'NEW' },
    ],
  });
  // Alpha's client; the marketplace may name it too.
  clientOrganization = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner', parentId: alpha });
  operator = await createActor(t.app, db(), operators, 'OPERATOR');
  adminA = await createActor(t.app, db(), alpha, 'PARTNER_ADMIN');
  managerA = await createActor(t.app, db(), alpha, 'PARTNER_MANAGER');
  adminB = await createActor(t.app, db(), beta, 'PARTNER_ADMIN');
  airOnly = await createActor(t.app, db(), air, 'PARTNER_ADMIN');
  client = await createActor(t.app, db(), clientOrganization, 'CLIENT');
});
afterAll(() => t.close());

describe('who may call the tariff routes', () => {
  it('refuses clients on every route (403) and callers without a token (401)', async () => {
    const id = await createTariff(db(), { organizationId: adminA.organizationId, world });
    const routes: [Method, string, object?][] = [
      ['GET', '/tariffs/sea'],
      ['GET', `/tariffs/sea/${id}`],
      ['POST', '/tariffs/sea', uniqueBody('sea')],
      ['PUT', `/tariffs/sea/${id}`, uniqueBody('sea')],
      ['DELETE', `/tariffs/sea/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, client, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('two partners', () => {
  it('never see, change or delete each other’s tariffs', async () => {
    const alphas = await created('sea', managerA);
    const betas = await created('sea', adminB);
    expect(await idsOf(adminA)).toContain(alphas.id);
    expect(await idsOf(adminA)).not.toContain(betas.id);
    expect(await idsOf(adminB)).not.toContain(alphas.id);
    for (const [method, body] of [['GET'], ['PUT', uniqueBody('sea')], ['DELETE']] as const)
      expect((await call(method, `/tariffs/sea/${alphas.id}`, adminB, body)).statusCode, method).toBe(404);
    // Both people of the owner keep it.
    expect((await call('GET', `/tariffs/sea/${alphas.id}`, adminA)).json().data.editable).toBe(true);
  });

  it('keep a partner’s organizationId its own, whatever the body says', async () => {
    const tariff = await created('sea', adminA, { organizationId: adminB.organizationId });
    expect(tariff.organization.id).toBe(adminA.organizationId);
  });

  it('do not see each other’s private tariffs; operators do', async () => {
    const secret = await created('sea', adminA, { modifier: 'PRIVATE', clientOrganizationIds: [clientOrganization] });
    expect(secret.clientOrganizationIds).toEqual([clientOrganization]);
    expect((await call('GET', `/tariffs/sea/${secret.id}`, adminB)).statusCode).toBe(404);
    expect(await idsOf(adminB)).not.toContain(secret.id);
    const seen = await call('GET', `/tariffs/sea/${secret.id}`, operator);
    expect(seen.json().data).toMatchObject({ id: secret.id, editable: true });
  });
});

describe('the operators’ own tariffs', () => {
  it('a partner reads a public one, read-only, and never a private one', async () => {
    const open = await created('sea', operator);
    expect(open.organization.id).toBe(operator.organizationId);
    const closed = await created('sea', operator, { modifier: 'PRIVATE', clientOrganizationIds: [clientOrganization] });

    const read = await call('GET', `/tariffs/sea/${open.id}`, adminB);
    expect(read.json().data).toMatchObject({ id: open.id, editable: false });
    expect(await idsOf(adminB)).toContain(open.id);
    const listed = (await call('GET', '/tariffs/sea?size=100', adminB)).json().data.items as Tariff[];
    expect(listed.find((tariff) => tariff.id === open.id)?.editable).toBe(false);

    const adminTariff = translate('en', 'tariffs.adminTariff');
    expect(refusedWith(await call('PUT', `/tariffs/sea/${open.id}`, adminB, uniqueBody('sea')), 403)).toBe(adminTariff);
    expect(refusedWith(await call('DELETE', `/tariffs/sea/${open.id}`, adminB), 403)).toBe(adminTariff);

    expect((await call('GET', `/tariffs/sea/${closed.id}`, adminB)).statusCode).toBe(404);
    expect(await idsOf(adminB)).not.toContain(closed.id);
  });

  it('an operator keeps a tariff for a partner, who then keeps it too', async () => {
    const forAlpha = await created('sea', operator, { organizationId: adminA.organizationId });
    expect(forAlpha.organization).toEqual({ id: adminA.organizationId, name: 'Alpha Lines' });
    expect((await call('GET', `/tariffs/sea/${forAlpha.id}`, adminA)).json().data.editable).toBe(true);
    expect((await call('GET', `/tariffs/sea/${forAlpha.id}`, adminB)).statusCode).toBe(404);
    // A change without organizationId keeps the owner.
    const changed = await call('PUT', `/tariffs/sea/${forAlpha.id}`, operator, { ...uniqueBody('sea') });
    expect(changed.json().data.organization.id).toBe(adminA.organizationId);
  });
});

describe('rights by profile', () => {
  it('a partner without an approved Sea_transportation profile may not keep sea tariffs', async () => {
    const notAuthorized = translate('en', 'tariffs.kindNotAuthorized');
    expect(refusedWith(await call('POST', '/tariffs/sea', airOnly, uniqueBody('sea')), 403)).toBe(notAuthorized);
    const own = await createTariff(db(), { organizationId: airOnly.organizationId, world });
    expect(refusedWith(await call('PUT', `/tariffs/sea/${own}`, airOnly, uniqueBody('sea')), 403)).toBe(notAuthorized);
    // Still theirs to read and to delete.
    expect((await call('GET', `/tariffs/sea/${own}`, airOnly)).statusCode).toBe(200);
    expect((await call('DELETE', `/tariffs/sea/${own}`, airOnly)).statusCode).toBe(200);
    // The approved Air_carrier profile shows the air tabs.
    await created('air-transportation', airOnly);
    await created('airport-services', airOnly);
  });

  it('the Sea_transportation profile shows sea container and general rates but not port services', async () => {
    await created('sea', adminA, {
      variant: 'GENERAL',
      carrierId: world.consolidator,
      rangeUnit: 'WM',
      lines: [{ from: 0, price: 4_500 }],
    });
    expect((await call('POST', '/tariffs/port-services', adminA, uniqueBody('port-services'))).statusCode).toBe(403);
  });
});

describe('the audit', () => {
  it('keeps each change of a tariff with its state before and after, and the surcharges a delete takes', async () => {
    const sea = await created('sea', adminA);
    const surcharge = await created('freight-surcharges', adminA, { carrierId: null, appliesToTariffId: sea.id });
    const changed = await call('PUT', `/tariffs/sea/${sea.id}`, adminA, {
      ...uniqueBody('sea'),
      transitDays: 40,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('DELETE', `/tariffs/sea/${sea.id}`, adminA)).json()).toEqual({ data: { deleted: true } });
    expect((await call('GET', `/tariffs/freight-surcharges/${surcharge.id}`, adminA)).statusCode).toBe(404);

    const rows = await auditRows(db(), 'tariff', sea.id);
    expect(rows.map((row) => [row.action, row.actor_user_id])).toEqual([
      ['create', adminA.id],
      ['update', adminA.id],
      ['delete', adminA.id],
    ]);
    const [create, update, remove] = rows as {
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];
    expect(create!.before).toBeNull();
    expect(create!.after).toMatchObject({ id: sea.id, kind: 'sea', transitDays: 12 });
    expect(update!.before).toMatchObject({ transitDays: 12 });
    expect(update!.after).toMatchObject({ transitDays: 40 });
    expect(remove!.before).toMatchObject({ id: sea.id, transitDays: 40 });
    expect(remove!.after).toBeNull();
    const cascade = await auditRows(db(), 'tariff', surcharge.id);
    expect(cascade.map((row) => row.action)).toEqual(['create', 'delete:cascade']);
  });
});
