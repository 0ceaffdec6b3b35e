import { defineMessages } from './define.js';

/** Organizations, their profiles and bank details: admin and partner screens. */
export const organizationsMessages = defineMessages({
  'organizations.operatorOnly': {
    en: 'Only an operator can change this field',
    ru: 'Это поле может изменить только оператор',
    zh: '只有运营人员可以修改此字段',
  },
  'organizations.typeDoesNotFitUsers': {
    en: 'The organization has users whose roles do not fit this type',
    ru: 'В организации есть пользователи, чьи роли не подходят для этого типа',
    zh: '该组织中有用户的角色与此类型不匹配',
  },
  'organizations.bankDetailsExist': {
    en: 'The organization already has bank details',
    ru: 'Банковские реквизиты организации уже заполнены',
    zh: '该组织已有银行信息',
  },
  'organizations.noBankDetails': {
    en: 'The organization has no bank details yet',
    ru: 'У организации пока нет банковских реквизитов',
    zh: '该组织尚无银行信息',
  },
});
