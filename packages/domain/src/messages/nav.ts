import { defineMessages, type Translations } from './define.js';

type Scoped<P extends string, K extends string> = { [Key in K as `${P}.${Key}`]: Translations };

/** The same texts under `prefix.`: a name partners and operators share, one key per area's route. */
function scoped<const P extends string, const K extends string>(
  prefix: P,
  messages: Record<K, Translations>,
): Scoped<P, K> {
  return Object.fromEntries(
    Object.entries<Translations>(messages).map(([key, text]) => [`${prefix}.${key}`, text]),
  ) as Scoped<P, K>;
}

/** The twelve rate kinds (Product specification, shell §2), under /partner/rates/… and /admin/rates/… alike. */
const rateKinds = {
  sea: { en: 'Sea freight', ru: 'Морской фрахт', zh: '海运' },
  portServices: { en: 'Port services', ru: 'Портовые услуги', zh: '港口服务' },
  airportServices: { en: 'Airport services', ru: 'Услуги аэропорта', zh: '机场服务' },
  roadTransportation: { en: 'Road freight', ru: 'Автоперевозки', zh: '公路运输' },
  railwayTransportation: { en: 'Rail freight', ru: 'Ж/д перевозки', zh: '铁路运输' },
  railwayServices: { en: 'Railway station services', ru: 'Услуги ж/д станций', zh: '铁路站场服务' },
  freightSurcharges: { en: 'Freight surcharges', ru: 'Надбавки к фрахту', zh: '运费附加费' },
  airTransportation: { en: 'Air freight', ru: 'Авиаперевозки', zh: '空运' },
  trucking: { en: 'Container trucking', ru: 'Автовывоз контейнеров', zh: '集卡运输' },
  truckingInternational: { en: 'International trucking', ru: 'Международный автовывоз', zh: '国际集卡运输' },
  intermodalRates: { en: 'Intermodal rates', ru: 'Интермодальные ставки', zh: '多式联运运价' },
  pallet: { en: 'Pallet freight', ru: 'Паллетные перевозки', zh: '托盘运输' },
} satisfies Record<string, Translations>;

/** The dictionaries partners see (Product specification, shell §2), which operators maintain as well. */
const sharedDictionaries = {
  airlineDisclaimers: { en: 'Airline disclaimers', ru: 'Оговорки авиакомпаний', zh: '航空公司免责条款' },
  railwayDisclaimers: { en: 'Railway disclaimers', ru: 'Оговорки ж/д перевозчиков', zh: '铁路承运人免责条款' },
  vehicleDisclaimers: { en: 'Road carrier disclaimers', ru: 'Оговорки автоперевозчиков', zh: '公路承运人免责条款' },
  seaLineConditions: { en: 'Shipping line terms', ru: 'Условия морских линий', zh: '船公司条款' },
  customsClearance: { en: 'Customs clearance types', ru: 'Виды таможенного оформления', zh: '报关类型' },
} satisfies Record<string, Translations>;

