import { decodeFilters } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { filtersOf } from '../api/list-commissions';

describe('the commission list’s filters', () => {
  it('become the list machinery’s filters: organization, cargo type, variant', () => {
    const text = filtersOf({ organizationId: '12', cargoType: 'VEHICLE', integrator: 'false' });
    expect(decodeFilters(text)).toEqual([
      { field: 'organizationId', kind: 'SIMPLE', value: 12 },
      { field: 'cargoType', kind: 'SIMPLE', value: 'VEHICLE' },
      { field: 'integrator', kind: 'FLAG', value: false },
    ]);
  });

  it('leave out what the list cannot take, and say nothing when nothing is set', () => {
    expect(filtersOf({ organizationId: 'abc', cargoType: 'SHIP', integrator: 'maybe' })).toBe('');
    expect(filtersOf({})).toBe('');
  });
});
