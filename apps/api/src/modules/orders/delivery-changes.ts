import {
  canChangeStatus,
  earliestDayAnywhere,
  readOrderStatus,
  STATUS_TRACKING_DATE,
  trackingAfterStatus,
  trackingIssues,
  type Logistics,
  type OrderEventAction,
  type OrderStatus,
  type PaymentState,
  type Tracking,
  type TrackingBody,
} from '@cargo/domain';
import { AppError, refuse } from '../../errors.js';
import type { DeliveryOrderRow, OrderRow } from './orders.repo.js';

/** A change of one delivery order: what to write, and the history line it leaves. */
export interface DeliveryChange {
  patch: Partial<Omit<DeliveryOrderRow, 'id' | 'orderId' | 'createdAt' | 'updatedAt'>>;
  action: OrderEventAction;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** A status change's day (the actual date it fills; today when not given) and a comment for the history. */
export interface StatusChangeInput {
  date?: string | null | undefined;
  comment?: string | null | undefined;
}

type Money = { amount: number; currency: string } | null;

/**
 * The day an order was made, as its tracking rules compare it: the earliest day it was anywhere
 * on Earth at its creation, so no caller is refused a ready date of their own today (an order
 * made at 01:00 UTC is still yesterday's in Los Angeles, and its client's ready date with it).
 */
export const createdOn = (order: OrderRow): string => earliestDayAnywhere(order.createdAt);

/** The tracking refused when it breaks the spec's date rules, with the fields it breaks them in. */
function checked(tracking: Tracking, before: Tracking, order: OrderRow, today: string): Tracking {
  const issues = trackingIssues(tracking, createdOn(order), today, before);
  if (issues.length > 0) throw refuse(issues);
  return tracking;
}

function copyTracking(tracking: Tracking): Tracking {
  return Object.fromEntries(Object.entries(tracking).map(([date, day]) => [date, { ...day }])) as Tracking;
}

/**
 * Each change a delivery order takes, as a pure step from the row read under the order's lock
 * to the change to write; a refused change throws before anything is written. `today` is the
 * caller's day (the zone of its X-Timezone header).
 */
export function deliveryChanges(today: string) {
  function status(
    current: DeliveryOrderRow,
    input: StatusChangeInput & { status: OrderStatus },
    order: OrderRow,
    action: OrderEventAction = 'STATUS',
  ): DeliveryChange {
    if (!canChangeStatus(current.status, input.status))
      throw new AppError('CONFLICT', {
        message: 'orders.statusNotAllowed',
        params: { from: current.status, to: input.status },
      });
    const reported = STATUS_TRACKING_DATE[input.status];
    const { tracking, issues } = trackingAfterStatus(
      current.tracking,
      input.status,
      input.date ?? today,
      createdOn(order),
      today,
    );
    if (issues.length > 0) throw refuse(issues);
    return {
      patch: { status: input.status, tracking },
      action,
      before: { status: current.status },
      after: {
        status: input.status,
        ...(reported ? { date: tracking[reported].actual } : {}),
        ...(input.comment ? { comment: input.comment } : {}),
      },
    };
  }

  return {
    status,

    /**
     * A cargo status sent by name while automatic tracking is off: a status of the list moves the
     * delivery order as a status change does; any other name is kept as the carrier's own
     * wording of where the cargo is, shown beside the status.
     */
    manualStatus(current: DeliveryOrderRow, input: { name: string; date?: string | null }, order: OrderRow) {
      if (current.automaticTracking) throw new AppError('CONFLICT', { message: 'orders.automaticTracking' });
      const known = readOrderStatus(input.name.trim().toUpperCase());
      if (known) return status(current, { status: known, date: input.date }, order, 'MANUAL_STATUS');
      return {
        patch: { manualStatus: input.name.trim() },
        action: 'MANUAL_STATUS',
        before: { manualStatus: current.manualStatus },
        after: { manualStatus: input.name.trim() },
      } satisfies DeliveryChange;
    },

    tracking(current: DeliveryOrderRow, input: TrackingBody, order: OrderRow): DeliveryChange {
      const tracking = copyTracking(current.tracking);
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const { date, planned, actual } of input.dates) {
        before[date] = { ...current.tracking[date] };
        if (planned !== undefined) tracking[date].planned = planned;
        if (actual !== undefined) tracking[date].actual = actual;
        after[date] = { ...tracking[date] };
      }
      return {
        patch: { tracking: checked(tracking, current.tracking, order, today) },
        action: 'TRACKING',
        before,
        after,
      };
    },

    manualCost: (current: DeliveryOrderRow, input: { cost: Money }): DeliveryChange => ({
      patch: { manualCost: input.cost },
      action: 'MANUAL_COST',
      before: { manualCost: current.manualCost },
      after: { manualCost: input.cost },
    }),

    externalId: (current: DeliveryOrderRow, input: { externalId: string | null }): DeliveryChange => ({
      patch: { externalId: input.externalId },
      action: 'EXTERNAL_ID',
      before: { externalId: current.externalId },
      after: { externalId: input.externalId },
    }),

    /**
     * Paid fills the payment's actual date (the caller's today) when empty; not paid again leaves
     * the date as it was. A prepayment, before the planned ready date, is taken (MONEY_TRACKING_DATES).
     */
    payment(current: DeliveryOrderRow, input: { paymentState: PaymentState }, order: OrderRow): DeliveryChange {
      const tracking = copyTracking(current.tracking);
      if (input.paymentState === 'PAID' && tracking.PAYMENT.actual === null) tracking.PAYMENT.actual = today;
      return {
        patch: { paymentState: input.paymentState, tracking: checked(tracking, current.tracking, order, today) },
        action: 'PAYMENT',
        before: { paymentState: current.paymentState },
        after: { paymentState: input.paymentState },
      };
    },

    logistics: (current: DeliveryOrderRow, input: Logistics): DeliveryChange => ({
      patch: { logistics: input },
      action: 'LOGISTICS',
      before: { ...current.logistics },
      after: { ...input },
    }),

    notifications: (current: DeliveryOrderRow, input: { enabled: boolean }): DeliveryChange => ({
      patch: { notificationsEnabled: input.enabled },
      action: 'NOTIFICATIONS',
      before: { enabled: current.notificationsEnabled },
      after: { enabled: input.enabled },
    }),
  };
}
