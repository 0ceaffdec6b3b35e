import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilters, translate, type DictionaryEntry, type Filter, type Role } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditRows, callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);
const actor = (organizationId: number, role: Role) => createActor(t.app, db(), organizationId, role);
const inRussian = (method: Method, url: string, who: Actor, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...who.headers, 'accept-language': 'ru' }, payload });

let operator: Actor;
let partnerA: Actor;
let managerA: Actor;
let partnerB: Actor;
let client: Actor;

async function create(name: string, payload: object, who: Actor = operator): Promise<DictionaryEntry> {
  const response = await call('POST', `/dictionaries/${name}`, who, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as DictionaryEntry;
}

const list = (name: string, query: string, who: Actor = operator) => call('GET', `/dictionaries/${name}?${query}`, who);
const filtered = (filters: Filter[]) => `filters=${encodeURIComponent(encodeFilters(filters))}`;
const codesOf = (body: { data: { items: DictionaryEntry[] } }) => body.data.items.map((item) => item.code);

beforeAll(async () => {
  t = await createTestApp();
  const operators = await createOrganization(db(), { type: 'OPERATOR', name: 'Operator' });
  const alpha = await createOrganization(db(), { type: 'PARTNER', name: 'Alpha Freight' });
  const beta = await createOrganization(db(), { type: 'PARTNER', name: 'Beta Lines' });
  const clients = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner' });
  operator = await actor(operators, 'OPERATOR');
  partnerA = await actor(alpha, 'PARTNER_ADMIN');
  managerA = await actor(alpha, 'PARTNER_MANAGER');
  partnerB = await actor(beta, 'PARTNER_ADMIN');
  client = await actor(clients, 'CLIENT');
});
afterAll(() => t.close());

describe('a marketplace dictionary (sea lines)', () => {
  let maersk: DictionaryEntry;

  it('creates an entry with its code upper-cased, names and attributes, and audits it', async () => {
    maersk = await create('sea-lines', {
      code: 'maeu',
      names: { en: 'Maersk', ru: 'Маерск', zh: '马士基' },
      attributes: { countryCode: 'dk', website: 'https://www.maersk.com' },
    });
    expect(maersk).toMatchObject({
      code: 'MAEU',
      name: 'Maersk',
      attributes: { countryCode: 'DK' },
      organization: null,
    });
    const audit = await auditRows(db(), 'dictionaryEntry', maersk.id);
    expect(audit.map((row) => row.action)).toEqual(['create:sea-lines']);
  });

  it('answers the name in the caller’s language', async () => {
    const response = await inRussian('GET', `/dictionaries/sea-lines/${maersk.id}`, operator);
    expect(response.json().data.name).toBe('Маерск');
  });

  it('refuses a second entry with the same code, whatever its case, in the caller’s language', async () => {
    const response = await inRussian('POST', '/dictionaries/sea-lines', operator, {
      code: 'Maeu',
      names: { en: 'Another' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ fieldName: 'code', errorText: translate('ru', 'validation.unique') }]);
  });

  it('refuses a code of the wrong shape, unknown attributes and a bad website', async () => {
    const response = await call('POST', '/dictionaries/sea-lines', operator, {
      code: 'TOO-LONG',
      names: { en: 'X' },
      attributes: { scac: 'X', website: 'not a url' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response
      .json()
      .errors.map((error: { fieldName: string }) => error.fieldName)
      .sort();
    expect(fields).toEqual(['attributes.scac', 'attributes.website', 'code']);
  });

  it('requires the English name', async () => {
    const response = await call('POST', '/dictionaries/sea-lines', operator, { code: 'MSCU', names: { ru: 'МСК' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].fieldName).toBe('names.en');
  });

  it('filters, searches and sorts the list', async () => {
    await create('sea-lines', {
      code: 'MSCU',
      names: { en: 'Mediterranean Shipping Company', ru: 'МСК' },
      attributes: { countryCode: 'CH' },
    });
    await create('sea-lines', {
      code: 'COSU',
      names: { en: 'COSCO Shipping', zh: '中远海运' },
      attributes: { countryCode: 'CN' },
    });
    const byCountry = await list(
      'sea-lines',
      filtered([{ field: 'countryCode', kind: 'SELECT', values: ['CN', 'CH'] }]) + '&sort=code,asc',
    );
    expect(codesOf(byCountry.json())).toEqual(['COSU', 'MSCU']);
    const byPrefix = await list('sea-lines', filtered([{ field: 'code', kind: 'STARTS_WITH', value: 'ms' }]));
    expect(codesOf(byPrefix.json())).toEqual(['MSCU']);
    const bySearch = await list('sea-lines', 'search=%E4%B8%AD%E8%BF%9C');
    expect(codesOf(bySearch.json())).toEqual(['COSU']);
    const byName = await list('sea-lines', 'sort=name,desc');
    expect(codesOf(byName.json())).toEqual(['MSCU', 'MAEU', 'COSU']);
    expect(byName.json().data.total).toBe(3);
  });

  it('refuses a filter the list does not know, with a field error', async () => {
    const response = await list('sea-lines', filtered([{ field: 'tonnage', kind: 'INT_RANGE', from: 1 }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].fieldName).toMatch(/^filters/);
  });

  it('changes an entry and keeps the before and after in the audit', async () => {
    const response = await call('PUT', `/dictionaries/sea-lines/${maersk.id}`, operator, {
      code: 'MAEU',
      names: { en: 'A.P. Moller-Maersk', ru: 'Маерск' },
      attributes: { countryCode: 'DK' },
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'A.P. Moller-Maersk', active: false });
    const audit = await auditRows(db(), 'dictionaryEntry', maersk.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update:sea-lines' });
  });

  it('serves the active entries publicly, without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/common/dictionaries/sea-lines?sort=code,asc' });
    expect(response.statusCode).toBe(200);
    expect(codesOf(response.json())).toEqual(['COSU', 'MSCU']);
  });

  it('refuses partners, clients and strangers', async () => {
    const payload = { code: 'ZIMU', names: { en: 'ZIM' } };
    expect((await call('POST', '/dictionaries/sea-lines', partnerA, payload)).statusCode).toBe(403);
    expect((await call('GET', '/dictionaries/sea-lines', client)).statusCode).toBe(403);
    expect((await call('DELETE', `/dictionaries/sea-lines/${maersk.id}`, managerA)).statusCode).toBe(403);
    expect((await call('GET', '/dictionaries/sea-lines')).statusCode).toBe(401);
  });
});

describe('references, parents and blocked deletes', () => {
  it('keeps a category that has services, with the spec’s message, until the services go', async () => {
    const category = await create('service-categories', { code: 'PORT', names: { en: 'Port services' } });
    const service = await create('services', {
      code: 'THC_ORIGIN',
      names: { en: 'Terminal handling at origin' },
      attributes: { categoryId: category.id, serviceType: 'services_departure' },
    });
    const blocked = await inRussian('DELETE', `/dictionaries/service-categories/${category.id}`, operator);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(translate('ru', 'dictionaries.deleteBlocked.categoryWithServices'));
    expect((await call('GET', `/dictionaries/service-categories/${category.id}`, operator)).statusCode).toBe(200);

    expect((await call('DELETE', `/dictionaries/services/${service.id}`, operator)).statusCode).toBe(200);
    expect((await call('DELETE', `/dictionaries/service-categories/${category.id}`, operator)).statusCode).toBe(200);
    expect((await call('GET', `/dictionaries/service-categories/${category.id}`, operator)).statusCode).toBe(404);
  });

  it('refuses a reference to an entry that does not exist', async () => {
    const response = await call('POST', '/dictionaries/services', operator, {
      code: 'X',
      names: { en: 'X' },
      attributes: { categoryId: 999999, serviceType: 'freight' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ fieldName: 'attributes.categoryId', errorText: expect.any(String) }]);
  });

  it('refuses a parent that would close a circle, and a link to itself', async () => {
    const top = await create('service-categories', { code: 'TOP', names: { en: 'Top' } });
    const middle = await create('service-categories', { code: 'MID', names: { en: 'Middle' }, parentId: top.id });
    const leaf = await create('service-categories', { code: 'LEAF', names: { en: 'Leaf' }, parentId: middle.id });

    const circle = await call('PUT', `/dictionaries/service-categories/${top.id}`, operator, {
      code: 'TOP',
      names: { en: 'Top' },
      parentId: leaf.id,
    });
    expect(circle.statusCode).toBe(400);
    expect(circle.json().errors).toEqual([
      { fieldName: 'parentId', errorText: "You can't use a parent element as a subsidiary one" },
    ]);
    const self = await call('PUT', `/dictionaries/service-categories/${top.id}`, operator, {
      code: 'TOP',
      names: { en: 'Top' },
      parentId: top.id,
    });
    expect(self.json().errors).toEqual([{ fieldName: 'parentId', errorText: "You can't link an element to itself" }]);

    const withChildren = await call('DELETE', `/dictionaries/service-categories/${middle.id}`, operator);
    expect(withChildren.statusCode).toBe(409);
  });

  it('refuses a parent in a list that has none', async () => {
    const line = await create('consolidators', { code: 'ECU', names: { en: 'ECU Worldwide' } });
    const response = await call('POST', '/dictionaries/consolidators', operator, {
      code: 'SHIPCO',
      names: { en: 'Shipco' },
      parentId: line.id,
    });
    expect(response.json().errors[0].fieldName).toBe('parentId');
  });

  it('splits container types by kind, COMMON by default', async () => {
    await create('container-types', {
      code: '22G1',
      names: { en: "20' dry" },
      attributes: { kind: 'COMMON', maxLoadKg: 28000 },
    });
    await create('container-types', { code: 'AKE', names: { en: 'LD3' }, attributes: { kind: 'AIR' } });
    const common = await t.app.inject({ method: 'GET', url: '/api/v1/common/dictionaries/container-types' });
    expect(codesOf(common.json())).toEqual(['22G1']);
    const air = await t.app.inject({ method: 'GET', url: '/api/v1/common/dictionaries/container-types?kind=AIR' });
    expect(codesOf(air.json())).toEqual(['AKE']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/common/dictionaries/container-types?kind=SHIP' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a partner dictionary (sea-line conditions) across two partners', () => {
  let seaLine: DictionaryEntry;
  let conditionA: DictionaryEntry;

  beforeAll(async () => {
    seaLine = await create('sea-lines', { code: 'ONEY', names: { en: 'Ocean Network Express' } });
    conditionA = await create(
      'sea-line-conditions',
      { names: { en: 'Alpha terms' }, attributes: { seaLineId: seaLine.id, text: { en: 'Free time 14 days' } } },
      managerA,
    );
  });

  it('belongs to the partner that wrote it', () => {
    expect(conditionA.organization?.name).toBe('Alpha Freight');
  });

  it('is invisible and untouchable for another partner', async () => {
    const listB = await list('sea-line-conditions', '', partnerB);
    expect(listB.json().data).toEqual({ items: [], total: 0 });
    expect((await call('GET', `/dictionaries/sea-line-conditions/${conditionA.id}`, partnerB)).statusCode).toBe(404);
    const put = await call('PUT', `/dictionaries/sea-line-conditions/${conditionA.id}`, partnerB, {
      names: { en: 'Taken' },
      attributes: { seaLineId: seaLine.id, text: { en: 'x' } },
    });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/dictionaries/sea-line-conditions/${conditionA.id}`, partnerB)).statusCode).toBe(404);
  });

  it('is seen by the partner’s colleagues and by operators, not by clients', async () => {
    expect((await list('sea-line-conditions', '', partnerA)).json().data.total).toBe(1);
    expect((await list('sea-line-conditions', '', operator)).json().data.total).toBe(1);
    expect((await list('sea-line-conditions', '', client)).statusCode).toBe(403);
  });

  it('is not served publicly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/common/dictionaries/sea-line-conditions' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps a sea line that conditions refer to', async () => {
    const response = await call('DELETE', `/dictionaries/sea-lines/${seaLine.id}`, operator);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('The entry cannot be deleted because other entries refer to it (1)');
  });

  it('refuses a code where the list has none', async () => {
    const response = await call('POST', '/dictionaries/sea-line-conditions', partnerA, {
      code: 'X1',
      names: { en: 'x' },
      attributes: { seaLineId: seaLine.id, text: { en: 'x' } },
    });
    expect(response.json().errors[0]).toMatchObject({ fieldName: 'code' });
  });
});
