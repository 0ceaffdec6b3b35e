/** Dates as the product shows them: DD.MM.YYYY (Product specification, domain §9), in the browser's time zone. */

const pad = (value: number) => String(value).padStart(2, '0');

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `31.12.2026`; an empty or unreadable value gives an empty text. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** `31.12.2026 18:05`: where the hour matters (a mail's send time). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A calendar day (`2026-03-01`, a rate's "valid from") as DD.MM.YYYY, read as the day it names
 * whatever the browser's time zone; timestamps go through the shared formatter.
 */
export function formatDay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return formatDate(value);
  return `${match[3]}.${match[2]}.${match[1]}`;
}
