import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFilters, type Filter, type Tariff } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  dayFromNow,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;

let operator: Actor;
let a: TariffWorld;
let b: TariffWorld;
/** Four sea tariffs: [0] A China→Russia, [1] A Russia→China, [2] B China→Russia (expired, EUR), [3] B Russia→A China (inactive). */
let ids: number[];

async function list(query: string, language = 'en') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/tariffs/sea?${query}`,
    headers: { ...operator.headers, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: Tariff[]; total: number };
}
const order = async (query: string, language?: string) =>
  (await list(query, language)).items.map((item) => ids.indexOf(item.id));
const filtered = (...filters: Filter[]) => `filters=${encodeURIComponent(encodeFilters(filters))}`;

beforeAll(async () => {
  t = await createTestApp();
  a = await createTariffWorld(db());
  b = await createTariffWorld(db(), 'EUR');
  const operators = await createOrganization(db(), { type: 'OPERATOR' });
  operator = await createActor(t.app, db(), operators, 'OPERATOR');
  const port = (world: TariffWorld, index: 0 | 1) => ({ type: 'SEA_PORT' as const, id: world.seaPorts[index] });
  const sea = (world: TariffWorld, input: object) => createTariff(db(), { organizationId: operators, world, input });
  ids = [
    await sea(a, { validTo: dayFromNow(90), transitDays: 30 }),
    await sea(a, { from: port(a, 1), to: port(a, 0), validTo: dayFromNow(30), transitDays: 20 }),
    await sea(b, { validFrom: dayFromNow(-40), validTo: dayFromNow(-5), transitDays: 25 }),
    await sea(b, {
      from: port(b, 1),
      to: port(a, 0),
      validTo: dayFromNow(60),
      transitDays: 10,
      minPrice: 1000,
      active: false,
    }),
  ];
  // Another kind stays out of the sea list.
  await createTariff(db(), { kind: 'air-transportation', organizationId: operators, world: a });
});
afterAll(() => t.close());

describe('the tariffs list', () => {
  it('answers one kind, latest expiry first', async () => {
    const page = await list('');
    expect(page.total).toBe(4);
    expect(page.items.map((item) => ids.indexOf(item.id))).toEqual([0, 3, 1, 2]);
  });

  it('sorts by a field either way', async () => {
    expect(await order('sort=transitDays,asc')).toEqual([3, 1, 2, 0]);
    expect(await order('sort=transitDays,desc')).toEqual([0, 2, 1, 3]);
    expect(await order('sort=id,asc')).toEqual([0, 1, 2, 3]);
  });

  it('sorts by the origin’s name in the caller’s language', async () => {
    // Санкт-Петербург before Шанхай, Saint Petersburg before Shanghai.
    for (const language of ['ru', 'en']) {
      const sorted = await order('sort=fromName,asc', language);
      expect(sorted.slice(0, 2).sort()).toEqual([1, 3]);
      expect(sorted.slice(2).sort()).toEqual([0, 2]);
    }
  });

  it('pages, with the total on every page and past the end', async () => {
    expect(await list('size=2&page=1')).toMatchObject({ total: 4, items: [{ id: ids[1] }, { id: ids[2] }] });
    expect(await list('size=2&page=5')).toEqual({ items: [], total: 4 });
    expect(await list(`size=2&page=5&${filtered({ field: 'fromCountry', kind: 'SIMPLE', value: 'RU' })}`)).toEqual({
      items: [],
      total: 2,
    });
  });

  it('filters by the ends, their codes and countries', async () => {
    expect((await order(filtered({ field: 'fromCountry', kind: 'SIMPLE', value: 'RU' }))).sort()).toEqual([1, 3]);
    expect((await order(filtered({ field: 'toCountry', kind: 'SELECT', values: ['CN'] }))).sort()).toEqual([1, 3]);
    expect((await order(filtered({ field: 'fromCode', kind: 'STARTS_WITH', value: 'cnsha' }))).sort()).toEqual([0, 2]);
    expect(await order(filtered({ field: 'toId', kind: 'SIMPLE', value: a.seaPorts[1] }))).toEqual([0]);
    expect((await order(filtered({ field: 'toName', kind: 'CONTAINS', value: 'шанха' }), 'ru')).sort()).toEqual([1, 3]);
  });

  it('filters by expiry, currency, activity, dates and amounts', async () => {
    expect(await order(filtered({ field: 'expired', kind: 'FLAG', value: true }))).toEqual([2]);
    expect(await order(filtered({ field: 'expired', kind: 'FLAG', value: false }))).toEqual([0, 3, 1]);
    expect(await order(filtered({ field: 'currency', kind: 'SELECT', values: ['EUR'] }))).toEqual([3, 2]);
    expect(await order(filtered({ field: 'active', kind: 'FLAG', value: false }))).toEqual([3]);
    expect(await order(filtered({ field: 'minPrice', kind: 'EXISTS', value: true }))).toEqual([3]);
    expect(await order(filtered({ field: 'transitDays', kind: 'INT_RANGE', from: 20, to: 25 }))).toEqual([1, 2]);
    expect(
      await order(filtered({ field: 'validTo', kind: 'DATE_RANGE', from: dayFromNow(0), to: dayFromNow(60) })),
    ).toEqual([3, 1]);
    expect(await order(filtered({ field: 'carrierId', kind: 'SIMPLE', value: b.seaLine }))).toEqual([3, 2]);
  });

  it('searches the code or name of either end, in any language', async () => {
    const bCode = (await list(`sort=id,asc`)).items[3]!.from!.code!;
    expect((await order(`search=${encodeURIComponent(bCode.toLowerCase())}`)).sort()).toEqual([2, 3]);
    const name = (await list('sort=id,asc', 'ru')).items[2]!.to!.name;
    expect((await order(`search=${encodeURIComponent(name)}`)).sort()).toEqual([2, 3]);
    expect(await order('search=nowhere')).toEqual([]);
  });

  it('refuses a filter on a field the list does not have, and a bad sort', async () => {
    const response = await callApi(
      t.app,
      'GET',
      `/tariffs/sea?${filtered({ field: 'price', kind: 'SIMPLE', value: 1 } as never)}&sort=comment,asc`,
      operator,
    );
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { fieldName: string }) => error.fieldName)
        .sort(),
    ).toEqual(['filters.0.field', 'sort']);
  });
});
