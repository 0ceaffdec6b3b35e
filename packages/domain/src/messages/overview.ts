import { defineMessages } from './define.js';

/**
 * The overview an area opens on (/client, /partner, /admin; issue 30): the user's own work — recent
 * quotations, open delivery orders by stage, tariffs running out, what waits for an operator — and
 * a short list of the area's sections below it.
 */
export const overviewMessages = defineMessages({
  'overview.newQuote': { en: 'New quote', ru: 'Новый расчёт', zh: '新建报价' },
  'overview.viewAll': { en: 'View all', ru: 'Смотреть все', zh: '查看全部' },
  'overview.goTo': { en: 'Go to', ru: 'Разделы', zh: '前往' },

  // Recent quotations (a client's calculations).
  'overview.quotations.title': { en: 'Recent quotations', ru: 'Последние расчёты', zh: '最近的报价' },
  'overview.quotations.empty': {
    en: 'No quotations yet. Enter a route and cargo in the calculator to see prices.',
    ru: 'Расчётов пока нет. Укажите маршрут и груз в калькуляторе, чтобы увидеть цены.',
    zh: '还没有报价。在计算器中输入路线和货物即可查看价格。',
  },
  'overview.quotations.openCalculator': { en: 'Open the calculator', ru: 'Открыть калькулятор', zh: '打开计算器' },
  'overview.quotations.bestPrice': { en: 'from {price}', ru: 'от {price}', zh: '{price} 起' },

  // Open delivery orders by stage.
  'overview.stages.title': { en: 'Open delivery orders', ru: 'Открытые заявки на перевозку', zh: '进行中的运输订单' },
  'overview.stages.open': { en: 'All open', ru: 'Все открытые', zh: '全部进行中' },
  'overview.stages.empty': {
    en: 'No open delivery orders. Book a quotation to place one.',
    ru: 'Открытых заявок на перевозку нет. Забронируйте расчёт, чтобы создать заявку.',
    zh: '没有进行中的运输订单。预订一个报价即可下单。',
  },
  'overview.stages.emptyCarrier': {
    en: 'No open delivery orders for you to carry.',
    ru: 'Открытых заявок на перевозку для вас нет.',
    zh: '目前没有需要您承运的运输订单。',
  },

  // Recent orders.
  'overview.orders.title': { en: 'Recent orders', ru: 'Последние заказы', zh: '最近的订单' },
  'overview.orders.empty': {
    en: 'No orders yet. They appear here once a client books your rates.',
    ru: 'Заказов пока нет. Они появятся, когда клиент забронирует ваши ставки.',
    zh: '还没有订单。客户预订您的运价后会显示在这里。',
  },
  'overview.orders.emptyOperator': {
    en: 'No orders yet.',
    ru: 'Заказов пока нет.',
    zh: '还没有订单。',
  },

  // Tariffs running out (a partner's).
  'overview.tariffs.title': { en: 'Tariffs running out', ru: 'Истекающие тарифы', zh: '即将到期的运价' },
  'overview.tariffs.summary': {
    en: '{expiring} expire within {days} days, {expired} already expired',
    ru: 'Истекают в ближайшие {days} дн.: {expiring}, уже истекли: {expired}',
    zh: '{days} 天内到期：{expiring}，已到期：{expired}',
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
    en: 'Organization profiles awaiting review',
    ru: 'Профили организаций на проверке',
    zh: '待审核的组织资料',
  },
  'overview.attention.failedMails': {
    en: 'Mails that failed to send',
    ru: 'Письма, которые не удалось отправить',
    zh: '发送失败的邮件',
  },
  'overview.attention.none': {
    en: 'Nothing is waiting: no profiles to review, no failed mails.',
    ru: 'Ничего не ждёт: профилей на проверке и неотправленных писем нет.',
    zh: '没有待处理事项：没有待审核的资料，也没有发送失败的邮件。',
  },
});
