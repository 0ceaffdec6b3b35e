import {
  orderStatusOf,
  type DeliveryOrder,
  type DeliveryOrderListItem,
  type DeliveryOrderListQuery,
  type Language,
  type LocalizedText,
  type OrderStatus,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import type { NotificationsService, Notified } from '../notifications/index.js';
import { tenantOf } from '../organizations/index.js';
import type { CalculationsService } from '../pricing/index.js';
import { deliveryChanges, type DeliveryChange, type StatusChangeInput } from './delivery-changes.js';
import { assertWorks, visibleDelivery, visibleOrder, works, type Standing } from './order-access.js';
import { recordOrderChange } from './order-history.repo.js';
import { listDeliveryOrders, ordersByIds } from './order-lists.repo.js';
import { shareRoute, statusNotice } from './order-notices.js';
import { hiddenFor, orderEnds, toDeliveryOrder, toDeliveryOrderListItem } from './order-view.js';
import {
  deliveryOrdersOf,
  deliveryStatuses,
  findDeliveryOrder,
  lockOrder,
  organizationNames,
  updateDeliveryOrder,
  updateOrder,
  type DeliveryOrderRow,
  type OrderRow,
} from './orders.repo.js';

/** The changes of one delivery order the API offers, each a PUT of its own. */
export type DeliveryEdit = keyof ReturnType<typeof deliveryChanges>;

export interface DeliveryOrdersService {
  /** `today` (here and below) is the caller's day: the date rules and the statuses offered compare with it. */
  get(caller: Caller, id: number, language: Language, today: string): Promise<DeliveryOrder>;
  list(caller: Caller, query: DeliveryOrderListQuery, language: Language): Promise<Page<DeliveryOrderListItem>>;
  /** The order's delivery orders the caller sees (its request group). */
  group(caller: Caller, orderId: number, language: Language, today: string): Promise<DeliveryOrder[]>;
  changeStatus(
    caller: Caller,
    id: number,
    status: OrderStatus,
    input: StatusChangeInput,
    language: Language,
    today: string,
  ): Promise<DeliveryOrder>;
  /** The same status for every delivery order of the group the caller works; all or none. */
  changeGroupStatus(
    caller: Caller,
    orderId: number,
    status: OrderStatus,
    input: StatusChangeInput,
    language: Language,
    today: string,
  ): Promise<DeliveryOrder[]>;
  edit<E extends Exclude<DeliveryEdit, 'status'>>(
    caller: Caller,
    id: number,
    edit: E,
    input: Parameters<ReturnType<typeof deliveryChanges>[E]>[1],
    language: Language,
    today: string,
  ): Promise<DeliveryOrder>;
}

/**
 * Delivery orders (Product specification, domain §4, §7 "Order delivery"): each change locks its order, so the
 * changes of one order's delivery orders happen one at a time whatever the number of servers
 * (a status read, checked against the transition table and written under the lock is never
 * overwritten by a change that read the same status); writes the order's status from its
 * delivery orders', a line of history, and for a status the client's notification and mail, in
 * the same transaction.
 */
export function createDeliveryOrdersService(deps: {
  db: Db;
  calculations: CalculationsService;
  notifications: NotificationsService;
}): DeliveryOrdersService {
  const { db, calculations, notifications } = deps;

  async function views(
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

  /**
   * Applies `change` to each of `deliveries` (of `seen`, the order as the caller found it) under
   * the order's lock. A status change tells the client, naming the delivery order's share: read
   * for those that notify before the transaction opens (see `shareRoute`).
   */
  async function apply(
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

  async function one(caller: Caller, id: number, language: Language, today: string): Promise<DeliveryOrder> {
    const { delivery, order, standing } = await visibleDelivery(db, caller, id);
    return (await views(order, [delivery], caller, standing, language, today))[0]!;
  }

  /** The order and the delivery orders of it the caller works; none is a refusal (403). */
  async function worked(caller: Caller, orderId: number): Promise<{ order: OrderRow; mine: DeliveryOrderRow[] }> {
    const { order } = await visibleOrder(db, caller, orderId);
    const mine = (await deliveryOrdersOf(db, [orderId])).filter((delivery) => works(caller, delivery));
    if (mine.length === 0) throw new AppError('FORBIDDEN');
    return { order, mine };
  }

  return {
    get: one,

    async list(caller, query, language) {
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
    },

    async group(caller, orderId, language, today) {
      const { order, standing } = await visibleOrder(db, caller, orderId);
      const rows = (await deliveryOrdersOf(db, [orderId])).filter(
        (row) => standing !== 'carrier' || row.carrierOrganizationId === caller.organizationId,
      );
      return views(order, rows, caller, standing, language, today);
    },

    async changeStatus(caller, id, status, input, language, today) {
      const { delivery, order } = await visibleDelivery(db, caller, id);
      assertWorks(caller, delivery);
      const changes = deliveryChanges(today);
      await apply(
        caller,
        order,
        [delivery],
        (current, locked) => changes.status(current, { ...input, status }, locked),
        true,
      );
      return one(caller, id, language, today);
    },

    async changeGroupStatus(caller, orderId, status, input, language, today) {
      const { order, mine } = await worked(caller, orderId);
      const changes = deliveryChanges(today);
      await apply(
        caller,
        order,
        mine,
        (current, locked) => changes.status(current, { ...input, status }, locked),
        true,
      );
      return this.group(caller, orderId, language, today);
    },

    async edit(caller, id, edit, input, language, today) {
      const { delivery, order, standing } = await visibleDelivery(db, caller, id);
      // The client mutes its own notifications; everything else is the carrier's and the operators'.
      if (edit !== 'notifications') assertWorks(caller, delivery);
      else if (standing === 'carrier') throw new AppError('FORBIDDEN');
      const change = deliveryChanges(today)[edit] as (
        current: DeliveryOrderRow,
        input: unknown,
        order: OrderRow,
      ) => DeliveryChange;
      await apply(caller, order, [delivery], (current, locked) => change(current, input, locked));
      return one(caller, id, language, today);
    },
  };
}
