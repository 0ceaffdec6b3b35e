import { bookingIssues, carrierGroups, initialTracking, type BookingBody } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { refuse } from '../../errors.js';
import type { Caller } from '../auth/access-tokens.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { CalculationsService } from '../pricing/calculations.service.js';
import { recordOrderChange } from './order-history.repo.js';
import { bookedNotice, endNames } from './order-notices.js';
import { containerFeet, insertOrder, organizationNames, type OrderRow } from './orders.repo.js';

const EMPTY_LOGISTICS = {
  trackingNumber: null,
  billOfLading: null,
  awb: null,
  cmr: null,
  railwayBill: null,
  houseBills: [],
};

/**
 * Books a quotation (spec/domain.md §1 "turn quotations into bookings"): the calculation must be
 * the caller's and current, the booking's details pass the rules that need the dictionaries, and
 * the order is written with the quotation's legs and price frozen and one delivery order per
 * selling organization, NEW, each with its pickup planned on the ready date. The carriers' people
 * are told in the same transaction; their mails go once it commits.
 */
export async function bookOrder(
  deps: { db: Db; calculations: CalculationsService; notifications: NotificationsService },
  caller: Caller,
  body: BookingBody,
  today: string,
): Promise<OrderRow> {
  const { db, calculations, notifications } = deps;
  const quote = await calculations.bookable(caller, body.calculationId, body.quotationId);
  const feet = await containerFeet(
    db,
    body.containers.map((container) => container.containerTypeId),
  );
  const problems = bookingIssues(body, feet, today);
  if (problems.length > 0) throw refuse(problems);
  const { calculationId, quotationId, ...details } = body;
  const { calculation, quotation } = quote;
  const groups = carrierGroups(quote.legs);
  const ends = await endNames(calculations, quote.ends);
  const { order, sent } = await db.transaction(async (tx) => {
    const written = await insertOrder(
      tx,
      {
        organizationId: calculation.organizationId ?? caller.organizationId,
        ownerUserId: calculation.userId ?? caller.userId,
        managerUserId: null,
        calculationId,
        quotationId,
        fromPoint: quote.ends[0],
        toPoint: quote.ends[1],
        request: calculation.request,
        readyDate: calculation.readyDate,
        legs: quote.legs,
        totals: quotation.totals,
        totalUsd: quotation.totalUsd,
        total: quote.total,
        transitDays: quotation.transitDays,
        commission: quotation.commission ?? null,
        details,
        internalId: details.internalId,
      },
      groups.map((group, at) => ({
        position: at + 1,
        carrierOrganizationId: group.organizationId,
        legIndexes: group.legIndexes,
        tracking: initialTracking(calculation.readyDate),
        logistics: EMPTY_LOGISTICS,
      })),
    );
    await recordOrderChange(tx, {
      actorUserId: caller.userId,
      orderId: written.order.id,
      action: 'BOOKED',
      after: { number: written.order.number, quotationId, totalUsd: quotation.totalUsd },
    });
    const client = (await organizationNames(tx, [written.order.organizationId])).get(written.order.organizationId);
    const notified = [];
    for (const delivery of written.deliveries)
      notified.push(
        await notifications.notify(
          tx,
          { organizationIds: [delivery.carrierOrganizationId] },
          bookedNotice(written.order, client ?? '—', delivery.id, ends),
        ),
      );
    return { order: written.order, sent: notified };
  });
  await notifications.dispatch(...sent);
  return order;
}
