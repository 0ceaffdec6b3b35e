import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BookingDetails, OrderStatus } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';
import { organizations, users } from '../../db/schema.js';
import { deliveryOrders, orders } from './orders.schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type DeliveryOrderRow = typeof deliveryOrders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'createdAt' | 'updatedAt' | 'status'>;
export type NewDeliveryOrder = Omit<typeof deliveryOrders.$inferInsert, 'id' | 'orderId' | 'createdAt' | 'updatedAt'>;

/**
 * Whom a non-operator's reads are confined to: the orders of its organization, and those where
 * it carries a leg. Operators are not confined (undefined).
 */
export function visibleOrders(organizationId: number | undefined): SQL | undefined {
  if (organizationId === undefined) return undefined;
  return sql`(${orders.organizationId} = ${organizationId} or exists (
    select 1 from ${deliveryOrders} mine
    where mine.order_id = ${orders.id} and mine.carrier_organization_id = ${organizationId}))`;
}

/** An order and its delivery orders, written in the caller's transaction; the number is drawn from its sequence. */
export async function insertOrder(
  tx: Db,
  order: NewOrder,
  deliveries: readonly NewDeliveryOrder[],
): Promise<{ order: OrderRow; deliveries: DeliveryOrderRow[] }> {
  const [written] = await tx
    .insert(orders)
    .values({ ...order, number: sql`'CM-' || nextval('order_numbers')` })
    .returning();
  const rows = await tx
    .insert(deliveryOrders)
    .values(deliveries.map((delivery) => ({ ...delivery, orderId: written!.id })))
    .returning();
  return { order: written!, deliveries: rows.sort((a, b) => a.position - b.position) };
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order, locked for the caller's transaction: changes of one order and its delivery orders queue here. */
export async function lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function deliveryOrdersOf(db: Db, orderIds: readonly number[]): Promise<DeliveryOrderRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(deliveryOrders)
    .where(inArray(deliveryOrders.orderId, [...orderIds]))
    .orderBy(asc(deliveryOrders.orderId), asc(deliveryOrders.position));
}

export async function findDeliveryOrder(db: Db, id: number): Promise<DeliveryOrderRow | undefined> {
  const [row] = await db.select().from(deliveryOrders).where(eq(deliveryOrders.id, id));
  return row;
}

export async function updateDeliveryOrder(
  tx: Db,
  id: number,
  patch: Partial<Omit<DeliveryOrderRow, 'id' | 'orderId' | 'createdAt'>>,
): Promise<DeliveryOrderRow> {
  const [row] = await tx
    .update(deliveryOrders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(deliveryOrders.id, id))
    .returning();
  return row!;
}

export async function updateOrder(
  tx: Db,
  id: number,
  patch: Partial<Pick<OrderRow, 'status' | 'ownerUserId' | 'organizationId' | 'managerUserId' | 'createdAt'>>,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  return row!;
}

/** The order's status as its delivery orders now stand (`orderStatusOf` decides; this reads them in route order). */
export async function deliveryStatuses(tx: Db, orderId: number): Promise<OrderStatus[]> {
  const rows = await tx
    .select({ status: deliveryOrders.status })
    .from(deliveryOrders)
    .where(eq(deliveryOrders.orderId, orderId))
    .orderBy(asc(deliveryOrders.position));
  return rows.map((row) => row.status);
}

/** Organizations by id with their names. */
export async function organizationNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface UserFacts {
  id: number;
  organizationId: number;
  roles: string[];
  firstName: string;
  lastName: string;
  middleName: string | null;
}

export async function usersByIds(db: Db, ids: readonly (number | null)[]): Promise<Map<number, UserFacts>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      roles: users.roles,
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether the organization carries a leg of the order. */
export async function carries(db: Db, orderId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryOrders.id })
    .from(deliveryOrders)
    .where(and(eq(deliveryOrders.orderId, orderId), eq(deliveryOrders.carrierOrganizationId, organizationId)))
    .limit(1);
  return row !== undefined;
}

/** The container types named by id, with their length in feet (null where the dictionary has none). */
export async function containerFeet(db: Db, ids: readonly number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: number; feet: string | null }>(
    db,
    sql`select id, attributes->>'sizeFeet' as feet from dictionary_entries
        where dictionary = 'container-types' and id in (${sql.join(
          [...new Set(ids)].map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.id, row.feet === null ? null : Number(row.feet)]));
}

/** Which of the organizations are partners (the marketplace's sellers). */
export async function partnerOrganizations(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, [...new Set(ids)]), eq(organizations.type, 'PARTNER')));
  return new Set(rows.map((row) => row.id));
}

/**
 * The booking details of the organization's own latest orders (its users' bookings, not the
 * orders it carries a leg of), the most recent first.
 */
export async function latestOwnOrderDetails(db: Db, organizationId: number, limit: number): Promise<BookingDetails[]> {
  const rows = await db
    .select({ details: orders.details })
    .from(orders)
    .where(eq(orders.organizationId, organizationId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => row.details);
}
