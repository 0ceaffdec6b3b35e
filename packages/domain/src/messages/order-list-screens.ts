import { defineMessages } from './define.js';

/**
 * The list screens of orders (Product specification, domain §2 "my quotations and my orders", §4): orders,
 * delivery orders, personal orders and order templates in the client, partner and admin areas.
 * Statuses and status groups keep their words among the dictionaries' enumerations
 * (`dictionaries.enum.orderStatus.*`, `dictionaries.enum.statusGroup.*`).
 */
export const orderListScreenMessages = defineMessages({
  // The bar above the lists.
  'orderLists.search': {
    en: 'Order number or cargo reference',
    ru: 'Номер заявки или референс груза',
    zh: '订单号或货物参考号',
  },
  'orderLists.group.label': { en: 'Status group', ru: 'Группа статусов', zh: '状态分组' },
  'orderLists.group.ALL': { en: 'All', ru: 'Все', zh: '全部' },
  'orderLists.filter.label': { en: 'Stage', ru: 'Этап', zh: '阶段' },
  'orderLists.filter.placeholder': { en: 'Any stage', ru: 'Любой этап', zh: '全部阶段' },
  'orderLists.filter.BOOKING_RECEIVED': { en: 'Booking received', ru: 'Бронирование получено', zh: '已收到订舱' },
  'orderLists.filter.BOOKING_CONFIRMED': {
    en: 'Booking confirmed',
    ru: 'Бронирование подтверждено',
    zh: '订舱已确认',
  },
  'orderLists.filter.STANDBY': { en: 'On hold', ru: 'Приостановлены', zh: '暂停中' },
  'orderLists.filter.NOT_DELIVERED': { en: 'Not delivered', ru: 'Не доставлены', zh: '未送达' },
  'orderLists.view.label': { en: 'View', ru: 'Вид', zh: '视图' },
  'orderLists.view.expanded': { en: 'Expanded', ru: 'Подробно', zh: '详细' },
  'orderLists.view.brief': { en: 'Brief', ru: 'Кратко', zh: '简要' },
  'orderLists.newCalculation': { en: 'New calculation', ru: 'Новый расчёт', zh: '新建计算' },

  // Columns and typed filters.
  'orderLists.column.number': { en: 'Number', ru: 'Номер', zh: '编号' },
  'orderLists.column.order': { en: 'Order', ru: 'Заявка', zh: '订单' },
  'orderLists.column.status': { en: 'Status', ru: 'Статус', zh: '状态' },
  'orderLists.column.route': { en: 'Route', ru: 'Маршрут', zh: '路线' },
  'orderLists.column.client': { en: 'Client', ru: 'Клиент', zh: '客户' },
  'orderLists.column.carrier': { en: 'Carrier', ru: 'Перевозчик', zh: '承运人' },
  'orderLists.column.owner': { en: 'Owner', ru: 'Владелец', zh: '所有者' },
  'orderLists.column.createdAt': { en: 'Created', ru: 'Создана', zh: '创建日期' },
  'orderLists.column.readyDate': { en: 'Ready date', ru: 'Дата готовности', zh: '货好日期' },
  'orderLists.column.internalId': { en: 'Cargo reference', ru: 'Референс груза', zh: '货物参考号' },
  'orderLists.column.total': { en: 'Price', ru: 'Стоимость', zh: '价格' },
  'orderLists.column.deliveryOrders': { en: 'Delivery orders', ru: 'Заказы на доставку', zh: '运输委托' },
  'orderLists.column.paymentState': { en: 'Payment', ru: 'Оплата', zh: '付款' },
  'orderLists.column.externalId': { en: 'External ID', ru: 'Внешний номер', zh: '外部编号' },
  'orderLists.column.name': { en: 'Name', ru: 'Название', zh: '名称' },
  'orderLists.column.cargo': { en: 'Cargo', ru: 'Груз', zh: '货物' },
  'orderLists.readyOn': { en: 'Ready {date}', ru: 'Готовность {date}', zh: '货好日期 {date}' },
  'orderLists.createdOn': { en: 'Created {date}', ru: 'Создана {date}', zh: '创建于 {date}' },
  'orderLists.transitDays': { en: '{days} d in transit', ru: '{days} дн. в пути', zh: '运输 {days} 天' },
  'orderLists.payment.PAID': { en: 'Paid', ru: 'Оплачен', zh: '已付款' },
  'orderLists.payment.NOT_PAID': { en: 'Not paid', ru: 'Не оплачен', zh: '未付款' },
  'orderLists.noDeliveryOrders': {
    en: 'No delivery orders yet',
    ru: 'Заказов на доставку пока нет',
    zh: '暂无运输委托',
  },
  'orderLists.place': { en: '{type} no. {id}', ru: '{type} № {id}', zh: '{type} {id} 号' },

  // Empty lists.
  'orderLists.empty.orders': { en: 'No orders yet', ru: 'Заявок пока нет', zh: '暂无订单' },
  'orderLists.empty.ordersFiltered': {
    en: 'No orders match the search and filters',
    ru: 'Нет заявок, подходящих под поиск и фильтры',
    zh: '没有符合搜索和筛选条件的订单',
  },
  'orderLists.empty.deliveryOrders': {
    en: 'No delivery orders yet',
    ru: 'Заказов на доставку пока нет',
    zh: '暂无运输委托',
  },
  'orderLists.empty.deliveryOrdersFiltered': {
    en: 'No delivery orders match the search and filters',
    ru: 'Нет заказов на доставку, подходящих под поиск и фильтры',
    zh: '没有符合搜索和筛选条件的运输委托',
  },
  'orderLists.empty.templates': {
    en: 'No saved templates yet',
    ru: 'Сохранённых шаблонов пока нет',
    zh: '暂无已保存的模板',
  },

  'orderLists.empty.templatesFiltered': {
    en: 'No templates match the search and filters',
    ru: 'Нет шаблонов, подходящих под поиск и фильтры',
    zh: '没有符合搜索和筛选条件的模板',
  },

  // Subtitles.
  'orderLists.personal.subtitle': {
    en: 'Orders you own or manage',
    ru: 'Заявки, которыми вы владеете или которые ведёте',
    zh: '您拥有或负责的订单',
  },
  'orderLists.partner.subtitle': {
    en: 'Orders where {organization} carries a leg',
    ru: 'Заявки, в которых {organization} выполняет часть перевозки',
    zh: '{organization} 承运其中一段的订单',
  },

  // Order templates.
  'orderLists.templates.intro': {
    en: 'Calculation requests saved under a name: “Use” opens the calculator filled in with one.',
    ru: 'Запросы расчёта, сохранённые под именем: «Использовать» открывает калькулятор, заполненный по шаблону.',
    zh: '以名称保存的计算请求：点击“使用”即可打开已按模板填写的计算器。',
  },
  'orderLists.templates.search': { en: 'Template name', ru: 'Название шаблона', zh: '模板名称' },
  'orderLists.templates.use': { en: 'Use', ru: 'Использовать', zh: '使用' },
  'orderLists.templates.delete': { en: 'Delete', ru: 'Удалить', zh: '删除' },
  'orderLists.templates.confirmDelete': {
    en: 'Delete the template “{name}”?',
    ru: 'Удалить шаблон «{name}»?',
    zh: '删除模板“{name}”？',
  },
  'orderLists.templates.deleted': { en: 'The template is deleted', ru: 'Шаблон удалён', zh: '模板已删除' },
});