/** Pages partners and operators both have, with the same name. */
const sharedPages = {
  orders: { en: 'Orders', ru: 'Заявки', zh: '订单' },
  'orders.item': { en: 'Order', ru: 'Заявка', zh: '订单详情' },
  quotations: { en: 'Quotations', ru: 'Котировки', zh: '报价' },
  ordersTemplate: { en: 'Order templates', ru: 'Шаблоны заявок', zh: '订单模板' },
  personalOrders: { en: 'Personal orders', ru: 'Персональные заявки', zh: '专属订单' },
  deliveryOrders: { en: 'Delivery orders', ru: 'Заказы на доставку', zh: '运输委托' },
  'deliveryOrders.item': { en: 'Delivery order', ru: 'Заказ на доставку', zh: '运输委托详情' },
  emptyOrders: { en: 'Price requests', ru: 'Запросы цены', zh: '询价' },
  geographyPresence: { en: 'Geographic coverage', ru: 'География присутствия', zh: '服务覆盖区域' },
  documents: { en: 'Documents', ru: 'Документы', zh: '单证' },
  documentTemplates: { en: 'Document templates', ru: 'Шаблоны документов', zh: '单证模板' },
  commission: { en: 'Commission', ru: 'Комиссия', zh: '佣金' },
  users: { en: 'Users', ru: 'Пользователи', zh: '用户' },
  agents: { en: 'Agents', ru: 'Агенты', zh: '代理' },
  organizationGroupsDirection: {
    en: 'Organization groups by direction',
    ru: 'Группы организаций по направлениям',
    zh: '按线路分组的组织',
  },
  files: { en: 'Files', ru: 'Файлы', zh: '文件' },
  reports: { en: 'Reports', ru: 'Отчёты', zh: '报表' },
  statistics: { en: 'Statistics', ru: 'Статистика', zh: '统计' },
  popularDestinations: { en: 'Popular destinations', ru: 'Популярные направления', zh: '热门线路' },
  'templates.dellin': { en: 'Dellin templates', ru: 'Шаблоны «Деловых Линий»', zh: 'Dellin 模板' },
  'bailkal.contragents': {
    en: 'Baikal Service counterparties',
    ru: 'Контрагенты «Байкал Сервис»',
    zh: 'Baikal Service 往来单位',
  },
  'templates.descriptionTariffs': {
    en: 'Tariff description templates',
    ru: 'Шаблоны описаний тарифов',
    zh: '运价说明模板',
  },
  profile: { en: 'My profile', ru: 'Мой профиль', zh: '我的资料' },
} satisfies Record<string, Translations>;

/**
 * Route names of the whole route table (Product specification, shell §2): breadcrumbs, the left menu and the
 * area dashboards. One key per route, `nav.<area>.<route>`; public pages are `nav.<route>`.
 */
