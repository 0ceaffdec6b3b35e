import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Commission } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditRows, callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';
import { currencies } from '../../db/schema.js';

let t: TestApp;
const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

let operator: Actor;
/** Two partner organizations, each with its admin and manager. */
let alphaAdmin: Actor;
let alphaManager: Actor;
let betaAdmin: Actor;
let client: Actor;
/** The marketplace's commission on Alpha's containers, set by an operator. */
let marketplaceOnAlpha: Commission;

const markup = (changes: object = {}) => ({
  cargoType: 'CONTAINER',
  type: 'PERCENT_FROM_SALES',
  percent: 500,
  currency: 'USD',
  ...changes,
});

beforeAll(async () => {
  t = await createTestApp();
  await db()
    .insert(currencies)
    .values({ code: 'USD', minorUnits: 2, names: { en: 'US dollar' } })
    .onConflictDoNothing();
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR_ADMIN');
  const alpha = await createOrganization(db(), { name: 'Alpha' });
  alphaAdmin = await createActor(t.app, db(), alpha, 'PARTNER_ADMIN');
  alphaManager = await createActor(t.app, db(), alpha, 'PARTNER_MANAGER');
  betaAdmin = await createActor(t.app, db(), await createOrganization(db(), { name: 'Beta' }), 'PARTNER_ADMIN');
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
  const response = await call('POST', '/comissions', operator, {
    ...markup({ percent: 1500 }),
    organizationId: alpha,
    integrator: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  marketplaceOnAlpha = response.json().data as Commission;
});
afterAll(() => t.close());

describe('a partner’s admin', () => {
  it('keeps its own markup, its organization taken when none is named', async () => {
    const created = await call('POST', '/comissions', alphaAdmin, markup());
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json().data as Commission;
    expect(rule).toMatchObject({ organization: { id: alphaAdmin.organizationId }, integrator: false, editable: true });
    const changed = await call('PUT', `/comissions/${rule.id}`, alphaAdmin, markup({ percent: 750 }));
    expect(changed.json().data).toMatchObject({ percent: 750 });
    const pair = await call('GET', `/comissions/organization/${alphaAdmin.organizationId}/CONTAINER`, alphaAdmin);
    expect(pair.json().data).toMatchObject({
      integrator: { id: marketplaceOnAlpha.id, editable: false },
      markup: { id: rule.id, percent: 750, editable: true },
    });
    expect((await auditRows(db(), 'commission', rule.id)).map((row) => [row.action, row.actor_user_id])).toEqual([
      ['create', alphaAdmin.id],
      ['update', alphaAdmin.id],
    ]);
    expect((await call('DELETE', `/comissions/${rule.id}`, alphaAdmin)).statusCode).toBe(200);
  });

  it('reads the marketplace’s commission on its organization but may not set, change or delete it', async () => {
    const read = await call('GET', `/comissions/${marketplaceOnAlpha.id}`, alphaAdmin);
    expect(read.json().data).toMatchObject({ percent: 1500, editable: false });
    const refusal = "Only operators set the marketplace's commission";
    const set = await call('POST', '/comissions', alphaAdmin, markup({ cargoType: 'VEHICLE', integrator: true }));
    expect([set.statusCode, set.json().error.message]).toEqual([403, refusal]);
    const body = markup({ percent: 0, integrator: true });
    const changed = await call('PUT', `/comissions/${marketplaceOnAlpha.id}`, alphaAdmin, body);
    expect([changed.statusCode, changed.json().error.message]).toEqual([403, refusal]);
    expect((await call('DELETE', `/comissions/${marketplaceOnAlpha.id}`, alphaAdmin)).statusCode).toBe(403);
    // Nor may it turn its own markup into the marketplace's commission.
    const own = (await call('POST', '/comissions', alphaAdmin, markup({ cargoType: 'BILL' }))).json()
      .data as Commission;
    const turned = await call(
      'PUT',
      `/comissions/${own.id}`,
      alphaAdmin,
      markup({ cargoType: 'BILL', integrator: true }),
    );
    expect(turned.statusCode).toBe(403);
    expect((await call('GET', `/comissions/${marketplaceOnAlpha.id}`, operator)).json().data.percent).toBe(1500);
  });
});

describe('tenancy: two partner organizations', () => {
  it('never shows or touches another organization’s rules: they are not found', async () => {
    const beta = await call('GET', '/comissions', betaAdmin);
    expect(beta.json().data).toEqual({ items: [], total: 0 });
    // Filtering by another organization narrows inside one's own: nothing.
    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'organizationId', kind: 'SIMPLE', value: alphaAdmin.organizationId }]),
    );
    expect((await call('GET', `/comissions?filters=${filters}`, betaAdmin)).json().data.total).toBe(0);
    const id = marketplaceOnAlpha.id;
    expect((await call('GET', `/comissions/${id}`, betaAdmin)).statusCode).toBe(404);
    expect((await call('PUT', `/comissions/${id}`, betaAdmin, markup())).statusCode).toBe(404);
    expect((await call('DELETE', `/comissions/${id}`, betaAdmin)).statusCode).toBe(404);
    const pair = await call('GET', `/comissions/organization/${alphaAdmin.organizationId}/CONTAINER`, betaAdmin);
    expect(pair.statusCode).toBe(404);
    // Naming another organization in the body is "not found" on that field.
    const named = await call('POST', '/comissions', betaAdmin, markup({ organizationId: alphaAdmin.organizationId }));
    expect(named.statusCode).toBe(404);
    expect(named.json().errors.map((error: { fieldName: string }) => error.fieldName)).toEqual(['organizationId']);
  });

  it('lets each partner’s admin keep the same cargo type for its own organization', async () => {
    const alpha = await call('POST', '/comissions', alphaAdmin, markup({ cargoType: 'ZIP' }));
    const beta = await call('POST', '/comissions', betaAdmin, markup({ cargoType: 'ZIP' }));
    expect([alpha.statusCode, beta.statusCode]).toEqual([201, 201]);
    const betaList = (await call('GET', '/comissions', betaAdmin)).json().data as { items: Commission[] };
    expect(betaList.items.map((item) => item.organization.name)).toEqual(['Beta']);
  });
});

describe('refused roles', () => {
  it('lets a partner manager read its organization’s rules, both variants, and change none', async () => {
    const list = (await call('GET', '/comissions', alphaManager)).json().data as { items: Commission[] };
    expect(list.items.some((item) => item.integrator)).toBe(true);
    expect(list.items.some((item) => !item.integrator)).toBe(true);
    expect(list.items.every((item) => item.organization.id === alphaManager.organizationId && !item.editable)).toBe(
      true,
    );
    const own = list.items.find((item) => !item.integrator)!;
    expect((await call('POST', '/comissions', alphaManager, markup({ cargoType: 'VEHICLE' }))).statusCode).toBe(403);
    expect((await call('PUT', `/comissions/${own.id}`, alphaManager, markup())).statusCode).toBe(403);
    expect((await call('DELETE', `/comissions/${own.id}`, alphaManager)).statusCode).toBe(403);
  });

  it('refuses clients (403) and guests (401) every call', async () => {
    const id = marketplaceOnAlpha.id;
    const calls: [Method, string][] = [
      ['GET', '/comissions'],
      ['GET', `/comissions/${id}`],
      ['GET', `/comissions/organization/${alphaAdmin.organizationId}/CONTAINER`],
      ['POST', '/comissions'],
      ['PUT', `/comissions/${id}`],
      ['DELETE', `/comissions/${id}`],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? markup() : undefined;
      expect((await call(method, url, client, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
