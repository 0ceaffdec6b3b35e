import { TRACKING_DATES, type TrackingDate, type TrackingDayView } from '@cargo/domain';

/**
 * A delivery order's tracking as a timeline: each tracking date with the day planned and the day
 * it happened, in the order they happen (Product specification, domain §3 "tracking dates by point").
 */

/** done: it happened (on time or earlier); late: after the day planned; pending: not yet. */
export type TrackingState = 'done' | 'late' | 'pending';

export interface TrackingRow {
  date: TrackingDate;
  planned: string | null;
  actual: string | null;
  state: TrackingState;
}

function stateOf(day: Pick<TrackingDayView, 'planned' | 'actual'>): TrackingState {
  if (day.actual === null) return 'pending';
  return day.planned !== null && day.actual > day.planned ? 'late' : 'done';
}

/**
 * The rows of the timeline in TRACKING_DATES order; a date the answer leaves out counts as empty.
 * Without `all`, only the dates that have a day planned or happened: a road leg has no hub.
 */
export function trackingRows(tracking: readonly TrackingDayView[], all = false): TrackingRow[] {
  const byDate = new Map(tracking.map((day) => [day.date, day]));
  return TRACKING_DATES.flatMap((date) => {
    const day = byDate.get(date) ?? { planned: null, actual: null };
    if (!all && day.planned === null && day.actual === null) return [];
    return [{ date, planned: day.planned, actual: day.actual, state: stateOf(day) }];
  });
}

/** The last date that happened (where the cargo is now), or null before the first. */
export function lastReached(rows: readonly TrackingRow[]): TrackingDate | null {
  return rows.findLast((row) => row.actual !== null)?.date ?? null;
}

export interface TrackingEdit {
  date: TrackingDate;
  planned: string | null;
  actual: string | null;
}

/**
 * The body of `PUT /order-delivery/{id}/tracking`: only the dates that changed (a date not named
 * keeps its values), each with both its days; null when nothing changed.
 */
export function changedTracking(
  before: readonly TrackingDayView[],
  after: readonly TrackingEdit[],
): { dates: TrackingEdit[] } | null {
  const old = new Map(before.map((day) => [day.date, day]));
  const dates = after.filter((day) => {
    const was = old.get(day.date);
    return (was?.planned ?? null) !== day.planned || (was?.actual ?? null) !== day.actual;
  });
  return dates.length ? { dates } : null;
}
