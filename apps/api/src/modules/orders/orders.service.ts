import type {
  BookingBody,
  Calculation,
  Language,
  ManualBookingBody,
  Order,
  OrderEvent,
  OrderListItem,
  OrderListQuery,
  OrderParty,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import type { Caller } from '../auth/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { CalculationsService } from '../pricing/index.js';
import { bookManually, bookQuotation, copyOrder } from './order-bookings.js';
import { setOrderCreatedAt, setOrderManager, setOrderOwner } from './order-management.js';
import { canOpenOrder, getOrder, listOrderItems, orderEvents } from './order-reads.js';
import type { OrdersContext } from './orders-context.js';
import { savedParties } from './saved-parties.js';

export interface OrdersService {
  /** `today` (here and below) is the caller's day, which the date rules compare with. */
  book(caller: Caller, body: BookingBody, language: Language, today: string): Promise<Order>;
  /** An operator's booking for a customer's user at prices entered by hand ("manual new booking"). */
  bookManually(caller: Caller, body: ManualBookingBody, language: Language, today: string): Promise<Order>;
  get(caller: Caller, id: number, language: Language, today: string): Promise<Order>;
  list(caller: Caller, query: OrderListQuery, language: Language): Promise<Page<OrderListItem>>;
  history(caller: Caller, id: number): Promise<OrderEvent[]>;
  /** The parties of the caller's organization's own latest orders, each once: the booking form's choices. */
  parties(caller: Caller): Promise<OrderParty[]>;
  /** Whether the caller may open the order (a link in a mail, say), without a 404. */
  canOpen(caller: Caller, id: number): Promise<boolean>;
  /** A new calculation of the order's request, priced today: booking it again is the copy. */
  copy(caller: Caller, id: number, language: Language, today: string): Promise<Calculation>;
  setOwner(caller: Caller, id: number, userId: number, language: Language, today: string): Promise<Order>;
  setManager(caller: Caller, id: number, userId: number | null, language: Language, today: string): Promise<Order>;
  setCreatedAt(caller: Caller, id: number, day: string, language: Language, today: string): Promise<Order>;
}

/**
 * Orders (Product specification, domain §2 "my quotations and orders", "single order"; §7 "Orders"): booking,
 * the order as each caller may see it, its lists and history, and the operators' changes of
 * owner, manager and creation date. Delivery orders are delivery-orders.service's.
 *
 * The work is done by functions in modules named for it: order-bookings.ts (book, book manually,
 * copy), order-reads.ts (the order, lists, history), order-management.ts (the operators'
 * changes). This binds them to one instance's database, calculations and notifications.
 */
export function createOrdersService(deps: {
  db: Db;
  calculations: CalculationsService;
  notifications: NotificationsService;
}): OrdersService {
  const context: OrdersContext = deps;
  return {
    book: (caller, body, language, today) => bookQuotation(context, caller, body, language, today),
    bookManually: (caller, body, language, today) => bookManually(context, caller, body, language, today),
    get: (caller, id, language, today) => getOrder(context, caller, id, language, today),
    list: (caller, query, language) => listOrderItems(context, caller, query, language),
    history: (caller, id) => orderEvents(context, caller, id),
    parties: (caller) => savedParties(context.db, caller),
    canOpen: (caller, id) => canOpenOrder(context, caller, id),
    copy: (caller, id, language, today) => copyOrder(context, caller, id, language, today),
    setOwner: (caller, id, userId, language, today) => setOrderOwner(context, caller, id, userId, language, today),
    setManager: (caller, id, userId, language, today) => setOrderManager(context, caller, id, userId, language, today),
    setCreatedAt: (caller, id, day, language, today) => setOrderCreatedAt(context, caller, id, day, language, today),
  };
}
