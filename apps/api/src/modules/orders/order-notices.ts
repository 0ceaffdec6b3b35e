import {
  LANGUAGES,
  translate,
  type Language,
  type LocalizedText,
  type OrderStatus,
  type PointKey,
} from '@cargo/domain';
import type { CalculationsService } from '../pricing/calculations.service.js';
import type { Notice } from '../notifications/notifications.service.js';
import type { OrderRow } from './orders.repo.js';

/** Text in every language, made by `text` for each. */
function inEvery(text: (language: Language) => string): LocalizedText {
  return { ru: text('ru'), en: text('en'), zh: text('zh') };
}

/** An order's ends named in every language, for a notice each reader sees in their own. */
export interface EndNames {
  from: LocalizedText;
  to: LocalizedText;
}

/**
 * The ends' names, read before the transaction that sends the notice: the names are read on the
 * database's own connection, which an embedded database's open transaction holds.
 */
export async function endNames(calculations: CalculationsService, ends: [PointKey, PointKey]): Promise<EndNames> {
  const views = new Map<Language, Awaited<ReturnType<CalculationsService['routeView']>>>();
  for (const language of LANGUAGES) views.set(language, await calculations.routeView([], ends, language));
  return {
    from: inEvery((language) => views.get(language)!.from.name),
    to: inEvery((language) => views.get(language)!.to.name),
  };
}

/** To the carriers' people: a booking of legs they sell, to be confirmed. */
export function bookedNotice(order: OrderRow, client: string, deliveryOrderId: number, ends: EndNames): Notice {
  return {
    kind: 'order.booked',
    message: 'orders.notice.booked',
    params: { number: order.number, client, ...ends },
    link: `/partner/delivery-orders/${deliveryOrderId}`,
    mail: { subject: 'orders.mail.subject.booked', text: 'orders.mail.text' },
  };
}

/** To the client: its order (or one delivery order of it) has a new status. */
export function statusNotice(order: OrderRow, number: string, status: OrderStatus, ends: EndNames): Notice {
  return {
    kind: 'order.status',
    message: 'orders.notice.status',
    params: {
      number,
      status: inEvery((language) => translate(language, `dictionaries.enum.orderStatus.${status}`)),
      ...ends,
    },
    link: `/client/orders/${order.id}`,
    mail: { subject: 'orders.mail.subject.status', text: 'orders.mail.text' },
  };
}
