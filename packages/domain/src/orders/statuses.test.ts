import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../reference/enums.js';
import {
  canChangeStatus,
  FINAL_ORDER_STATUSES,
  isFinalStatus,
  ORDER_STATUS_TRANSITIONS,
  orderStatusGroup,
  readOrderStatus,
} from './statuses.js';

/** Every status reachable from `start` through allowed changes. */
function reachable(start: OrderStatus): Set<OrderStatus> {
  const seen = new Set<OrderStatus>([start]);
  const queue = [start];
  for (let status = queue.shift(); status; status = queue.shift())
    for (const next of ORDER_STATUS_TRANSITIONS[status])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  return seen;
}

type Change = [from: OrderStatus, to: OrderStatus];

/** The table allows every change of `allowed` and refuses every one of `refused`; a failure names the change. */
function expectChanges(allowed: readonly Change[], refused: readonly Change[]): void {
  for (const [from, to] of allowed) expect(canChangeStatus(from, to), `${from} → ${to}`).toBe(true);
  for (const [from, to] of refused) expect(canChangeStatus(from, to), `${from} → ${to}`).toBe(false);
}

describe('delivery order status transitions', () => {
  it('names every status, and never a change to the same status', () => {
    expect(Object.keys(ORDER_STATUS_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_TRANSITIONS[status]).not.toContain(status);
  });

  it('ends at the final statuses: they lead only to the archive, and the archive nowhere', () => {
    for (const status of FINAL_ORDER_STATUSES) expect(ORDER_STATUS_TRANSITIONS[status]).toEqual(['ARCHIVED']);
    expect(ORDER_STATUS_TRANSITIONS.ARCHIVED).toEqual([]);
  });

  it('reaches every status from a new booking, and completion from every active status', () => {
    expect([...reachable('NEW')].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const status of ORDER_STATUSES)
      if (orderStatusGroup(status) === 'ACTIVE') expect(reachable(status).has('COMPLETED'), status).toBe(true);
  });

  it('moves forward along the milestones, skipping those a route does not pass', () => {
    expectChanges(
      [
        ['NEW', 'CONFIRMED'],
        ['CONFIRMED', 'IN_TRANSIT'],
        ['PICKED_UP', 'DELIVERED'],
      ],
      [
        ['IN_TRANSIT', 'CONFIRMED'],
        ['DELIVERED', 'IN_TRANSIT'],
        // Two names of one milestone: the pickup is recorded once.
        ['PICKED_UP', 'COLLECTED_FROM_SHIPPER'],
      ],
    );
  });

  it('moves either way on the main carriage, as a route of several legs does', () => {
    expectChanges(
      [
        ['ARRIVED_TO_TRANSIT_HUB', 'IN_TRANSIT'],
        ['CUSTOMS_CLEARANCE', 'IN_TRANSIT'],
        ['ARRIVED_TO_DESTINATION_HUB', 'CUSTOMS_CLEARANCE'],
      ],
      [['ARRIVED_TO_DESTINATION_HUB', 'ARRIVED_TO_DEPARTURE_HUB']],
    );
  });

  it('cancels and holds only before the delivery, and completes only after it', () => {
    expectChanges(
      [
        ['IN_TRANSIT', 'CANCELLED'],
        ['DELIVERED', 'COMPLETED'],
        ['BILL', 'COMPLETED'],
        ['AWAITING_PAYMENT', 'COMPLETED'],
      ],
      [
        ['DELIVERED', 'CANCELLED'],
        ['BILL', 'STANDBY'],
        ['NEW', 'COMPLETED'],
        ['IN_TRANSIT', 'COMPLETED'],
      ],
    );
  });

  it('resumes a hold at a milestone up to the delivery, or cancels it', () => {
    expectChanges(
      [
        ['CONFIRMED', 'STANDBY'],
        ['STANDBY', 'IN_TRANSIT'],
        ['STANDBY', 'DELIVERED'],
        ['STANDBY', 'CANCELLED'],
      ],
      [
        ['STANDBY', 'NEW'],
        ['STANDBY', 'BILL'],
        ['STANDBY', 'COMPLETED'],
        ['STANDBY', 'ARCHIVED'],
      ],
    );
  });
});

describe('delivery order status names and groups', () => {
  it('reads the legacy CANCELED as CANCELLED and refuses names it does not know', () => {
    expect(readOrderStatus('CANCELED')).toBe('CANCELLED');
    expect(readOrderStatus('IN_TRANSIT')).toBe('IN_TRANSIT');
    expect(readOrderStatus('in_transit')).toBeUndefined();
    expect(readOrderStatus('SHIPPED')).toBeUndefined();
  });

  it('puts the final statuses and the archive in INACTIVE, the rest in ACTIVE', () => {
    const inactive = ORDER_STATUSES.filter((status) => orderStatusGroup(status) === 'INACTIVE');
    expect(inactive.sort()).toEqual(['ARCHIVED', 'CANCELLED', 'COMPLETED']);
    expect(ORDER_STATUSES.filter(isFinalStatus).sort()).toEqual(['CANCELLED', 'COMPLETED']);
  });
});
