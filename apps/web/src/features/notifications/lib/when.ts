import type { MessageKey } from '@cargo/domain';
import { formatDateTime } from '../../../shared/lib/format-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When a notice came, as a catalogue text with its count, or as DD.MM.YYYY HH:mm. */
export type When = { key: MessageKey; count?: number } | { text: string };

/**
 * How the bell and the page say when a notice came: within the last minute "just now", within the
 * hour "n min ago", within the day "n h ago", before that `31.12.2026 18:05` (the product's
 * DD.MM.YYYY with the time). A time a little ahead of `now` (clocks differ) is "just now".
 */
export function whenOf(createdAt: string, now: number): When {
  const time = new Date(createdAt).getTime();
  if (Number.isNaN(time)) return { text: '' };
  const ago = now - time;
  if (ago < MINUTE) return { key: 'notifications.time.now' };
  if (ago < HOUR) return { key: 'notifications.time.minutes', count: Math.floor(ago / MINUTE) };
  if (ago < 24 * HOUR) return { key: 'notifications.time.hours', count: Math.floor(ago / HOUR) };
  return { text: formatDateTime(createdAt) };
}
