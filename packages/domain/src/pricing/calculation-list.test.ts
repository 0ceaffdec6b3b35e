import { describe, expect, it } from 'vitest';
import { calculationListQuerySchema, calculationReference, searchWords, sellerShare } from './calculation-list.js';

const leg = (organizationId: number, cost: number, currency = 'USD', vat = 0) => ({
  organizationId,
  currency,
  cost,
  vat,
});

describe('sellerShare', () => {
  const legs = [leg(1, 1000), leg(2, 50_000), leg(1, 300, 'EUR', 60), leg(3, 40_000), leg(1, 900)];

  it("sums the seller's own legs of the cheapest quotation it is part of, per currency, VAT included", () => {
    const quotations = [
      { legIndexes: [0, 1, 2], totalUsd: 70_000 },
      { legIndexes: [3, 4], totalUsd: 45_000 },
      { legIndexes: [1], totalUsd: 10_000 },
    ];
    expect(sellerShare(legs, quotations, 1)).toEqual([{ amount: 900, currency: 'USD' }]);
    expect(sellerShare(legs, quotations.slice(0, 1), 1)).toEqual([
      { amount: 1000, currency: 'USD' },
      { amount: 360, currency: 'EUR' },
    ]);
  });

  it('never counts another seller, and answers null for a seller no quotation uses', () => {
    const quotations = [{ legIndexes: [0, 1], totalUsd: 51_000 }];
    expect(sellerShare(legs, quotations, 2)).toEqual([{ amount: 50_000, currency: 'USD' }]);
    expect(sellerShare(legs, quotations, 3)).toBeNull();
  });
});

describe('the list query', () => {
  it('reads the quick filters and splits a lane into words', () => {
    const query = calculationListQuerySchema.parse({ saved: 'true', booked: 'false', search: ' Shanghai → Moscow ' });
    expect(query).toMatchObject({ saved: true, booked: false });
    expect(query.outdated).toBeUndefined();
    expect(searchWords(query.search)).toEqual(['Shanghai', 'Moscow']);
    expect(searchWords('CNSHA -> RUMOW - CM-1001')).toEqual(['CNSHA', 'RUMOW', 'CM-1001']);
    expect(searchWords(undefined)).toEqual([]);
  });

  it('names a calculation by the first eight characters of its id', () => {
    expect(calculationReference('3f2a9c1b-0000-4000-8000-000000000000')).toBe('3F2A9C1B');
  });
});
