import { bulkTariffRequestSchema, encodeFilters } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { bulkActions, bulkRequest, bulkResultLines, bulkSelection, selectionCount } from './bulk-request';

const expiredOnly = encodeFilters([{ field: 'expired', kind: 'FLAG', value: true }]);

describe('the selection of a bulk action', () => {
  it('sends the ticked ids, or the list’s filter with the tab’s variant and the search', () => {
    expect(bulkSelection({ mode: 'ids', ids: [3, 5] }, { variant: 'CONTAINER' })).toEqual({ ids: [3, 5] });
    expect(
      bulkSelection({ mode: 'filter', total: 57 }, { variant: 'GENERAL', filters: expiredOnly, search: ' RULED ' }),
    ).toEqual({
      filter: {
        filters: [
          { field: 'expired', kind: 'FLAG', value: true },
          { field: 'variant', kind: 'SIMPLE', value: 'GENERAL' },
        ],
        search: 'RULED',
      },
    });
    expect(bulkSelection({ mode: 'filter', total: 2 }, { variant: 'CONTAINER', search: '' })).toEqual({
      filter: { filters: [{ field: 'variant', kind: 'SIMPLE', value: 'CONTAINER' }] },
    });
    expect(selectionCount({ mode: 'filter', total: 57 })).toBe(57);
  });

  it('offers surcharges on sea tariffs only and a new owner to operators only', () => {
    expect(bulkActions('sea', false)).toEqual(['PROLONG', 'DELETE', 'ADD_SURCHARGES', 'DELETE_SURCHARGES']);
    expect(bulkActions('air-transportation', true)).toEqual(['PROLONG', 'DELETE', 'CHANGE_OWNER']);
  });
});

describe('the body of a bulk action', () => {
  const scope = { variant: 'CONTAINER' as const };
  const ids = { mode: 'ids' as const, ids: [7] };

  it('builds each action’s params, as the contract takes them', () => {
    const prolong = bulkRequest({
      action: 'PROLONG',
      selection: ids,
      scope,
      values: { validTo: '2026-12-31' },
      currencyDigits: 2,
    });
    expect(prolong).toEqual({ action: 'PROLONG', ids: [7], params: { validTo: '2026-12-31' } });
    const owner = bulkRequest({
      action: 'CHANGE_OWNER',
      selection: ids,
      scope,
      values: { organizationId: 12 },
      currencyDigits: 2,
    });
    expect(owner.params).toEqual({ organizationId: 12 });
    expect(bulkRequest({ action: 'DELETE', selection: ids, scope, values: {}, currencyDigits: 2 }).params).toEqual({});
    expect(
      bulkRequest({
        action: 'DELETE_SURCHARGES',
        selection: ids,
        scope,
        values: { surchargeId: null },
        currencyDigits: 2,
      }).params,
    ).toEqual({});
    for (const body of [prolong, owner]) expect(bulkTariffRequestSchema.safeParse(body).success).toBe(true);
  });

  it('prices surcharge lines in minor units, leaving out container types left empty', () => {
    const body = bulkRequest({
      action: 'ADD_SURCHARGES',
      selection: ids,
      scope,
      values: {
        surchargeId: 4,
        surchargeType: 'ON_FREIGHT',
        tarification: 'ABSOLUTE',
        currency: 'USD',
        lines: [
          { containerTypeId: 1, price: 150.5 },
          { containerTypeId: 2, price: null },
          { containerTypeId: 3, price: 0 },
        ],
      },
      currencyDigits: 2,
    });
    expect(body.params).toEqual({
      surchargeId: 4,
      surchargeType: 'ON_FREIGHT',
      tarification: 'ABSOLUTE',
      currency: 'USD',
      lines: [
        { containerTypeId: 1, price: 15050 },
        { containerTypeId: 3, price: 0 },
      ],
    });
    expect(bulkTariffRequestSchema.safeParse(body).success).toBe(true);
  });

  it('gives general cargo W/M ranges, and a relative surcharge hundredths of a percent', () => {
    const body = bulkRequest({
      action: 'ADD_SURCHARGES',
      selection: { mode: 'filter', total: 3 },
      scope: { variant: 'GENERAL' },
      values: {
        surchargeId: 4,
        surchargeType: 'ON_CARGO',
        tarification: 'RELATIVE',
        currency: 'JPY',
        lines: [
          { from: 0, to: 10, price: 12.5 },
          { from: 10, to: null, price: 7 },
        ],
      },
      currencyDigits: 0,
    });
    expect(body.params).toMatchObject({
      lines: [
        { from: 0, to: 10, price: 1250 },
        { from: 10, to: null, price: 700 },
      ],
    });
    expect(body.filter).toEqual({ filters: [{ field: 'variant', kind: 'SIMPLE', value: 'GENERAL' }] });
  });
});

describe('the result of a bulk action', () => {
  it('lists the counts the job gave, in order, and nothing of what is not a count', () => {
    expect(bulkResultLines({ action: 'ADD_SURCHARGES', total: 5, done: 4, refused: 1, created: 4 })).toEqual([
      { key: 'total', count: 5 },
      { key: 'done', count: 4 },
      { key: 'refused', count: 1 },
      { key: 'created', count: 4 },
    ]);
    expect(bulkResultLines(null)).toEqual([]);
    expect(bulkResultLines({ done: 'many', deleted: 2 })).toEqual([{ key: 'deleted', count: 2 }]);
  });
});
