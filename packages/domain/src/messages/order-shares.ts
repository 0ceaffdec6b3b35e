import { defineMessages } from './define.js';

/**
 * The notices of one carrier's share of an order (docs/decisions.md D111): the route they name is
 * the share's own stretches, `{route}`, never the order's
 * whole route. The `orders.notice.booked`/`status` texts with `{from} → {to}` stay for the
 * notices stored before.
 */
export const orderShareMessages = defineMessages({
  /** The label of a delivery order's own stretches on its card. */
  'orders.share.stretches': { en: 'Its part of the route', ru: 'Участок маршрута', zh: '承运路段' },
  'orders.share.stretch': { en: '{from} → {to}', ru: '{from} → {to}', zh: '{from} → {to}' },
  /**
   * Two stretches of one share, or the ones before and the next: a pattern, not a separator,
   * since an imported text is trimmed and a separator's space would not survive the round trip.
   */
  'orders.share.join': { en: '{first}; {next}', ru: '{first}; {next}', zh: '{first}；{next}' },
  'orders.share.notice.booked': {
    en: 'New booking {number}: {route} for {client}. Confirm the delivery order.',
    ru: 'Новое бронирование {number}: {route} для {client}. Подтвердите заказ на доставку.',
    zh: '新订舱 {number}：{route}，客户 {client}。请确认运输委托。',
  },
  'orders.share.notice.status': {
    en: 'Delivery order {number} ({route}): {status}',
    ru: 'Заказ на доставку {number} ({route}): {status}',
    zh: '运输委托 {number}（{route}）：{status}',
  },
  /** The booking's mail to a carrier: its link is the delivery order the notice asks to confirm. */
  'orders.share.mail.text.booked': {
    en: '{notice}\n\nOpen the delivery order: {link}',
    ru: '{notice}\n\nОткрыть заказ на доставку: {link}',
    zh: '{notice}\n\n查看运输委托：{link}',
  },
  'orders.share.mail.subject.booked': {
    en: 'New booking {number}: {route}',
    ru: 'Новое бронирование {number}: {route}',
    zh: '新订舱 {number}：{route}',
  },
});
