import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defineList,
  encodeFilters,
  listQueryFor,
  LIST_VIEWS_LIMIT,
  type CollectionView,
  type SavedFilter,
} from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';
import type { Caller } from '../auth/index.js';
import { insertCollectionView, insertSavedFilter } from './list-views.repo.js';

let t: TestApp;
let ann: Actor;
let bob: Actor;

/** A list the test adds, to see the `filters` parameter through the real validation and error handler. */
const probeList = defineList({
  code: { type: 'text', filters: ['STARTS_WITH'], sortable: true },
  qty: { type: 'int', filters: ['INT_RANGE'] },
});
const probeQuery = listQueryFor(probeList);

beforeAll(async () => {
  t = await createTestApp();
  t.app.get(
    '/api/v1/test/probe-list',
    {
      config: { access: 'signedIn' },
      schema: { querystring: probeQuery },
    },
    async (request) => ({ data: request.query }),
  );
  const partner = await createOrganization(t.database.db, { type: 'PARTNER' });
  const client = await createOrganization(t.database.db, { type: 'CLIENT' });
  ann = await createActor(t.app, t.database.db, partner, 'PARTNER_MANAGER');
  bob = await createActor(t.app, t.database.db, client, 'CLIENT');
});
afterAll(() => t.close());

const SEA_LINES = 'dictionaries/sea-lines';
const chinese = [{ field: 'code', kind: 'STARTS_WITH', value: 'CN' }];

async function saveFilter(who: Actor, body: object): Promise<SavedFilter> {
  const res = await callApi(t.app, 'POST', '/filters', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: SavedFilter }>().data;
}

async function saveView(who: Actor, body: object): Promise<CollectionView> {
  const res = await callApi(t.app, 'POST', '/collection-views', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: CollectionView }>().data;
}

async function filtersOf(who: Actor, context: string) {
  const res = await callApi(t.app, 'GET', `/filters/context/${context}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { items: SavedFilter[]; total: number } }>().data;
}

async function viewsOf(who: Actor, context: string) {
  const res = await callApi(t.app, 'GET', `/collection-views/context/${context}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { items: CollectionView[]; total: number } }>().data;
}

describe('who may call', () => {
  it.each([
    ['GET', `/filters/context/${SEA_LINES}`],
    ['POST', '/filters'],
    ['PUT', '/filters/1'],
    ['DELETE', '/filters/1'],
    ['GET', `/collection-views/context/${SEA_LINES}`],
    ['POST', '/collection-views'],
    ['PUT', '/collection-views/1'],
    ['DELETE', '/collection-views/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await callApi(t.app, method, url, undefined, method === 'POST' || method === 'PUT' ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('the filters query parameter over HTTP', () => {
  const list = (query: string) => callApi(t.app, 'GET', `/test/probe-list?${query}`, ann);

  it('reads filters from one JSON parameter', async () => {
    const filters = encodeFilters([{ field: 'code', kind: 'STARTS_WITH', value: 'CN & Co' }]);
    const res = await list(new URLSearchParams({ filters, sort: 'code,desc' }).toString());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      page: 0,
      size: 20,
      sort: { field: 'code', direction: 'desc' },
      filters: [{ field: 'code', kind: 'STARTS_WITH', value: 'CN & Co' }],
    });
  });

  it('answers every problem with a 400 and field errors, translated', async () => {
    const filters = JSON.stringify([
      { field: 'qty', kind: 'INT_RANGE', from: 5, to: 1 },
      { field: 'name', kind: 'CONTAINS', value: 'x' },
      { field: 'code', kind: 'CONTAINS', value: 'x' },
    ]);
    const res = await t.app.inject({
      url: `/api/v1/test/probe-list?${new URLSearchParams({ filters })}`,
      headers: { ...ann.headers, 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Некорректный запрос' },
      errors: [
        { fieldName: 'filters.0.to', errorText: 'Некорректный диапазон' },
        { fieldName: 'filters.1.field', errorText: 'Этот список нельзя фильтровать по этому полю' },
        { fieldName: 'filters.2.kind', errorText: 'Выберите одно из значений: STARTS_WITH' },
      ],
    });
    const malformed = await list('filters=%5B%7B');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ fieldName: 'filters', errorText: 'Filters must be a JSON list' }]);
  });
});

