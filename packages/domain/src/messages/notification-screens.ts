import { defineMessages } from './define.js';

/**
 * The in-app notifications in the web app (Product specification, domain §2 "Notifications page"): the header's
 * bell with the latest ones, and the notifications page of each signed-in area. The notices'
 * own texts come translated from the API (`orders.notice.*`, `refineRequests.notice.*`).
 */
export const notificationScreenMessages = defineMessages({
  // The page in each area, as the breadcrumbs and the menu name it.
  'nav.client.notifications': { en: 'Notifications', ru: 'Уведомления', zh: '通知' },
  'nav.partner.notifications': { en: 'Notifications', ru: 'Уведомления', zh: '通知' },
  'nav.admin.notifications': { en: 'Notifications', ru: 'Уведомления', zh: '通知' },

  // The bell in the header and its panel.
  'notifications.bell': { en: 'Notifications', ru: 'Уведомления', zh: '通知' },
  'notifications.bell.unread': {
    en: 'Notifications, {count} unread',
    ru: 'Уведомления, непрочитанных: {count}',
    zh: '通知，{count} 条未读',
  },
  'notifications.latest': { en: 'Latest notifications', ru: 'Последние уведомления', zh: '最新通知' },
  'notifications.all': { en: 'All notifications', ru: 'Все уведомления', zh: '全部通知' },

  // The page: beside a notice with a link, what the link lets the reader do (its action).
  'notifications.open': { en: 'Open', ru: 'Открыть', zh: '打开' },
  'notifications.open.order': { en: 'Open the order', ru: 'Открыть заявку', zh: '打开订单' },
  'notifications.open.calculation': { en: 'Open the calculation', ru: 'Открыть расчёт', zh: '打开计算' },

  // Both.
  'notifications.markAllRead': { en: 'Mark all as read', ru: 'Прочитать все', zh: '全部标为已读' },
  'notifications.markRead': { en: 'Mark as read', ru: 'Отметить прочитанным', zh: '标为已读' },
  'notifications.markedAllRead': {
    en: 'All notifications are marked as read',
    ru: 'Все уведомления отмечены прочитанными',
    zh: '所有通知已标为已读',
  },
  'notifications.unread': { en: 'Unread', ru: 'Не прочитано', zh: '未读' },
  'notifications.unreadCount': { en: '{count} unread', ru: 'Непрочитанных: {count}', zh: '{count} 条未读' },
  'notifications.none': { en: 'No notifications yet', ru: 'Уведомлений пока нет', zh: '暂无通知' },
  'notifications.noneUnread': {
    en: 'No unread notifications',
    ru: 'Непрочитанных уведомлений нет',
    zh: '没有未读通知',
  },

  // The page's filter.
  'notifications.show': { en: 'Show', ru: 'Показать', zh: '显示' },
  'notifications.show.all': { en: 'All', ru: 'Все', zh: '全部' },
  'notifications.show.unread': { en: 'Unread', ru: 'Непрочитанные', zh: '未读' },

  // When a notice came: recent ones relative, older ones as DD.MM.YYYY HH:mm.
  'notifications.time.now': { en: 'just now', ru: 'только что', zh: '刚刚' },
  'notifications.time.minutes': { en: '{count} min ago', ru: '{count} мин назад', zh: '{count} 分钟前' },
  'notifications.time.hours': { en: '{count} h ago', ru: '{count} ч назад', zh: '{count} 小时前' },
});
