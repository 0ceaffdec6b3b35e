import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculationRequestInput, OrderTemplate } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariffWorld,
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;
let operator: Actor;
let client: Actor;
let colleague: Actor;
let stranger: Actor;
let partner: Actor;

const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);
const countTemplates = async () =>
  (await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from order_templates`))[0]!.n;

let world: TariffWorld;
/** A request as the wizard sends it: the contract's defaults (currency, sort, weight unit) left out. */
let request: CalculationRequestInput;

async function save(who: Actor, name: string): Promise<OrderTemplate> {
  const response = await call('POST', '/orders/templates', who, { name, request });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as OrderTemplate;
}

async function list(who: Actor, query = ''): Promise<{ items: OrderTemplate[]; total: number }> {
  const response = await call('GET', `/orders/templates${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const names = (page: { items: OrderTemplate[] }) => page.items.map((item) => item.name);
const byName = (value: string) =>
  `filters=${encodeURIComponent(JSON.stringify([{ field: 'name', kind: 'CONTAINS', value }]))}`;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  request = {
    from: { type: 'SEA_PORT', seaPortId: world.seaPorts[0] },
    to: { type: 'SEA_PORT', seaPortId: world.seaPorts[1] },
    readyDate: '2030-01-15',
    cargo: { type: 'CONTAINER', containers: [{ containerTypeId: 3, amount: 2, weight: 18_000 }] },
  };
  const owners = await createOrganization(db(), { type: 'CLIENT', name: 'Owner Trading' });
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  client = await createActor(t.app, db(), owners, 'CLIENT');
  colleague = await createActor(t.app, db(), owners, 'CLIENT');
  stranger = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
  partner = await createActor(t.app, db(), await createOrganization(db()), 'PARTNER_MANAGER');
});

afterAll(async () => {
  await t?.close();
});