describe('saved filters', () => {
  it('saves, lists by name, changes and deletes a filter; dates are stored normalised', async () => {
    const context = 'dictionaries/ports';
    const second = await saveFilter(ann, {
      context,
      name: 'Recent',
      filters: [{ field: 'createdAt', kind: 'DATE_RANGE', from: '2024.01.01' }],
    });
    const first = await saveFilter(ann, { context, name: 'Chinese ports', filters: chinese });
    expect(first).toMatchObject({ context, name: 'Chinese ports', filters: chinese });
    expect(second.filters).toEqual([{ field: 'createdAt', kind: 'DATE_RANGE', from: '2024-01-01' }]);

    expect(await filtersOf(ann, context)).toEqual({ items: [first, second], total: 2 });
    // The context may come encoded as one path segment too.
    expect((await filtersOf(ann, encodeURIComponent(context))).total).toBe(2);

    const changed = await callApi(t.app, 'PUT', `/filters/${first.id}`, ann, {
      name: 'Ports of China',
      filters: [...chinese, { field: 'active', kind: 'FLAG', value: true }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: first.id, context, name: 'Ports of China' });
    expect(changed.json().data.filters).toHaveLength(2);

    const removed = await callApi(t.app, 'DELETE', `/filters/${second.id}`, ann);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: true });
    expect((await filtersOf(ann, context)).items.map((item) => item.name)).toEqual(['Ports of China']);
    expect((await callApi(t.app, 'DELETE', `/filters/${second.id}`, ann)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors', async () => {
    const res = await callApi(t.app, 'POST', '/filters', ann, {
      context: 'Sea Lines!',
      name: ' ',
      filters: [
        { field: 'code', kind: 'LIKE', value: 'x' },
        { field: 'qty', kind: 'INT_RANGE', from: 5, to: 1 },
        { field: 'day', kind: 'DATE_RANGE', from: '2024-02-30' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { fieldName: 'context', errorText: 'Use lower-case Latin letters, digits and the characters / _ -' },
      { fieldName: 'name', errorText: 'This is a required field' },
      { fieldName: 'filters.0.kind', errorText: 'Unknown filter kind' },
      { fieldName: 'filters.1.to', errorText: 'Invalid range' },
      { fieldName: 'filters.2.from', errorText: 'Invalid date' },
    ]);

    const tooMany = Array.from({ length: 21 }, () => ({ field: 'a', kind: 'EXISTS', value: true }));
    const many = await callApi(t.app, 'POST', '/filters', ann, { context: SEA_LINES, name: 'Many', filters: tooMany });
    expect(many.json().errors).toEqual([{ fieldName: 'filters', errorText: 'No more than 20 allowed' }]);

    const longContext = await callApi(t.app, 'POST', '/filters', ann, {
      context: 'a'.repeat(101),
      name: 'x',
      filters: [],
    });
    expect(longContext.json().errors).toEqual([{ fieldName: 'context', errorText: 'Must be at most 100 characters' }]);
    // The longest context works in a path too.
    expect((await filtersOf(ann, `${'a/'.repeat(49)}zz`)).total).toBe(0);
  });

  it('refuses a bad context in the path on `context`, and an id no serial can have', async () => {
    const res = await callApi(t.app, 'GET', '/filters/context/Sea%20Lines', ann);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].fieldName).toBe('context');
    expect((await callApi(t.app, 'PUT', '/filters/99999999999', ann, { name: 'x', filters: [] })).statusCode).toBe(400);
    expect((await callApi(t.app, 'DELETE', '/filters/abc', ann)).statusCode).toBe(400);
  });

  it("shows nobody another user's filters; their ids are not found", async () => {
    const context = 'orders/mine';
    const mine = await saveFilter(ann, { context, name: 'Mine', filters: chinese });
    expect((await filtersOf(bob, context)).items).toEqual([]);
    const put = await callApi(t.app, 'PUT', `/filters/${mine.id}`, bob, { name: 'Stolen', filters: [] });
    expect(put.statusCode).toBe(404);
    expect(put.json().error.code).toBe('NOT_FOUND');
    expect((await callApi(t.app, 'DELETE', `/filters/${mine.id}`, bob)).statusCode).toBe(404);
    expect((await filtersOf(ann, context)).items).toEqual([mine]);
  });

  it('keeps names unique per user and list, ignoring case', async () => {
    const context = 'dictionaries/airports';
    const hubs = await saveFilter(ann, { context, name: 'Хабы', filters: [] });
    const clash = await callApi(t.app, 'POST', '/filters', ann, { context, name: ' хабы ', filters: chinese });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'This value must be unique' },
      errors: [{ fieldName: 'name', errorText: 'This value must be unique' }],
    });
    // The same name on another list, or of another user, is free.
    await saveFilter(ann, { context: 'dictionaries/sea-ports', name: 'Хабы', filters: [] });
    await saveFilter(bob, { context, name: 'Хабы', filters: [] });

    const other = await saveFilter(ann, { context, name: 'Other', filters: [] });
    const rename = await callApi(t.app, 'PUT', `/filters/${other.id}`, ann, { name: 'ХАБЫ', filters: [] });
    expect(rename.statusCode).toBe(400);
    // Keeping its own name is no clash.
    const same = await callApi(t.app, 'PUT', `/filters/${hubs.id}`, ann, { name: 'хабы', filters: chinese });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('lets one of simultaneous saves of a name through (tabs saving at once)', async () => {
    // Through the service: HTTP requests of one test client rarely overlap inside their transactions.
    const caller = { userId: ann.id, organizationId: ann.organizationId, roles: ['PARTNER_MANAGER'], sessionId: '-' };
    const input = { context: 'orders/race', name: 'Twice', filters: [] };
    const results = await Promise.allSettled(
      [0, 1, 2, 3].map(() => t.app.services.listViews.createFilter(caller as Caller, input)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await filtersOf(ann, 'orders/race')).total).toBe(1);
  });

  it(`holds at most ${LIST_VIEWS_LIMIT} filters per user and list, in the caller's language`, async () => {
    const context = 'reports/limit';
    for (let i = 1; i < LIST_VIEWS_LIMIT; i++)
      await insertSavedFilter(t.database.db, { userId: ann.id, context, name: `F${i}`, filters: [] });
    await saveFilter(ann, { context, name: 'Last', filters: [] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/filters',
      headers: { ...ann.headers, 'accept-language': 'ru' },
      payload: { context, name: 'One more', filters: [] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Для этого списка можно сохранить не более 50 фильтров',
    });
    // Another list of the same user still has room.
    await saveFilter(ann, { context: 'reports/other', name: 'One more', filters: [] });
  });
});

describe('collection views', () => {
  const settings = { columns: ['code', 'name', 'country'], sort: 'name,asc', size: 50, widths: { code: 120 } };

  it('saves, lists, changes and deletes a view', async () => {
    const context = 'dictionaries/railway-stations';
    const view = await saveView(ann, { context, name: 'Compact', settings });
    expect(view).toMatchObject({ context, name: 'Compact', settings, isDefault: false });
    expect(await viewsOf(ann, context)).toEqual({ items: [view], total: 1 });

    const changed = await callApi(t.app, 'PUT', `/collection-views/${view.id}`, ann, {
      name: 'Wide',
      settings: { columns: ['name'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: view.id, name: 'Wide', settings: { columns: ['name'] } });

    expect((await callApi(t.app, 'DELETE', `/collection-views/${view.id}`, ann)).json()).toEqual({ data: true });
    expect((await viewsOf(ann, context)).items).toEqual([]);
  });

  it('keeps one default view per user and list', async () => {
    const context = 'dictionaries/currencies';
    const first = await saveView(ann, { context, name: 'First', settings, isDefault: true });
    const second = await saveView(ann, { context, name: 'Second', settings, isDefault: true });
    const elsewhere = await saveView(ann, { context: 'dictionaries/units', name: 'Else', settings, isDefault: true });
    const bobs = await saveView(bob, { context, name: 'Bob', settings, isDefault: true });
    const defaults = async (who: Actor) =>
      (await viewsOf(who, context)).items.filter((view) => view.isDefault).map((view) => view.id);
    expect(await defaults(ann)).toEqual([second.id]);

    const back = await callApi(t.app, 'PUT', `/collection-views/${first.id}`, ann, {
      name: 'First',
      settings,
      isDefault: true,
    });
    expect(back.json().data.isDefault).toBe(true);
    expect(await defaults(ann)).toEqual([first.id]);

    // Leaving isDefault out keeps it; false leaves the list without a default.
    const renamed = await callApi(t.app, 'PUT', `/collection-views/${first.id}`, ann, { name: 'Main', settings });
    expect(renamed.json().data).toMatchObject({ name: 'Main', isDefault: true });
    await callApi(t.app, 'PUT', `/collection-views/${first.id}`, ann, { name: 'Main', settings, isDefault: false });
    expect(await defaults(ann)).toEqual([]);

    // Other lists and other users keep theirs.
    expect((await viewsOf(ann, 'dictionaries/units')).items).toEqual([elsewhere]);
    expect(await defaults(bob)).toEqual([bobs.id]);
  });

  it('refuses bad settings with field errors', async () => {
    const res = await callApi(t.app, 'POST', '/collection-views', ann, {
      context: SEA_LINES,
      name: 'x'.repeat(101),
      settings: { columns: ['code', 'code'], sort: 'name', size: 101, widths: { code: 0 } },
      isDefault: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { fieldName: 'name', errorText: 'Must be at most 100 characters' },
      { fieldName: 'settings.columns.1', errorText: 'This value must be unique' },
      { fieldName: 'settings.sort', errorText: 'Sort as field,asc or field,desc' },
      { fieldName: 'settings.size', errorText: 'Must be at most 100' },
      { fieldName: 'settings.widths.code', errorText: 'Must be at least 1' },
      { fieldName: 'isDefault', errorText: 'Invalid value' },
    ]);
    const empty = await callApi(t.app, 'POST', '/collection-views', ann, {
      context: SEA_LINES,
      name: 'Empty',
      settings: { columns: [] },
    });
    expect(empty.json().errors).toEqual([{ fieldName: 'settings.columns', errorText: 'Add at least 1' }]);
    const missing = await callApi(t.app, 'POST', '/collection-views', ann, { context: SEA_LINES, name: 'No settings' });
    expect(missing.json().errors).toEqual([{ fieldName: 'settings', errorText: 'This is a required field' }]);
  });

  it("treats another user's view as missing", async () => {
    const view = await saveView(ann, { context: 'orders/views', name: 'Mine', settings });
    const put = await callApi(t.app, 'PUT', `/collection-views/${view.id}`, bob, { name: 'Mine', settings });
    expect(put.statusCode).toBe(404);
    expect((await callApi(t.app, 'DELETE', `/collection-views/${view.id}`, bob)).statusCode).toBe(404);
    expect((await viewsOf(bob, 'orders/views')).items).toEqual([]);
    expect((await viewsOf(ann, 'orders/views')).items).toEqual([view]);
  });

  it('keeps names unique and holds at most 50 views per user and list', async () => {
    const context = 'reports/views-limit';
    await saveView(ann, { context, name: 'Taken', settings });
    const clash = await callApi(t.app, 'POST', '/collection-views', ann, { context, name: 'TAKEN', settings });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual([{ fieldName: 'name', errorText: 'This value must be unique' }]);
    for (let i = 2; i <= LIST_VIEWS_LIMIT; i++)
      await insertCollectionView(t.database.db, { userId: ann.id, context, name: `V${i}`, settings });
    const res = await callApi(t.app, 'POST', '/collection-views', ann, { context, name: 'One more', settings });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('You can save at most 50 views for this list');
  });
});
