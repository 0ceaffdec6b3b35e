import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClientOrganization } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';

let t: TestApp;
let partner: Actor;
let rival: Actor;
let operator: Actor;
let client: Actor;
const db = () => t.database.db;
const names = async (who: Actor, query = '') => {
  const response = await callApi(t.app, 'GET', `/organizations/clients${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as ClientOrganization[]).map((item) => item.name);
};

beforeAll(async () => {
  t = await createTestApp();
  const carrier = await createOrganization(db(), { name: 'Carrier' });
  const agent = await createOrganization(db(), { name: 'Carrier’s agent', parentId: carrier });
  await createOrganization(db(), { type: 'CLIENT', name: 'Direct client', parentId: carrier });
  const agentsClient = await createOrganization(db(), { type: 'CLIENT', name: 'Agent’s client', parentId: agent });
  const rivalOrganization = await createOrganization(db(), { name: 'Rival' });
  await createOrganization(db(), { type: 'CLIENT', name: 'Rival’s client', parentId: rivalOrganization });
  partner = await createActor(t.app, db(), carrier, 'PARTNER_MANAGER');
  rival = await createActor(t.app, db(), rivalOrganization, 'PARTNER_ADMIN');
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  client = await createActor(t.app, db(), agentsClient, 'CLIENT');
});
afterAll(() => t.close());

it('lists a partner’s clients at any depth below it, never another partner’s', async () => {
  expect(await names(partner)).toEqual(['Agent’s client', 'Direct client']);
  expect(await names(partner, '?name=direct')).toEqual(['Direct client']);
  expect(await names(rival)).toEqual(['Rival’s client']);
});

it('names chosen clients by id, still only the caller’s', async () => {
  const all = await callApi(t.app, 'GET', '/organizations/clients?size=100', operator);
  const ids = (all.json().data.items as ClientOrganization[]).map((item) => item.id).join(',');
  expect(await names(partner, `?ids=${ids}`)).toEqual(['Agent’s client', 'Direct client']);
  expect((await callApi(t.app, 'GET', '/organizations/clients?ids=1,x', partner)).statusCode).toBe(400);
});

it('lists every client for operators, and none for clients', async () => {
  expect(await names(operator, '?size=100')).toEqual(
    expect.arrayContaining(['Agent’s client', 'Direct client', 'Rival’s client']),
  );
  expect((await callApi(t.app, 'GET', '/organizations/clients', client)).statusCode).toBe(403);
});
