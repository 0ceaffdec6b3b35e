import { defineMessages } from './define.js';

/** Calculations and quotations: the engine's and the API's messages (Product specification, domain §8). */
export const pricingMessages = defineMessages({
  'pricing.noCalculations': {
    en: 'No calculations found',
    ru: 'Расчёты не найдены',
    zh: '未找到计算结果',
  },
  'pricing.noOnlineRates': {
    en: 'Rates on the route are unavailable online',
    ru: 'Ставки по маршруту недоступны онлайн',
    zh: '该线路暂无在线运价',
  },
  'pricing.updateImpossible': {
    en: 'It is not possible to update the calculation using previously applied rates...',
    ru: 'Невозможно обновить расчёт по ранее применённым ставкам...',
    zh: '无法按先前使用的运价更新此计算...',
  },
  'pricing.outdated': {
    en: 'The calculation is outdated: update it before booking',
    ru: 'Расчёт устарел: обновите его перед бронированием',
    zh: '该计算已过期：订舱前请先更新',
  },
  'pricing.loginToView': {
    en: 'Log in / Register to view the details',
    ru: 'Войдите / Зарегистрируйтесь, чтобы увидеть подробности',
    zh: '登录 / 注册以查看详情',
  },
  'pricing.unknownPlace': {
    en: 'Unknown or invalid place',
    ru: 'Неизвестное или неверное место',
    zh: '未知或无效的地点',
  },
  'pricing.readyDateInPast': {
    en: 'The ready date cannot be in the past',
    ru: 'Дата готовности груза не может быть в прошлом',
    zh: '货物就绪日期不能早于今天',
  },
  'pricing.noRate': {
    en: 'The operators have set no exchange rate for this currency',
    ru: 'Для этой валюты не задан курс',
    zh: '运营人员尚未设置该币种的汇率',
  },
  'pricing.customCommissionOperators': {
    en: 'Only operators may calculate with a custom commission',
    ru: 'Рассчитывать с особой комиссией могут только операторы',
    zh: '只有运营人员可以使用自定义佣金计算',
  },
});
