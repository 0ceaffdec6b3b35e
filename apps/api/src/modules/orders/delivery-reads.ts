import type { DeliveryOrder, DeliveryOrderListItem, DeliveryOrderListQuery, Language } from '@cargo/domain';
import type { Page } from '../../db/list.js';
import type { Caller } from '../auth/index.js';
import { tenantOf } from '../organizations/index.js';
import { visibleDelivery, visibleOrder, type Standing } from './order-access.js';
import { listDeliveryOrders, ordersByIds } from './order-lists.repo.js';
import { hiddenFor, orderEnds, toDeliveryOrder, toDeliveryOrderListItem } from './order-view.js';
import type { OrdersContext } from './orders-context.js';
import { deliveryOrdersOf, organizationNames, type DeliveryOrderRow, type OrderRow } from './orders.repo.js';

/** Delivery orders of `order` as the caller may see them (`standing`), the order's route named in the language. */
export async function deliveryViews(
  { db, calculations }: OrdersContext,
  order: OrderRow,
  rows: readonly DeliveryOrderRow[],
  caller: Caller,
  standing: Standing,
  language: Language,
  today: string,
): Promise<DeliveryOrder[]> {
  const route = await calculations.routeView(order.legs, orderEnds(order), language, hiddenFor(caller, standing));
  const names = await organizationNames(
    db,
    rows.map((row) => row.carrierOrganizationId),
  );
  return rows.map((row) => toDeliveryOrder(row, order, route, names, caller, today));
}

/** A delivery order the caller may see; others are not found. */
export async function getDelivery(
  context: OrdersContext,
  caller: Caller,
  id: number,
  language: Language,
  today: string,
): Promise<DeliveryOrder> {
  const { delivery, order, standing } = await visibleDelivery(context.db, caller, id);
  return (await deliveryViews(context, order, [delivery], caller, standing, language, today))[0]!;
}

/** A page of the delivery orders the caller sees, each with its order's ends (amounts withheld). */
export async function listDeliveryItems(
  { db, calculations }: OrdersContext,
  caller: Caller,
  query: DeliveryOrderListQuery,
  language: Language,
): Promise<Page<DeliveryOrderListItem>> {
  const page = await listDeliveryOrders(db, { organizationId: tenantOf(caller), userId: caller.userId }, query);
  const parents = await ordersByIds(
    db,
    page.items.map((row) => row.orderId),
  );
  const names = await organizationNames(db, [
    ...page.items.map((row) => row.carrierOrganizationId),
    ...[...parents.values()].map((order) => order.organizationId),
  ]);
  const routes = await calculations.routeViews(
    page.items.map((row) => {
      const order = parents.get(row.orderId)!;
      return { legs: order.legs, ends: orderEnds(order), hidden: () => true };
    }),
    language,
  );
  const items = page.items.map((row, at) =>
    toDeliveryOrderListItem(row, parents.get(row.orderId)!, routes[at]!, names, caller),
  );
  return { items, total: page.total };
}

/** The order's delivery orders the caller sees (its request group): a carrier's own only. */
export async function deliveryGroup(
  context: OrdersContext,
  caller: Caller,
  orderId: number,
  language: Language,
  today: string,
): Promise<DeliveryOrder[]> {
  const { order, standing } = await visibleOrder(context.db, caller, orderId);
  const rows = (await deliveryOrdersOf(context.db, [orderId])).filter(
    (row) => standing !== 'carrier' || row.carrierOrganizationId === caller.organizationId,
  );
  return deliveryViews(context, order, rows, caller, standing, language, today);
}
