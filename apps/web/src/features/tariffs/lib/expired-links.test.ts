import { decodeFilters } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expiredFilters, expiredLink, expiryWindow } from './expired-links';

// Late in the evening in UTC, the next morning in Vladivostok, where the user is.
const now = new Date('2026-12-25T23:30:00Z');

/** The browser's zone, as the HTTP client names it to the API. */
function inZone(timeZone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolved.call(this), timeZone };
  });
}

describe('the links of the expired-tariffs page', () => {
  beforeEach(() => inZone('Asia/Vladivostok'));
  afterEach(() => vi.restoreAllMocks());

  it('counts today and 14 days after it in the user’s calendar, as the server counts the figures, across a year’s end', () => {
    expect(expiryWindow(now)).toEqual({ today: '2026-12-26', last: '2027-01-09' });
    inZone('America/New_York');
    expect(expiryWindow(now)).toEqual({ today: '2026-12-25', last: '2027-01-08' });
  });

  it('narrows to the organization’s active tariffs: expired, expiring within 14 days, or all', () => {
    const own = [
      { field: 'organizationId', kind: 'SELECT', values: [42] },
      { field: 'active', kind: 'FLAG', value: true },
    ];
    expect(expiredFilters(42, 'expired', now)).toEqual([...own, { field: 'expired', kind: 'FLAG', value: true }]);
    expect(expiredFilters(42, 'expiring', now)).toEqual([
      ...own,
      { field: 'validTo', kind: 'DATE_RANGE', from: '2026-12-26', to: '2027-01-09' },
    ]);
    expect(expiredFilters(42, 'active', now)).toEqual(own);
  });

  it('opens the kind’s rates page with the filters in the address, as the filter bar reads them', () => {
    const link = expiredLink('port-services', 42, 'expiring', now);
    const url = new URL(link, 'http://localhost');
    expect(url.pathname).toBe('/partner/rates/port-services');
    expect(decodeFilters(url.searchParams.get('filters'))).toEqual(expiredFilters(42, 'expiring', now));
  });
});
