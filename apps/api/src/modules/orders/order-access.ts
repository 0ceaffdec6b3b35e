import { isOperator, mayWorkDelivery } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { carries, findDeliveryOrder, findOrder, type DeliveryOrderRow, type OrderRow } from './orders.repo.js';

/**
 * How the caller stands to an order: an operator sees and manages everything; the owner's
 * organization sees the whole order; a carrier sees the order through the legs it carries, and
 * works its own delivery orders. Anyone else is told the order does not exist (404).
 */
export type Standing = 'operator' | 'owner' | 'carrier';

export function noOrder(): AppError {
  return new AppError('NOT_FOUND', { message: 'orders.notFound' });
}

export async function standingOf(db: Db, caller: Caller, order: OrderRow): Promise<Standing | null> {
  if (isOperator(caller)) return 'operator';
  if (order.organizationId === caller.organizationId) return 'owner';
  return (await carries(db, order.id, caller.organizationId)) ? 'carrier' : null;
}

export async function visibleOrder(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ order: OrderRow; standing: Standing }> {
  const order = await findOrder(db, id);
  const standing = order && (await standingOf(db, caller, order));
  if (!order || !standing) throw noOrder();
  return { order, standing };
}

/** Whether the caller may work the delivery order (status, tracking, cost…): the domain's one rule. */
export function works(caller: Caller, delivery: Pick<DeliveryOrderRow, 'carrierOrganizationId'>): boolean {
  return mayWorkDelivery(caller, delivery);
}

/** A delivery order the caller sees: its order's owner and operators see all, a carrier its own. */
export async function visibleDelivery(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ delivery: DeliveryOrderRow; order: OrderRow; standing: Standing }> {
  const delivery = await findDeliveryOrder(db, id);
  if (!delivery) throw noOrder();
  const { order, standing } = await visibleOrder(db, caller, delivery.orderId);
  if (standing === 'carrier' && delivery.carrierOrganizationId !== caller.organizationId) throw noOrder();
  return { delivery, order, standing };
}

/** The delivery order is the caller's to work; a client or another carrier's partner is refused (403). */
export function assertWorks(caller: Caller, delivery: DeliveryOrderRow): void {
  if (!works(caller, delivery)) throw new AppError('FORBIDDEN');
}
