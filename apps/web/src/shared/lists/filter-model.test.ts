import { decodeFilters } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { draftOfFilter, encodeDrafts, filterOfDraft, newDraft, withMode, type FilterSpec } from './filter-model';

const code: FilterSpec = {
  field: 'code',
  label: 'dictionaries.field.code',
  type: 'text',
  modes: ['CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'SIMPLE', 'EXISTS', 'NOT_EXISTS'],
};
const load: FilterSpec = {
  field: 'maxLoadKg',
  label: 'dictionaries.field.code',
  type: 'float',
  modes: ['RANGE', 'SIMPLE'],
};
const size: FilterSpec = {
  field: 'sizeFeet',
  label: 'dictionaries.field.code',
  type: 'int',
  modes: ['RANGE', 'SIMPLE'],
};
const created: FilterSpec = { field: 'createdAt', label: 'dictionaries.field.code', type: 'date', modes: ['RANGE'] };
const active: FilterSpec = { field: 'active', label: 'dictionaries.field.code', type: 'boolean', modes: ['FLAG'] };
const category: FilterSpec = {
  field: 'categoryId',
  label: 'dictionaries.field.code',
  type: 'int',
  modes: ['SELECT', 'EXISTS', 'NOT_EXISTS'],
  options: { source: 'reference', target: 'service-categories' },
};
const specs = [code, load, size, created, active, category];

describe('a filter control → the API’s filter', () => {
  it('turns each condition into its kind', () => {
    expect(filterOfDraft({ id: 1, field: 'code', mode: 'STARTS_WITH', text: ' ms ' }, code)).toEqual({
      field: 'code',
      kind: 'STARTS_WITH',
      value: 'ms',
    });
    expect(filterOfDraft({ id: 1, field: 'code', mode: 'SIMPLE', text: 'MSCU' }, code)).toEqual({
      field: 'code',
      kind: 'SIMPLE',
      value: 'MSCU',
    });
    expect(filterOfDraft({ id: 1, field: 'sizeFeet', mode: 'SIMPLE', text: '40' }, size)).toEqual({
      field: 'sizeFeet',
      kind: 'SIMPLE',
      value: 40,
    });
    expect(filterOfDraft({ id: 1, field: 'maxLoadKg', mode: 'RANGE', from: 20000, to: null }, load)).toEqual({
      field: 'maxLoadKg',
      kind: 'FLOAT_RANGE',
      from: 20000,
    });
    expect(filterOfDraft({ id: 1, field: 'sizeFeet', mode: 'RANGE', from: 20, to: 40 }, size)).toEqual({
      field: 'sizeFeet',
      kind: 'INT_RANGE',
      from: 20,
      to: 40,
    });
    expect(
      filterOfDraft({ id: 1, field: 'createdAt', mode: 'RANGE', from: '2026-01-01', to: '2026-01-31' }, created),
    ).toEqual({ field: 'createdAt', kind: 'DATE_RANGE', from: '2026-01-01', to: '2026-01-31' });
    expect(filterOfDraft({ id: 1, field: 'active', mode: 'FLAG', flag: false }, active)).toEqual({
      field: 'active',
      kind: 'FLAG',
      value: false,
    });
    expect(filterOfDraft({ id: 1, field: 'categoryId', mode: 'SELECT', values: [3, 4] }, category)).toEqual({
      field: 'categoryId',
      kind: 'SELECT',
      values: [3, 4],
    });
    expect(filterOfDraft({ id: 1, field: 'code', mode: 'NOT_EXISTS' }, code)).toEqual({
      field: 'code',
      kind: 'EXISTS',
      value: false,
    });
  });

  it('filters nothing while a control is incomplete', () => {
    expect(filterOfDraft({ id: 1, field: 'code', mode: 'CONTAINS', text: '  ' }, code)).toBeUndefined();
    expect(filterOfDraft({ id: 1, field: 'maxLoadKg', mode: 'RANGE', from: null, to: null }, load)).toBeUndefined();
    expect(filterOfDraft({ id: 1, field: 'categoryId', mode: 'SELECT', values: [] }, category)).toBeUndefined();
    expect(filterOfDraft({ id: 1, field: 'sizeFeet', mode: 'SIMPLE', text: 'forty' }, size)).toBeUndefined();
  });
});

describe('the filters query parameter', () => {
  it('encodes the complete controls as one JSON list, and nothing when none filters', () => {
    const text = encodeDrafts(
      [
        { id: 1, field: 'code', mode: 'CONTAINS', text: 'MS' },
        { id: 2, field: 'maxLoadKg', mode: 'RANGE' },
        { id: 3, field: 'active', mode: 'FLAG', flag: true },
        { id: 4, field: 'unknown', mode: 'CONTAINS', text: 'x' },
      ],
      specs,
    );
    expect(JSON.parse(text)).toEqual([
      { field: 'code', kind: 'CONTAINS', value: 'MS' },
      { field: 'active', kind: 'FLAG', value: true },
    ]);
    expect(encodeDrafts([{ id: 1, field: 'code', mode: 'CONTAINS' }], specs)).toBe('');
  });

  it('reads the address back into the same controls', () => {
    const drafts = [
      { id: 0, field: 'code', mode: 'ENDS_WITH' as const, text: 'U' },
      { id: 1, field: 'sizeFeet', mode: 'RANGE' as const, from: 20, to: null },
      { id: 2, field: 'categoryId', mode: 'SELECT' as const, values: [7] },
      { id: 3, field: 'code', mode: 'EXISTS' as const },
    ];
    const text = encodeDrafts(drafts, specs);
    const back = decodeFilters(text).map((filter, index) => draftOfFilter(filter, index));
    expect(encodeDrafts(back, specs)).toBe(text);
    expect(back[1]).toEqual({ id: 1, field: 'sizeFeet', mode: 'RANGE', from: 20, to: null });
  });
});

describe('a control', () => {
  it('starts in the field’s first condition; a flag starts at yes', () => {
    expect(newDraft(category, 5)).toEqual({ id: 5, field: 'categoryId', mode: 'SELECT' });
    expect(newDraft(active, 6)).toEqual({ id: 6, field: 'active', mode: 'FLAG', flag: true });
  });

  it('keeps its text when switching between the text conditions only', () => {
    const draft = { id: 1, field: 'code', mode: 'CONTAINS' as const, text: 'MS' };
    expect(withMode(draft, 'STARTS_WITH')).toEqual({ id: 1, field: 'code', mode: 'STARTS_WITH', text: 'MS' });
    expect(withMode(draft, 'EXISTS')).toEqual({ id: 1, field: 'code', mode: 'EXISTS' });
  });
});
