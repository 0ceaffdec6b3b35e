import {
  isOperator,
  type BookingBody,
  type Calculation,
  type Language,
  type ManualBookingBody,
  type Order,
  type Role,
} from '@cargo/domain';
import { AppError, refuse, type FieldProblem } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import { bookOrder } from './book-order.js';
import { standingOf, visibleOrder } from './order-access.js';
import { viewOrder } from './order-reads.js';
import type { OrdersContext } from './orders-context.js';
import { partnerOrganizations, usersByIds } from './orders.repo.js';

/** Books a quotation of the caller's calculation: the order, as the caller sees it. */
export async function bookQuotation(
  context: OrdersContext,
  caller: Caller,
  body: BookingBody,
  language: Language,
  today: string,
): Promise<Order> {
  const { calculationId, quotationId, ...details } = body;
  const quote = await context.calculations.bookable(caller, calculationId, quotationId, today);
  const order = await bookOrder(context, caller, quote, details, today);
  return viewOrder(context, order, caller, (await standingOf(context.db, caller, order))!, language, today);
}

/** An operator's booking for a customer's user at prices entered by hand ("manual new booking"). */
export async function bookManually(
  context: OrdersContext,
  caller: Caller,
  body: ManualBookingBody,
  language: Language,
  today: string,
): Promise<Order> {
  const { db, calculations } = context;
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
  const order = await bookOrder(context, caller, quote, details, today);
  return viewOrder(context, order, caller, 'operator', language, today);
}

/** A new calculation of the order's request, priced today: booking it again is the copy. */
export async function copyOrder(
  context: OrdersContext,
  caller: Caller,
  id: number,
  language: Language,
  today: string,
): Promise<Calculation> {
  const { order, standing } = await visibleOrder(context.db, caller, id);
  if (standing === 'carrier') throw new AppError('FORBIDDEN');
  const request = {
    ...order.request,
    readyDate: order.request.readyDate < today ? today : order.request.readyDate,
  };
  try {
    return await context.calculations.create(caller, request, language, today);
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST')
      throw new AppError('CONFLICT', { message: 'orders.copyFailed' });
    throw error;
  }
}
