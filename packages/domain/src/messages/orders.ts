import { defineMessages } from './define.js';

/**
 * Bookings and delivery orders (Product specification, domain §4, §5 "Orders", §8 "Quotation and orders"): the
 * API's refusals, and the notifications and mails a booking and a status change send.
 */
export const orderMessages = defineMessages({
  // Booking.
  'orders.notFound': { en: 'Booking number not found', ru: 'Номер бронирования не найден', zh: '未找到订舱号' },
  'orders.quotationNotFound': {
    en: 'The quotation is not one of the calculation’s',
    ru: 'Эта котировка не относится к расчёту',
    zh: '该报价不属于此计算',
  },
  'orders.copyFailed': { en: 'Copy failed', ru: 'Не удалось скопировать', zh: '复制失败' },
  'orders.notifyPartiesMax': {
    en: 'Maximum number of notified parties reached',
    ru: 'Достигнуто максимальное количество уведомляемых сторон',
    zh: '已达到通知方数量上限',
  },
  'orders.containerMaxLoad': {
    en: 'The maximum loading weight of a container is 28 t',
    ru: 'Максимальная загрузка контейнера — 28 т',
    zh: '集装箱最大装载重量为 28 吨',
  },
  'orders.containerNumber20': {
    en: "A 20' container number has 9 digits",
    ru: 'Номер 20-футового контейнера — 9 цифр',
    zh: '20英尺集装箱号为 9 位数字',
  },
  'orders.containerNumber40': {
    en: "A 40' container number has 11 characters: 4 letters and 7 digits",
    ru: 'Номер 40-футового контейнера — 11 символов: 4 буквы и 7 цифр',
    zh: '40英尺集装箱号为 11 位：4 个字母和 7 位数字',
  },
  'orders.pickupWindow': {
    en: 'The pickup window must end after it starts',
    ru: 'Окно забора груза должно заканчиваться позже, чем начинается',
    zh: '提货时间段的结束时间必须晚于开始时间',
  },
  'orders.pickupInPast': {
    en: 'The pickup date cannot be in the past',
    ru: 'Дата забора груза не может быть в прошлом',
    zh: '提货日期不能早于今天',
  },
  'orders.hsCode': {
    en: 'An HS code has 4 to 10 digits',
    ru: 'Код ТН ВЭД — от 4 до 10 цифр',
    zh: 'HS 编码为 4 至 10 位数字',
  },

  // Statuses and tracking.
  'orders.unknownStatus': { en: 'Unknown status', ru: 'Неизвестный статус', zh: '未知状态' },
  'orders.statusNotAllowed': {
    en: 'The status cannot change from “{from}” to “{to}”',
    ru: 'Статус нельзя изменить с «{from}» на «{to}»',
    zh: '状态不能从“{from}”变更为“{to}”',
  },
  'orders.automaticTracking': {
    en: 'The status comes from automatic tracking: turn it off to set the status by hand',
    ru: 'Статус приходит из автоматического отслеживания: отключите его, чтобы задать статус вручную',
    zh: '状态来自自动跟踪：请先关闭自动跟踪再手动设置状态',
  },
  'orders.actualBeforeReady': {
    en: 'The actual date cannot be before the planned ready date',
    ru: 'Фактическая дата не может быть раньше плановой даты готовности',
    zh: '实际日期不能早于计划就绪日期',
  },
  'orders.actualBeforeCreation': {
    en: 'The date cannot be before the order was created',
    ru: 'Дата не может быть раньше даты создания заявки',
    zh: '日期不能早于订单创建日期',
  },
  'orders.readyBeforeCreation': {
    en: 'The ready date cannot be before the order was created',
    ru: 'Дата готовности не может быть раньше даты создания заявки',
    zh: '就绪日期不能早于订单创建日期',
  },
  'orders.actualInFuture': {
    en: 'The actual date cannot be in the future',
    ru: 'Фактическая дата не может быть в будущем',
    zh: '实际日期不能晚于今天',
  },
  'orders.ownerUnknown': {
    en: 'Choose a client user as the owner',
    ru: 'Выберите владельцем пользователя клиента',
    zh: '请选择客户用户作为所有者',
  },
  'orders.carrierUnknown': {
    en: 'Choose a partner organization as the carrier',
    ru: 'Выберите перевозчиком организацию-партнёра',
    zh: '请选择合作伙伴组织作为承运人',
  },
  'orders.managerUnknown': {
    en: 'Choose an operator as the manager',
    ru: 'Выберите менеджером оператора',
    zh: '请选择运营人员作为经理',
  },

  // Notifications and mails (params: number, from, to, status, client, link).
  'orders.notice.booked': {
    en: 'New booking {number}: {from} → {to} for {client}. Confirm the delivery order.',
    ru: 'Новое бронирование {number}: {from} → {to} для {client}. Подтвердите заказ на доставку.',
    zh: '新订舱 {number}：{from} → {to}，客户 {client}。请确认运输委托。',
  },
  'orders.notice.status': {
    en: 'Delivery order {number} ({from} → {to}): {status}',
    ru: 'Заказ на доставку {number} ({from} → {to}): {status}',
    zh: '运输委托 {number}（{from} → {to}）：{status}',
  },
  'orders.mail.subject.booked': {
    en: 'New booking {number}: {from} → {to}',
    ru: 'Новое бронирование {number}: {from} → {to}',
    zh: '新订舱 {number}：{from} → {to}',
  },
  'orders.mail.subject.status': {
    en: 'Delivery order {number}: {status}',
    ru: 'Заказ на доставку {number}: {status}',
    zh: '运输委托 {number}：{status}',
  },
  'orders.mail.text': {
    en: '{notice}\n\nOpen the order: {link}',
    ru: '{notice}\n\nОткрыть заявку: {link}',
    zh: '{notice}\n\n查看订单：{link}',
  },
  'orders.mail.summary.subject': {
    en: 'Orders {numbers}',
    ru: 'Заявки {numbers}',
    zh: '订单 {numbers}',
  },
  'orders.mail.summary.line': {
    en: '{number}: {from} → {to}, {status}, ready on {readyDate}',
    ru: '{number}: {from} → {to}, {status}, готовность {readyDate}',
    zh: '{number}：{from} → {to}，{status}，就绪日期 {readyDate}',
  },
});
