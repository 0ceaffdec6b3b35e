import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Organization, type Role } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  createOrganization,
  selectRows,
  createActor,
  callApi,
  type Actor,
} from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;

const actor = (organizationId: number, role: Role) => createActor(t.app, db(), organizationId, role);

type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

let operatorsOrg: number;
let partnerA: number;
let partnerB: number;
let clientsOrg: number;
let operator: Actor;
let adminA: Actor;
let managerA: Actor;
let adminB: Actor;
let client: Actor;

beforeAll(async () => {
  t = await createTestApp();
  operatorsOrg = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace operator' });
  partnerA = await createOrganization(db(), { type: 'PARTNER', name: 'Alpha Freight', domain: 'alpha.example.com' });
  partnerB = await createOrganization(db(), { type: 'PARTNER', name: 'Beta Lines', domain: 'beta.example.com' });
  clientsOrg = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner' });
  operator = await actor(operatorsOrg, 'OPERATOR');
  adminA = await actor(partnerA, 'PARTNER_ADMIN');
  managerA = await actor(partnerA, 'PARTNER_MANAGER');
  adminB = await actor(partnerB, 'PARTNER_ADMIN');
  client = await actor(clientsOrg, 'CLIENT');
});
afterAll(() => t.close());

const ids = (organizations: Organization[]) => organizations.map((organization) => organization.id);

/** A full input as an operator's form sends it. */
const input = (overrides: object = {}) => ({
  name: 'New Org',
  nameEn: 'New Org Ltd',
  type: 'PARTNER',
  domain: null,
  parentId: null,
  international: false,
  disableIntegratorReward: false,
  disableInsuranceForm: false,
  disableCustomsClearanceFee: false,
  wizardSettings: { containers: false, containersOnly: false },
  countryCodes: [],
  ...overrides,
});

/** What a form loaded from GET sends back, with changes. */
async function asLoaded(id: number, changes: object = {}) {
  const { data } = (await call('GET', `/organizations/${id}`, operator)).json<{ data: Organization }>();
  const { id: _id, profiles: _profiles, createdAt: _createdAt, ...fields } = data;
  return { ...fields, ...changes };
}

async function organizationRow(id: number) {
  const [row] = await selectRows<{ name: string; type: string; parent_id: number | null; domain: string | null }>(
    db(),
    sql`select name, type, parent_id, domain from organizations where id = ${id}`,
  );
  return row!;
}

describe('who may call the organizations endpoints', () => {
  it.each<[Method, string, object?]>([
    ['GET', '/organizations'],
    ['GET', '/organizations/1'],
    ['GET', '/organizations/check-domain?domain=a.b'],
    ['POST', '/organizations', {}],
    ['PUT', '/organizations/1', {}],
  ])('%s %s answers 401 without a token', async (method, url, body) => {
    const res = await call(method, url, undefined, body);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it.each<[Method, string, () => Actor[]]>([
    ['GET', '/organizations/check-domain?domain=a.b', () => [managerA, client]],
    ['POST', '/organizations', () => [adminA, managerA, client]],
    ['PUT', '/organizations/1', () => [managerA, client]],
  ])('%s %s answers 403 to the wrong roles', async (method, url, refused) => {
    for (const who of refused()) {
      const res = await call(method, url, who, input());
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'You do not have authorised access to this page',
      });
    }
  });
});

