import {
  isOperator,
  LEG_MODES,
  ORDER_EVENTS,
  orderStatusGroup,
  personName,
  statusesOpenNow,
  shareStretches,
  shownFees,
  TRACKING_DATES,
  type DeliveryOrder,
  type DeliveryOrderListItem,
  type LegMode,
  type Money,
  type Order,
  type OrderEvent,
  type OrderListItem,
  type PointKey,
} from '@cargo/domain';
import type { Caller } from '../auth/index.js';
import type { RouteView } from '../pricing/index.js';
import type { StoredQuoteLeg } from '../../db/schema.js';
import { createdOn } from './delivery-changes.js';
import { works, type Standing } from './order-access.js';
import type { orderHistory } from './order-history.repo.js';
import type { DeliveryOrderRow, OrderRow, UserFacts } from './orders.repo.js';

export const orderEnds = (order: Pick<OrderRow, 'fromPoint' | 'toPoint'>): [PointKey, PointKey] => [
  order.fromPoint as PointKey,
  order.toPoint as PointKey,
];

/** A carrier sees the amounts of the legs it sells only; the owner and operators see all. */
export function hiddenFor(caller: Caller, standing: Standing): (leg: StoredQuoteLeg) => boolean {
  return standing === 'carrier' ? (leg) => leg.organizationId !== caller.organizationId : () => false;
}

/** The legs' cost with VAT, per currency in the order the legs name them. */
export function costOf(legs: readonly StoredQuoteLeg[]): Money[] {
  const sums = new Map<string, number>();
  for (const leg of legs) sums.set(leg.currency, (sums.get(leg.currency) ?? 0) + leg.cost + leg.vat);
  return [...sums].map(([currency, amount]) => ({ amount, currency }));
}

const named = (id: number, names: ReadonlyMap<number, string>) => ({ id, name: names.get(id) ?? '—' });

const userNamed = (user: UserFacts | undefined) =>
  user ? { id: user.id, name: personName({ ...user, middleName: user.middleName }) } : null;

/**
 * A delivery order as the caller sees it. `today` is the caller's day, which decides the
 * statuses offered next; null where the view is only read for its other fields (a list line).
 */
