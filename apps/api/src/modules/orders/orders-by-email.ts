import type { z } from 'zod';
import { displayDay, translate, type Language, type ordersByEmailBodySchema } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { Caller } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import { type RateLimitsService, RULES } from '../rate-limits/index.js';
import { registeredEmails } from '../users/index.js';
import type { CalculationsService } from '../pricing/index.js';
import { visibleOrder } from './order-access.js';
import { orderEnds } from './order-view.js';

export type OrdersByEmailInput = z.output<typeof ordersByEmailBodySchema>;

export interface OrdersByEmailService {
  /** Mails the orders' summary to each address once; answers how many mails were written. */
  send(caller: Caller, body: OrdersByEmailInput, language: Language): Promise<number>;
}

/** The outbox's kind of these mails, as `order.booked` and `order.status` name theirs. */
export const ORDERS_SUMMARY_KIND = 'order.summary';

/** Each item once, the first spelling kept; `key` says which are the same. */
function distinct<T>(items: readonly T[], key: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const known = seen.has(key(item));
    seen.add(key(item));
    return !known;
  });
}

/**
 * Orders: bulk send by e-mail (Product specification, domain §7). The caller picks orders from a list and
 * sends their summary — number, ends, status, ready date, one line each, in the caller's
 * language — to a few addresses. Every order must be one the caller sees: a single other one
 * refuses the whole request (404) before anything is written, so a mail never names an order
 * its sender could not open.
 */
export function createOrdersByEmailService(deps: {
  db: Db;
  calculations: CalculationsService;
  mail: MailService;
  rateLimits: RateLimitsService;
}): OrdersByEmailService {
  const { db, calculations, mail, rateLimits } = deps;

  return {
    async send(caller, body, language) {
      const lines: string[] = [];
      const numbers: string[] = [];
      // Everything is read before the transaction: the ends' names come through the pricing
      // service's own connection, which an embedded database's open transaction would hold.
      for (const id of distinct(body.orderIds, (one) => one)) {
        const { order } = await visibleOrder(db, caller, id);
        const ends = await calculations.routeView([], orderEnds(order), language);
        numbers.push(order.number);
        lines.push(
          translate(language, 'orders.mail.summary.line', {
            number: order.number,
            from: ends.from.name,
            to: ends.to.name,
            status: translate(language, `dictionaries.enum.orderStatus.${order.status}`),
            readyDate: displayDay(order.readyDate, language),
          }),
        );
      }
      const subject = translate(language, 'orders.mail.summary.subject', { numbers: numbers.join(', ') });
      const text = lines.join('\n');
      // Addresses differ by case only when typed twice: one mail each.
      const emails = distinct(body.emails, (email) => email.toLowerCase());
      // The organization's daily cap of addresses outside the product (no user has them): the
      // route counts recipients per person and source, this counts what leaves the product.
      const known = await registeredEmails(db, emails);
      const outside = emails.filter((email) => !known.has(email.toLowerCase())).length;
      if (outside > 0)
        await rateLimits.take(RULES.outsideRecipientsOrganization, String(caller.organizationId), outside);
      const ids = await db.transaction(async (tx) => {
        const written: number[] = [];
        for (const email of emails)
          written.push(
            await mail.queue(tx, {
              kind: ORDERS_SUMMARY_KIND,
              recipients: [email],
              subject,
              text,
              language,
              organizationId: caller.organizationId,
            }),
          );
        return written;
      });
      // The sender waits for the mails and is told when they did not leave (Product specification, domain §8):
      // delivered now, not by the outbox's job, which would only fail later, unseen.
      const statuses = await mail.deliverNow(ids);
      if (statuses.includes('ERROR')) throw new AppError('SERVICE_UNAVAILABLE', { message: 'service.mailNotSent' });
      return ids.length;
    },
  };
}
