import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldErrorsFromIssues } from '../validation/issues.js';
import {
  decodeFilters,
  encodeFilters,
  filterSchema,
  filtersSchema,
  MAX_FILTERS,
  normaliseDate,
  type Filter,
} from './filters.js';
import { defineList, listQueryFor, sortableFields, type FilterOf, type ListQueryOf } from './spec.js';

const seaLines = defineList({
  code: {
    type: 'text',
    filters: ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'EXISTS', 'SELECT'],
    sortable: true,
  },
  containers: { type: 'int', filters: ['SIMPLE', 'INT_RANGE', 'SELECT'], sortable: true },
  weight: { type: 'float', filters: ['FLOAT_RANGE', 'SIMPLE'] },
  createdAt: { type: 'date', filters: ['DATE_RANGE', 'EXISTS'], sortable: true },
  active: { type: 'boolean', filters: ['FLAG', 'SIMPLE'] },
  mode: { type: 'enum', values: ['SEA', 'AIR', 'RAIL'], filters: ['SIMPLE', 'SELECT'] },
});
const schema = listQueryFor(seaLines);

const query = (filters: unknown, rest: Record<string, string> = {}) =>
  schema.safeParse(
    { ...rest, filters: typeof filters === 'string' ? filters : JSON.stringify(filters) },
    {
      reportInput: true,
    },
  );

function parsed(filters: unknown) {
  const result = query(filters);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data.filters;
}

function errorsOf(filters: unknown, language: 'en' | 'ru' = 'en') {
  const result = query(filters);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return fieldErrorsFromIssues(result.error.issues, language);
}

describe('listQueryFor: paging and sort', () => {
  it('defaults to the first page of 20 without sort or filters', () => {
    expect(schema.parse({})).toEqual({ page: 0, size: 20, filters: [] });
    expect(schema.parse({ filters: '' }).filters).toEqual([]);
  });

  it('sorts by the sortable fields only', () => {
    expect(sortableFields(seaLines)).toEqual(['code', 'containers', 'createdAt']);
    expect(schema.parse({ sort: 'createdAt,desc', page: '2', size: '50' })).toEqual({
      page: 2,
      size: 50,
      sort: { field: 'createdAt', direction: 'desc' },
      filters: [],
    });
    const result = schema.safeParse({ sort: 'weight,asc' }, { reportInput: true });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.error!.issues, 'en')[0]?.fieldName).toBe('sort');
  });

  it('keeps page and size within bounds', () => {
    const result = schema.safeParse({ page: '-1', size: '101' }, { reportInput: true });
    expect(fieldErrorsFromIssues(result.error!.issues, 'en')).toEqual([
      { fieldName: 'page', errorText: 'Must be at least 0' },
      { fieldName: 'size', errorText: 'Must be at most 100' },
    ]);
  });

  it('types the query by the spec', () => {
    type Query = ListQueryOf<typeof seaLines>;
    expectTypeOf(schema.parse({})).toEqualTypeOf<Query>();
    expectTypeOf<NonNullable<Query['sort']>['field']>().toEqualTypeOf<'code' | 'containers' | 'createdAt'>();
    expectTypeOf<FilterOf<typeof seaLines>['field']>().toEqualTypeOf<
      'code' | 'containers' | 'weight' | 'createdAt' | 'active' | 'mode'
    >();
  });
});