describe('order templates', () => {
  it('saves a request under a name: 201 with the request as the contract reads it and its owner', async () => {
    const response = await call('POST', '/orders/templates', client, { name: '  Shanghai weekly  ', request });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      name: 'Shanghai weekly',
      request: {
        ...request,
        cargo: { type: 'CONTAINER', containers: [{ containerTypeId: 3, amount: 2, weight: 18_000, weightUnit: 'KG' }] },
        currency: 'USD',
        sort: 'BEST_PRICE',
        isWidget: false,
      },
      from: expect.objectContaining({ type: 'SEA_PORT', id: world.seaPorts[0], code: `CNSHA${world.tag}` }),
      to: expect.objectContaining({ type: 'SEA_PORT', id: world.seaPorts[1], code: `RULED${world.tag}` }),
      owner: { id: client.id, name: expect.any(String) },
      createdAt: expect.any(String),
    });
  });

  it('lists the organization’s templates newest first, by page, by name in part (GET /orders/templates is no order id)', async () => {
    const organization = await createOrganization(db(), { type: 'CLIENT' });
    const [first, second] = [
      await createActor(t.app, db(), organization, 'CLIENT'),
      await createActor(t.app, db(), organization, 'PARTNER_ADMIN'),
    ];
    await save(first!, 'Ningbo 100% reefer');
    await save(second!, 'Qingdao dry');
    await save(first!, 'Ningbo dry');

    const all = await list(first!);
    expect(names(all)).toEqual(['Ningbo dry', 'Qingdao dry', 'Ningbo 100% reefer']);
    expect(all.total).toBe(3);
    expect(all.items[1]!.owner?.id).toBe(second!.id);

    const page = await list(first!, '?page=1&size=2');
    expect(names(page)).toEqual(['Ningbo 100% reefer']);
    expect(page.total).toBe(3);

    expect(names(await list(second!, `?${byName('NINGBO')}`))).toEqual(['Ningbo dry', 'Ningbo 100% reefer']);
    // The user's % is a character, not a wildcard.
    expect(names(await list(second!, `?${byName('0% r')}`))).toEqual(['Ningbo 100% reefer']);
    expect(names(await list(second!, `?${byName('o%d')}`))).toEqual([]);
    expect(names(await list(first!, '?sort=name,asc'))).toEqual(['Ningbo 100% reefer', 'Ningbo dry', 'Qingdao dry']);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await countTemplates();
    const blank = await call('POST', '/orders/templates', client, {
      name: '   ',
      request: { ...request, cargo: { type: 'CONTAINER', containers: [] } },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { fieldName: 'name', errorText: 'This is a required field' },
      { fieldName: 'request.cargo.containers', errorText: expect.any(String) },
    ]);
    const long = await call('POST', '/orders/templates', client, { name: 'x'.repeat(101), request });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.map((error: { fieldName: string }) => error.fieldName)).toEqual(['name']);
    const noRequest = await call('POST', '/orders/templates', client, { name: 'Nothing' });
    expect(noRequest.statusCode).toBe(400);
    expect(noRequest.json().errors.map((error: { fieldName: string }) => error.fieldName)).toEqual(['request']);
    expect(await countTemplates()).toBe(before);

    const filter = await call(
      'GET',
      `/orders/templates?filters=${encodeURIComponent('[{"field":"name","kind":"STARTS_WITH","value":"N"}]')}`,
      client,
    );
    expect(filter.statusCode).toBe(400);
    expect(filter.json().errors[0].fieldName).toBe('filters.0.kind');
    expect((await call('DELETE', '/orders/templates/abc', client)).statusCode).toBe(400);
  });

  it('is for signed-in users: guests get 401; a custom commission is the operators’ alone', async () => {
    const mine = await save(client, 'Guarded');
    expect((await call('GET', '/orders/templates')).statusCode).toBe(401);
    expect((await call('POST', '/orders/templates', undefined, { name: 'Guest', request })).statusCode).toBe(401);
    expect((await call('DELETE', `/orders/templates/${mine.id}`)).statusCode).toBe(401);

    const before = await countTemplates();
    const commissioned = { name: 'Commissioned', request: { ...request, customCommission: { percent: 1500 } } };
    expect((await call('POST', '/orders/templates', client, commissioned)).statusCode).toBe(403);
    expect((await call('POST', '/orders/templates', partner, commissioned)).statusCode).toBe(403);
    expect(await countTemplates()).toBe(before);
    const saved = await call('POST', '/orders/templates', operator, commissioned);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.request.customCommission).toEqual({ percent: 1500 });
  });

  it('keeps organizations apart: another’s template is not listed and not found; operators see and delete all', async () => {
    const ours = await save(client, 'Ours to keep');
    const theirs = await save(stranger, 'Theirs to keep');

    expect(names(await list(colleague))).toContain('Ours to keep');
    expect(names(await list(colleague))).not.toContain('Theirs to keep');
    expect(names(await list(stranger))).not.toContain('Ours to keep');
    const everyone = await list(operator, '?size=100');
    expect(everyone.items.find((item) => item.id === theirs.id)?.owner).toEqual({
      id: stranger.id,
      name: expect.any(String),
    });
    expect(everyone.items.map((item) => item.id)).toContain(ours.id);

    const refused = await call('DELETE', `/orders/templates/${ours.id}`, stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('NOT_FOUND');
    expect(names(await list(client))).toContain('Ours to keep');

    // A colleague removes the organization's template, whoever saved it.
    const removed = await call('DELETE', `/orders/templates/${ours.id}`, colleague);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(names(await list(client))).not.toContain('Ours to keep');
    expect((await call('DELETE', `/orders/templates/${ours.id}`, client)).statusCode).toBe(404);

    expect((await call('DELETE', `/orders/templates/${theirs.id}`, operator)).statusCode).toBe(204);
    expect(names(await list(stranger))).not.toContain('Theirs to keep');
  });
});
