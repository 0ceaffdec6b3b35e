/** Calendar days (a ready date, a tracking date): kept as YYYY-MM-DD (the request's readyDate), in the browser's own day. */

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the browser's time zone: the earliest ready date. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day before today (YYYY-MM-DD compares as text). */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < todayIso(now);
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
