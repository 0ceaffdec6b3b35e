import type { OrderStatus } from '../reference/enums.js';
import { ORDER_STATUS_TRANSITIONS } from './statuses.js';
import { trackingAfterStatus, type Tracking } from './tracking.js';

/**
 * The statuses a delivery order can be moved to now, in milestone order: those the transition
 * table allows whose tracking date, filled with the caller's today, passes the date rules. A
 * pickup or a delivery before the planned ready date is not offered (its actual date would come
 * before the ready date, and no day between the ready date and today exists to name instead);
 * the carrier moves the planned ready date first. Each status offered can be taken with today,
 * the day the status form proposes.
 */
export function statusesOpenNow(
  current: { status: OrderStatus; tracking: Tracking },
  createdOn: string,
  today: string,
): OrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[current.status].filter(
    (to) => trackingAfterStatus(current.tracking, to, today, createdOn, today).issues.length === 0,
  );
}
