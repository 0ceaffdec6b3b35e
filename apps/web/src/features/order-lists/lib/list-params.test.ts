import { ORDER_LIST_FILTERS, orderListQuerySchema } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { apiQueryOf, groupOf, STAGES, stageOf } from './list-params';

describe('the query of an orders list', () => {
  it('sends the page and size, and leaves out what is not set', () => {
    expect(apiQueryOf({ page: 0, size: 20 })).toEqual({ page: 0, size: 20 });
  });

  it('sends the sort, the typed filters, the search, the group, the stage and personal', () => {
    const filters = '[{"field":"number","kind":"CONTAINS","value":"ORD"}]';
    const query = apiQueryOf(
      {
        page: 2,
        size: 50,
        sort: 'createdAt,desc',
        filters,
        search: '  REF-7 ',
        group: 'ACTIVE',
        filter: 'NOT_DELIVERED',
      },
      true,
    );
    expect(query).toEqual({
      page: 2,
      size: 50,
      sort: 'createdAt,desc',
      filters,
      search: 'REF-7',
      group: 'ACTIVE',
      filter: 'NOT_DELIVERED',
      personal: 'true',
    });
    // What the API validates the query with takes it as sent.
    const parsed = orderListQuerySchema.parse(query);
    expect(parsed).toMatchObject({ group: 'ACTIVE', filter: 'NOT_DELIVERED', personal: true, search: 'REF-7' });
  });

  it('leaves out All, a garbled group or stage and a blank search instead of sending what the API refuses', () => {
    expect(apiQueryOf({ page: 0, size: 20, group: 'ALL', filter: 'SOMETIME', search: '   ' })).toEqual({
      page: 0,
      size: 20,
    });
    expect(apiQueryOf({ page: 0, size: 20, group: 'active' })).toEqual({ page: 0, size: 20 });
  });

  it('cuts a search to the 64 characters the API takes', () => {
    const search = apiQueryOf({ page: 0, size: 20, search: 'x'.repeat(80) }).search;
    expect(search).toHaveLength(64);
    expect(() => orderListQuerySchema.parse({ search })).not.toThrow();
  });

  it('reads the group and the stage of the address', () => {
    expect(groupOf('INACTIVE')).toBe('INACTIVE');
    expect(groupOf(undefined)).toBe('ALL');
    expect(groupOf('nonsense')).toBe('ALL');
    expect(stageOf('STANDBY')).toBe('STANDBY');
    expect(stageOf('NEW')).toBeUndefined();
  });

  it('offers every stage of the contract', () => {
    expect([...STAGES].sort()).toEqual(Object.keys(ORDER_LIST_FILTERS).sort());
  });
});
