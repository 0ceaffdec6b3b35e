import { and, eq, inArray, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  INACTIVE_ORDER_STATUSES,
  ORDER_LIST_FILTERS,
  type DELIVERY_ORDER_LIST,
  type DeliveryOrderListQuery,
  type ORDER_LIST,
  type OrderListQuery,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { containsPattern, type Page } from '../../db/list.js';
import { listPage } from '../../db/list-filters.js';
import { deliveryOrders, orders } from './orders.schema.js';
import { visibleOrders, type DeliveryOrderRow, type OrderRow } from './orders.repo.js';

/** Who lists: a non-operator's organization (undefined for operators), and the user for personal orders. */
export interface ListViewer {
  organizationId: number | undefined;
  userId: number;
}

type Extras = Pick<OrderListQuery, 'search' | 'group' | 'filter' | 'personal'>;

/** The conditions every orders list takes besides its typed filters: search, status group and filter, personal. */
function extrasSql(extras: Extras, status: SQLWrapper, userId: number): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (extras.search) {
    const pattern = containsPattern(extras.search);
    conditions.push(or(sql`${orders.number} ilike ${pattern}`, sql`${orders.internalId} ilike ${pattern}`));
  }
  const inactive = [...INACTIVE_ORDER_STATUSES];
  if (extras.group === 'ACTIVE') conditions.push(notInArray(status as never, inactive));
  if (extras.group === 'INACTIVE') conditions.push(inArray(status as never, inactive));
  if (extras.filter) conditions.push(inArray(status as never, [...ORDER_LIST_FILTERS[extras.filter]]));
  if (extras.personal) conditions.push(or(eq(orders.ownerUserId, userId), eq(orders.managerUserId, userId)));
  return conditions;
}

const ORDER_COLUMNS = {
  number: orders.number,
  createdAt: orders.createdAt,
  readyDate: orders.readyDate,
  status: orders.status,
  internalId: orders.internalId,
  totalUsd: orders.totalUsd,
} satisfies Record<keyof typeof ORDER_LIST, SQLWrapper>;

/** Orders the viewer sees, newest first unless sorted otherwise. */
export function listOrders(db: Db, viewer: ListViewer, query: OrderListQuery): Promise<Page<OrderRow>> {
  return listPage({
    db,
    from: orders,
    columns: ORDER_COLUMNS,
    where: and(visibleOrders(viewer.organizationId), ...extrasSql(query, orders.status, viewer.userId)),
    query: query.sort ? query : { ...query, sort: { field: 'createdAt', direction: 'desc' } },
    tieBreaker: orders.id,
    map: (row) => row,
  });
}

/** A column of the delivery order's order, for a one-table list of delivery orders. */
const ofOrder = (column: SQLWrapper) =>
  sql`(select ${column} from ${orders} where ${orders.id} = ${deliveryOrders.orderId})`;

const DELIVERY_COLUMNS = {
  number: sql`(${ofOrder(orders.number)} || '-' || ${deliveryOrders.position})`,
  createdAt: deliveryOrders.createdAt,
  status: deliveryOrders.status,
  paymentState: deliveryOrders.paymentState,
  externalId: deliveryOrders.externalId,
} satisfies Record<keyof typeof DELIVERY_ORDER_LIST, SQLWrapper>;

/**
 * Delivery orders the viewer sees: its organization's orders' and those it carries. The order's
 * conditions (search, personal) hold through an exists on the order.
 */
export function listDeliveryOrders(
  db: Db,
  viewer: ListViewer,
  query: DeliveryOrderListQuery,
): Promise<Page<DeliveryOrderRow>> {
  const { group, filter, ...orderExtras } = query;
  const ofTheOrder = and(
    eq(orders.id, deliveryOrders.orderId),
    viewer.organizationId === undefined
      ? undefined
      : or(
          eq(orders.organizationId, viewer.organizationId),
          eq(deliveryOrders.carrierOrganizationId, viewer.organizationId),
        ),
    ...extrasSql({ ...orderExtras, group: 'ALL' }, orders.status, viewer.userId),
  );
  return listPage({
    db,
    from: deliveryOrders,
    columns: DELIVERY_COLUMNS,
    where: and(
      sql`exists (select 1 from ${orders} where ${ofTheOrder})`,
      ...extrasSql({ group, filter }, deliveryOrders.status, viewer.userId),
    ),
    query: query.sort ? query : { ...query, sort: { field: 'createdAt', direction: 'desc' } },
    tieBreaker: deliveryOrders.id,
    map: (row) => row,
  });
}

export async function ordersByIds(db: Db, ids: readonly number[]): Promise<Map<number, OrderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
