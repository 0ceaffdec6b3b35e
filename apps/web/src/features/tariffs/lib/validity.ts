import { EXPIRING_WITHIN_DAYS } from '@cargo/domain';

const DAY_MS = 86_400_000;
const utcDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
};

/**
 * Where a tariff stands by its last day (`validTo`, included) and today's date (YYYY-MM-DD, the
 * user's calendar): expired once the day is past; expiring within EXPIRING_WITHIN_DAYS before.
 */
export function validityState(
  validTo: string,
  today: string,
): { state: 'expired' } | { state: 'expiring'; days: number } | { state: 'valid' } {
  const days = Math.round((utcDay(validTo) - utcDay(today)) / DAY_MS);
  if (days < 0) return { state: 'expired' };
  if (days <= EXPIRING_WITHIN_DAYS) return { state: 'expiring', days };
  return { state: 'valid' };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the user's calendar, as the API writes days. */
export const todayText = (now: Date = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