export function toDeliveryOrder(
  row: DeliveryOrderRow,
  order: OrderRow,
  route: RouteView,
  organizations: ReadonlyMap<number, string>,
  caller: Caller,
  today: string | null,
): DeliveryOrder {
  const legs = row.legIndexes.map((index) => route.legs[index]!);
  const stored = row.legIndexes.map((index) => order.legs[index]!);
  const modes = new Set<LegMode>(legs.map((leg) => leg.mode));
  return {
    id: row.id,
    orderId: order.id,
    orderNumber: order.number,
    number: `${order.number}-${row.position}`,
    position: row.position,
    status: row.status,
    statusGroup: orderStatusGroup(row.status),
    carrierOrganizationId: row.carrierOrganizationId,
    carrier: named(row.carrierOrganizationId, organizations),
    stretches: shareStretches(legs),
    modes: LEG_MODES.filter((mode) => modes.has(mode)),
    legIndexes: row.legIndexes,
    cost: costOf(stored),
    manualCost: row.manualCost ?? null,
    externalId: row.externalId,
    paymentState: row.paymentState,
    automaticTracking: row.automaticTracking,
    manualStatus: row.manualStatus,
    notificationsEnabled: row.notificationsEnabled,
    tracking: TRACKING_DATES.map((date) => ({ date, ...row.tracking[date] })),
    logistics: row.logistics,
    nextStatuses: today !== null && works(caller, row) ? statusesOpenNow(row, createdOn(order), today) : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOrder(
  order: OrderRow,
  deliveries: readonly DeliveryOrderRow[],
  route: RouteView,
  people: { organizations: ReadonlyMap<number, string>; users: ReadonlyMap<number, UserFacts> },
  caller: Caller,
  standing: Standing,
  today: string,
): Order {
  const shown =
    standing === 'carrier'
      ? deliveries.filter((delivery) => delivery.carrierOrganizationId === caller.organizationId)
      : deliveries;
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    readyDate: order.readyDate,
    status: order.status,
    statusGroup: orderStatusGroup(order.status),
    organization: named(order.organizationId, people.organizations),
    owner: userNamed(order.ownerUserId === null ? undefined : people.users.get(order.ownerUserId)),
    manager: userNamed(order.managerUserId === null ? undefined : people.users.get(order.managerUserId)),
    calculationId: order.calculationId,
    quotationId: order.quotationId,
    from: route.from,
    to: route.to,
    cargo: order.request.cargo,
    price:
      standing === 'carrier'
        ? null
        : {
            total: order.total,
            totalUsd: order.totalUsd,
            totals: Object.entries(order.totals).map(([currency, amount]) => ({ amount, currency })),
            transitDays: order.transitDays,
            ...shownFees(caller, { commission: order.commission ?? null, sellerReward: order.sellerReward ?? null }),
          },
    details: order.details,
    legs: route.legs,
    transitHubs: route.transitHubs,
    deliveryOrders: shown.map((delivery) =>
      toDeliveryOrder(delivery, order, route, people.organizations, caller, today),
    ),
    documents: [],
    manageable: standing === 'operator',
  };
}

/** A delivery order in a list, with its order's number, client and ready date. */
export function toDeliveryOrderListItem(
  row: DeliveryOrderRow,
  order: OrderRow,
  route: RouteView,
  organizations: ReadonlyMap<number, string>,
  caller: Caller,
): DeliveryOrderListItem {
  const view = toDeliveryOrder(row, order, route, organizations, caller, null);
  return {
    id: row.id,
    orderId: order.id,
    orderNumber: order.number,
    number: view.number,
    status: row.status,
    statusGroup: view.statusGroup,
    carrier: view.carrier,
    client: named(order.organizationId, organizations),
    stretches: view.stretches,
    readyDate: order.readyDate,
    internalId: order.internalId,
    paymentState: row.paymentState,
    externalId: row.externalId,
    createdAt: view.createdAt,
  };
}

/** An order in a list: the carrier's own delivery orders and no price for a carrier, as `toOrder`. */
export function toOrderListItem(
  order: OrderRow,
  deliveries: readonly DeliveryOrderRow[],
  ends: Pick<RouteView, 'from' | 'to'>,
  people: { organizations: ReadonlyMap<number, string>; users: ReadonlyMap<number, UserFacts> },
  caller: Caller,
): OrderListItem {
  const carrierOnly = isCarrierOnly(caller, order);
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    readyDate: order.readyDate,
    status: order.status,
    statusGroup: orderStatusGroup(order.status),
    organization: named(order.organizationId, people.organizations),
    owner: userNamed(order.ownerUserId === null ? undefined : people.users.get(order.ownerUserId)),
    from: ends.from,
    to: ends.to,
    internalId: order.internalId,
    total: carrierOnly ? null : order.total,
    transitDays: order.transitDays,
    deliveryOrders: deliveries
      .filter((delivery) => !carrierOnly || delivery.carrierOrganizationId === caller.organizationId)
      .map((delivery) => ({
        id: delivery.id,
        number: `${order.number}-${delivery.position}`,
        status: delivery.status,
        carrier: named(delivery.carrierOrganizationId, people.organizations),
      })),
  };
}

/** The caller reaches the order as a carrier only: not an operator, not of the owner's organization. */
function isCarrierOnly(caller: Caller, order: Pick<OrderRow, 'organizationId'>): boolean {
  return !isOperator(caller) && order.organizationId !== caller.organizationId;
}

/** An audit row of the order as a line of its history; a row of an action no longer known is left out. */
export function toOrderEvent(row: Awaited<ReturnType<typeof orderHistory>>[number]): OrderEvent | null {
  if (!(ORDER_EVENTS as readonly string[]).includes(row.action)) return null;
  const { deliveryOrderId: fromBefore, ...before } = (row.before ?? {}) as Record<string, unknown>;
  const { deliveryOrderId: fromAfter, ...after } = (row.after ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    at: row.at.toISOString(),
    user:
      row.userId === null
        ? null
        : {
            id: row.userId,
            name: personName({
              firstName: row.firstName ?? '',
              lastName: row.lastName ?? '',
              middleName: row.middleName,
            }),
          },
    action: row.action as OrderEvent['action'],
    deliveryOrderId: (fromAfter ?? fromBefore ?? null) as number | null,
    before: row.before === null ? null : before,
    after: row.after === null ? null : after,
  };
}
