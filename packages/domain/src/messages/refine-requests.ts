import { defineMessages } from './define.js';

/**
 * "Clarify the price" (Product specification, domain §1, §2, §7, §8): requests for a price on a lane whose rates
 * are unavailable online, the notices to the agents of its direction (plain, full, cancel), the
 * partners' answers, the empty-orders screens and the in-app notifications and mails they send.
 */
export const refineRequestMessages = defineMessages({
  // The API's refusals.
  'refineRequests.withdrawn': {
    en: 'The price request has been withdrawn',
    ru: 'Запрос цены отозван',
    zh: '询价请求已撤回',
  },
  'refineRequests.amountPositive': {
    en: 'Must be greater than 0',
    ru: 'Значение должно быть больше 0',
    zh: '必须大于 0',
  },
  'refineRequests.validToPast': {
    en: 'The price cannot be valid only until a day in the past',
    ru: 'Срок действия цены не может закончиться в прошлом',
    zh: '报价有效期不能早于今天',
  },
  'refineRequests.partnerRequired': {
    en: 'Choose the partner whose price this is',
    ru: 'Выберите партнёра, чья это цена',
    zh: '请选择报价的合作伙伴',
  },
  'refineRequests.cancelOperatorsOnly': {
    en: 'Only operators may withdraw a price request; a partner withdraws what it sent to its agents',
    ru: 'Отозвать запрос цены может только оператор; партнёр отзывает то, что отправил своим агентам',
    zh: '只有运营人员可以撤回询价；合作伙伴只能撤回其发给代理的通知',
  },

  // Notifications and mails (params: from, to, cargo, readyDate, organization, price, transitDays, validTo, link).
  'refineRequests.notice.REQUEST': {
    en: 'Price request {from} → {to}: rates on the route are unavailable online. Cargo: {cargo}; ready on {readyDate}.',
    ru: 'Запрос цены {from} → {to}: ставки по маршруту недоступны онлайн. Груз: {cargo}; готов {readyDate}.',
    zh: '询价 {from} → {to}：该线路暂无在线运价。货物：{cargo}；就绪日期 {readyDate}。',
  },
  'refineRequests.notice.PLAIN': {
    en: 'Price request {from} → {to}: rates on the route are unavailable online. Give your price in the price request.',
    ru: 'Запрос цены {from} → {to}: ставки по маршруту недоступны онлайн. Укажите свою цену в запросе цены.',
    zh: '询价 {from} → {to}：该线路暂无在线运价。请在该询价中报价。',
  },
  'refineRequests.notice.FULL': {
    en: 'Price request {from} → {to}: rates on the route are unavailable online. Cargo: {cargo}; ready on {readyDate}.',
    ru: 'Запрос цены {from} → {to}: ставки по маршруту недоступны онлайн. Груз: {cargo}; готов {readyDate}.',
    zh: '询价 {from} → {to}：该线路暂无在线运价。货物：{cargo}；就绪日期 {readyDate}。',
  },
  'refineRequests.notice.CANCEL': {
    en: 'The price request {from} → {to} has been withdrawn: no answer is needed.',
    ru: 'Запрос цены {from} → {to} отозван: отвечать не нужно.',
    zh: '询价 {from} → {to} 已撤回，无需报价。',
  },
  'refineRequests.notice.ANSWER': {
    en: '{organization} priced your request {from} → {to}: {price}, {transitDays} days in transit, valid until {validTo}.',
    ru: '{organization} ответил на ваш запрос {from} → {to}: {price}, в пути {transitDays} дн., действует до {validTo}.',
    zh: '{organization} 已对您的询价 {from} → {to} 报价：{price}，运输 {transitDays} 天，有效期至 {validTo}。',
  },
  'refineRequests.mail.subject.REQUEST': {
    en: 'Price request: {from} → {to}',
    ru: 'Запрос цены: {from} → {to}',
    zh: '询价：{from} → {to}',
  },
  'refineRequests.mail.subject.PLAIN': {
    en: 'Price request: {from} → {to}',
    ru: 'Запрос цены: {from} → {to}',
    zh: '询价：{from} → {to}',
  },
  'refineRequests.mail.subject.FULL': {
    en: 'Price request with cargo details: {from} → {to}',
    ru: 'Запрос цены с данными груза: {from} → {to}',
    zh: '询价（含货物详情）：{from} → {to}',
  },
  'refineRequests.mail.subject.CANCEL': {
    en: 'Price request withdrawn: {from} → {to}',
    ru: 'Запрос цены отозван: {from} → {to}',
    zh: '询价已撤回：{from} → {to}',
  },
  'refineRequests.mail.subject.ANSWER': {
    en: 'A price for {from} → {to}',
    ru: 'Цена по маршруту {from} → {to}',
    zh: '{from} → {to} 的报价',
  },
  'refineRequests.mail.text': {
    en: 'Hello,\n\n{notice}\n\n{link}',
    ru: 'Здравствуйте!\n\n{notice}\n\n{link}',
    zh: '您好，\n\n{notice}\n\n{link}',
  },
  'refineRequests.cargo.pieces': { en: '{amount} pcs', ru: '{amount} мест', zh: '{amount} 件' },
  'refineRequests.cargo.weight': { en: '{weight} kg', ru: '{weight} кг', zh: '{weight} 公斤' },
  'refineRequests.cargo.volume': { en: '{volume} m³', ru: '{volume} м³', zh: '{volume} 立方米' },
  'refineRequests.cargo.typed': { en: '{amount} × {name}', ru: '{amount} × {name}', zh: '{amount} × {name}' },

  // Screens: the empty-orders list.
  'refineRequests.intro.partner': {
    en: 'Clients ask for a price where rates on the route are unavailable online. Your price becomes a quotation the client sees at once.',
    ru: 'Клиенты запрашивают цену там, где ставки по маршруту недоступны онлайн. Ваша цена сразу становится котировкой, которую видит клиент.',
    zh: '客户在线路暂无在线运价时发起询价。您的价格将立即成为客户可见的报价。',
  },
  'refineRequests.intro.admin': {
    en: 'Open price requests of every client. Notify the partners serving the direction, answer for a partner, or withdraw a request.',
    ru: 'Открытые запросы цены всех клиентов. Уведомите партнёров направления, ответьте за партнёра или отзовите запрос.',
    zh: '所有客户的未结询价。可通知该线路的合作伙伴、代合作伙伴报价或撤回询价。',
  },
  'refineRequests.status.OPEN': { en: 'Waiting for a price', ru: 'Ждёт цены', zh: '待报价' },
  'refineRequests.status.ANSWERED': { en: 'Priced', ru: 'Есть цена', zh: '已报价' },
  'refineRequests.status.CANCELLED': { en: 'Withdrawn', ru: 'Отозван', zh: '已撤回' },
  'refineRequests.column.requestedAt': { en: 'Requested', ru: 'Запрошено', zh: '询价时间' },
  'refineRequests.column.route': { en: 'Route', ru: 'Маршрут', zh: '线路' },
  'refineRequests.column.cargo': { en: 'Cargo', ru: 'Груз', zh: '货物' },
  'refineRequests.column.readyDate': { en: 'Ready date', ru: 'Дата готовности', zh: '就绪日期' },
  'refineRequests.column.status': { en: 'Status', ru: 'Статус', zh: '状态' },
  'refineRequests.answersCount': { en: 'prices: {count}', ru: 'цен: {count}', zh: '报价：{count}' },
  'refineRequests.column.client': { en: 'Client', ru: 'Клиент', zh: '客户' },
  'refineRequests.filter.fromCountry': { en: 'Origin country', ru: 'Страна отправления', zh: '起运国' },
  'refineRequests.filter.toCountry': { en: 'Destination country', ru: 'Страна назначения', zh: '目的国' },
  'refineRequests.answeredByYou': { en: 'you answered', ru: 'вы ответили', zh: '您已报价' },
  'refineRequests.empty': {
    en: 'No open price requests',
    ru: 'Открытых запросов цены нет',
    zh: '暂无未结询价',
  },
  'refineRequests.emptyFiltered': {
    en: 'No price requests match the filters',
    ru: 'Нет запросов, подходящих под фильтры',
    zh: '没有符合筛选条件的询价',
  },
  'refineRequests.action.answer': { en: 'Give a price', ru: 'Дать цену', zh: '报价' },
  'refineRequests.action.notify': { en: 'Notify agents', ru: 'Уведомить агентов', zh: '通知代理' },
  'refineRequests.type.REQUEST': { en: 'Request', ru: 'Запрос', zh: '询价' },
  'refineRequests.type.PLAIN': { en: 'Short notice', ru: 'Краткое уведомление', zh: '简要通知' },
  'refineRequests.type.FULL': {
    en: 'Notice with cargo details',
    ru: 'Уведомление с данными груза',
    zh: '含货物详情的通知',
  },
  'refineRequests.type.CANCEL': { en: 'Withdrawal', ru: 'Отзыв запроса', zh: '撤回' },
  'refineRequests.confirm.PLAIN': {
    en: 'Send a short notice to the {count} organizations serving {route}?',
    ru: 'Отправить краткое уведомление организациям направления {route} ({count})?',
    zh: '向服务 {route} 的 {count} 个组织发送简要通知？',
  },
  'refineRequests.confirm.FULL': {
    en: 'Send the cargo details to the {count} organizations serving {route}?',
    ru: 'Отправить данные груза организациям направления {route} ({count})?',
    zh: '向服务 {route} 的 {count} 个组织发送货物详情？',
  },
  'refineRequests.confirm.CANCEL': {
    en: 'Withdraw the request {route}? Everyone notified is told no answer is needed.',
    ru: 'Отозвать запрос {route}? Все уведомлённые узнают, что отвечать не нужно.',
    zh: '撤回询价 {route}？所有已通知方将被告知无需报价。',
  },
  'refineRequests.notified': {
    en: 'Organizations notified: {count}',
    ru: 'Уведомлено организаций: {count}',
    zh: '已通知组织：{count}',
  },
  'refineRequests.withdrawnDone': {
    en: 'The request is withdrawn',
    ru: 'Запрос отозван',
    zh: '询价已撤回',
  },

  // Screens: the request's drawer and its answer form.
  'refineRequests.drawer.title': { en: 'Price request {route}', ru: 'Запрос цены {route}', zh: '询价 {route}' },
  'refineRequests.section.request': { en: 'Request', ru: 'Запрос', zh: '询价' },
  'refineRequests.section.answers': { en: 'Prices given', ru: 'Данные цены', zh: '已给报价' },
  'refineRequests.section.notices': { en: 'Who was notified', ru: 'Кого уведомили', zh: '通知记录' },
  'refineRequests.section.sentNotices': {
    en: 'Notices you sent',
    ru: 'Отправленные вами уведомления',
    zh: '您发送的通知',
  },
  'refineRequests.section.answer': { en: 'Your price', ru: 'Ваша цена', zh: '您的报价' },
  'refineRequests.noAnswers': { en: 'No price yet', ru: 'Цен пока нет', zh: '暂无报价' },
  'refineRequests.noNotices': { en: 'Nobody notified yet', ru: 'Пока никого не уведомляли', zh: '尚未通知任何人' },
  'refineRequests.noticeBy': {
    en: 'sent by {organization}',
    ru: 'отправил {organization}',
    zh: '由 {organization} 发送',
  },
  'refineRequests.field.organization': { en: 'Partner', ru: 'Партнёр', zh: '合作伙伴' },
  'refineRequests.field.amount': { en: 'Price', ru: 'Цена', zh: '价格' },
  'refineRequests.field.currency': { en: 'Currency', ru: 'Валюта', zh: '币种' },
  'refineRequests.field.transitDays': { en: 'Transit, days', ru: 'В пути, дней', zh: '运输天数' },
  'refineRequests.field.validTo': { en: 'Valid until', ru: 'Действует до', zh: '有效期至' },
  'refineRequests.field.mode': { en: 'Transport', ru: 'Вид транспорта', zh: '运输方式' },
  'refineRequests.field.comment': { en: 'Comment', ru: 'Комментарий', zh: '备注' },
  'refineRequests.submit': { en: 'Send the price', ru: 'Отправить цену', zh: '提交报价' },
  'refineRequests.answered': {
    en: 'The price is sent: the client sees it as a quotation',
    ru: 'Цена отправлена: клиент видит её как котировку',
    zh: '价格已发送，客户可在报价中看到',
  },
  'refineRequests.mode.SEA': { en: 'Sea', ru: 'Море', zh: '海运' },
  'refineRequests.mode.AIR': { en: 'Air', ru: 'Авиа', zh: '空运' },
  'refineRequests.mode.RAIL': { en: 'Rail', ru: 'Ж/д', zh: '铁路' },
  'refineRequests.mode.ROAD': { en: 'Road', ru: 'Авто', zh: '公路' },
  'refineRequests.mode.INTERMODAL': { en: 'Intermodal', ru: 'Интермодально', zh: '多式联运' },

  // Screens: the partner's three pages notifying its agents by direction.
  'refineRequests.agents.intro.PLAIN': {
    en: 'A short notice of this request goes to your agents; they may then give a price.',
    ru: 'Краткое уведомление о запросе получат ваши агенты; они смогут дать цену.',
    zh: '将向您的代理发送此询价的简要通知，代理随后可以报价。',
  },
  'refineRequests.agents.intro.FULL': {
    en: 'Your agents receive the request with its cargo details and may give a price.',
    ru: 'Ваши агенты получат запрос с данными груза и смогут дать цену.',
    zh: '您的代理将收到含货物详情的询价，并可以报价。',
  },
  'refineRequests.agents.intro.CANCEL': {
    en: 'Your agents are told the request is withdrawn and no longer see it.',
    ru: 'Ваши агенты узнают, что запрос отозван, и больше не увидят его.',
    zh: '代理将被告知询价已撤回，且不再能看到该询价。',
  },
  'refineRequests.agents.list': {
    en: 'Your agents',
    ru: 'Ваши агенты',
    zh: '您的代理',
  },
  'refineRequests.agents.cancelList': {
    en: 'Agents you notified',
    ru: 'Уведомлённые вами агенты',
    zh: '您已通知的代理',
  },
  'refineRequests.agents.none': {
    en: 'You have no agents: they are the partner organizations under yours',
    ru: 'У вас нет агентов: это организации-партнёры, подчинённые вашей',
    zh: '您没有代理：代理是隶属于您组织的合作伙伴组织',
  },
  'refineRequests.agents.noneNotified': {
    en: 'You have not notified any agent of this request',
    ru: 'Вы не уведомляли агентов об этом запросе',
    zh: '您尚未就此询价通知任何代理',
  },
  'refineRequests.agents.send': { en: 'Notify the agents', ru: 'Уведомить агентов', zh: '通知代理' },
  'refineRequests.agents.withdraw': { en: 'Withdraw from the agents', ru: 'Отозвать у агентов', zh: '向代理撤回' },
  'refineRequests.agents.back': {
    en: 'Back to price requests',
    ru: 'К запросам цены',
    zh: '返回询价',
  },
  'refineRequests.agents.closed': {
    en: 'This request is no longer open',
    ru: 'Этот запрос больше не открыт',
    zh: '该询价已关闭',
  },
});