export const navMessages = defineMessages({
  // Areas, dashboards and the menu's groups.
  'nav.client': { en: 'Client area', ru: 'Личный кабинет', zh: '客户中心' },
  'nav.partner': { en: 'Partner area', ru: 'Кабинет партнёра', zh: '合作伙伴中心' },
  'nav.admin': { en: 'Administration', ru: 'Администрирование', zh: '运营管理' },
  'nav.dashboard': { en: 'Overview', ru: 'Обзор', zh: '概览' },
  'nav.dashboard.greeting': { en: 'Hello, {name}!', ru: 'Здравствуйте, {name}!', zh: '您好，{name}！' },
  'nav.dashboard.hint': {
    en: 'Choose a section to start working.',
    ru: 'Выберите раздел, чтобы начать работу.',
    zh: '请选择要进入的栏目。',
  },
  'nav.dashboard.allRates': { en: 'All rates', ru: 'Все ставки', zh: '全部运价' },
  'nav.dashboard.allDictionaries': { en: 'All dictionaries', ru: 'Все справочники', zh: '全部基础数据' },
  'nav.section.empty': {
    en: 'There is no section here that you can open.',
    ru: 'Здесь нет доступных вам разделов.',
    zh: '此处没有您可以访问的栏目。',
  },
  'nav.group.people': { en: 'People & organizations', ru: 'Пользователи и организации', zh: '用户与组织' },
  'nav.group.orders': { en: 'Orders', ru: 'Заявки', zh: '订单' },
  'nav.group.tariffs': { en: 'Tariffs', ru: 'Тарифы', zh: '运价与费率' },
  'nav.group.pricing': { en: 'Pricing rules', ru: 'Правила ценообразования', zh: '定价规则' },
  'nav.group.rates': { en: 'Rates', ru: 'Ставки', zh: '运价' },
  'nav.group.dictionaries': { en: 'Dictionaries', ru: 'Справочники', zh: '基础数据' },
  'nav.group.dictionaries.general': { en: 'General', ru: 'Общие', zh: '通用' },
  'nav.group.dictionaries.cargo': { en: 'Cargo and equipment', ru: 'Грузы и оборудование', zh: '货物与箱型' },
  'nav.group.dictionaries.carriers': { en: 'Carriers and hubs', ru: 'Перевозчики и узлы', zh: '承运人与枢纽' },
  'nav.group.dictionaries.terms': { en: 'Terms and surcharges', ru: 'Условия и надбавки', zh: '条款与附加费' },
  'nav.group.system': { en: 'Integrations & system', ru: 'Интеграции и система', zh: '集成与系统' },
  'nav.group.integrations': { en: 'Integrations', ru: 'Интеграции', zh: '系统集成' },
  'nav.group.reports': { en: 'Reports', ru: 'Отчёты', zh: '报表' },
  'nav.group.service': { en: 'System', ru: 'Система', zh: '系统' },
  'nav.group.mail': { en: 'Mail', ru: 'Почта', zh: '邮件' },
  'nav.group.company': { en: 'Company', ru: 'Компания', zh: '企业' },
  'nav.group.account': { en: 'Account', ru: 'Учётная запись', zh: '账户' },

  // Public pages.
  'nav.uiKit': { en: 'UI kit', ru: 'UI-кит', zh: '界面组件库' },
  'nav.code': { en: 'Confirmation code', ru: 'Код подтверждения', zh: '验证码' },
  'nav.agreement': { en: 'User agreement', ru: 'Пользовательское соглашение', zh: '用户协议' },
  'nav.errors': { en: 'Error messages', ru: 'Сообщения об ошибках', zh: '错误信息' },
  'nav.inProgress': { en: 'Coming soon', ru: 'В разработке', zh: '即将上线' },
  'nav.auth.login': { en: 'Log in', ru: 'Вход', zh: '登录' },
  'nav.auth.register': { en: 'Registration', ru: 'Регистрация', zh: '注册' },
  'nav.auth.passwordRecovery': { en: 'Password recovery', ru: 'Восстановление пароля', zh: '找回密码' },
  'nav.auth.social': { en: 'Social network sign-in', ru: 'Вход через соцсеть', zh: '社交账号登录' },
  'nav.book': { en: 'City-to-city freight', ru: 'Перевозки между городами', zh: '城市间运输' },
  'nav.book.wizard': { en: 'Calculate freight', ru: 'Рассчитать перевозку', zh: '运费计算' },
  'nav.widget.wizard': { en: 'Embedded calculator', ru: 'Встроенный калькулятор', zh: '嵌入式运费计算器' },
  'nav.widget.order': { en: 'Calculation', ru: 'Расчёт перевозки', zh: '运费计算结果' },
  'nav.calculation.public': { en: 'Shared calculation', ru: 'Расчёт по ссылке', zh: '分享的运费计算' },
  'nav.guest.order': { en: 'Guest order', ru: 'Гостевая заявка', zh: '访客订单' },

  // Client area.
  'nav.client.orders': sharedPages.orders,
  'nav.client.orders.item': sharedPages['orders.item'],
  'nav.client.deliveryOrders': sharedPages.deliveryOrders,
  'nav.client.deliveryOrders.item': sharedPages['deliveryOrders.item'],
  'nav.client.customs': { en: 'Customs clearance', ru: 'Таможенное оформление', zh: '报关' },
  'nav.client.documents': sharedPages.documents,
  'nav.client.subscription': { en: 'My subscription', ru: 'Моя подписка', zh: '我的订阅' },
  'nav.client.profile': sharedPages.profile,

  // Partner area.
  ...scoped('nav.partner', sharedPages),
  'nav.partner.orders.all': { en: 'All orders', ru: 'Все заявки', zh: '全部订单' },
  'nav.partner.organizations': { en: 'My organization', ru: 'Моя организация', zh: '我的组织' },
  'nav.partner.deliveryGroupOrders.item': {
    en: 'Group delivery order',
    ru: 'Сборный заказ на доставку',
    zh: '合并运输委托',
  },
  'nav.partner.customs': { en: 'Customs clearance', ru: 'Таможенное оформление', zh: '报关' },
  'nav.partner.subscription': { en: 'Subscription', ru: 'Подписка', zh: '订阅' },
  'nav.partner.rates': { en: 'Rates', ru: 'Ставки', zh: '运价' },
  ...scoped('nav.partner.rates', rateKinds),
  'nav.partner.expiredTariffs': { en: 'Expired tariffs', ru: 'Истекающие тарифы', zh: '过期运价' },
  'nav.partner.dictionaries': { en: 'Dictionaries', ru: 'Справочники', zh: '基础数据' },
  ...scoped('nav.partner.dictionaries', sharedDictionaries),
  'nav.partner.notifyAgents.plain': {
    en: 'Notify agents by direction',
    ru: 'Уведомление агентов по направлению',
    zh: '按线路通知代理',
  },
  'nav.partner.notifyAgents.full': {
    en: 'Notify agents with full details',
    ru: 'Полное уведомление агентов',
    zh: '向代理发送完整通知',
  },
  'nav.partner.notifyAgents.cancel': {
    en: 'Notify agents of cancellation',
    ru: 'Уведомление агентов об отмене',
    zh: '通知代理取消',
  },

  // Admin area (operators).
  ...scoped('nav.admin', sharedPages),
  'nav.admin.organizations': { en: 'Organizations', ru: 'Организации', zh: '组织' },
  'nav.admin.organizationProfiles': { en: 'Organization profiles', ru: 'Профили организаций', zh: '组织资质' },
  'nav.admin.organization.acts': { en: 'Completion certificates', ru: 'Акты выполненных работ', zh: '结算确认单' },
  'nav.admin.forwarders': { en: 'Forwarders', ru: 'Экспедиторы', zh: '货代' },
  'nav.admin.rating.users': { en: 'User rating', ru: 'Рейтинг пользователей', zh: '用户评级' },
  'nav.admin.subscription': { en: 'Subscriptions', ru: 'Подписки', zh: '订阅' },
  'nav.admin.subscription.config': { en: 'Subscription settings', ru: 'Настройки подписок', zh: '订阅设置' },
  'nav.admin.subscription.users': { en: 'Subscribers', ru: 'Подписчики', zh: '订阅用户' },
  'nav.admin.subscription.tariffs': { en: 'Subscription plans', ru: 'Тарифные планы', zh: '订阅套餐' },
  'nav.admin.subscription.manage': { en: 'Manage subscriptions', ru: 'Управление подписками', zh: '订阅管理' },
  'nav.admin.subscription.requests': { en: 'Subscription requests', ru: 'Заявки на подписку', zh: '订阅申请' },
  'nav.admin.rates': { en: 'Rates', ru: 'Ставки', zh: '运价' },
  ...scoped('nav.admin.rates', rateKinds),
  'nav.admin.transportationRules': { en: 'Transportation rules', ru: 'Правила перевозки', zh: '运输规则' },
  'nav.admin.freightSurcharges': { en: 'Surcharges', ru: 'Надбавки', zh: '附加费' },
  'nav.admin.insuranceRates': { en: 'Insurance rates', ru: 'Ставки страхования', zh: '保险费率' },
  'nav.admin.countryCategories': { en: 'Country categories', ru: 'Категории стран', zh: '国家分类' },
  'nav.admin.customs': {
    en: 'Customs clearance rates',
    ru: 'Ставки таможенного оформления',
    zh: '报关费率',
  },
  'nav.admin.interestTypes': { en: 'Markup types', ru: 'Виды наценок', zh: '加价类型' },
  'nav.admin.dictionaries': { en: 'Dictionaries', ru: 'Справочники', zh: '基础数据' },
  ...scoped('nav.admin.dictionaries', sharedDictionaries),
  'nav.admin.dictionaries.languages': { en: 'Languages', ru: 'Языки', zh: '语言' },
  'nav.admin.dictionaries.currencies': { en: 'Currencies', ru: 'Валюты', zh: '币种' },
  'nav.admin.dictionaries.containerTypes': { en: 'Container types', ru: 'Типы контейнеров', zh: '集装箱类型' },
  'nav.admin.dictionaries.containerTypes.common': { en: 'Types of goods', ru: 'Виды грузов', zh: '货物类型' },
  'nav.admin.dictionaries.containerTypes.auto': { en: 'Trucks', ru: 'Автотранспорт', zh: '车型' },
  'nav.admin.dictionaries.containerTypes.air': { en: 'Air containers', ru: 'Авиаконтейнеры', zh: '航空集装器' },
  'nav.admin.dictionaries.generalTypes': {
    en: 'General cargo types',
    ru: 'Типы генеральных грузов',
    zh: '普货类型',
  },
  'nav.admin.dictionaries.logisticDocumentKind': {
    en: 'Transport document types',
    ru: 'Виды транспортных документов',
    zh: '运输单证类型',
  },
  'nav.admin.dictionaries.seaLines': { en: 'Shipping lines', ru: 'Морские линии', zh: '船公司' },
  'nav.admin.dictionaries.consolidators': { en: 'Consolidators', ru: 'Консолидаторы', zh: '集运商' },
  'nav.admin.dictionaries.railwayOperators': { en: 'Railway operators', ru: 'Ж/д операторы', zh: '铁路运营商' },
  'nav.admin.dictionaries.seaPortHubs': { en: 'Sea ports', ru: 'Морские порты', zh: '海港' },
  'nav.admin.dictionaries.airportHubs': { en: 'Airports', ru: 'Аэропорты', zh: '机场' },
  'nav.admin.dictionaries.railwayHubs': { en: 'Railway stations', ru: 'Ж/д станции', zh: '铁路站点' },
  'nav.admin.dictionaries.airCompany': { en: 'Airlines', ru: 'Авиакомпании', zh: '航空公司' },
  'nav.admin.dictionaries.freightSurcharges': { en: 'Surcharge types', ru: 'Виды надбавок', zh: '附加费类型' },
  'nav.admin.dictionaries.transportHubs': { en: 'Transport hubs', ru: 'Транспортные узлы', zh: '物流枢纽' },
  'nav.admin.dictionaries.services': { en: 'Services', ru: 'Услуги', zh: '服务项目' },
  'nav.admin.dictionaries.geography': { en: 'Geography', ru: 'География', zh: '地理数据' },
  'nav.admin.externalApis': { en: 'External APIs', ru: 'Внешние API', zh: '外部接口' },
  'nav.admin.externalApisAgora': { en: 'AgoraFreight API', ru: 'API AgoraFreight', zh: 'AgoraFreight 接口' },
  'nav.admin.events': { en: 'Events', ru: 'События', zh: '事件' },
  'nav.admin.statuses': { en: 'Statuses', ru: 'Статусы', zh: '状态' },
  'nav.admin.chatbots': { en: 'Chatbots', ru: 'Чат-боты', zh: '聊天机器人' },
  'nav.admin.audit': { en: 'Audit log', ru: 'Журнал аудита', zh: '审计日志' },
  'nav.admin.resource.report': { en: 'Resource report', ru: 'Отчёт по ресурсам', zh: '资源报表' },
  'nav.admin.mailTemplates': { en: 'Mail templates', ru: 'Шаблоны писем', zh: '邮件模板' },
  'nav.admin.mailTemplateTypes': { en: 'Mail template types', ru: 'Типы шаблонов писем', zh: '邮件模板类型' },
  'nav.admin.mailTemplateTestData': {
    en: 'Template test data',
    ru: 'Тестовые данные шаблонов',
    zh: '模板测试数据',
  },
  'nav.admin.mails': { en: 'Sent notifications', ru: 'Отправленные уведомления', zh: '已发送通知' },
});
