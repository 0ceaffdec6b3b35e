import { EXPIRING_WITHIN_DAYS } from '@cargo/domain';
import { daysBetween } from '../../../shared/lib/days';

/**
 * Where a tariff stands by its last day (`validTo`, included) and today's date (YYYY-MM-DD, the
 * user's calendar): expired once the day is past; expiring within EXPIRING_WITHIN_DAYS before.
 */
export function validityState(
  validTo: string,
  today: string,
): { state: 'expired' } | { state: 'expiring'; days: number } | { state: 'valid' } {
  const days = daysBetween(today, validTo);
  if (days < 0) return { state: 'expired' };
  if (days <= EXPIRING_WITHIN_DAYS) return { state: 'expiring', days };
  return { state: 'valid' };
}
