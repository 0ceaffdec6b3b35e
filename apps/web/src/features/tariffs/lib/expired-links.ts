import { EXPIRING_WITHIN_DAYS, encodeFilters, type ExpiredTariffCategory, type Filter } from '@cargo/domain';

/** What a count of the expired-tariffs page opens: the expired ones, those expiring soon, all active. */
export type ExpiredLinkKind = 'expired' | 'expiring' | 'active';

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * Today as the server counts (UTC, docs/tariffs.md "Expired tariffs"), and the last day a tariff
 * counts as expiring: today + EXPIRING_WITHIN_DAYS.
 */
export function expiryWindow(now: Date = new Date()): { today: string; last: string } {
  const last = new Date(now.getTime());
  last.setUTCDate(last.getUTCDate() + EXPIRING_WITHIN_DAYS);
  return { today: dayOf(now), last: dayOf(last) };
}

/**
 * The list filters behind a count: the organization's own (a partner also reads the
 * marketplace's public tariffs) active tariffs; expired ones (`validTo` before today, the list's
 * `expired` flag), or those whose `validTo` falls between today and today + 14 days.
 */
export function expiredFilters(organizationId: number, link: ExpiredLinkKind, now: Date = new Date()): Filter[] {
  const own: Filter[] = [
    { field: 'organizationId', kind: 'SELECT', values: [organizationId] },
    { field: 'active', kind: 'FLAG', value: true },
  ];
  if (link === 'expired') return [...own, { field: 'expired', kind: 'FLAG', value: true }];
  if (link === 'expiring') {
    const { today, last } = expiryWindow(now);
    return [...own, { field: 'validTo', kind: 'DATE_RANGE', from: today, to: last }];
  }
  return own;
}

/** The rates page of a category's kind with those filters set. */
export function expiredLink(
  category: ExpiredTariffCategory,
  organizationId: number,
  link: ExpiredLinkKind,
  now: Date = new Date(),
): string {
  const params = new URLSearchParams({ filters: encodeFilters(expiredFilters(organizationId, link, now)) });
  return `/partner/rates/${category}?${params.toString()}`;
}
