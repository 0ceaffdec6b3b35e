import { defineMessages } from './define.js';

/**
 * The booking page, the single order, the delivery order and the group pages (Product specification, domain §2
 * "single order", §3 "Order"). Statuses keep their words among the dictionaries' enumerations
 * (`dictionaries.enum.orderStatus.*`); the API's refusals and rules are in orders.ts (`orders.*`).
 */
export const orderScreenMessages = defineMessages({
  'nav.client.orders.new': { en: 'New booking', ru: 'Новое бронирование', zh: '新建订舱' },
  'nav.admin.orders.new': { en: 'Manual booking', ru: 'Ручное бронирование', zh: '手动订舱' },

  // Shared words.
  'orderScreens.route': { en: 'Route', ru: 'Маршрут', zh: '路线' },
  'orderScreens.save': { en: 'Save', ru: 'Сохранить', zh: '保存' },
  'orderScreens.cancel': { en: 'Cancel', ru: 'Отмена', zh: '取消' },
  'orderScreens.saved': { en: 'Saved', ru: 'Сохранено', zh: '已保存' },
  'orderScreens.remove': { en: 'Remove', ru: 'Удалить', zh: '删除' },
  'orderScreens.documents': { en: 'Documents', ru: 'Документы', zh: '单证' },
  'orderScreens.documents.none': {
    en: 'No documents: uploading them to an order is not available yet',
    ru: 'Документов нет: загрузка документов в заявку пока недоступна',
    zh: '暂无单证：暂不支持向订单上传单证',
  },

  // The booking page.
  'orderScreens.booking.title': { en: 'Booking', ru: 'Бронирование', zh: '订舱' },
  'orderScreens.booking.subtitle': {
    en: 'Who sends and who receives, and what the carriers need to know',
    ru: 'Кто отправляет, кто получает и что нужно знать перевозчикам',
    zh: '发货人、收货人以及承运人需要了解的信息',
  },
  'orderScreens.booking.summary': { en: 'What is booked', ru: 'Что бронируется', zh: '订舱内容' },
  'orderScreens.booking.form': { en: 'Booking details', ru: 'Данные бронирования', zh: '订舱信息' },
  'orderScreens.booking.missing': {
    en: 'No calculations found: choose a quotation in the wizard to book it',
    ru: 'Расчёт не найден: выберите котировку в калькуляторе, чтобы забронировать её',
    zh: '未找到计算结果：请在计算器中选择报价后订舱',
  },
  'orderScreens.booking.toWizard': { en: 'Open the calculator', ru: 'Открыть калькулятор', zh: '打开运费计算器' },
  'orderScreens.booking.outdated': {
    en: 'The calculation is outdated',
    ru: 'Расчёт устарел',
    zh: '计算结果已过期',
  },
  'orderScreens.booking.outdated.text': {
    en: 'Update it with today’s tariffs and choose the quotation again before booking.',
    ru: 'Обновите его по сегодняшним тарифам и снова выберите котировку перед бронированием.',
    zh: '请按今日运价更新后重新选择报价再订舱。',
  },
  'orderScreens.booking.update': { en: 'Update the calculation', ru: 'Обновить расчёт', zh: '更新计算' },
  'orderScreens.booking.shipper': { en: 'Shipper', ru: 'Отправитель', zh: '发货人' },
  'orderScreens.booking.consignee': { en: 'Consignee', ru: 'Получатель', zh: '收货人' },
  'orderScreens.booking.notifyParties': { en: 'Notify parties', ru: 'Уведомляемые стороны', zh: '通知方' },
  'orderScreens.booking.notifyParties.hint': {
    en: 'Who else is told when the cargo arrives, besides the consignee',
    ru: 'Кому ещё, кроме получателя, сообщить о прибытии груза',
    zh: '除收货人外，货物到达时还需通知的对象',
  },
  'orderScreens.booking.notifyParty': {
    en: 'Notify party {number}',
    ru: 'Уведомляемая сторона {number}',
    zh: '通知方 {number}',
  },
  'orderScreens.booking.addNotifyParty': {
    en: 'Add a notify party',
    ru: 'Добавить уведомляемую сторону',
    zh: '添加通知方',
  },
  'orderScreens.booking.containers': { en: 'Containers', ru: 'Контейнеры', zh: '集装箱' },
  'orderScreens.booking.addContainer': { en: 'Add a container', ru: 'Добавить контейнер', zh: '添加集装箱' },
  'orderScreens.booking.cargo': { en: 'Cargo and terms', ru: 'Груз и условия поставки', zh: '货物与贸易条款' },
  'orderScreens.booking.pickup': { en: 'Pickup', ru: 'Забор груза', zh: '提货' },
  'orderScreens.booking.reference': {
    en: 'Reference and comment',
    ru: 'Референс и комментарий',
    zh: '参考号与备注',
  },
  'orderScreens.booking.documentsLater': {
    en: 'Documents cannot be attached to an order yet',
    ru: 'Прикреплять документы к заявке пока нельзя',
    zh: '暂不支持为订单添加单证',
  },
  'orderScreens.booking.submit': { en: 'Book', ru: 'Забронировать', zh: '订舱' },

  // The manual booking by an operator (Product specification, domain §2 "manual new booking").
  'orderScreens.manual.title': { en: 'Manual booking', ru: 'Ручное бронирование', zh: '手动订舱' },
  'orderScreens.manual.subtitle': {
    en: 'A booking for a customer at the carriers’ own prices, on a calculation made in the wizard',
    ru: 'Бронирование для клиента по ценам перевозчиков на основе расчёта из калькулятора',
    zh: '基于计算器中的计算，按承运人报价为客户订舱',
  },
  'orderScreens.manual.form': { en: 'Manual booking details', ru: 'Данные ручного бронирования', zh: '手动订舱信息' },
  'orderScreens.manual.missing': {
    en: 'No calculation found: make one in the wizard for the customer’s lane and cargo, then choose “Book manually”',
    ru: 'Расчёт не найден: сделайте расчёт в калькуляторе по маршруту и грузу клиента и выберите «Забронировать вручную»',
    zh: '未找到计算：请先在计算器中按客户的路线和货物进行计算，再选择“手动订舱”',
  },
  'orderScreens.manual.owner': { en: 'Customer', ru: 'Клиент', zh: '客户' },
  'orderScreens.manual.ownerUser': { en: 'Order owner', ru: 'Владелец заявки', zh: '订单所有者' },
  'orderScreens.manual.ownerHint': {
    en: 'The customer’s user the order is booked for: they see it among their orders',
    ru: 'Пользователь клиента, для которого бронируется заявка: он увидит её в своих заявках',
    zh: '为其订舱的客户用户：该用户将在其订单中看到此订单',
  },
  'orderScreens.manual.searchOwner': {
    en: 'Name or e-mail of the customer’s user',
    ru: 'Имя или эл. почта пользователя клиента',
    zh: '客户用户的姓名或电子邮箱',
  },
  'orderScreens.manual.carriers': { en: 'Carriers and prices', ru: 'Перевозчики и цены', zh: '承运人与价格' },
  'orderScreens.manual.carriersHint': {
    en: 'Each carrier’s price for its part of the lane: one to five carriers',
    ru: 'Цена каждого перевозчика за его часть маршрута: от одного до пяти перевозчиков',
    zh: '每个承运人对其所承运区段的报价：一至五个承运人',
  },
  'orderScreens.manual.carrier': { en: 'Carrier {number}', ru: 'Перевозчик {number}', zh: '承运人 {number}' },
  'orderScreens.manual.organization': { en: 'Partner organization', ru: 'Организация-партнёр', zh: '合作伙伴组织' },
  'orderScreens.manual.searchOrganization': {
    en: 'Name of the partner organization',
    ru: 'Название организации-партнёра',
    zh: '合作伙伴组织名称',
  },
  'orderScreens.manual.mode': { en: 'Mode of transport', ru: 'Вид транспорта', zh: '运输方式' },
  'orderScreens.manual.cost': { en: 'Carrier’s price', ru: 'Цена перевозчика', zh: '承运人报价' },
  'orderScreens.manual.transitDays': { en: 'Transit days', ru: 'Дней в пути', zh: '运输天数' },
  'orderScreens.manual.addCarrier': { en: 'Add a carrier', ru: 'Добавить перевозчика', zh: '添加承运人' },
  'orderScreens.manual.carriersMax': {
    en: 'At most five carriers',
    ru: 'Не более пяти перевозчиков',
    zh: '最多五个承运人',
  },
  'orderScreens.manual.submit': { en: 'Book for the customer', ru: 'Забронировать для клиента', zh: '为客户订舱' },
  'orderScreens.manual.done': { en: 'The order is booked', ru: 'Заявка забронирована', zh: '订单已订舱' },

  // A party.
  'orderScreens.party.name': { en: 'Company name', ru: 'Название компании', zh: '公司名称' },
  'orderScreens.party.address': { en: 'Address', ru: 'Адрес', zh: '地址' },
  'orderScreens.party.contactPerson': { en: 'Contact person', ru: 'Контактное лицо', zh: '联系人' },
  'orderScreens.party.phone': { en: 'Phone', ru: 'Телефон', zh: '电话' },
  'orderScreens.party.email': { en: 'E-mail', ru: 'Эл. почта', zh: '电子邮箱' },
  'orderScreens.party.taxId': { en: 'Tax ID', ru: 'ИНН', zh: '税号' },

  // A container.
  'orderScreens.container.title': { en: 'Container {number}', ru: 'Контейнер {number}', zh: '集装箱 {number}' },
  'orderScreens.container.type': { en: 'Container type', ru: 'Тип контейнера', zh: '箱型' },
  'orderScreens.container.number': { en: 'Container number', ru: 'Номер контейнера', zh: '箱号' },
  'orderScreens.container.numberHint': {
    en: "9 digits for 20', 11 characters for 40'",
    ru: "9 цифр для 20', 11 символов для 40'",
    zh: '20英尺为 9 位数字，40英尺为 11 位字符',
  },
  'orderScreens.container.weight': { en: 'Cargo weight, kg', ru: 'Вес груза, кг', zh: '货物重量（千克）' },
  'orderScreens.container.weightHint': {
    en: 'At most {max} kg (28 t)',
    ru: 'Не более {max} кг (28 т)',
    zh: '不超过 {max} 千克（28 吨）',
  },

  // Fields of a booking and an order.
  'orderScreens.field.cargo': { en: 'Cargo', ru: 'Груз', zh: '货物' },
  'orderScreens.field.readyDate': { en: 'Cargo ready date', ru: 'Дата готовности груза', zh: '货物就绪日期' },
  'orderScreens.field.transit': { en: 'Transit time', ru: 'Время в пути', zh: '运输时效' },
  'orderScreens.field.validTo': { en: 'Price valid until', ru: 'Цена действует до', zh: '价格有效期至' },
  'orderScreens.field.carriers': { en: 'Carriers', ru: 'Перевозчики', zh: '承运人' },
  'orderScreens.field.total': { en: 'Total', ru: 'Итого', zh: '总价' },
  'orderScreens.party.saved': { en: 'From an earlier order', ru: 'Из прежней заявки', zh: '从以往订单中选择' },
  'orderScreens.party.savedPlaceholder': {
    en: 'Choose a party to fill the fields',
    ru: 'Выберите сторону, чтобы заполнить поля',
    zh: '选择一方以填写字段',
  },
  'orderScreens.field.byCurrency': { en: 'By currency', ru: 'По валютам', zh: '按币种' },
  'orderScreens.field.incoterms': { en: 'Incoterms', ru: 'Инкотермс', zh: '国际贸易术语' },
  'orderScreens.field.cargoValue': { en: 'Cargo value', ru: 'Стоимость груза', zh: '货值' },
  'orderScreens.field.currency': { en: 'Currency', ru: 'Валюта', zh: '币种' },
  'orderScreens.field.description': { en: 'Cargo description', ru: 'Описание груза', zh: '货物描述' },
  'orderScreens.field.hsCode': { en: 'HS code', ru: 'Код ТН ВЭД', zh: 'HS 编码' },
  'orderScreens.field.pickupDate': { en: 'Pickup date', ru: 'Дата забора', zh: '提货日期' },
  'orderScreens.field.pickupFrom': { en: 'Pickup from', ru: 'Забор с', zh: '提货开始时间' },
  'orderScreens.field.pickupTo': { en: 'Pickup until', ru: 'Забор до', zh: '提货结束时间' },
  'orderScreens.field.truckCount': { en: 'Number of trucks', ru: 'Количество машин', zh: '车辆数' },
  'orderScreens.field.truckType': { en: 'Truck body', ru: 'Тип кузова', zh: '车厢类型' },
  'orderScreens.field.trucks': { en: 'Trucks', ru: 'Машины', zh: '车辆' },
  'orderScreens.field.internalId': { en: 'Cargo reference', ru: 'Референс груза', zh: '货物参考号' },
  'orderScreens.field.internalId.hint': {
    en: 'Your own number of the cargo: the lists find the order by it',
    ru: 'Ваш собственный номер груза: по нему заявку можно найти в списках',
    zh: '您自己的货物编号，可在列表中据此查找订单',
  },
  'orderScreens.field.comment': { en: 'Comment', ru: 'Комментарий', zh: '备注' },

  // The order page.
  'orderScreens.order.title': { en: 'Order {number}', ru: 'Заявка {number}', zh: '订单 {number}' },
  'orderScreens.order.actions': { en: 'Order actions', ru: 'Действия с заявкой', zh: '订单操作' },
  'orderScreens.order.back': {
    en: 'Back to the calculation',
    ru: 'Вернуться к расчёту',
    zh: '返回运费计算',
  },
  'orderScreens.order.copy': { en: 'Copy', ru: 'Копировать', zh: '复制' },
  'orderScreens.order.general': { en: 'General information', ru: 'Общая информация', zh: '基本信息' },
  'orderScreens.order.number': { en: 'Number', ru: 'Номер', zh: '编号' },
  'orderScreens.order.createdAt': { en: 'Created', ru: 'Создана', zh: '创建日期' },
  'orderScreens.order.status': { en: 'Status', ru: 'Статус', zh: '状态' },
  'orderScreens.order.client': { en: 'Client', ru: 'Клиент', zh: '客户' },
  'orderScreens.order.owner': { en: 'Owner', ru: 'Владелец', zh: '所有者' },
  'orderScreens.order.manager': { en: 'Manager', ru: 'Менеджер', zh: '经理' },
  'orderScreens.order.cargo': { en: 'Cargo', ru: 'Груз', zh: '货物' },
  'orderScreens.order.parties': { en: 'Parties', ru: 'Участники', zh: '相关方' },
  'orderScreens.order.price': { en: 'Price', ru: 'Стоимость', zh: '价格' },
  'orderScreens.order.deliveryOrders': { en: 'Delivery orders', ru: 'Заказы на доставку', zh: '运输委托' },
  'orderScreens.price.byCurrency': { en: 'By currency', ru: 'По валютам', zh: '按币种' },

  // Managing an order (operators).
  'orderScreens.manage.manager': { en: 'Assign manager', ru: 'Назначить менеджера', zh: '指派经理' },
  'orderScreens.manage.owner': { en: 'Change owner', ru: 'Сменить владельца', zh: '更换所有者' },
  'orderScreens.manage.createdAt': {
    en: 'Change create date',
    ru: 'Изменить дату создания',
    zh: '修改创建日期',
  },
  'orderScreens.manage.managerHint': {
    en: 'An operator who looks after the order; clear the field to leave it without one',
    ru: 'Оператор, который ведёт заявку; очистите поле, чтобы снять менеджера',
    zh: '负责该订单的运营人员；清空即取消指派',
  },
  'orderScreens.manage.ownerHint': {
    en: 'A user of the client’s organization',
    ru: 'Пользователь организации клиента',
    zh: '客户组织中的用户',
  },
  'orderScreens.manage.searchUser': {
    en: 'Type a name or an e-mail',
    ru: 'Введите имя или эл. почту',
    zh: '输入姓名或电子邮箱',
  },

  // A delivery order.
  'orderScreens.delivery.title': {
    en: 'Delivery order {number}',
    ru: 'Заказ на доставку {number}',
    zh: '运输委托 {number}',
  },
  'orderScreens.delivery.carrier': { en: 'Carrier', ru: 'Перевозчик', zh: '承运人' },
  'orderScreens.delivery.cost': { en: 'Cost', ru: 'Стоимость', zh: '费用' },
  'orderScreens.delivery.manualCost': { en: 'Cost entered by hand', ru: 'Стоимость вручную', zh: '手动费用' },
  'orderScreens.delivery.payment': { en: 'Payment', ru: 'Оплата', zh: '付款' },
  'orderScreens.delivery.externalId': { en: 'External number', ru: 'Внешний номер', zh: '外部编号' },
  'orderScreens.delivery.open': {
    en: 'Open the delivery order',
    ru: 'Открыть заказ на доставку',
    zh: '打开运输委托',
  },
  'orderScreens.delivery.toOrder': {
    en: 'Open order {number}',
    ru: 'Открыть заявку {number}',
    zh: '打开订单 {number}',
  },
  'orderScreens.delivery.editDetailsButton': {
    en: 'Cost and payment',
    ru: 'Стоимость и оплата',
    zh: '费用与付款',
  },
  'orderScreens.delivery.editDetails': {
    en: 'Cost and payment of {number}',
    ru: 'Стоимость и оплата {number}',
    zh: '{number} 的费用与付款',
  },
  'orderScreens.payment.PAID': { en: 'Paid', ru: 'Оплачен', zh: '已付款' },
  'orderScreens.payment.NOT_PAID': { en: 'Not paid', ru: 'Не оплачен', zh: '未付款' },
  'orderScreens.group.title': {
    en: 'Delivery orders of order {number}',
    ru: 'Заказы на доставку по заявке {number}',
    zh: '订单 {number} 的运输委托',
  },
  'orderScreens.group.empty': {
    en: 'No delivery orders of yours in this order',
    ru: 'В этой заявке нет ваших заказов на доставку',
    zh: '该订单中没有您的运输委托',
  },

  // Tracking.
  'orderScreens.tracking': { en: 'Tracking', ru: 'Отслеживание', zh: '跟踪' },
  'orderScreens.tracking.of': {
    en: 'Tracking of {number}',
    ru: 'Отслеживание {number}',
    zh: '{number} 的跟踪',
  },
  'orderScreens.tracking.planned': { en: 'Planned', ru: 'План', zh: '计划' },
  'orderScreens.tracking.actual': { en: 'Actual', ru: 'Факт', zh: '实际' },
  'orderScreens.tracking.showAll': {
    en: 'Show all dates ({count} more)',
    ru: 'Показать все даты (ещё {count})',
    zh: '显示全部日期（另有 {count} 项）',
  },
  'orderScreens.tracking.showSet': {
    en: 'Show only the dates set',
    ru: 'Показать только заполненные даты',
    zh: '仅显示已填写的日期',
  },
  'orderScreens.tracking.editButton': { en: 'Tracking dates', ru: 'Даты отслеживания', zh: '跟踪日期' },
  'orderScreens.tracking.edit': {
    en: 'Tracking dates of {number}',
    ru: 'Даты отслеживания {number}',
    zh: '{number} 的跟踪日期',
  },
  'orderScreens.tracking.PICKUP_READY': { en: 'Cargo ready', ru: 'Груз готов', zh: '货物就绪' },
  'orderScreens.tracking.PICKUP_LOADING': { en: 'Loaded at pickup', ru: 'Погрузка', zh: '提货装车' },
  'orderScreens.tracking.PICKUP_DEPARTURE': { en: 'Left the pickup', ru: 'Отправка от отправителя', zh: '提货后发车' },
  'orderScreens.tracking.ORIGIN_HUB_ARRIVAL': {
    en: 'Arrived at the origin hub',
    ru: 'Прибытие в хаб отправления',
    zh: '到达起运枢纽',
  },
  'orderScreens.tracking.ORIGIN_HUB_DEPARTURE': {
    en: 'Left the origin hub',
    ru: 'Отправка из хаба отправления',
    zh: '离开起运枢纽',
  },
  'orderScreens.tracking.TRANSIT_HUB': { en: 'Transit hub', ru: 'Транзитный хаб', zh: '中转枢纽' },
  'orderScreens.tracking.ARRIVAL_HUB': {
    en: 'Arrived at the arrival hub',
    ru: 'Прибытие в хаб назначения',
    zh: '到达目的枢纽',
  },
  'orderScreens.tracking.DOCUMENTS_RECEIVED': {
    en: 'Documents received',
    ru: 'Получение документов',
    zh: '收到单证',
  },
  'orderScreens.tracking.CUSTOMS_CLEARANCE': { en: 'Customs clearance', ru: 'Таможенное оформление', zh: '清关' },
  'orderScreens.tracking.DESTINATION': { en: 'At destination', ru: 'В пункте назначения', zh: '到达目的地' },
  'orderScreens.tracking.DELIVERY': {
    en: 'Delivered to the consignee',
    ru: 'Доставка получателю',
    zh: '派送至收货人',
  },
  'orderScreens.tracking.INVOICE': { en: 'Invoice', ru: 'Счёт', zh: '账单' },
  'orderScreens.tracking.PAYMENT': { en: 'Payment', ru: 'Оплата', zh: '付款' },

  // Logistics.
  'orderScreens.logistics': { en: 'Logistics', ru: 'Логистика', zh: '物流信息' },
  'orderScreens.logistics.trackingNumber': { en: 'Tracking number', ru: 'Трек-номер', zh: '跟踪号' },
  'orderScreens.logistics.billOfLading': { en: 'Bill of lading', ru: 'Коносамент', zh: '提单' },
  'orderScreens.logistics.awb': { en: 'AWB', ru: 'Авианакладная (AWB)', zh: '航空运单 (AWB)' },
  'orderScreens.logistics.cmr': { en: 'CMR', ru: 'CMR', zh: 'CMR 运单' },
  'orderScreens.logistics.railwayBill': { en: 'Railway bill', ru: 'Ж/д накладная', zh: '铁路运单' },
  'orderScreens.logistics.houseBills': { en: 'House bills', ru: 'Домашние коносаменты', zh: '分提单' },
  'orderScreens.logistics.houseBills.hint': {
    en: 'Type a number and press Enter; up to 20',
    ru: 'Введите номер и нажмите Enter; не более 20',
    zh: '输入编号后按回车，最多 20 个',
  },
  'orderScreens.logistics.editButton': { en: 'Logistics', ru: 'Логистика', zh: '物流信息' },
  'orderScreens.logistics.edit': {
    en: 'Logistics of {number}',
    ru: 'Логистика {number}',
    zh: '{number} 的物流信息',
  },

  // The history.
  'orderScreens.history': { en: 'Change history', ru: 'История изменений', zh: '变更历史' },
  'orderScreens.history.empty': { en: 'No changes yet', ru: 'Изменений пока нет', zh: '暂无变更' },
  'orderScreens.history.system': { en: 'System', ru: 'Система', zh: '系统' },
  'orderScreens.history.notifications': {
    en: 'Status notifications',
    ru: 'Уведомления о статусе',
    zh: '状态通知',
  },
  'orderScreens.event.BOOKED': { en: 'Booked', ru: 'Забронировано', zh: '已订舱' },
  'orderScreens.event.STATUS': { en: 'Status changed', ru: 'Статус изменён', zh: '状态变更' },
  'orderScreens.event.MANUAL_STATUS': {
    en: 'Cargo status set by hand',
    ru: 'Статус груза задан вручную',
    zh: '手动设置货物状态',
  },
  'orderScreens.event.TRACKING': { en: 'Tracking dates changed', ru: 'Даты отслеживания изменены', zh: '跟踪日期变更' },
  'orderScreens.event.MANUAL_COST': { en: 'Cost entered by hand', ru: 'Стоимость задана вручную', zh: '手动设置费用' },
  'orderScreens.event.EXTERNAL_ID': { en: 'External number changed', ru: 'Внешний номер изменён', zh: '外部编号变更' },
  'orderScreens.event.PAYMENT': { en: 'Payment changed', ru: 'Оплата изменена', zh: '付款状态变更' },
  'orderScreens.event.LOGISTICS': { en: 'Logistics changed', ru: 'Логистика изменена', zh: '物流信息变更' },
  'orderScreens.event.NOTIFICATIONS': {
    en: 'Status notifications changed',
    ru: 'Уведомления о статусе изменены',
    zh: '状态通知设置变更',
  },
  'orderScreens.event.OWNER': { en: 'Owner changed', ru: 'Владелец изменён', zh: '所有者变更' },
  'orderScreens.event.MANAGER': { en: 'Manager assigned', ru: 'Назначен менеджер', zh: '指派经理' },
  'orderScreens.event.CREATED_AT': {
    en: 'Create date changed',
    ru: 'Дата создания изменена',
    zh: '创建日期变更',
  },
});
