import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { defineList, encodeFilters, listQueryFor, type Filter } from '@cargo/domain';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from './connection.js';
import { filterSql, listPage } from './list-filters.js';

/** A scratch table of every column type a list filters, in this file's own database. */
const probe = pgTable('list_probe', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code'),
  qty: integer('qty'),
  weight: doublePrecision('weight'),
  price: numeric('price', { precision: 12, scale: 2 }),
  day: date('day'),
  at: timestamp('at', { withTimezone: true }),
  active: boolean('active'),
  data: jsonb('data').$type<Record<string, unknown>>(),
});

const ROWS = `
  (1, 'Alpha Lines',        'CN-SHA', 10,   1.5,  1.50,  '2024-01-01', '2024-01-01T00:00:00Z',     true,  '{"city":"Шанхай"}'),
  (2, '50% off_sale',       'CN-NGB', 20,   2.25, 2.25,  '2024-01-31', '2024-01-31T23:59:59.999Z', false, '{"city":"Нинбо"}'),
  (3, 'Бета Лайн',          'RU-LED', 30,   10,   10.00, '2024-02-01', '2024-02-01T00:00:00Z',     null,  '{"city":"Санкт-Петербург"}'),
  (4, 'gamma_line',         '',       null, null, null,  null,         null,                       true,  '{}'),
  (5, '50 percent offsale', null,     -5,   0.1,  0.10,  '2023-12-31', '2023-12-31T23:59:59Z',     false, '{"city":""}'),
  (6, 'back\\slash',         'RU-MOW', 0,    1e6,  999.99, '2024-06-15', '2024-06-15T12:00:00Z',     false, null)`;

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql(`create table list_probe (
    id integer primary key, name text not null, code text, qty integer, weight double precision,
    price numeric(12, 2), day date, at timestamptz, active boolean, data jsonb)`);
  await database.executeSql(`insert into list_probe values ${ROWS}`);
});
afterAll(() => database.close());

const columns = {
  name: probe.name,
  code: probe.code,
  qty: probe.qty,
  weight: probe.weight,
  price: probe.price,
  day: probe.day,
  at: probe.at,
  active: probe.active,
  /** A text inside jsonb: any SQL expression can stand for a field. */
  city: sql`${probe.data}->>'city'`,
} satisfies Record<string, SQLWrapper>;

/** The ids of the rows all the filters let through, in order. */
async function ids(...filters: Filter[]): Promise<number[]> {
  const rows = await database.db
    .select({ id: probe.id })
    .from(probe)
    .where(filterSql(filters, columns))
    .orderBy(asc(probe.id));
  return rows.map((row) => row.id);
}

