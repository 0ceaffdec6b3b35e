import type {
  DeliveryOrder,
  DeliveryOrderListItem,
  DeliveryOrderListQuery,
  Language,
  OrderStatus,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import type { Caller } from '../auth/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { CalculationsService } from '../pricing/index.js';
import type { deliveryChanges, StatusChangeInput } from './delivery-changes.js';
import { deliveryGroup, getDelivery, listDeliveryItems } from './delivery-reads.js';
import { changeDeliveryStatus, changeGroupStatus, editDelivery, type DeliveryEdit } from './delivery-writes.js';
import type { OrdersContext } from './orders-context.js';

export type { DeliveryEdit } from './delivery-writes.js';

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
 *
 * The work is done by functions in modules named for it: delivery-reads.ts (a delivery order,
 * lists, an order's group), delivery-writes.ts (status changes and edits under the order's lock).
 * This binds them to one instance's database, calculations and notifications.
 */
export function createDeliveryOrdersService(deps: {
  db: Db;
  calculations: CalculationsService;
  notifications: NotificationsService;
}): DeliveryOrdersService {
  const context: OrdersContext = deps;
  return {
    get: (caller, id, language, today) => getDelivery(context, caller, id, language, today),
    list: (caller, query, language) => listDeliveryItems(context, caller, query, language),
    group: (caller, orderId, language, today) => deliveryGroup(context, caller, orderId, language, today),
    changeStatus: (caller, id, status, input, language, today) =>
      changeDeliveryStatus(context, caller, id, status, input, language, today),
    changeGroupStatus: (caller, orderId, status, input, language, today) =>
      changeGroupStatus(context, caller, orderId, status, input, language, today),
    edit: (caller, id, edit, input, language, today) => editDelivery(context, caller, id, edit, input, language, today),
  };
}
