import { defineMessages } from './define.js';

/**
 * The lists of calculations (Product specification, domain §2 "my quotations", partner and admin quotations):
 * the API's refusal and the screens' words in the client, partner and admin areas.
 */
export const quotationListMessages = defineMessages({
  'quotationLists.bookedNotDeleted': {
    en: 'This calculation has been booked and cannot be deleted',
    ru: 'По этому расчёту оформлена заявка, его нельзя удалить',
    zh: '该计算已订舱，无法删除',
  },
  'nav.client.quotations': { en: 'My quotations', ru: 'Мои котировки', zh: '我的报价' },

  'quotationLists.subtitle.client': {
    en: "Your organization's calculations, saved ones first",
    ru: 'Расчёты вашей организации, сохранённые — первыми',
    zh: '贵组织的计算，已保存的排在前面',
  },
  'quotationLists.subtitle.partner': {
    en: 'Calculations in which your tariffs were quoted: the demand on your lanes',
    ru: 'Расчёты, в которых участвовали ваши тарифы: спрос на ваших направлениях',
    zh: '使用了贵方运价的计算：贵方线路上的需求',
  },
  'quotationLists.subtitle.admin': {
    en: 'Every calculation of the marketplace, by clients and guests',
    ru: 'Все расчёты площадки — клиентов и гостей',
    zh: '平台上的所有计算，包括客户和访客',
  },
  'quotationLists.search': {
    en: 'Place, lane, reference or order number',
    ru: 'Место, направление, референс или номер заявки',
    zh: '地点、线路、编号或订单号',
  },
  'quotationLists.show.label': { en: 'Show', ru: 'Показать', zh: '显示' },
  'quotationLists.show.ALL': { en: 'All', ru: 'Все', zh: '全部' },
  'quotationLists.show.SAVED': { en: 'Saved', ru: 'Сохранённые', zh: '已保存' },
  'quotationLists.outdated.label': { en: 'Relevance', ru: 'Актуальность', zh: '时效' },
  'quotationLists.outdated.any': { en: 'Current and outdated', ru: 'Актуальные и устаревшие', zh: '有效和过期' },
  'quotationLists.outdated.true': { en: 'Outdated', ru: 'Устаревшие', zh: '已过期' },
  'quotationLists.outdated.false': { en: 'Current', ru: 'Актуальные', zh: '有效' },
  'quotationLists.booked.label': { en: 'Booking', ru: 'Бронирование', zh: '订舱' },
  'quotationLists.booked.any': { en: 'Booked or not', ru: 'С заявкой и без', zh: '已订舱和未订舱' },
  'quotationLists.booked.true': { en: 'Booked', ru: 'С заявкой', zh: '已订舱' },
  'quotationLists.booked.false': { en: 'Not booked', ru: 'Без заявки', zh: '未订舱' },

  'quotationLists.column.calculation': { en: 'Calculation', ru: 'Расчёт', zh: '计算' },
  'quotationLists.column.reference': { en: 'Reference', ru: 'Референс', zh: '编号' },
  'quotationLists.column.lane': { en: 'Lane', ru: 'Направление', zh: '线路' },
  'quotationLists.column.cargo': { en: 'Cargo', ru: 'Груз', zh: '货物' },
  'quotationLists.column.readyDate': { en: 'Ready date', ru: 'Дата готовности', zh: '就绪日期' },
  'quotationLists.column.createdAt': { en: 'Calculated', ru: 'Рассчитано', zh: '计算时间' },
  'quotationLists.column.bestPrice': { en: 'Best price', ru: 'Лучшая цена', zh: '最优价格' },
  'quotationLists.column.transitDays': { en: 'Best transit', ru: 'Лучший транзит', zh: '最短运输时间' },
  'quotationLists.column.state': { en: 'State', ru: 'Состояние', zh: '状态' },
  'quotationLists.column.order': { en: 'Order', ru: 'Заявка', zh: '订单' },
  'quotationLists.column.client': { en: 'Client', ru: 'Клиент', zh: '客户' },
  'quotationLists.column.share': { en: 'Your share', ru: 'Ваша часть', zh: '贵方份额' },
  'quotationLists.column.saved': { en: 'Saved', ru: 'Сохранён', zh: '已保存' },
  'quotationLists.column.outdated': { en: 'Outdated', ru: 'Устарел', zh: '已过期' },
  'quotationLists.column.booked': { en: 'Booked', ru: 'Забронирован', zh: '已订舱' },
  'quotationLists.column.guest': { en: 'Guest', ru: 'Гость', zh: '访客' },
  'quotationLists.column.organization': { en: 'Organization', ru: 'Организация', zh: '组织' },

  'quotationLists.tag.saved': { en: 'Saved', ru: 'Сохранён', zh: '已保存' },
  'quotationLists.tag.outdated': { en: 'Outdated', ru: 'Устарел', zh: '已过期' },
  'quotationLists.tag.current': { en: 'Current', ru: 'Актуален', zh: '有效' },
  'quotationLists.tag.booked': { en: 'Booked', ru: 'Забронирован', zh: '已订舱' },
  'quotationLists.tag.guest': { en: 'Guest', ru: 'Гость', zh: '访客' },
  'quotationLists.options': {
    en: 'Quotations: {count}',
    ru: 'Котировок: {count}',
    zh: '报价：{count}',
  },
  'quotationLists.noPrice': { en: 'No online price', ru: 'Нет онлайн-цены', zh: '无在线价格' },

  'quotationLists.action.open': { en: 'Open', ru: 'Открыть', zh: '打开' },
  'quotationLists.action.recalculate': { en: 'Recalculate', ru: 'Пересчитать', zh: '重新计算' },
  'quotationLists.action.book': { en: 'Book', ru: 'Забронировать', zh: '订舱' },
  'quotationLists.action.delete': { en: 'Delete', ru: 'Удалить', zh: '删除' },
  'quotationLists.action.bookOutdated': {
    en: 'The calculation is outdated: recalculate it first',
    ru: 'Расчёт устарел: сначала пересчитайте его',
    zh: '该计算已过期：请先重新计算',
  },
  'quotationLists.deleteConfirm': {
    en: 'Delete the calculation {reference}?',
    ru: 'Удалить расчёт {reference}?',
    zh: '删除计算 {reference}？',
  },
  'quotationLists.deleted': { en: 'The calculation is deleted', ru: 'Расчёт удалён', zh: '计算已删除' },
  'quotationLists.recalculated': {
    en: 'The calculation is recalculated with today’s tariffs',
    ru: 'Расчёт обновлён по сегодняшним тарифам',
    zh: '已按今日运价重新计算',
  },
  'quotationLists.empty': { en: 'No calculations yet', ru: 'Расчётов пока нет', zh: '暂无计算' },
  'quotationLists.emptyFiltered': {
    en: 'No calculation matches the filters',
    ru: 'Нет расчётов, подходящих под фильтры',
    zh: '没有符合筛选条件的计算',
  },
});
