/**
 * The caller's calendar day (issue 28, docs/decisions.md D102). Every date rule
 * (an actual date not in the future, a ready date not in the past, a tariff's validity, "expire
 * within 14 days") compares with the day it is where the caller is: the web client names its
 * IANA time zone in `X-Timezone` (Product specification, shell §7). A missing or unknown zone is UTC: the header
 * is not something the user typed, so there is no field to correct, and refusing it would break
 * every call of a browser that reports an odd zone.
 */

/** The zone of a caller that names none, or one we do not know. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The header the web client names its zone in (lower case, as Node hands headers over). */
export const TIME_ZONE_HEADER = 'x-timezone';

/** What an IANA name can look like (`Asia/Vladivostok`, `America/Argentina/Buenos_Aires`, `Etc/GMT+12`). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * One formatter per known zone: building an Intl.DateTimeFormat costs tens of microseconds, using
 * one a microsecond. Only zones the runtime knows are kept (a few hundred at most), so made-up
 * names sent in the header cannot grow the cache.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Names found unknown lately: a failed Intl.DateTimeFormat costs a hundred times a known one, so
 * a caller repeating a made-up name pays it once. Bounded: emptied when it fills.
 */
const unknown = new Set<string>();
const UNKNOWN_KEPT = 1000;

function formatterOf(zone: string): Intl.DateTimeFormat | undefined {
  const known = formatters.get(zone);
  if (known) return known;
  if (!ZONE_NAME.test(zone) || unknown.has(zone)) return undefined;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    if (unknown.size >= UNKNOWN_KEPT) unknown.clear();
    unknown.add(zone);
    return undefined;
  }
  formatters.set(zone, formatter);
  return formatter;
}

/** Whether `zone` names a time zone of the IANA database the runtime knows. */
export function isTimeZone(zone: string | null | undefined): zone is string {
  return typeof zone === 'string' && formatterOf(zone) !== undefined;
}

/** The zone the caller's day is taken in: the one named when known, otherwise UTC. */
export function callerTimeZone(header: string | string[] | null | undefined): string {
  const named = Array.isArray(header) ? header[0] : header;
  return isTimeZone(named) ? named : DEFAULT_TIME_ZONE;
}

/** The calendar day (`YYYY-MM-DD`) at `at` in `zone`; a zone not known counts as UTC. */
export function dayIn(zone: string | null | undefined, at: Date = new Date()): string {
  const formatter = zone ? formatterOf(zone) : undefined;
  if (!formatter) return at.toISOString().slice(0, 10);
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatter.formatToParts(at)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** `day` moved by `days` (negative: back), `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The earliest day it is anywhere on Earth at `at` (the zone twelve hours behind UTC): a tariff
 * still valid on it may be valid on some caller's today, so an index shared by every caller
 * keeps it.
 */
export function earliestDayAnywhere(at: Date = new Date()): string {
  return new Date(at.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}