describe('GET /organizations', () => {
  it('answers operators every organization with its profiles', async () => {
    await createOrganization(db(), {
      type: 'PARTNER',
      name: 'Profiled',
      profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
    });
    const page = (await call('GET', '/organizations?size=100', operator)).json().data;
    expect(ids(page.items)).toEqual(expect.arrayContaining([operatorsOrg, partnerA, partnerB, clientsOrg]));
    expect(page.items.find((o: Organization) => o.name === 'Profiled').profiles).toEqual([
      { id: expect.any(Number), kind: 'Sea_transportation', status: 'APPROVED' },
    ]);
    expect(page.items.find((o: Organization) => o.id === partnerA)).toEqual({
      id: partnerA,
      name: 'Alpha Freight',
      nameEn: null,
      type: 'PARTNER',
      domain: 'alpha.example.com',
      domainVerified: false,
      parentId: null,
      international: false,
      disableIntegratorReward: false,
      disableInsuranceForm: false,
      disableCustomsClearanceFee: false,
      wizardSettings: { containers: false, containersOnly: false },
      countryCodes: [],
      profiles: [],
      version: 1,
      createdAt: expect.any(String),
    });
  });

  it('answers anyone but an operator only their own organization, whatever the filters', async () => {
    for (const [who, own] of [
      [adminA, partnerA],
      [managerA, partnerA],
      [client, clientsOrg],
    ] as const) {
      const res = await call('GET', '/organizations', who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ items: [expect.objectContaining({ id: own })], total: 1 });
    }
    expect((await call('GET', '/organizations?name=Beta', adminA)).json().data).toEqual({ items: [], total: 0 });
    expect((await call('GET', '/organizations?type=CLIENT', adminA)).json().data.total).toBe(0);
  });

  it('filters by name (also the English name and the domain), type, parent and the international flag', async () => {
    const parent = await createOrganization(db(), { type: 'PARTNER', name: 'Filter parent' });
    const child = await createOrganization(db(), { type: 'CLIENT', name: 'Filter child %', parentId: parent });
    const abroad = await createOrganization(db(), {
      type: 'CLIENT',
      name: 'Filter abroad',
      domain: 'abroad-filter.example.com',
      international: true,
      parentId: parent,
    });
    const list = async (query: string) =>
      ids((await call('GET', `/organizations?${query}`, operator)).json().data.items);
    expect(await list(`parentId=${parent}`)).toEqual([child, abroad]);
    expect(await list(`parentId=${parent}&international=true`)).toEqual([abroad]);
    expect(await list(`parentId=${parent}&international=false`)).toEqual([child]);
    expect(await list('name=FILTER')).toEqual([parent, child, abroad]);
    expect(await list('name=abroad-filter.example')).toEqual([abroad]);
    expect(await list('name=%25')).toEqual([child]);
    expect(await list('name=filter&type=PARTNER')).toEqual([parent]);
  });

  it('sorts both ways and pages', async () => {
    const parent = await createOrganization(db(), { type: 'PARTNER', name: 'Sort parent' });
    const made: number[] = [];
    for (const name of ['Charlie', 'alpha', 'Bravo'])
      made.push(await createOrganization(db(), { type: 'CLIENT', name, parentId: parent }));
    const [charlie, alpha, bravo] = made as [number, number, number];
    const list = async (query: string) =>
      (await call('GET', `/organizations?parentId=${parent}&${query}`, operator)).json().data;
    expect(ids((await list('sort=name,asc')).items)).toEqual([alpha, bravo, charlie]);
    expect(ids((await list('sort=name,desc')).items)).toEqual([charlie, bravo, alpha]);
    expect(ids((await list('sort=id,desc')).items)).toEqual([bravo, alpha, charlie]);
    expect(ids((await list('sort=createdAt')).items)).toEqual([charlie, alpha, bravo]);
    expect(ids((await list('sort=type')).items)).toEqual([charlie, alpha, bravo]);
    const first = await list('sort=name,asc&size=2');
    const second = await list('sort=name,asc&size=2&page=1');
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...ids(first.items), ...ids(second.items)]).toEqual([alpha, bravo, charlie]);
  });

  it('refuses bad query parameters', async () => {
    const res = await call('GET', '/organizations?type=SHIPPER&international=yes&size=101', operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { fieldName: 'size', errorText: 'Must be at most 100' },
      { fieldName: 'type', errorText: 'Choose one of: OPERATOR, PARTNER, CLIENT' },
      { fieldName: 'international', errorText: 'Choose one of: true, false' },
    ]);
  });
});

