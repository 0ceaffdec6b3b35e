import { formatDate } from '../../../shared/lib/format-date';

/**
 * A calendar day (`2026-03-01`, a rate's "valid from") as DD.MM.YYYY, read as the day it names
 * whatever the browser's time zone; timestamps go through the shared formatter.
 */
export function formatDay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return formatDate(value);
  return `${match[3]}.${match[2]}.${match[1]}`;
}