describe('listQueryFor: each filter kind', () => {
  it('accepts SIMPLE of every type', () => {
    const filters = [
      { field: 'code', kind: 'SIMPLE', value: 'MSC' },
      { field: 'containers', kind: 'SIMPLE', value: 4 },
      { field: 'weight', kind: 'SIMPLE', value: 1.5 },
      { field: 'active', kind: 'SIMPLE', value: false },
      { field: 'mode', kind: 'SIMPLE', value: 'AIR' },
    ];
    expect(parsed(filters)).toEqual(filters);
  });

  it('accepts CONTAINS, STARTS_WITH and ENDS_WITH, trimmed, with % and _ as they are', () => {
    expect(
      parsed([
        { field: 'code', kind: 'CONTAINS', value: ' 50%_off ' },
        { field: 'code', kind: 'STARTS_WITH', value: 'CN' },
        { field: 'code', kind: 'ENDS_WITH', value: 'Линия' },
      ]),
    ).toEqual([
      { field: 'code', kind: 'CONTAINS', value: '50%_off' },
      { field: 'code', kind: 'STARTS_WITH', value: 'CN' },
      { field: 'code', kind: 'ENDS_WITH', value: 'Линия' },
    ]);
  });

  it('accepts ranges with one or both bounds, equal bounds included', () => {
    expect(
      parsed([
        { field: 'containers', kind: 'INT_RANGE', from: 1, to: 1 },
        { field: 'containers', kind: 'INT_RANGE', to: 10 },
        { field: 'weight', kind: 'FLOAT_RANGE', from: 0.5, to: null },
      ]),
    ).toEqual([
      { field: 'containers', kind: 'INT_RANGE', from: 1, to: 1 },
      { field: 'containers', kind: 'INT_RANGE', to: 10 },
      { field: 'weight', kind: 'FLOAT_RANGE', from: 0.5, to: undefined },
    ]);
  });

  it('accepts the three date formats of the spec and normalises them', () => {
    expect(
      parsed([
        { field: 'createdAt', kind: 'DATE_RANGE', from: '2024.02.01', to: '2024/02/29' },
        { field: 'createdAt', kind: 'DATE_RANGE', from: '2023-12-31' },
      ]),
    ).toEqual([
      { field: 'createdAt', kind: 'DATE_RANGE', from: '2024-02-01', to: '2024-02-29' },
      { field: 'createdAt', kind: 'DATE_RANGE', from: '2023-12-31' },
    ]);
  });

  it('accepts EXISTS, FLAG and SELECT', () => {
    const filters = [
      { field: 'code', kind: 'EXISTS', value: false },
      { field: 'createdAt', kind: 'EXISTS', value: true },
      { field: 'active', kind: 'FLAG', value: true },
      { field: 'mode', kind: 'SELECT', values: ['SEA', 'RAIL'] },
      { field: 'containers', kind: 'SELECT', values: [1, 2, 3] },
      { field: 'code', kind: 'SELECT', values: ['MSC', 'CMA'] },
    ];
    expect(parsed(filters)).toEqual(filters);
  });

  it('reads what encodeFilters writes, through a URL', () => {
    const filters: Filter[] = [
      { field: 'code', kind: 'STARTS_WITH', value: 'CN & Co?' },
      { field: 'createdAt', kind: 'DATE_RANGE', from: '2024-01-01', to: '2024-01-31' },
    ];
    const url = new URL(`http://x/list?${new URLSearchParams({ filters: encodeFilters(filters) })}`);
    expect(url.searchParams.get('filters')).toBe(
      '[{"field":"code","kind":"STARTS_WITH","value":"CN & Co?"},{"field":"createdAt","kind":"DATE_RANGE","from":"2024-01-01","to":"2024-01-31"}]',
    );
    expect(parsed(url.searchParams.get('filters'))).toEqual(filters);
    expect(decodeFilters(url.searchParams.get('filters'))).toEqual(filters);
  });
});

