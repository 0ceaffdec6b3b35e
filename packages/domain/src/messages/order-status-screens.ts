import { defineMessages } from './define.js';

/**
 * Setting where a delivery order is (Product specification, domain §4): the carrier's and the operators' status
 * change of one delivery order or of every one of an order (its request group), and the cargo
 * status a carrier words by hand while automatic tracking is off.
 */
export const orderStatusScreenMessages = defineMessages({
  // One delivery order's status change.
  'orderScreens.status.form': {
    en: 'Status of {number}',
    ru: 'Статус {number}',
    zh: '{number} 的状态',
  },
  'orderScreens.status.next': { en: 'New status', ru: 'Новый статус', zh: '新状态' },
  'orderScreens.status.choose': { en: 'Choose a status', ru: 'Выберите статус', zh: '选择状态' },
  'orderScreens.status.date': { en: 'Actual date', ru: 'Фактическая дата', zh: '实际日期' },
  'orderScreens.status.fills': {
    en: 'Fills the actual date of “{date}”',
    ru: 'Заполнит фактическую дату «{date}»',
    zh: '将填写“{date}”的实际日期',
  },
  'orderScreens.status.submit': { en: 'Change status', ru: 'Изменить статус', zh: '变更状态' },
  'orderScreens.status.changed': {
    en: 'The status is now “{status}”',
    ru: 'Статус изменён: «{status}»',
    zh: '状态已变更为“{status}”',
  },

  // The status of every delivery order of an order at once (the request group).
  'orderScreens.groupStatus.title': {
    en: 'Status of every delivery order',
    ru: 'Статус всех заказов на доставку',
    zh: '所有运输委托的状态',
  },
  'orderScreens.groupStatus.form': {
    en: 'Status of every delivery order of {number}',
    ru: 'Статус всех заказов на доставку {number}',
    zh: '{number} 所有运输委托的状态',
  },
  'orderScreens.groupStatus.hint': {
    en: 'Sets the status of all {count} delivery orders at once, or of none when one of them cannot take it.',
    ru: 'Задаёт статус всем {count} заказам на доставку сразу или ни одному, если какой-то из них его не допускает.',
    zh: '一次为全部 {count} 个运输委托设置状态；若其中任何一个不允许，则都不变更。',
  },
  'orderScreens.groupStatus.changed': {
    en: 'Every delivery order is now “{status}”',
    ru: 'Все заказы на доставку в статусе «{status}»',
    zh: '所有运输委托的状态已变更为“{status}”',
  },

  // The cargo status in the carrier's own words.
  'orderScreens.cargoStatus': { en: 'Cargo status', ru: 'Статус груза', zh: '货物状态' },
  'orderScreens.cargoStatus.editButton': { en: 'Cargo status', ru: 'Статус груза', zh: '货物状态' },
  'orderScreens.cargoStatus.edit': {
    en: 'Cargo status of {number}',
    ru: 'Статус груза {number}',
    zh: '{number} 的货物状态',
  },
  'orderScreens.cargoStatus.hint': {
    en: 'Where the cargo is, in your own words, shown to the client beside the status: “At the port, awaiting the vessel”.',
    ru: 'Где сейчас груз, своими словами; клиент видит это рядом со статусом: «В порту, ожидает судно».',
    zh: '用您自己的话说明货物所在位置，客户会在状态旁看到：“在港口，等待船舶”。',
  },
});