describe('filterSql, every kind on both engines', () => {
  it('SIMPLE: equality of text, integer, float, numeric and boolean', async () => {
    expect(await ids({ field: 'code', kind: 'SIMPLE', value: 'CN-SHA' })).toEqual([1]);
    expect(await ids({ field: 'code', kind: 'SIMPLE', value: 'cn-sha' })).toEqual([]);
    expect(await ids({ field: 'qty', kind: 'SIMPLE', value: 20 })).toEqual([2]);
    expect(await ids({ field: 'weight', kind: 'SIMPLE', value: 2.25 })).toEqual([2]);
    expect(await ids({ field: 'price', kind: 'SIMPLE', value: 10 })).toEqual([3]);
    expect(await ids({ field: 'active', kind: 'SIMPLE', value: false })).toEqual([2, 5, 6]);
    // Numbers no column can hold, or a fraction against integers, match nothing instead of failing.
    expect(await ids({ field: 'qty', kind: 'SIMPLE', value: 3_000_000_000 })).toEqual([]);
    expect(await ids({ field: 'qty', kind: 'SIMPLE', value: 10.5 })).toEqual([]);
  });

  it('CONTAINS: case-insensitive, Cyrillic too, with % _ and \\ taken literally', async () => {
    expect(await ids({ field: 'name', kind: 'CONTAINS', value: 'LINE' })).toEqual([1, 4]);
    expect(await ids({ field: 'name', kind: 'CONTAINS', value: 'бета' })).toEqual([3]);
    expect(await ids({ field: 'name', kind: 'CONTAINS', value: 'ЛАЙН' })).toEqual([3]);
    expect(await ids({ field: 'name', kind: 'CONTAINS', value: '50%' })).toEqual([2]);
    expect(await ids({ field: 'name', kind: 'CONTAINS', value: '_' })).toEqual([2, 4]);
    expect(await ids({ field: 'name', kind: 'CONTAINS', value: 'off_s' })).toEqual([2]);
    expect(await ids({ field: 'name', kind: 'CONTAINS', value: 'k\\s' })).toEqual([6]);
    expect(await ids({ field: 'city', kind: 'CONTAINS', value: 'ПЕТЕР' })).toEqual([3]);
  });

  it('STARTS_WITH and ENDS_WITH', async () => {
    expect(await ids({ field: 'code', kind: 'STARTS_WITH', value: 'cn' })).toEqual([1, 2]);
    expect(await ids({ field: 'name', kind: 'STARTS_WITH', value: '50%' })).toEqual([2]);
    expect(await ids({ field: 'name', kind: 'STARTS_WITH', value: '50_' })).toEqual([]);
    expect(await ids({ field: 'city', kind: 'STARTS_WITH', value: 'санкт' })).toEqual([3]);
    expect(await ids({ field: 'name', kind: 'ENDS_WITH', value: 'LINE' })).toEqual([4]);
    expect(await ids({ field: 'name', kind: 'ENDS_WITH', value: 'lines' })).toEqual([1]);
    expect(await ids({ field: 'name', kind: 'ENDS_WITH', value: 'лайн' })).toEqual([3]);
  });

  it('INT_RANGE: inclusive bounds, either one alone', async () => {
    expect(await ids({ field: 'qty', kind: 'INT_RANGE', from: 10, to: 20 })).toEqual([1, 2]);
    expect(await ids({ field: 'qty', kind: 'INT_RANGE', from: 20 })).toEqual([2, 3]);
    expect(await ids({ field: 'qty', kind: 'INT_RANGE', to: 0 })).toEqual([5, 6]);
    expect(await ids({ field: 'qty', kind: 'INT_RANGE', from: 30, to: 30 })).toEqual([3]);
    expect(await ids({ field: 'qty', kind: 'INT_RANGE', from: 3_000_000_000 })).toEqual([]);
  });

  it('FLOAT_RANGE: inclusive bounds on double precision and numeric', async () => {
    expect(await ids({ field: 'weight', kind: 'FLOAT_RANGE', from: 1.5, to: 2.25 })).toEqual([1, 2]);
    expect(await ids({ field: 'weight', kind: 'FLOAT_RANGE', to: 0.1 })).toEqual([5]);
    expect(await ids({ field: 'weight', kind: 'FLOAT_RANGE', from: 1e6 })).toEqual([6]);
    expect(await ids({ field: 'weight', kind: 'FLOAT_RANGE', from: 1e300 })).toEqual([]);
    expect(await ids({ field: 'price', kind: 'FLOAT_RANGE', from: 0.1, to: 1.5 })).toEqual([1, 5]);
    expect(await ids({ field: 'price', kind: 'FLOAT_RANGE', from: 999.99 })).toEqual([6]);
  });

  it('DATE_RANGE: whole days, both bounds inclusive, on date and timestamptz', async () => {
    const january = { kind: 'DATE_RANGE', from: '2024-01-01', to: '2024-01-31' } as const;
    expect(await ids({ field: 'day', ...january })).toEqual([1, 2]);
    expect(await ids({ field: 'at', ...january })).toEqual([1, 2]);
    expect(await ids({ field: 'at', kind: 'DATE_RANGE', from: '2024-02-01' })).toEqual([3, 6]);
    expect(await ids({ field: 'day', kind: 'DATE_RANGE', to: '2023-12-31' })).toEqual([5]);
    expect(await ids({ field: 'at', kind: 'DATE_RANGE', to: '2023-12-31' })).toEqual([5]);
    expect(await ids({ field: 'at', kind: 'DATE_RANGE', from: '2024-06-15', to: '2024-06-15' })).toEqual([6]);
  });

  it('EXISTS: null is missing, and empty text too', async () => {
    expect(await ids({ field: 'code', kind: 'EXISTS', value: true })).toEqual([1, 2, 3, 6]);
    expect(await ids({ field: 'code', kind: 'EXISTS', value: false })).toEqual([4, 5]);
    expect(await ids({ field: 'qty', kind: 'EXISTS', value: false })).toEqual([4]);
    expect(await ids({ field: 'qty', kind: 'EXISTS', value: true })).toEqual([1, 2, 3, 5, 6]);
    expect(await ids({ field: 'at', kind: 'EXISTS', value: false })).toEqual([4]);
    expect(await ids({ field: 'active', kind: 'EXISTS', value: false })).toEqual([3]);
    expect(await ids({ field: 'city', kind: 'EXISTS', value: true })).toEqual([1, 2, 3]);
    expect(await ids({ field: 'city', kind: 'EXISTS', value: false })).toEqual([4, 5, 6]);
  });

  it('FLAG: set, or not set (null counts as not set)', async () => {
    expect(await ids({ field: 'active', kind: 'FLAG', value: true })).toEqual([1, 4]);
    expect(await ids({ field: 'active', kind: 'FLAG', value: false })).toEqual([2, 3, 5, 6]);
  });

  it('SELECT: one of the values', async () => {
    expect(await ids({ field: 'code', kind: 'SELECT', values: ['CN-SHA', 'RU-LED', 'XX'] })).toEqual([1, 3]);
    expect(await ids({ field: 'qty', kind: 'SELECT', values: [10, 30, 3_000_000_000] })).toEqual([1, 3]);
    expect(await ids({ field: 'price', kind: 'SELECT', values: [2.25, 999.99] })).toEqual([2, 6]);
    expect(await ids({ field: 'city', kind: 'SELECT', values: ['Нинбо'] })).toEqual([2]);
  });

  it('ANDs the filters; none gives no condition', async () => {
    expect(
      await ids({ field: 'code', kind: 'STARTS_WITH', value: 'CN' }, { field: 'qty', kind: 'INT_RANGE', from: 15 }),
    ).toEqual([2]);
    expect(filterSql([], columns)).toBeUndefined();
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('binds every value as a parameter, never into the SQL text', async () => {
    const hostile = "x'; drop table users; --";
    const query = database.db
      .select({ id: probe.id })
      .from(probe)
      .where(
        filterSql(
          [
            { field: 'name', kind: 'CONTAINS', value: hostile },
            { field: 'day', kind: 'DATE_RANGE', from: '2024-01-01' },
            { field: 'code', kind: 'SELECT', values: ['CN-SHA', hostile] },
          ],
          columns,
        ),
      )
      .toSQL();
    expect(query.sql).not.toContain('drop');
    expect(query.sql).not.toContain('2024');
    expect(query.params).toEqual([`%${hostile}%`, '2024-01-01', 'CN-SHA', hostile]);
    expect(await ids({ field: 'name', kind: 'CONTAINS', value: hostile })).toEqual([]);
    expect(await ids()).toHaveLength(6);
  });

  it('refuses a filter on a field the list maps no column for', () => {
    // The types refuse it already when the filters come typed by a spec; plain Filter[] is checked at run time.
    const unmapped = (field: string): Filter[] => [{ field, kind: 'EXISTS', value: true }];
    expect(() => filterSql(unmapped('secret'), columns)).toThrow(/secret/);
    expect(() => filterSql(unmapped('toString'), columns)).toThrow(/toString/);
  });
});

describe('listPage: a whole list from its spec', () => {
  const spec = defineList({
    name: { type: 'text', filters: ['CONTAINS'], sortable: true },
    qty: { type: 'int', filters: ['INT_RANGE'], sortable: true },
    day: { type: 'date', filters: ['DATE_RANGE'] },
    city: { type: 'text', filters: ['STARTS_WITH', 'EXISTS'] },
  });
  const listQuery = listQueryFor(spec);
  const page = (query: Record<string, string>, where?: ReturnType<typeof sql>) =>
    listPage({
      db: database.db,
      from: probe,
      columns: { name: probe.name, qty: probe.qty, day: probe.day, city: columns.city },
      where,
      query: listQuery.parse(query),
      tieBreaker: probe.id,
      map: (row) => ({ id: row.id, name: row.name, qty: row.qty }),
    });

  it('filters, sorts and pages from the query string, with the total of every page', async () => {
    const filters = encodeFilters([{ field: 'qty', kind: 'INT_RANGE', from: 0 }]);
    expect(await page({ filters, sort: 'qty,desc', size: '2' })).toEqual({
      items: [
        { id: 3, name: 'Бета Лайн', qty: 30 },
        { id: 2, name: '50% off_sale', qty: 20 },
      ],
      total: 4,
    });
    expect((await page({ filters, sort: 'qty,desc', size: '2', page: '1' })).items.map((r) => r.id)).toEqual([1, 6]);
    expect(await page({ filters, size: '2', page: '5' })).toEqual({ items: [], total: 4 });
  });

  it("adds the list's own conditions to the user's", async () => {
    const filters = encodeFilters([{ field: 'city', kind: 'EXISTS', value: true }]);
    const result = await page({ filters }, sql`${probe.active} is not null`);
    expect(result.items.map((row) => row.id)).toEqual([1, 2]);
    expect(result.total).toBe(2);
  });
});
