import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../reference/enums.js';
import { canChangeStatus, ORDER_LIST_FILTERS, orderStatusOf } from './statuses.js';
import { initialTracking, STATUS_TRACKING_DATE, TRACKING_DATES, trackingIssues } from './tracking.js';

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
