import { ORDER_STATUSES, type ORDER_STATUS_GROUPS, type OrderStatus } from '../reference/enums.js';

/**
 * What a delivery order's status may become (Product specification, domain §4 lists the statuses and leaves the
 * transitions open; docs/decisions.md D78, says why
 * these). The order moves along its milestones and may skip those its route has not (a road
 * delivery passes no hub); on the main carriage it moves between the carriage's statuses as a
 * route of several legs does; it may wait on STANDBY and resume; it is cancelled before delivery,
 * completed only once delivered, and archived only once final.
 */

/** COMPLETED and CANCELLED end an order; only the archive follows them. */
export const FINAL_ORDER_STATUSES = ['COMPLETED', 'CANCELLED'] as const satisfies readonly OrderStatus[];

/** The list group INACTIVE: the final statuses and the archive; every other status is ACTIVE. */
export const INACTIVE_ORDER_STATUSES = [...FINAL_ORDER_STATUSES, 'ARCHIVED'] as const satisfies readonly OrderStatus[];

export type OrderStatusGroup = (typeof ORDER_STATUS_GROUPS)[number];

export function isFinalStatus(status: OrderStatus): boolean {
  return (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

export function orderStatusGroup(status: OrderStatus): OrderStatusGroup {
  return (INACTIVE_ORDER_STATUSES as readonly OrderStatus[]).includes(status) ? 'INACTIVE' : 'ACTIVE';
}

/** A stored or sent status name: the legacy spelling CANCELED is read as CANCELLED; unknown names are undefined. */
export function readOrderStatus(name: string): OrderStatus | undefined {
  if (name === 'CANCELED') return 'CANCELLED';
  return (ORDER_STATUSES as readonly string[]).includes(name) ? (name as OrderStatus) : undefined;
}

/**
 * The milestones in the order they happen, from the booking to the payment. Two names of one
 * milestone share a step (carriers use either): the pickup, and the arrival at a hub on the way.
 */
const MILESTONES: readonly (readonly OrderStatus[])[] = [
  ['NEW'],
  ['PLANNING'],
  ['CONFIRMED'],
  ['WAITING_CARGO'],
  ['LOADING_COORDINATION'],
  ['COLLECTED_FROM_SHIPPER', 'PICKED_UP'],
  ['CARGO_SENT'],
  ['ARRIVED_TO_DEPARTURE_HUB'],
  ['IN_TRANSIT'],
  ['ARRIVED_TO_TRANSIT_HUB', 'ARRIVED_TO_HUB'],
  ['CUSTOMS_CLEARANCE'],
  ['ARRIVED_TO_DESTINATION_HUB'],
  ['AT_DESTINATION'],
  ['DELIVERED'],
  ['BILL'],
  ['AWAITING_PAYMENT'],
  ['COMPLETED'],
];

/**
 * The main carriage: a route of several legs arrives at a hub and leaves it again, and clears
 * customs at either end, so within these an order moves either way.
 */
const CARRIAGE: readonly OrderStatus[] = [
  'IN_TRANSIT',
  'ARRIVED_TO_TRANSIT_HUB',
  'ARRIVED_TO_HUB',
  'CUSTOMS_CLEARANCE',
  'ARRIVED_TO_DESTINATION_HUB',
];

/** An order is completed only once its cargo is delivered. */
const COMPLETED_FROM: readonly OrderStatus[] = ['DELIVERED', 'BILL', 'AWAITING_PAYMENT'];

/**
 * Every status in the order a person reads them: the milestones as they happen, then the hold,
 * the cancellation and the archive. Lists of statuses offered follow it, not the enum's order.
 */
export const STATUSES_BY_MILESTONE: readonly OrderStatus[] = [...MILESTONES.flat(), 'STANDBY', 'CANCELLED', 'ARCHIVED'];

const stepOf = new Map<OrderStatus, number>(MILESTONES.flatMap((names, at) => names.map((name) => [name, at])));
const step = (status: OrderStatus) => stepOf.get(status) as number;
const DELIVERED_STEP = step('DELIVERED');
/** Where an order on hold may resume: any milestone after the booking, up to the delivery. */
const RESUMED_AT = MILESTONES.slice(1, DELIVERED_STEP + 1).flat();

function allowedFrom(from: OrderStatus): OrderStatus[] {
  if (from === 'ARCHIVED') return [];
  if (isFinalStatus(from)) return ['ARCHIVED'];
  // A hold is taken on the way and resumes at whichever milestone the order has reached by then
  // (the table cannot know which it left), up to the delivery; or it ends the order.
  if (from === 'STANDBY') return STATUSES_BY_MILESTONE.filter((to) => to === 'CANCELLED' || RESUMED_AT.includes(to));
  const beforeDelivery = step(from) < DELIVERED_STEP;
  return STATUSES_BY_MILESTONE.filter((to) => {
    if (to === from || to === 'ARCHIVED') return false;
    if (to === 'STANDBY' || to === 'CANCELLED') return beforeDelivery;
    if (to === 'COMPLETED') return COMPLETED_FROM.includes(from);
    if (CARRIAGE.includes(from) && CARRIAGE.includes(to)) return true;
    return step(to) > step(from);
  });
}

/** Every status and the statuses it may become, in milestone order (STATUSES_BY_MILESTONE). */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = Object.freeze(
  Object.fromEntries(ORDER_STATUSES.map((from) => [from, Object.freeze(allowedFrom(from))])) as Record<
    OrderStatus,
    readonly OrderStatus[]
  >,
);

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** The list filters beside the status groups (Product specification, domain §4): each is the statuses it shows. */
export const ORDER_LIST_FILTERS = {
  BOOKING_RECEIVED: ['NEW'],
  BOOKING_CONFIRMED: ['CONFIRMED'],
  STANDBY: ['STANDBY'],
  /** Still on its way: active and not yet at the delivery (the hold included). */
  NOT_DELIVERED: ORDER_STATUSES.filter(
    (status) => status === 'STANDBY' || (orderStatusGroup(status) === 'ACTIVE' && step(status) < DELIVERED_STEP),
  ),
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderListFilter = keyof typeof ORDER_LIST_FILTERS;

/**
 * The status of a whole order from its delivery orders in route order: the first that is still
 * active (where the cargo is now), else the last (how it ended); an order whose every delivery
 * order was cancelled is CANCELLED.
 */
export function orderStatusOf(statuses: readonly OrderStatus[]): OrderStatus {
  if (statuses.length === 0) return 'NEW';
  if (statuses.every((status) => status === 'CANCELLED')) return 'CANCELLED';
  const active = statuses.find((status) => orderStatusGroup(status) === 'ACTIVE');
  return active ?? (statuses[statuses.length - 1] as OrderStatus);
}
