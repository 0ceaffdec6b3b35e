import { orderStatusOf, type DeliveryOrder, type Language, type LocalizedText, type OrderStatus } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import type { Notified } from '../notifications/index.js';
import { deliveryGroup, getDelivery } from './delivery-reads.js';
import { deliveryChanges, type DeliveryChange, type StatusChangeInput } from './delivery-changes.js';
import { assertWorks, visibleDelivery, visibleOrder, works } from './order-access.js';
import { recordOrderChange } from './order-history.repo.js';
import { shareRoute, statusNotice } from './order-notices.js';
import { orderEnds } from './order-view.js';
import type { OrdersContext } from './orders-context.js';
import {
  deliveryOrdersOf,
  deliveryStatuses,
  findDeliveryOrder,
  lockOrder,
  updateDeliveryOrder,
  updateOrder,
  type DeliveryOrderRow,
  type OrderRow,
} from './orders.repo.js';

/** The changes of one delivery order the API offers, each a PUT of its own. */
export type DeliveryEdit = keyof ReturnType<typeof deliveryChanges>;

/**
 * Applies `change` to each of `deliveries` (of `seen`, the order as the caller found it) under
 * the order's lock. A status change tells the client, naming the delivery order's share: read
 * for those that notify before the transaction opens (see `shareRoute`).
 */
async function applyChanges(
  { db, calculations, notifications }: OrdersContext,
  caller: Caller,
  seen: OrderRow,
  deliveries: readonly DeliveryOrderRow[],
  run: (current: DeliveryOrderRow, order: OrderRow) => DeliveryChange,
  notifies = false,
): Promise<OrderRow> {
  const orderId = seen.id;
  const ids = deliveries.map((delivery) => delivery.id);
  const sent: Notified[] = [];
  const routes = new Map<number, LocalizedText>();
  if (notifies)
    for (const delivery of deliveries.filter((one) => one.notificationsEnabled))
      routes.set(
        delivery.id,
        await shareRoute(calculations, { legs: seen.legs, ends: orderEnds(seen) }, delivery.legIndexes),
      );
  const order = await db.transaction(async (tx) => {
    const locked = (await lockOrder(tx, orderId))!;
    let statusChanged: { id: number; number: string; status: OrderStatus } | null = null;
    for (const id of ids) {
      const current = (await findDeliveryOrder(tx, id))!;
      const change = run(current, locked);
      await updateDeliveryOrder(tx, id, change.patch);
      await recordOrderChange(tx, {
        actorUserId: caller.userId,
        orderId,
        deliveryOrderId: id,
        action: change.action,
        before: change.before,
        after: change.after,
      });
      if (change.patch.status && current.notificationsEnabled && routes.has(id))
        statusChanged = { id, number: `${locked.number}-${current.position}`, status: change.patch.status };
    }
    const status = orderStatusOf(await deliveryStatuses(tx, orderId));
    const written = status === locked.status ? locked : await updateOrder(tx, orderId, { status });
    if (statusChanged && written.ownerUserId !== null)
      sent.push(
        await notifications.notify(
          tx,
          { userIds: [written.ownerUserId] },
          statusNotice(written, statusChanged.number, statusChanged.status, routes.get(statusChanged.id)!),
        ),
      );
    return written;
  });
  await notifications.dispatch(...sent);
  return order;
}

/** The order and the delivery orders of it the caller works; none is a refusal (403). */
async function worked(db: Db, caller: Caller, orderId: number): Promise<{ order: OrderRow; mine: DeliveryOrderRow[] }> {
  const { order } = await visibleOrder(db, caller, orderId);
  const mine = (await deliveryOrdersOf(db, [orderId])).filter((delivery) => works(caller, delivery));
  if (mine.length === 0) throw new AppError('FORBIDDEN');
  return { order, mine };
}

/** A delivery order the caller works moves to `status`, checked against the transition table. */
export async function changeDeliveryStatus(
  context: OrdersContext,
  caller: Caller,
  id: number,
  status: OrderStatus,
  input: StatusChangeInput,
  language: Language,
  today: string,
): Promise<DeliveryOrder> {
  const { delivery, order } = await visibleDelivery(context.db, caller, id);
  assertWorks(caller, delivery);
  const changes = deliveryChanges(today);
  await applyChanges(
    context,
    caller,
    order,
    [delivery],
    (current, locked) => changes.status(current, { ...input, status }, locked),
    true,
  );
  return getDelivery(context, caller, id, language, today);
}

/** The same status for every delivery order of the group the caller works; all or none. */
export async function changeGroupStatus(
  context: OrdersContext,
  caller: Caller,
  orderId: number,
  status: OrderStatus,
  input: StatusChangeInput,
  language: Language,
  today: string,
): Promise<DeliveryOrder[]> {
  const { order, mine } = await worked(context.db, caller, orderId);
  const changes = deliveryChanges(today);
  await applyChanges(
    context,
    caller,
    order,
    mine,
    (current, locked) => changes.status(current, { ...input, status }, locked),
    true,
  );
  return deliveryGroup(context, caller, orderId, language, today);
}

/** One of the other changes of a delivery order (DeliveryEdit): the carrier's and the operators', or the client's own notifications. */
export async function editDelivery<E extends Exclude<DeliveryEdit, 'status'>>(
  context: OrdersContext,
  caller: Caller,
  id: number,
  edit: E,
  input: Parameters<ReturnType<typeof deliveryChanges>[E]>[1],
  language: Language,
  today: string,
): Promise<DeliveryOrder> {
  const { delivery, order, standing } = await visibleDelivery(context.db, caller, id);
  // The client mutes its own notifications; everything else is the carrier's and the operators'.
  if (edit !== 'notifications') assertWorks(caller, delivery);
  else if (standing === 'carrier') throw new AppError('FORBIDDEN');
  const change = deliveryChanges(today)[edit] as (
    current: DeliveryOrderRow,
    input: unknown,
    order: OrderRow,
  ) => DeliveryChange;
  await applyChanges(context, caller, order, [delivery], (current, locked) => change(current, input, locked));
  return getDelivery(context, caller, id, language, today);
}
