import type { Language, Order, OrderEvent, OrderListItem, OrderListQuery } from '@cargo/domain';
import type { Page } from '../../db/list.js';
import type { Caller } from '../auth/index.js';
import { tenantOf } from '../organizations/index.js';
import { visibleOrder, type Standing } from './order-access.js';
import { orderHistory } from './order-history.repo.js';
import { listOrders } from './order-lists.repo.js';
import { hiddenFor, orderEnds, toOrder, toOrderEvent, toOrderListItem } from './order-view.js';
import type { OrdersContext } from './orders-context.js';
import { deliveryOrdersOf, organizationNames, usersByIds, type OrderRow } from './orders.repo.js';

/** The order as the caller may see it (`standing`), its route named in the language. */
export async function viewOrder(
  { db, calculations }: OrdersContext,
  order: OrderRow,
  caller: Caller,
  standing: Standing,
  language: Language,
  today: string,
): Promise<Order> {
  const deliveries = await deliveryOrdersOf(db, [order.id]);
  const route = await calculations.routeView(order.legs, orderEnds(order), language, hiddenFor(caller, standing));
  const organizations = await organizationNames(db, [
    order.organizationId,
    ...deliveries.map((delivery) => delivery.carrierOrganizationId),
  ]);
  const users = await usersByIds(db, [order.ownerUserId, order.managerUserId]);
  return toOrder(order, deliveries, route, { organizations, users }, caller, standing, today);
}

/** An order the caller may see; others are not found. */
export async function getOrder(
  context: OrdersContext,
  caller: Caller,
  id: number,
  language: Language,
  today: string,
): Promise<Order> {
  const { order, standing } = await visibleOrder(context.db, caller, id);
  return viewOrder(context, order, caller, standing, language, today);
}

/** A page of the orders the caller sees, each with its delivery orders, people and ends. */
export async function listOrderItems(
  { db, calculations }: OrdersContext,
  caller: Caller,
  query: OrderListQuery,
  language: Language,
): Promise<Page<OrderListItem>> {
  const page = await listOrders(db, { organizationId: tenantOf(caller), userId: caller.userId }, query);
  const deliveries = await deliveryOrdersOf(
    db,
    page.items.map((order) => order.id),
  );
  const organizations = await organizationNames(db, [
    ...page.items.map((order) => order.organizationId),
    ...deliveries.map((delivery) => delivery.carrierOrganizationId),
  ]);
  const users = await usersByIds(
    db,
    page.items.map((order) => order.ownerUserId),
  );
  const ends = await calculations.routeViews(
    page.items.map((order) => ({ legs: [], ends: orderEnds(order) })),
    language,
  );
  const items = page.items.map((order, at) =>
    toOrderListItem(
      order,
      deliveries.filter((delivery) => delivery.orderId === order.id),
      ends[at]!,
      { organizations, users },
      caller,
    ),
  );
  return { items, total: page.total };
}

/** What happened to the order, oldest first; a carrier sees the lines of its own delivery orders only. */
export async function orderEvents({ db }: OrdersContext, caller: Caller, id: number): Promise<OrderEvent[]> {
  const { standing } = await visibleOrder(db, caller, id);
  const own =
    standing === 'carrier'
      ? new Set(
          (await deliveryOrdersOf(db, [id]))
            .filter((delivery) => delivery.carrierOrganizationId === caller.organizationId)
            .map((delivery) => delivery.id),
        )
      : null;
  const events = (await orderHistory(db, id)).flatMap((row) => {
    const event = toOrderEvent(row);
    return event && (!own || event.deliveryOrderId === null || own.has(event.deliveryOrderId)) ? [event] : [];
  });
  return events;
}

/** Whether the caller may open the order (a link in a mail, say), without a 404. */
export async function canOpenOrder({ db }: OrdersContext, caller: Caller, id: number): Promise<boolean> {
  try {
    await visibleOrder(db, caller, id);
    return true;
  } catch {
    return false;
  }
}
