import {
  isOperator,
  personName,
  type Role,
  type BookingBody,
  type Calculation,
  type Language,
  type ManualBookingBody,
  type Order,
  type OrderEvent,
  type OrderListItem,
  type OrderListQuery,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { CalculationsService } from '../pricing/index.js';
import { tenantOf } from '../organizations/index.js';
import { bookOrder } from './book-order.js';
import { standingOf, visibleOrder, type Standing } from './order-access.js';
import { orderHistory, recordOrderChange } from './order-history.repo.js';
import { listOrders } from './order-lists.repo.js';
import { hiddenFor, orderEnds, toOrder, toOrderEvent, toOrderListItem } from './order-view.js';
import {
  deliveryOrdersOf,
  lockOrder,
  organizationNames,
  partnerOrganizations,
  updateOrder,
  usersByIds,
  type OrderRow,
} from './orders.repo.js';

export interface OrdersService {
  /** `today` (here and below) is the caller's day, which the date rules compare with. */
  book(caller: Caller, body: BookingBody, language: Language, today: string): Promise<Order>;
  /** An operator's booking for a customer's user at prices entered by hand ("manual new booking"). */
  bookManually(caller: Caller, body: ManualBookingBody, language: Language, today: string): Promise<Order>;
  get(caller: Caller, id: number, language: Language, today: string): Promise<Order>;
  list(caller: Caller, query: OrderListQuery, language: Language): Promise<Page<OrderListItem>>;
  history(caller: Caller, id: number): Promise<OrderEvent[]>;
  /** Whether the caller may open the order (a link in a mail, say), without a 404. */
  canOpen(caller: Caller, id: number): Promise<boolean>;
  /** A new calculation of the order's request, priced today: booking it again is the copy. */
  copy(caller: Caller, id: number, language: Language, today: string): Promise<Calculation>;
  setOwner(caller: Caller, id: number, userId: number, language: Language, today: string): Promise<Order>;
  setManager(caller: Caller, id: number, userId: number | null, language: Language, today: string): Promise<Order>;
  setCreatedAt(caller: Caller, id: number, day: string, language: Language, today: string): Promise<Order>;
}

/**
 * What an operator's change looked like before and after, for the history: people and the
 * organization by id and name (the history reads as it was, whatever they are called later).
 */
async function historyValues(
  tx: Db,
  rows: readonly [OrderRow, OrderRow],
  fields: readonly (keyof OrderRow)[],
): Promise<Record<string, unknown>[]> {
  const users = await usersByIds(
    tx,
    rows.flatMap((row) => [row.ownerUserId, row.managerUserId]),
  );
  const organizations = await organizationNames(
    tx,
    rows.map((row) => row.organizationId),
  );
  const person = (id: number | null) => {
    const user = id === null ? undefined : users.get(id);
    return user ? { id: user.id, name: personName(user) } : null;
  };
  return rows.map((row) =>
    Object.fromEntries(
      fields.map((field) => {
        if (field === 'ownerUserId') return ['owner', person(row.ownerUserId)];
        if (field === 'managerUserId') return ['manager', person(row.managerUserId)];
        if (field === 'organizationId')
          return ['organization', { id: row.organizationId, name: organizations.get(row.organizationId) ?? '—' }];
        if (field === 'createdAt') return ['createdAt', row.createdAt.toISOString()];
        return [field, row[field]];
      }),
    ),
  );
}

/**
 * Orders (Product specification, domain §2 "my quotations and orders", "single order"; §7 "Orders"): booking,
 * the order as each caller may see it, its lists and history, and the operators' changes of
 * owner, manager and creation date. Delivery orders are delivery-orders.service's.
 */
export function createOrdersService(deps: {
  db: Db;
  calculations: CalculationsService;
  notifications: NotificationsService;
}): OrdersService {
  const { db, calculations } = deps;

  async function view(
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

  /** An operator's change of the order itself, written with its history line under the order's lock. */
  async function manage(
    caller: Caller,
    id: number,
    language: Language,
    today: string,
    /** Reads through `tx`: an embedded database has one connection, which the transaction holds. */
    change: (
      order: OrderRow,
      tx: Db,
    ) => Promise<{ patch: Parameters<typeof updateOrder>[2]; event: OrderEvent['action'] }>,
  ): Promise<Order> {
    const { standing } = await visibleOrder(db, caller, id);
    if (standing !== 'operator') throw new AppError('FORBIDDEN');
    const updated = await db.transaction(async (tx) => {
      const order = (await lockOrder(tx, id))!;
      const { patch, event } = await change(order, tx);
      const written = await updateOrder(tx, id, patch);
      const [before, after] = await historyValues(tx, [order, written], Object.keys(patch) as (keyof OrderRow)[]);
      await recordOrderChange(tx, { actorUserId: caller.userId, orderId: id, action: event, before, after });
      return written;
    });
    return view(updated, caller, standing, language, today);
  }

  return {
    async book(caller, body, language, today) {
      const { calculationId, quotationId, ...details } = body;
      const quote = await calculations.bookable(caller, calculationId, quotationId, today);
      const order = await bookOrder(deps, caller, quote, details, today);
      return view(order, caller, (await standingOf(db, caller, order))!, language, today);
    },

    async bookManually(caller, body, language, today) {
      const { ownerUserId, request, carriers, ...details } = body;
      const owner = (await usersByIds(db, [ownerUserId])).get(ownerUserId);
      const problems: FieldProblem[] = [];
      if (!owner || isOperator({ roles: owner.roles as Role[] }))
        problems.push({ fieldName: 'ownerUserId', message: 'orders.ownerUnknown' });
      const sellers = await partnerOrganizations(
        db,
        carriers.map((carrier) => carrier.organizationId),
      );
      carriers.forEach((carrier, at) => {
        if (!sellers.has(carrier.organizationId))
          problems.push({ fieldName: `carriers.${at}.organizationId`, message: 'orders.carrierUnknown' });
      });
      if (problems.length > 0) throw refuse(problems);
      const quote = await calculations.manualQuote(
        request,
        { organizationId: owner!.organizationId, userId: owner!.id },
        carriers,
        today,
      );
      const order = await bookOrder(deps, caller, quote, details, today);
      return view(order, caller, 'operator', language, today);
    },

    async get(caller, id, language, today) {
      const { order, standing } = await visibleOrder(db, caller, id);
      return view(order, caller, standing, language, today);
    },

    async list(caller, query, language) {
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
    },

    async history(caller, id) {
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
    },

    async canOpen(caller, id) {
      try {
        await visibleOrder(db, caller, id);
        return true;
      } catch {
        return false;
      }
    },

    async copy(caller, id, language, today) {
      const { order, standing } = await visibleOrder(db, caller, id);
      if (standing === 'carrier') throw new AppError('FORBIDDEN');
      const request = {
        ...order.request,
        readyDate: order.request.readyDate < today ? today : order.request.readyDate,
      };
      try {
        return await calculations.create(caller, request, language, today);
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_REQUEST')
          throw new AppError('CONFLICT', { message: 'orders.copyFailed' });
        throw error;
      }
    },

    setOwner: (caller, id, userId, language, today) =>
      manage(caller, id, language, today, async (_order, tx) => {
        const user = (await usersByIds(tx, [userId])).get(userId);
        // The owner is a customer's user (a client, or a partner booking as an agent), never an operator.
        if (!user || isOperator({ roles: user.roles as Role[] }))
          throw refuse([{ fieldName: 'userId', message: 'orders.ownerUnknown' }]);
        return { patch: { ownerUserId: user.id, organizationId: user.organizationId }, event: 'OWNER' };
      }),

    setManager: (caller, id, userId, language, today) =>
      manage(caller, id, language, today, async (_order, tx) => {
        if (userId !== null) {
          const user = (await usersByIds(tx, [userId])).get(userId);
          if (!user || !isOperator({ roles: user.roles as Role[] }))
            throw refuse([{ fieldName: 'userId', message: 'orders.managerUnknown' }]);
        }
        return { patch: { managerUserId: userId }, event: 'MANAGER' };
      }),

    setCreatedAt: (caller, id, day, language, today) =>
      manage(caller, id, language, today, async (order) => {
        if (day > order.readyDate) throw refuse([{ fieldName: 'createdAt', message: 'orders.readyBeforeCreation' }]);
        return { patch: { createdAt: new Date(`${day}T00:00:00Z`) }, event: 'CREATED_AT' };
      }),
  };
}