describe('listQueryFor: every problem is a field error', () => {
  it('refuses malformed JSON and what is not a list', () => {
    expect(errorsOf('[{"field":')).toEqual([{ fieldName: 'filters', errorText: 'Filters must be a JSON list' }]);
    expect(errorsOf({ field: 'code' })).toEqual([{ fieldName: 'filters', errorText: 'Filters must be a JSON list' }]);
    expect(errorsOf([5])).toEqual([{ fieldName: 'filters.0', errorText: 'Invalid value' }]);
  });

  it('refuses more than 20 filters', () => {
    const many = Array.from({ length: MAX_FILTERS + 1 }, () => ({ field: 'code', kind: 'EXISTS', value: true }));
    expect(errorsOf(many)).toEqual([{ fieldName: 'filters', errorText: 'No more than 20 allowed' }]);
  });

  it('refuses an unknown field and a kind the field does not take', () => {
    expect(errorsOf([{ field: 'password', kind: 'SIMPLE', value: 'x' }])).toEqual([
      { fieldName: 'filters.0.field', errorText: 'This list cannot be filtered by this field' },
    ]);
    expect(errorsOf([{ field: 'toString', kind: 'SIMPLE', value: 'x' }])[0]?.fieldName).toBe('filters.0.field');
    expect(
      errorsOf([
        { field: 'code', kind: 'EXISTS', value: true },
        { field: 'containers', kind: 'CONTAINS', value: '1' },
      ]),
    ).toEqual([{ fieldName: 'filters.1.kind', errorText: 'Choose one of: SIMPLE, INT_RANGE, SELECT' }]);
    expect(errorsOf([{ field: 'code', kind: 'LIKE', value: 'x' }])[0]?.fieldName).toBe('filters.0.kind');
  });

  it('refuses a value of the wrong type', () => {
    expect(errorsOf([{ field: 'containers', kind: 'INT_RANGE', from: 'one' }])).toEqual([
      { fieldName: 'filters.0.from', errorText: 'Enter a number' },
    ]);
    expect(errorsOf([{ field: 'containers', kind: 'INT_RANGE', from: 1.5 }])[0]?.fieldName).toBe('filters.0.from');
    expect(errorsOf([{ field: 'containers', kind: 'SIMPLE', value: '4' }])).toEqual([
      { fieldName: 'filters.0.value', errorText: 'Enter a number' },
    ]);
    expect(errorsOf([{ field: 'active', kind: 'FLAG', value: 'yes' }])[0]?.fieldName).toBe('filters.0.value');
    expect(errorsOf([{ field: 'code', kind: 'CONTAINS', value: 5 }])[0]?.fieldName).toBe('filters.0.value');
    expect(errorsOf([{ field: 'code', kind: 'CONTAINS', value: '  ' }])).toEqual([
      { fieldName: 'filters.0.value', errorText: 'This is a required field' },
    ]);
  });

  it('refuses an enum value outside its values', () => {
    expect(errorsOf([{ field: 'mode', kind: 'SELECT', values: ['SEA', 'BOAT'] }])).toEqual([
      { fieldName: 'filters.0.values.1', errorText: 'Choose one of: SEA, AIR, RAIL' },
    ]);
    expect(errorsOf([{ field: 'mode', kind: 'SIMPLE', value: 'BOAT' }])[0]?.fieldName).toBe('filters.0.value');
  });

  it('refuses a bad date, in any format', () => {
    for (const date of ['2024-02-30', '2024-13-01', '2024-1-5', '2024.01/05', '05.01.2024', '0000-01-01', 'tomorrow'])
      expect(errorsOf([{ field: 'createdAt', kind: 'DATE_RANGE', from: date }]), date).toEqual([
        { fieldName: 'filters.0.from', errorText: 'Invalid date' },
      ]);
  });

  it('refuses a range whose from is after its to, in the spec words, and an empty range', () => {
    expect(errorsOf([{ field: 'containers', kind: 'INT_RANGE', from: 5, to: 1 }])).toEqual([
      { fieldName: 'filters.0.to', errorText: 'Invalid range' },
    ]);
    expect(errorsOf([{ field: 'weight', kind: 'FLOAT_RANGE', from: 0.2, to: 0.1 }], 'ru')).toEqual([
      { fieldName: 'filters.0.to', errorText: 'Некорректный диапазон' },
    ]);
    expect(errorsOf([{ field: 'createdAt', kind: 'DATE_RANGE', from: '2024/03/01', to: '2024.02.29' }])[0]).toEqual({
      fieldName: 'filters.0.to',
      errorText: 'Invalid range',
    });
    expect(errorsOf([{ field: 'containers', kind: 'INT_RANGE' }])).toEqual([
      { fieldName: 'filters.0.from', errorText: 'Enter at least one bound of the range' },
    ]);
  });

  it('refuses a SELECT without values or with too many, and unknown properties', () => {
    expect(errorsOf([{ field: 'mode', kind: 'SELECT', values: [] }])).toEqual([
      { fieldName: 'filters.0.values', errorText: 'Add at least 1' },
    ]);
    const many = Array.from({ length: 101 }, (_, i) => i);
    expect(errorsOf([{ field: 'containers', kind: 'SELECT', values: many }])).toEqual([
      { fieldName: 'filters.0.values', errorText: 'No more than 100 allowed' },
    ]);
    expect(errorsOf([{ field: 'active', kind: 'FLAG', value: true, extra: 1 }])).toEqual([
      { fieldName: 'filters.0.extra', errorText: 'Unknown field' },
    ]);
  });

  it('names every wrong filter, not only the first', () => {
    expect(
      errorsOf([
        { field: 'nope', kind: 'SIMPLE', value: 1 },
        { field: 'code', kind: 'SIMPLE', value: 'ok' },
        { field: 'containers', kind: 'INT_RANGE', from: 3, to: 2 },
      ]).map((error) => error.fieldName),
    ).toEqual(['filters.0.field', 'filters.2.to']);
  });
});

