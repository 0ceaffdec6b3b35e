import {
  LANGUAGES,
  shareStretches,
  translate,
  type Language,
  type LocalizedText,
  type OrderStatus,
  type PointKey,
} from '@cargo/domain';
import type { StoredQuoteLeg } from '../../db/schema.js';
import type { CalculationsService } from '../pricing/index.js';
import type { Notice } from '../notifications/index.js';
import type { OrderRow } from './orders.repo.js';

/** Text in every language, made by `text` for each. */
function inEvery(text: (language: Language) => string): LocalizedText {
  return { ru: text('ru'), en: text('en'), zh: text('zh') };
}

/**
 * One carrier's share of a route named in every language, its stretches one after another
 * ("Shanghai → Shanghai port; St Petersburg port → Moscow"), for a notice each reader sees in
 * their own. Read before the transaction that sends the notice: the names are read on the
 * database's own connection, which an embedded database's open transaction holds.
 */
export async function shareRoute(
  calculations: CalculationsService,
  order: { legs: readonly StoredQuoteLeg[]; ends: [PointKey, PointKey] },
  legIndexes: readonly number[],
): Promise<LocalizedText> {
  const legs = legIndexes.map((index) => order.legs[index]!);
  const texts = new Map<Language, string>();
  for (const language of LANGUAGES) {
    const view = await calculations.routeView(legs, order.ends, language);
    const stretches = shareStretches(view.legs).map(({ from, to }) =>
      to ? translate(language, 'orders.share.stretch', { from: from.name, to: to.name }) : from.name,
    );
    const joined = stretches.reduce<string | undefined>(
      (first, next) => (first === undefined ? next : translate(language, 'orders.share.join', { first, next })),
      undefined,
    );
    texts.set(language, joined ?? '—');
  }
  return inEvery((language) => texts.get(language)!);
}

/** To the carriers' people: a booking of legs they sell (`route`, their share), to be confirmed in the delivery order it links to. */
export function bookedNotice(order: OrderRow, client: string, deliveryOrderId: number, route: LocalizedText): Notice {
  return {
    kind: 'order.booked',
    message: 'orders.share.notice.booked',
    params: { number: order.number, client, route },
    link: `/partner/delivery-orders/${deliveryOrderId}`,
    mail: { subject: 'orders.share.mail.subject.booked', text: 'orders.share.mail.text.booked' },
  };
}

/** To the client: one delivery order of its order (`route`, that carrier's share) has a new status. */
export function statusNotice(order: OrderRow, number: string, status: OrderStatus, route: LocalizedText): Notice {
  return {
    kind: 'order.status',
    message: 'orders.share.notice.status',
    params: {
      number,
      status: inEvery((language) => translate(language, `dictionaries.enum.orderStatus.${status}`)),
      route,
    },
    link: `/client/orders/${order.id}`,
    mail: { subject: 'orders.mail.subject.status', text: 'orders.mail.text' },
  };
}
