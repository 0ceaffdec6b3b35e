import { dayOfParts, displayDay } from '@cargo/domain';
import { getLanguage } from '../i18n/language-store';

/**
 * Dates as the product shows them, in the interface language's convention (docs/decisions.md
 * D144: ru DD.MM.YYYY as the specification's domain §9 writes them, en `31 Dec 2026`, zh
 * `2026年12月31日`), in the browser's time zone. The language is the one the interface speaks:
 * a switch re-renders every screen, so every date follows it.
 */

const pad = (value: number) => String(value).padStart(2, '0');

function parse(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `31.12.2026` (ru); an empty or unreadable value gives an empty text. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  return dayOfParts(getLanguage(), date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** `31.12.2026 18:05` (ru): where the hour matters (a mail's send time). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A calendar day (`2026-03-01`, a rate's "valid from") as the language writes it, read as the
 * day it names whatever the browser's time zone; timestamps go through the shared formatter.
 */
export function formatDay(value: string | null | undefined): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value ?? '')) return formatDate(value);
  return displayDay(value ?? '', getLanguage());
}