describe('GET /organizations/{id}', () => {
  it('answers a member their own organization and an operator any', async () => {
    for (const who of [adminA, managerA, operator]) {
      const res = await call('GET', `/organizations/${partnerA}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: partnerA, name: 'Alpha Freight' });
    }
  });

  it('answers 404 for another organization, as for one that does not exist', async () => {
    for (const [who, id] of [
      [adminA, partnerB],
      [client, partnerA],
      [operator, 999999],
    ] as const) {
      const res = await call('GET', `/organizations/${id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' }, errors: [] });
    }
  });
});

describe('POST /organizations', () => {
  it('creates an organization with a lower-case domain under a parent, and audits it', async () => {
    const res = await call(
      'POST',
      '/organizations',
      operator,
      input({
        name: '  Gamma Cargo ',
        domain: 'Gamma.Example.COM',
        parentId: partnerA,
        international: true,
        wizardSettings: { containers: true, containersOnly: false },
        countryCodes: ['ru', 'CN'],
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<{ data: Organization }>().data;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Gamma Cargo',
      nameEn: 'New Org Ltd',
      type: 'PARTNER',
      domain: 'gamma.example.com',
      // Even an operator's new domain waits for its verification.
      domainVerified: false,
      parentId: partnerA,
      international: true,
      disableIntegratorReward: false,
      disableInsuranceForm: false,
      disableCustomsClearanceFee: false,
      wizardSettings: { containers: true, containersOnly: false },
      countryCodes: ['RU', 'CN'],
      profiles: [],
      version: 1,
      createdAt: expect.any(String),
    });
    expect(await auditRows(db(), 'organization', created.id)).toEqual([
      {
        actor_user_id: operator.id,
        action: 'create',
        before: null,
        after: expect.objectContaining({ name: 'Gamma Cargo', domain: 'gamma.example.com', parentId: partnerA }),
      },
    ]);
  });

  it('takes the defaults of the optional fields', async () => {
    const res = await call('POST', '/organizations', operator, { name: 'Minimal', type: 'CLIENT' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      nameEn: null,
      domain: null,
      parentId: null,
      international: false,
      wizardSettings: { containers: false, containersOnly: false },
      countryCodes: [],
    });
  });

  it('names every bad field and creates nothing', async () => {
    const res = await call('POST', '/organizations', operator, {
      name: ' ',
      type: 'SHIPPER',
      domain: 'not a domain',
      parentId: -1,
      countryCodes: ['RUS'],
      wizardSettings: { containers: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { fieldName: 'name', errorText: 'This is a required field' },
      { fieldName: 'type', errorText: 'Choose one of: OPERATOR, PARTNER, CLIENT' },
      { fieldName: 'domain', errorText: 'A domain name such as partner.example.com' },
      { fieldName: 'parentId', errorText: 'Must be at least 0' },
      { fieldName: 'wizardSettings.containers', errorText: 'Invalid value' },
      { fieldName: 'wizardSettings.containersOnly', errorText: 'This is a required field' },
      { fieldName: 'countryCodes.0', errorText: 'Invalid value' },
    ]);
    expect(await selectRows(db(), sql`select id from organizations where domain = 'not a domain'`)).toEqual([]);
  });

  it('refuses a domain another organization has, in any case', async () => {
    const res = await call('POST', '/organizations', operator, input({ name: 'Copycat', domain: 'ALPHA.example.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'This domain is already used by another organization' },
      errors: [{ fieldName: 'domain', errorText: 'This domain is already used by another organization' }],
    });
    expect(await selectRows(db(), sql`select id from organizations where name = 'Copycat'`)).toEqual([]);
  });

  it('of two organizations taking one domain at the same moment, one wins', async () => {
    const body = input({ name: 'Racer', domain: 'race.example.com' });
    const answers = await Promise.all([
      call('POST', '/organizations', operator, body),
      call('POST', '/organizations', operator, body),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((res) => res.statusCode === 400)!.json().errors).toEqual([
      { fieldName: 'domain', errorText: 'This domain is already used by another organization' },
    ]);
  });

  it('answers 404 on parentId for a parent that does not exist', async () => {
    const res = await call('POST', '/organizations', operator, input({ name: 'Orphan', parentId: 999999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([{ fieldName: 'parentId', errorText: 'Not found' }]);
  });
});

describe('PUT /organizations/{id}', () => {
  it('lets an operator change every field, and audits before and after', async () => {
    const id = await createOrganization(db(), { type: 'PARTNER', name: 'Editable' });
    const res = await call(
      'PUT',
      `/organizations/${id}`,
      operator,
      input({
        name: 'Edited',
        type: 'CLIENT',
        parentId: partnerB,
        domain: 'edited.example.com',
        international: true,
        disableIntegratorReward: true,
        disableInsuranceForm: true,
        disableCustomsClearanceFee: true,
        wizardSettings: { containers: true, containersOnly: true },
        countryCodes: ['KZ'],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Edited',
      type: 'CLIENT',
      parentId: partnerB,
      domain: 'edited.example.com',
      international: true,
      disableIntegratorReward: true,
      disableInsuranceForm: true,
      disableCustomsClearanceFee: true,
      wizardSettings: { containers: true, containersOnly: true },
      countryCodes: ['KZ'],
    });
    expect(await auditRows(db(), 'organization', id)).toEqual([
      {
        actor_user_id: operator.id,
        action: 'update',
        before: expect.objectContaining({ name: 'Editable', type: 'PARTNER', parentId: null }),
        after: expect.objectContaining({ name: 'Edited', type: 'CLIENT', parentId: partnerB }),
      },
    ]);
  });

  it('lets a partner admin edit their own name, domain, wizard and countries', async () => {
    const res = await call(
      'PUT',
      `/organizations/${partnerA}`,
      adminA,
      await asLoaded(partnerA, {
        name: 'Alpha Freight',
        nameEn: 'Alpha Freight LLC',
        domain: 'alpha.example.com',
        wizardSettings: { containers: true, containersOnly: false },
        countryCodes: ['RU'],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      nameEn: 'Alpha Freight LLC',
      domain: 'alpha.example.com',
      wizardSettings: { containers: true, containersOnly: false },
      countryCodes: ['RU'],
    });
    const [last] = (await auditRows(db(), 'organization', partnerA)).slice(-1);
    expect(last).toMatchObject({ actor_user_id: adminA.id, action: 'update' });
  });

  it("refuses a partner admin's change of what only an operator sets, naming each field", async () => {
    const before = await asLoaded(partnerA);
    const res = await call('PUT', `/organizations/${partnerA}`, adminA, {
      ...before,
      name: 'Sneaky',
      type: 'CLIENT',
      parentId: partnerB,
      international: true,
      disableIntegratorReward: true,
      disableInsuranceForm: true,
      disableCustomsClearanceFee: true,
    });
    expect(res.statusCode).toBe(400);
    const text = 'Only an operator can change this field';
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: text },
      errors: [
        'type',
        'parentId',
        'international',
        'disableIntegratorReward',
        'disableInsuranceForm',
        'disableCustomsClearanceFee',
      ].map((fieldName) => ({ fieldName, errorText: text })),
    });
    expect(await asLoaded(partnerA)).toEqual(before);
    // PUT replaces the whole organization: an omitted switch means its default, which is a change too.
    const international = await createOrganization(db(), { type: 'PARTNER', name: 'Abroad', international: true });
    const abroadAdmin = await actor(international, 'PARTNER_ADMIN');
    const omitted = await call('PUT', `/organizations/${international}`, abroadAdmin, {
      name: 'Abroad',
      type: 'PARTNER',
    });
    expect(omitted.json().errors).toEqual([{ fieldName: 'international', errorText: text }]);
  });

  it('answers 404 to a partner admin for another organization and changes nothing', async () => {
    const res = await call(
      'PUT',
      `/organizations/${partnerB}`,
      adminA,
      await asLoaded(partnerB, { name: 'Taken over' }),
    );
    expect(res.statusCode).toBe(404);
    expect((await organizationRow(partnerB)).name).toBe('Beta Lines');
  });

  it('refuses a parent that is the organization itself or below it, and a missing one', async () => {
    const top = await createOrganization(db(), { type: 'PARTNER', name: 'Top' });
    const middle = await createOrganization(db(), { type: 'PARTNER', name: 'Middle', parentId: top });
    const bottom = await createOrganization(db(), { type: 'CLIENT', name: 'Bottom', parentId: middle });

    const self = await call('PUT', `/organizations/${top}`, operator, await asLoaded(top, { parentId: top }));
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: "You can't link an element to itself" },
      errors: [{ fieldName: 'parentId', errorText: "You can't link an element to itself" }],
    });
    for (const below of [middle, bottom]) {
      const cycle = await call('PUT', `/organizations/${top}`, operator, await asLoaded(top, { parentId: below }));
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().errors).toEqual([
        { fieldName: 'parentId', errorText: "You can't use a parent element as a subsidiary one" },
      ]);
    }
    const missing = await call('PUT', `/organizations/${top}`, operator, await asLoaded(top, { parentId: 999999 }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toEqual([{ fieldName: 'parentId', errorText: 'Not found' }]);
    expect((await organizationRow(top)).parent_id).toBeNull();
    expect(await auditRows(db(), 'organization', top)).toEqual([]);

    // Moving a branch elsewhere is fine: bottom under top directly.
    const moved = await call('PUT', `/organizations/${bottom}`, operator, await asLoaded(bottom, { parentId: top }));
    expect(moved.json().data.parentId).toBe(top);
  });

  it('of two changes that would together make a cycle, one is refused', async () => {
    const x = await createOrganization(db(), { type: 'PARTNER', name: 'X' });
    const y = await createOrganization(db(), { type: 'PARTNER', name: 'Y' });
    const answers = await Promise.all([
      call('PUT', `/organizations/${x}`, operator, await asLoaded(x, { parentId: y })),
      call('PUT', `/organizations/${y}`, operator, await asLoaded(y, { parentId: x })),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a type that the organization’s users’ roles would not fit', async () => {
    const res = await call('PUT', `/organizations/${partnerB}`, operator, await asLoaded(partnerB, { type: 'CLIENT' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { fieldName: 'type', errorText: 'The organization has users whose roles do not fit this type' },
    ]);
    expect((await organizationRow(partnerB)).type).toBe('PARTNER');
  });

  it('refuses a domain another organization has, and keeps its own', async () => {
    const taken = await call(
      'PUT',
      `/organizations/${partnerA}`,
      adminA,
      await asLoaded(partnerA, { domain: 'beta.example.com' }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([
      { fieldName: 'domain', errorText: 'This domain is already used by another organization' },
    ]);
    expect((await organizationRow(partnerA)).domain).toBe('alpha.example.com');
    const own = await call('PUT', `/organizations/${partnerB}`, adminB, await asLoaded(partnerB));
    expect(own.statusCode).toBe(200);
  });

  it('names bad fields and changes nothing', async () => {
    const res = await call(
      'PUT',
      `/organizations/${partnerA}`,
      adminA,
      await asLoaded(partnerA, { name: '', nameEn: 'x'.repeat(201) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { fieldName: 'name', errorText: 'This is a required field' },
      { fieldName: 'nameEn', errorText: 'Must be at most 200 characters' },
    ]);
    expect((await organizationRow(partnerA)).name).toBe('Alpha Freight');
  });
});

describe('GET /organizations/check-domain', () => {
  const check = (who: Actor, query: string) => call('GET', `/organizations/check-domain?${query}`, who);

  it('says whether a domain is free, the edited organization’s own counting as free', async () => {
    expect((await check(operator, 'domain=free.example.com')).json()).toEqual({ data: { available: true } });
    expect((await check(operator, 'domain=Alpha.Example.com')).json()).toEqual({ data: { available: false } });
    expect((await check(adminA, `domain=alpha.example.com&organizationId=${partnerA}`)).json()).toEqual({
      data: { available: true },
    });
    expect((await check(operator, `domain=alpha.example.com&organizationId=${partnerB}`)).json()).toEqual({
      data: { available: false },
    });
  });

  it('answers 404 to a partner admin naming another organization', async () => {
    const res = await check(adminA, `domain=beta.example.com&organizationId=${partnerB}`);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a missing or malformed domain', async () => {
    expect((await check(operator, '')).json().errors).toEqual([
      { fieldName: 'domain', errorText: 'This is a required field' },
    ]);
    const bad = await check(operator, 'domain=-bad-.com&organizationId=x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { fieldName: 'domain', errorText: 'A domain name such as partner.example.com' },
      { fieldName: 'organizationId', errorText: 'Enter a number' },
    ]);
  });
});

it('publishes every users and organizations endpoint in the OpenAPI document, with a summary', async () => {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
  }>();
  const expected: [string, string][] = [
    ['get', '/api/v1/users'],
    ['post', '/api/v1/users'],
    ['get', '/api/v1/users/subordinate-roles'],
    ['get', '/api/v1/users/{id}'],
    ['put', '/api/v1/users/{id}'],
    ['put', '/api/v1/users/{id}/block'],
    ['put', '/api/v1/users/{id}/unblock'],
    ['get', '/api/v1/organizations'],
    ['post', '/api/v1/organizations'],
    ['get', '/api/v1/organizations/check-domain'],
    ['get', '/api/v1/organizations/{id}'],
    ['put', '/api/v1/organizations/{id}'],
    ['get', '/api/v1/organizations/{id}/bank-details'],
    ['post', '/api/v1/organizations/{id}/bank-details'],
    ['put', '/api/v1/organizations/{id}/bank-details'],
    ['get', '/api/v1/organizations/profiles'],
    ['get', '/api/v1/organizations/{id}/profiles'],
    ['post', '/api/v1/organizations/{id}/profiles'],
    ['delete', '/api/v1/organizations/{id}/profiles/{profileId}'],
    ['put', '/api/v1/organizations/profiles/{profileId}/approve'],
    ['put', '/api/v1/organizations/profiles/{profileId}/reject'],
  ];
  for (const [method, path] of expected) {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation!.summary).toEqual(expect.any(String));
    expect(operation!.tags).toEqual([path.includes('/users') ? 'users' : 'organizations']);
  }
});
