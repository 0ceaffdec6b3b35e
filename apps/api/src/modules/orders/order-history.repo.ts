import { and, asc, eq } from 'drizzle-orm';
import type { OrderEventAction } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/index.js';
import { auditLog, users } from '../../db/schema.js';

/**
 * An order's history is its audit rows (docs/architecture.md §4: every change of an order status writes
 * one): entity `order`, the order's id, and the delivery order changed kept in `before` and
 * `after` beside the values, so one index read gives the whole history in the order it happened.
 */
export interface OrderChange {
  actorUserId: number | null;
  orderId: number;
  action: OrderEventAction;
  deliveryOrderId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordOrderChange(tx: Db, change: OrderChange): Promise<void> {
  const delivery = change.deliveryOrderId ?? null;
  const withDelivery = (values: Record<string, unknown> | null | undefined) =>
    values ? { ...values, deliveryOrderId: delivery } : delivery === null ? null : { deliveryOrderId: delivery };
  await recordAudit(tx, {
    actorUserId: change.actorUserId,
    entity: 'order',
    entityId: change.orderId,
    action: change.action,
    before: withDelivery(change.before),
    after: withDelivery(change.after),
  });
}

export async function orderHistory(db: Db, orderId: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.at,
      before: auditLog.before,
      after: auditLog.after,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(asc(auditLog.id));
}
