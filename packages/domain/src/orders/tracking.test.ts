import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../reference/enums.js';
import { statusesOpenNow } from './next-statuses.js';
import {
  canChangeStatus,
  ORDER_LIST_FILTERS,
  ORDER_STATUS_TRANSITIONS,
  orderStatusOf,
  STATUSES_BY_MILESTONE,
} from './statuses.js';
import {
  earliestActual,
  initialTracking,
  STATUS_TRACKING_DATE,
  TRACKING_DATES,
  trackingAfterStatus,
  trackingIssues,
} from './tracking.js';

describe('tracking dates', () => {
  it('start with the pickup planned on the ready date and nothing else', () => {
    const tracking = initialTracking('2026-12-01');
    expect(tracking.PICKUP_READY).toEqual({ planned: '2026-12-01', actual: null });
    expect(TRACKING_DATES.filter((date) => tracking[date].planned ?? tracking[date].actual)).toEqual(['PICKUP_READY']);
  });

  it('refuse an actual date before the planned ready date', () => {
    const tracking = initialTracking('2026-12-01');
    tracking.ORIGIN_HUB_DEPARTURE.actual = '2026-11-30';
    tracking.PICKUP_LOADING.actual = '2026-12-01';
    expect(trackingIssues(tracking, '2026-11-28', '2026-12-05')).toEqual([
      { fieldName: 'tracking.ORIGIN_HUB_DEPARTURE.actual', message: 'orders.actualBeforeReady' },
    ]);
  });

  it('refuse a ready date before the order was made and an actual date after today', () => {
    const tracking = initialTracking('2026-11-27');
    tracking.DELIVERY.actual = '2026-11-29';
    expect(trackingIssues(tracking, '2026-11-28', '2026-11-28')).toEqual([
      { fieldName: 'tracking.PICKUP_READY.planned', message: 'orders.readyBeforeCreation' },
      { fieldName: 'tracking.DELIVERY.actual', message: 'orders.actualInFuture' },
    ]);
  });

  it('are reported by the statuses a carrier reaches on the way', () => {
    expect(STATUS_TRACKING_DATE.IN_TRANSIT).toBe('ORIGIN_HUB_DEPARTURE');
    expect(STATUS_TRACKING_DATE.DELIVERED).toBe('DELIVERY');
    expect(STATUS_TRACKING_DATE.CONFIRMED).toBeUndefined();
  });
});

describe('an order of several delivery orders', () => {
  it('is where its first active delivery order is', () => {
    expect(orderStatusOf(['COMPLETED', 'IN_TRANSIT', 'NEW'])).toBe('IN_TRANSIT');
    expect(orderStatusOf(['NEW', 'CONFIRMED'])).toBe('NEW');
  });

  it('ends as its last delivery order ended, and is cancelled only when all are', () => {
    expect(orderStatusOf(['COMPLETED', 'COMPLETED'])).toBe('COMPLETED');
    expect(orderStatusOf(['CANCELLED', 'COMPLETED'])).toBe('COMPLETED');
    expect(orderStatusOf(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
  });
});

describe('the list filters', () => {
  it('show a booking received, confirmed, on hold', () => {
    expect(ORDER_LIST_FILTERS.BOOKING_RECEIVED).toEqual(['NEW']);
    expect(ORDER_LIST_FILTERS.BOOKING_CONFIRMED).toEqual(['CONFIRMED']);
    expect(ORDER_LIST_FILTERS.STANDBY).toEqual(['STANDBY']);
  });

  it('count as not delivered every active status from which DELIVERED is still ahead', () => {
    const notDelivered = ORDER_STATUSES.filter(
      (status) => status !== 'DELIVERED' && (canChangeStatus(status, 'DELIVERED') || status === 'STANDBY'),
    );
    expect([...ORDER_LIST_FILTERS.NOT_DELIVERED].sort()).toEqual([...notDelivered].sort());
  });
});

describe('the money dates and the statuses open now', () => {
  it('take an invoice and a payment before the planned ready date, not before the order was made', () => {
    const tracking = initialTracking('2026-12-20');
    tracking.PAYMENT.actual = '2026-12-05';
    tracking.INVOICE.actual = '2026-11-30';
    expect(trackingIssues(tracking, '2026-12-01', '2026-12-05')).toEqual([
      { fieldName: 'tracking.INVOICE.actual', message: 'orders.actualBeforeCreation' },
    ]);
    expect(earliestActual('PAYMENT', tracking, '2026-12-01')).toBe('2026-12-01');
    expect(earliestActual('DELIVERY', tracking, '2026-12-01')).toBe('2026-12-20');
  });

  it('hold the future rule only for the dates that change', () => {
    const before = initialTracking('2026-12-01');
    before.PICKUP_LOADING.actual = '2026-12-06';
    const after = { ...before, DELIVERY: { planned: '2026-12-30', actual: null } };
    expect(trackingIssues(after, '2026-12-01', '2026-12-05', before)).toEqual([]);
    expect(trackingIssues(after, '2026-12-01', '2026-12-05')).toHaveLength(1);
  });

  it('offer in milestone order exactly the changes that pass with today', () => {
    const byMilestone = (list: readonly string[]) =>
      [...list].sort((a, b) => STATUSES_BY_MILESTONE.indexOf(a as never) - STATUSES_BY_MILESTONE.indexOf(b as never));
    for (const ready of ['2026-12-01', '2026-12-05', '2026-12-09']) {
      for (const status of ORDER_STATUSES) {
        const current = { status, tracking: initialTracking(ready) };
        const open = statusesOpenNow(current, '2026-12-01', '2026-12-05');
        expect(open).toEqual(byMilestone(open));
        for (const to of ORDER_STATUS_TRANSITIONS[status]) {
          const passes = trackingAfterStatus(current.tracking, to, '2026-12-05', '2026-12-01', '2026-12-05').issues;
          expect(open.includes(to), `${status} → ${to}, ready ${ready}`).toBe(passes.length === 0);
        }
      }
    }
    const notReady = statusesOpenNow(
      { status: 'CONFIRMED', tracking: initialTracking('2026-12-09') },
      '2026-12-01',
      '2026-12-05',
    );
    expect(notReady).not.toContain('PICKED_UP');
    expect(notReady).not.toContain('DELIVERED');
    expect(notReady).toContain('BILL');
  });
});
