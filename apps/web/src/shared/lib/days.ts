import { addDays, dayIn } from '@cargo/domain';

/**
 * Calendar days (a ready date, a tracking date, a tariff's validity), kept YYYY-MM-DD as the API
 * writes them, in the caller's own calendar. The one place of the web app that reckons with days:
 * the arithmetic is the domain's (packages/domain/src/calendar, what the API counts with), "today"
 * is the day in the zone the HTTP client names to the API, and a day reaches the screen only
 * through format-date.ts (the language's form, D144). Ant Design's pickers speak dayjs:
 * ui/date-fields.tsx turns their values into these days.
 */

export { addDays };

/** The browser's IANA time zone, which the API takes the caller's day in (`X-Timezone`); none if it names none. */
export function callerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Today in the caller's calendar: the day the API takes for "today" for this caller. */
export function todayIso(now: Date = new Date()): string {
  return dayIn(callerTimeZone(), now);
}

/** A day before today (YYYY-MM-DD compares as text). */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < todayIso(now);
}

const pad = (value: number) => String(value).padStart(2, '0');
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Whole days from `from` to `to` (negative when `to` is earlier), whatever summer time does in between. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / 86_400_000);
}

/** The last day of the month a day is in: `2026-02-10` → `2026-02-28`. */
export function lastDayOfMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`, -1);
}

/**
 * A day typed into an address: YYYY-MM-DD, YYYY.MM.DD or YYYY/MM/DD (Product specification, shell §5), or the
 * displayed DD.MM.YYYY; null unless it names a real day.
 */
export function parseDay(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  const iso = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(value);
  const shown = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : shown
      ? [Number(shown[3]), Number(shown[2]), Number(shown[1])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
