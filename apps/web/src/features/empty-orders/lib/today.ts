const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the browser's time zone, YYYY-MM-DD: the first day a price may hold until. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