describe('defineList', () => {
  it('refuses a kind that does not fit the field type, and an enum without values', () => {
    expect(() => defineList({ name: { type: 'text', filters: ['INT_RANGE'] } })).toThrow(/cannot take a INT_RANGE/);
    expect(() => defineList({ day: { type: 'date', filters: ['SIMPLE'] } })).toThrow(/cannot take a SIMPLE/);
    expect(() => defineList({ mode: { type: 'enum', filters: ['SELECT'] } })).toThrow(/without values/);
  });
});

describe('filterSchema: the shape of a saved filter', () => {
  it('accepts every kind without a list, any field name', () => {
    const filters = [
      { field: 'a', kind: 'SIMPLE', value: true },
      { field: 'b', kind: 'CONTAINS', value: 'x' },
      { field: 'c', kind: 'STARTS_WITH', value: 'x' },
      { field: 'd', kind: 'ENDS_WITH', value: 'x' },
      { field: 'e', kind: 'INT_RANGE', from: 1 },
      { field: 'f', kind: 'FLOAT_RANGE', to: 1.5 },
      { field: 'g', kind: 'DATE_RANGE', from: '2024/01/01' },
      { field: 'h', kind: 'EXISTS', value: false },
      { field: 'i', kind: 'FLAG', value: true },
      { field: 'j', kind: 'SELECT', values: ['x', 2] },
    ];
    expect(filtersSchema.parse(filters)).toEqual(
      filters.map((filter) => (filter.kind === 'DATE_RANGE' ? { ...filter, from: '2024-01-01' } : filter)),
    );
  });

  it('refuses an unknown kind and a wrong value shape', () => {
    const errors = (input: unknown) =>
      fieldErrorsFromIssues(filtersSchema.safeParse(input, { reportInput: true }).error!.issues, 'en');
    expect(errors([{ field: 'a', kind: 'LIKE', value: 'x' }])).toEqual([
      { fieldName: '0.kind', errorText: 'Unknown filter kind' },
    ]);
    expect(errors([{ field: 'a', kind: 'INT_RANGE', from: 2, to: 1 }])).toEqual([
      { fieldName: '0.to', errorText: 'Invalid range' },
    ]);
    expect(errors([{ field: '', kind: 'EXISTS', value: true }])).toEqual([
      { fieldName: '0.field', errorText: 'This is a required field' },
    ]);
    expect(filterSchema.safeParse({ field: 'a', kind: 'SELECT', values: [true] }).success).toBe(false);
  });

  it('decodes nothing from a missing, malformed or invalid parameter', () => {
    expect(decodeFilters(null)).toEqual([]);
    expect(decodeFilters('{')).toEqual([]);
    expect(decodeFilters('[{"field":"a","kind":"NOPE"}]')).toEqual([]);
  });
});

it('normaliseDate takes the spec formats only, real calendar days only', () => {
  expect(normaliseDate('2024-02-29')).toBe('2024-02-29');
  expect(normaliseDate('2024.02.29')).toBe('2024-02-29');
  expect(normaliseDate('2024/02/29')).toBe('2024-02-29');
  expect(normaliseDate('2023-02-29')).toBeUndefined();
  expect(normaliseDate('1900-02-29')).toBeUndefined();
  expect(normaliseDate('2000-02-29')).toBe('2000-02-29');
  expect(normaliseDate('2024-04-31')).toBeUndefined();
  expect(normaliseDate('2024-04-30T00:00')).toBeUndefined();
});
