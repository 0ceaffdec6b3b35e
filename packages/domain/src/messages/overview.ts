import { defineMessages } from './define.js';

/**
 * The overview an area opens on (/client, /partner, /admin; issue 30): the user's own work — recent
 * quotations, open delivery orders by stage, tariffs running out, what waits for an operator — and
 * a short list of the area's sections below it.
 */
export const overviewMessages = defineMessages({
  'overview.viewAll': { en: 'View all', ru: 'Смотреть все', zh: '查看全部' },
  'overview.goTo': { en: 'Go to', ru: 'Разделы', zh: '前往' },

  // Recent quotations (a client's calculations).
  'overview.quotations.title': {
    en: 'Recent quotations',
    ru: 'Последние котировки',
    zh: '最近的报价',
  },
  'overview.quotations.empty': {
    en: 'No quotations yet. Enter a route and cargo in the calculator to see prices.',
    ru: 'Котировок пока нет. Укажите маршрут и груз в калькуляторе, чтобы увидеть цены.',
    zh: '还没有报价。在计算器中输入路线和货物即可查看价格。',
  },
  'overview.quotations.openCalculator': { en: 'Open the calculator', ru: 'Открыть калькулятор', zh: '打开计算器' },
  'overview.quotations.bestPrice': { en: 'from {price}', ru: 'от {price}', zh: '{price} 起' },

  // Open delivery orders by stage.
  'overview.stages.title': {
    en: 'Open delivery orders',
    ru: 'Открытые заказы на доставку',
    zh: '进行中的运输委托',
  },
  'overview.stages.open': { en: 'All open', ru: 'Все открытые', zh: '全部进行中' },
  'overview.stages.empty': {
    en: 'No open delivery orders. They appear here once you book a quotation.',
    ru: 'Открытых заказов на доставку нет. Они появятся, когда вы забронируете котировку.',
    zh: '没有进行中的运输委托。选择报价并订舱后会显示在这里。',
  },
  'overview.stages.emptyCarrier': {
    en: 'No open delivery orders for you to carry.',
    ru: 'Открытых заказов на доставку для вас нет.',
    zh: '目前没有由您承运的运输委托。',
  },

  // Recent orders.
  'overview.orders.title': {
    en: 'Recent orders',
    ru: 'Последние заявки',
    zh: '最近的订单',
  },
  'overview.orders.empty': {
    en: 'No orders yet. They appear here once a client books your rates.',
    ru: 'Заявок пока нет. Они появятся, когда клиент забронирует ваши ставки.',
    zh: '还没有订单。客户按您的运价订舱后会显示在这里。',
  },
  'overview.orders.emptyOperator': {
    en: 'No orders yet.',
    ru: 'Заявок пока нет.',
    zh: '还没有订单。',
  },

  // Tariffs running out (a partner's).
  'overview.tariffs.title': { en: 'Tariffs running out', ru: 'Истекающие тарифы', zh: '即将到期的运价' },
  'overview.tariffs.summary': {
    en: 'Expiring within {days} days: {expiring}; already expired: {expired}',
    ru: 'Истекают в ближайшие {days} дн.: {expiring}; уже истекли: {expired}',
    zh: '{days} 天内到期：{expiring}；已到期：{expired}',
  },
  'overview.tariffs.empty': {
    en: 'No active tariff expires within {days} days.',
    ru: 'Ни один действующий тариф не истекает в ближайшие {days} дн.',
    zh: '{days} 天内没有到期的有效运价。',
  },
  'overview.tariffs.expiring': { en: 'expiring: {count}', ru: 'истекают: {count}', zh: '即将到期：{count}' },
  'overview.tariffs.expired': { en: 'expired: {count}', ru: 'истекли: {count}', zh: '已到期：{count}' },
  'overview.tariffs.noOrganization': {
    en: 'Tariffs are counted for your organization; you are not in one yet.',
    ru: 'Тарифы считаются по вашей организации, а вы пока ни в одной не состоите.',
    zh: '运价按组织统计，您尚未加入任何组织。',
  },

  // What waits for an operator.
  'overview.attention.title': { en: 'Needs your attention', ru: 'Требует внимания', zh: '待处理事项' },
  'overview.attention.profiles': {
    en: 'Organization profiles under review',
    ru: 'Профили организаций на рассмотрении',
    zh: '待审核的组织资质',
  },
  'overview.attention.failedMails': {
    en: 'Notifications that failed to send',
    ru: 'Уведомления, которые не удалось отправить',
    zh: '发送失败的通知',
  },
  'overview.attention.none': {
    en: 'Nothing is waiting: no profiles under review, no failed notifications.',
    ru: 'Ничего не ждёт: профилей на рассмотрении и неотправленных уведомлений нет.',
    zh: '没有待处理事项：没有待审核的组织资质，也没有发送失败的通知。',
  },
});
