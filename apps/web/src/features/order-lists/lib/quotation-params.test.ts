import { describe, expect, it } from 'vitest';
import { quotationApiQueryOf } from './quotation-params';

describe('quotationApiQueryOf', () => {
  it('passes the quick filters the API takes and leaves out what the address garbles', () => {
    expect(
      quotationApiQueryOf({
        page: 0,
        size: 20,
        saved: 'true',
        outdated: 'false',
        booked: 'maybe',
        search: ' Shanghai ',
      }),
    ).toEqual({ page: 0, size: 20, saved: 'true', outdated: 'false', search: 'Shanghai' });
    expect(quotationApiQueryOf({ page: 1, size: 50, saved: 'false', sort: 'createdAt,desc', search: '  ' })).toEqual({
      page: 1,
      size: 50,
      sort: 'createdAt,desc',
    });
  });
});
