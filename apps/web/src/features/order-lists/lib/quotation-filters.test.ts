import { describe, expect, it } from 'vitest';
import { quotationFilters, quotationSortFields } from './quotation-filters';

describe('quotationFilters', () => {
  it('offers operators the organization and guest filters, partners nothing of the route’s price', () => {
    const fields = (area: 'client' | 'partner' | 'admin') => quotationFilters(area).map((spec) => spec.field);
    expect(fields('admin')).toEqual([
      'createdAt',
      'readyDate',
      'saved',
      'outdated',
      'booked',
      'transitDays',
      'organizationId',
      'guest',
    ]);
    expect(fields('client')).toEqual(['createdAt', 'readyDate', 'saved', 'outdated', 'booked', 'transitDays']);
    expect(fields('partner')).toEqual(['createdAt', 'readyDate', 'saved', 'outdated', 'booked']);
    expect(quotationFilters('admin').find((spec) => spec.field === 'organizationId')?.modes[0]).toBe('SELECT');
    expect(quotationSortFields('partner')).toEqual(['createdAt', 'readyDate', 'saved']);
  });
});
