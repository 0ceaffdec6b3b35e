import { decodeFilters, orderTemplateListQuerySchema } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { templateQueryOf } from './template-query';

describe('the query of the templates list', () => {
  it('sends the page, the sort and no filters when none is set', () => {
    expect(templateQueryOf({ page: 1, size: 20, sort: 'name,asc' })).toEqual({ page: 1, size: 20, sort: 'name,asc' });
  });

  it('turns the search into "name contains" beside the typed filters, as the API takes them', () => {
    const typed = '[{"field":"createdAt","kind":"DATE_RANGE","from":"2026-01-01"}]';
    const query = templateQueryOf({ page: 0, size: 20, search: ' Shanghai ', filters: typed });
    expect(decodeFilters(query.filters)).toEqual([
      { field: 'createdAt', kind: 'DATE_RANGE', from: '2026-01-01' },
      { field: 'name', kind: 'CONTAINS', value: 'Shanghai' },
    ]);
    expect(() => orderTemplateListQuerySchema.parse(query)).not.toThrow();
  });
});
