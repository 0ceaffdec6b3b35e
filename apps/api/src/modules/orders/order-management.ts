import { isOperator, personName, type Language, type Order, type OrderEvent, type Role } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError, refuse } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { visibleOrder } from './order-access.js';
import { recordOrderChange } from './order-history.repo.js';
import { viewOrder } from './order-reads.js';
import type { OrdersContext } from './orders-context.js';
import { lockOrder, organizationNames, updateOrder, usersByIds, type OrderRow } from './orders.repo.js';

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

/** An operator's change of the order itself, written with its history line under the order's lock. */
async function manage(
  context: OrdersContext,
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
  const { standing } = await visibleOrder(context.db, caller, id);
  if (standing !== 'operator') throw new AppError('FORBIDDEN');
  const updated = await context.db.transaction(async (tx) => {
    const order = (await lockOrder(tx, id))!;
    const { patch, event } = await change(order, tx);
    const written = await updateOrder(tx, id, patch);
    const [before, after] = await historyValues(tx, [order, written], Object.keys(patch) as (keyof OrderRow)[]);
    await recordOrderChange(tx, { actorUserId: caller.userId, orderId: id, action: event, before, after });
    return written;
  });
  return viewOrder(context, updated, caller, standing, language, today);
}

/** An operator gives the order to another customer's user, and so to their organization. */
export function setOrderOwner(
  context: OrdersContext,
  caller: Caller,
  id: number,
  userId: number,
  language: Language,
  today: string,
): Promise<Order> {
  return manage(context, caller, id, language, today, async (_order, tx) => {
    const user = (await usersByIds(tx, [userId])).get(userId);
    // The owner is a customer's user (a client, or a partner booking as an agent), never an operator.
    if (!user || isOperator({ roles: user.roles as Role[] }))
      throw refuse([{ fieldName: 'userId', message: 'orders.ownerUnknown' }]);
    return { patch: { ownerUserId: user.id, organizationId: user.organizationId }, event: 'OWNER' };
  });
}

/** An operator names the operator who manages the order, or none. */
export function setOrderManager(
  context: OrdersContext,
  caller: Caller,
  id: number,
  userId: number | null,
  language: Language,
  today: string,
): Promise<Order> {
  return manage(context, caller, id, language, today, async (_order, tx) => {
    if (userId !== null) {
      const user = (await usersByIds(tx, [userId])).get(userId);
      if (!user || !isOperator({ roles: user.roles as Role[] }))
        throw refuse([{ fieldName: 'userId', message: 'orders.managerUnknown' }]);
    }
    return { patch: { managerUserId: userId }, event: 'MANAGER' };
  });
}

/** An operator moves the order's creation date, no later than its ready date. */
export function setOrderCreatedAt(
  context: OrdersContext,
  caller: Caller,
  id: number,
  day: string,
  language: Language,
  today: string,
): Promise<Order> {
  return manage(context, caller, id, language, today, async (order) => {
    if (day > order.readyDate) throw refuse([{ fieldName: 'createdAt', message: 'orders.readyBeforeCreation' }]);
    // Noon UTC: the same day from UTC-12 to UTC+11, and the day the tracking rules count from (createdOn).
    return { patch: { createdAt: new Date(`${day}T12:00:00Z`) }, event: 'CREATED_AT' };
  });
}
