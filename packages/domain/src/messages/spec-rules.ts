import { defineMessages } from './define.js';

/**
 * The spec's rules closed by issue 28 (Product specification, domain §4, §8): what blocks the removal of a
 * profile or the deletion of an organization, the service messages of a mail the SMTP server
 * refuses, a failed delete and an order that cannot be loaded, and the rate-sheet refusals.
 */
export const specRuleMessages = defineMessages({
  'organizations.profileDeleteBlocked.categories': {
    en: 'The profile cannot be deleted because service categories exist for it',
    ru: 'Профиль нельзя удалить: для него существуют категории услуг',
    zh: '无法删除该资质：存在属于它的服务类别',
  },
  'organizations.profileDeleteBlocked.company': {
    en: 'The profile cannot be deleted because a company is attached to it',
    ru: 'Профиль нельзя удалить: к нему привязана компания',
    zh: '无法删除该资质：有公司与之关联',
  },
  'organizations.deleteBlocked.users': {
    en: 'The company cannot be deleted because it has users',
    ru: 'Компанию нельзя удалить: у неё есть пользователи',
    zh: '无法删除该公司：公司下有用户',
  },
  'organizations.deleteBlocked.requests': {
    en: 'The company cannot be deleted because it has requests',
    ru: 'Компанию нельзя удалить: у неё есть запросы',
    zh: '无法删除该公司：公司有请求',
  },
  'organizations.deleteBlocked.openOrders': {
    en: 'The company cannot be deleted because it has open orders',
    ru: 'Компанию нельзя удалить: у неё есть незавершённые заявки',
    zh: '无法删除该公司：公司有未完成的订单',
  },
  'organizations.deleteBlocked.dependents': {
    en: 'The company cannot be deleted because other data depends on it',
    ru: 'Компанию нельзя удалить: от неё зависят другие данные',
    zh: '无法删除该公司：其他数据依赖于它',
  },
  'service.mailNotSent': {
    en: "Couldn't send the message. Please try again later.",
    ru: 'Не удалось отправить сообщение. Пожалуйста, попробуйте позже.',
    zh: '无法发送消息，请稍后再试。',
  },
  'service.deleteFailed': {
    en: 'An error occurred while deleting.',
    ru: 'При удалении произошла ошибка.',
    zh: '删除时发生错误。',
  },
  'service.orderDataFailed': {
    en: 'Failed to receive order data',
    ru: 'Не удалось получить данные заявки',
    zh: '无法获取订单数据',
  },
  'tariffs.alreadyExists': {
    en: 'Tariff already exists',
    ru: 'Тариф уже существует',
    zh: '运价已存在',
  },
  'tariffSheets.tooManyLanes': {
    en: 'Too many lanes in the file: at most {max}',
    ru: 'Слишком много направлений в файле: не более {max}',
    zh: '文件中的线路过多：最多 {max} 条',
  },
  'cargo.lotTooLong': {
    en: 'The pieces laid end to end are too long: at most {max} cm',
    ru: 'Слишком большая длина груза (места в ряд): не более {max} см',
    zh: '货物首尾相接的总长度过长：不超过 {max} 厘米',
  },
  'admin.organizations.delete': { en: 'Delete', ru: 'Удалить', zh: '删除' },
  'admin.organizations.deleteConfirm': {
    en: 'Delete the organization {name}?',
    ru: 'Удалить организацию {name}?',
    zh: '删除组织 {name}？',
  },
  'admin.organizations.deleted': {
    en: 'Organization {name} deleted',
    ru: 'Организация {name} удалена',
    zh: '组织 {name} 已删除',
  },
});
