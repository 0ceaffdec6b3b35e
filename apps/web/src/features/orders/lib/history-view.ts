import {
  ORDER_STATUSES,
  TRACKING_DATES,
  type Money,
  type OrderEvent,
  type OrderStatus,
  type TrackingDate,
} from '@cargo/domain';

/**
 * A line of an order's history as people read it: which fields changed, from what to what. The
 * event keeps its before and after as records; nested records (a tracking date's planned and
 * actual days, the logistics block) are read as paths (`ORIGIN_HUB_DEPARTURE.actual`).
 */

export type HistoryValue =
  | { kind: 'none' }
  | { kind: 'status'; status: OrderStatus }
  | { kind: 'day'; day: string }
  | { kind: 'money'; money: Money }
  | { kind: 'text'; text: string };

/** A path segment: a tracking date, a known field, or a name the catalogue has no label for. */
export type HistorySegment = { kind: 'tracking'; date: TrackingDate } | { kind: 'field'; name: string };

export interface HistoryChange {
  path: HistorySegment[];
  before: HistoryValue;
  after: HistoryValue;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMoney = (value: unknown): value is Money =>
  isRecord(value) && typeof value.amount === 'number' && typeof value.currency === 'string';

const isStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** One value as shown: a status translated, a day as DD.MM.YYYY, money, a named record by its name. */
export function historyValue(value: unknown): HistoryValue {
  if (value === null || value === undefined || value === '') return { kind: 'none' };
  if (isStatus(value)) return { kind: 'status', status: value };
  if (typeof value === 'string' && DAY.test(value)) return { kind: 'day', day: value };
  // A moment (a creation date moved to a day's midnight): its day.
  if (typeof value === 'string' && TIMESTAMP.test(value)) return { kind: 'day', day: value.slice(0, 10) };
  if (isMoney(value)) return { kind: 'money', money: value };
  if (isRecord(value) && typeof value.name === 'string') return { kind: 'text', text: value.name };
  if (Array.isArray(value)) {
    const parts = value.map((item) => (isRecord(item) && typeof item.name === 'string' ? item.name : String(item)));
    return parts.length ? { kind: 'text', text: parts.join(', ') } : { kind: 'none' };
  }
  if (isRecord(value)) return { kind: 'text', text: JSON.stringify(value) };
  return { kind: 'text', text: String(value) };
}

const segment = (name: string): HistorySegment =>
  (TRACKING_DATES as readonly string[]).includes(name)
    ? { kind: 'tracking', date: name as TrackingDate }
    : { kind: 'field', name };

/** Nested records as leaves by path; money and named records are leaves themselves. */
function leaves(value: unknown, path: string[] = [], into = new Map<string, unknown>()): Map<string, unknown> {
  if (isRecord(value) && !isMoney(value) && !(typeof value.name === 'string' && 'id' in value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, [...path, key], into);
  } else if (path.length) into.set(path.join('.'), value);
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an event changed, field by field, in the order the fields come; unchanged fields are left
 * out, and so is a booking's record (its number and price are the order's own).
 */
export function historyChanges(event: Pick<OrderEvent, 'action' | 'before' | 'after'>): HistoryChange[] {
  if (event.action === 'BOOKED') return [];
  const before = leaves(event.before ?? {});
  const after = leaves(event.after ?? {});
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .filter((path) => !same(before.get(path), after.get(path)))
    .map((path) => ({
      path: path.split('.').map(segment),
      before: historyValue(before.get(path)),
      after: historyValue(after.get(path)),
    }));
}
