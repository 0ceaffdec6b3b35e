import { bookingIssues, carrierGroups, initialTracking, type BookingDetails, type LocalizedText } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { refuse } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { CalculationsService, FrozenQuote } from '../pricing/index.js';
import { recordOrderChange } from './order-history.repo.js';
import { bookedNotice, shareRoute } from './order-notices.js';
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
 * Books a frozen price (Product specification, domain §1 "turn quotations into bookings"; a quotation of the
 * caller's current calculation, or an operator's manual price): the booking's details pass the
 * rules that need the dictionaries, and the order is written with the legs and price as frozen and
 * one delivery order per selling organization, NEW, each with its pickup planned on the ready
 * date. The carriers' people are told in the same transaction; their mails go once it commits.
 */
export async function bookOrder(
  deps: { db: Db; calculations: CalculationsService; notifications: NotificationsService },
  caller: Caller,
  quote: FrozenQuote,
  details: BookingDetails,
  today: string,
): Promise<OrderRow> {
  const { db, calculations, notifications } = deps;
  const feet = await containerFeet(
    db,
    details.containers.map((container) => container.containerTypeId),
  );
  const problems = bookingIssues(details, feet, today);
  if (problems.length > 0) throw refuse(problems);
  const { request } = quote;
  const groups = carrierGroups(quote.legs);
  const routes: LocalizedText[] = [];
  for (const group of groups) routes.push(await shareRoute(calculations, quote, group.legIndexes));
  const { order, sent } = await db.transaction(async (tx) => {
    const written = await insertOrder(
      tx,
      {
        organizationId: quote.owner.organizationId,
        ownerUserId: quote.owner.userId,
        managerUserId: null,
        calculationId: quote.calculationId,
        quotationId: quote.quotationId,
        fromPoint: quote.ends[0],
        toPoint: quote.ends[1],
        request,
        readyDate: request.readyDate,
        legs: quote.legs,
        totals: quote.totals,
        totalUsd: quote.totalUsd,
        total: quote.total,
        transitDays: quote.transitDays,
        commission: quote.commission,
        sellerReward: quote.sellerReward,
        details,
        internalId: details.internalId,
      },
      groups.map((group, at) => ({
        position: at + 1,
        carrierOrganizationId: group.organizationId,
        legIndexes: group.legIndexes,
        tracking: initialTracking(request.readyDate),
        logistics: EMPTY_LOGISTICS,
      })),
    );
    await recordOrderChange(tx, {
      actorUserId: caller.userId,
      orderId: written.order.id,
      action: 'BOOKED',
      after: { number: written.order.number, quotationId: quote.quotationId, totalUsd: quote.totalUsd },
    });
    const client = (await organizationNames(tx, [written.order.organizationId])).get(written.order.organizationId);
    const notified = [];
    for (const delivery of written.deliveries)
      notified.push(
        await notifications.notify(
          tx,
          { organizationIds: [delivery.carrierOrganizationId] },
          bookedNotice(written.order, client ?? '—', delivery.id, routes[delivery.position - 1]!),
        ),
      );
    return { order: written.order, sent: notified };
  });
  await notifications.dispatch(...sent);
  return order;
}
