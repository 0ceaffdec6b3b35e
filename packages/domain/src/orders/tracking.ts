import type { MessageKey } from '../messages/index.js';
import type { OrderStatus } from '../reference/enums.js';

/**
 * The dates a delivery order is tracked by, planned and actual, in the order they happen
 * (Product specification, domain §3 "tracking dates by point"): the pickup (cargo ready, loaded, departed), the
 * origin hub (arrived, left), a transit hub, the arrival hub and the receipt of the documents
 * there, customs clearance, the destination, the delivery to the recipient, the invoice and the
 * payment.
 */
export const TRACKING_DATES = [
  'PICKUP_READY',
  'PICKUP_LOADING',
  'PICKUP_DEPARTURE',
  'ORIGIN_HUB_ARRIVAL',
  'ORIGIN_HUB_DEPARTURE',
  'TRANSIT_HUB',
  'ARRIVAL_HUB',
  'DOCUMENTS_RECEIVED',
  'CUSTOMS_CLEARANCE',
  'DESTINATION',
  'DELIVERY',
  'INVOICE',
  'PAYMENT',
] as const;
export type TrackingDate = (typeof TRACKING_DATES)[number];

/** One tracking date: the day planned and the day it happened, `YYYY-MM-DD` or null. */
export interface TrackingDay {
  planned: string | null;
  actual: string | null;
}

/** Every tracking date of a delivery order. */
export type Tracking = Record<TrackingDate, TrackingDay>;

/** A delivery order's tracking at booking: the pickup planned for the cargo's ready date, nothing else yet. */
export function initialTracking(readyDate: string): Tracking {
  const tracking = Object.fromEntries(
    TRACKING_DATES.map((date) => [date, { planned: null, actual: null }]),
  ) as Tracking;
  tracking.PICKUP_READY.planned = readyDate;
  return tracking;
}

/**
 * The tracking date a status reports, which the change fills with the day it happened when it
 * is still empty (a route of several legs passes IN_TRANSIT more than once; the first departure
 * stays the departure).
 */
export const STATUS_TRACKING_DATE: Readonly<Partial<Record<OrderStatus, TrackingDate>>> = {
  COLLECTED_FROM_SHIPPER: 'PICKUP_LOADING',
  PICKED_UP: 'PICKUP_LOADING',
  CARGO_SENT: 'PICKUP_DEPARTURE',
  ARRIVED_TO_DEPARTURE_HUB: 'ORIGIN_HUB_ARRIVAL',
  IN_TRANSIT: 'ORIGIN_HUB_DEPARTURE',
  ARRIVED_TO_TRANSIT_HUB: 'TRANSIT_HUB',
  ARRIVED_TO_HUB: 'TRANSIT_HUB',
  ARRIVED_TO_DESTINATION_HUB: 'ARRIVAL_HUB',
  CUSTOMS_CLEARANCE: 'CUSTOMS_CLEARANCE',
  AT_DESTINATION: 'DESTINATION',
  DELIVERED: 'DELIVERY',
  BILL: 'INVOICE',
};

/** A rule the tracking breaks: the field (`tracking.PICKUP_READY.planned`) and the message. */
export interface TrackingIssue {
  fieldName: string;
  message: MessageKey;
}

/**
 * The money dates: an invoice and a payment follow the order, not the cargo. Freight is often
 * paid before the pickup (prepaid freight, a deposit to book the space), so these are bounded by
 * the day the order was made rather than by the planned ready date (docs/decisions.md D103).
 */
export const MONEY_TRACKING_DATES: readonly TrackingDate[] = ['INVOICE', 'PAYMENT'];

/**
 * The spec's rules of tracking dates (Product specification, domain §5 "Orders"): the planned ready date is not
 * before the day the order was made, no actual date of the cargo is before the planned ready date
 * and no money date before the order was made, and no actual date is after the caller's today (an
 * actual date is a day that has happened). Days compare as `YYYY-MM-DD` text.
 *
 * With `before` (the tracking as it was), the future rule holds only for the actual dates that
 * change: a day recorded by a carrier in Vladivostok is still tomorrow for an operator in Los
 * Angeles, whose change of another date must not be refused for it.
 */
export function trackingIssues(
  tracking: Tracking,
  createdOn: string,
  today: string,
  before?: Tracking,
): TrackingIssue[] {
  const issues: TrackingIssue[] = [];
  const ready = tracking.PICKUP_READY.planned;
  if (ready !== null && ready < createdOn)
    issues.push({ fieldName: 'tracking.PICKUP_READY.planned', message: 'orders.readyBeforeCreation' });
  for (const date of TRACKING_DATES) {
    const actual = tracking[date].actual;
    if (actual === null) continue;
    const money = MONEY_TRACKING_DATES.includes(date);
    if (money && actual < createdOn)
      issues.push({ fieldName: `tracking.${date}.actual`, message: 'orders.actualBeforeCreation' });
    else if (!money && ready !== null && actual < ready)
      issues.push({ fieldName: `tracking.${date}.actual`, message: 'orders.actualBeforeReady' });
    else if (actual > today && before?.[date].actual !== actual)
      issues.push({ fieldName: `tracking.${date}.actual`, message: 'orders.actualInFuture' });
  }
  return issues;
}

/**
 * The earliest day an actual date may name: the order's day for the money dates, the planned
 * ready date (or the order's day when none is planned) for the cargo's. The status form's day
 * picker starts there.
 */
export function earliestActual(date: TrackingDate, tracking: Tracking, createdOn: string): string {
  if (MONEY_TRACKING_DATES.includes(date)) return createdOn;
  const ready = tracking.PICKUP_READY.planned;
  return ready !== null && ready > createdOn ? ready : createdOn;
}

/**
 * A status change's tracking: the date the status reports filled with `day` when still empty,
 * and the issues the result has. One rule for the change itself and for the statuses offered.
 */
export function trackingAfterStatus(
  tracking: Tracking,
  status: OrderStatus,
  day: string,
  createdOn: string,
  today: string,
): { tracking: Tracking; issues: TrackingIssue[] } {
  const reported = STATUS_TRACKING_DATE[status];
  const next =
    reported && tracking[reported].actual === null
      ? { ...tracking, [reported]: { ...tracking[reported], actual: day } }
      : tracking;
  return { tracking: next, issues: trackingIssues(next, createdOn, today, tracking) };
}
