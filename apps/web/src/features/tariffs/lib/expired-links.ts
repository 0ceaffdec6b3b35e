import {
  EXPIRING_WITHIN_DAYS,
  encodeFilters,
  type ExpiredTariffCategory,
  type Filter,
  type MessageKey,
} from '@cargo/domain';
import { addDays, todayIso } from '../../../shared/lib/days';

/** The menu's name of each category's rates page. */
export const CATEGORY_NAMES: Readonly<Record<ExpiredTariffCategory, MessageKey>> = {
  sea: 'nav.partner.rates.sea',
  'port-services': 'nav.partner.rates.portServices',
  'freight-surcharges': 'nav.partner.rates.freightSurcharges',
  'road-transportation': 'nav.partner.rates.roadTransportation',
  'air-transportation': 'nav.partner.rates.airTransportation',
  'airport-services': 'nav.partner.rates.airportServices',
  'railway-transportation': 'nav.partner.rates.railwayTransportation',
  'railway-services': 'nav.partner.rates.railwayServices',
};

/** What a count of the expired-tariffs page opens: the expired ones, those expiring soon, all active. */
export type ExpiredLinkKind = 'expired' | 'expiring' | 'active';

/**
 * Today in the caller's calendar, as the server counts the page's figures for this caller
 * (apps/api/src/modules/tariffs/expired.repo.ts), and the last day a tariff counts as expiring:
 * today + EXPIRING_WITHIN_DAYS.
 */
export function expiryWindow(now: Date = new Date()): { today: string; last: string } {
  const today = todayIso(now);
  return { today, last: addDays(today, EXPIRING_WITHIN_DAYS) };
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
