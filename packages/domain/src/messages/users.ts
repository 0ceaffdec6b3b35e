import { defineMessages } from './define.js';

/** Users admin screens and their API texts. */
export const usersMessages = defineMessages({
  'users.roleDoesNotFit': {
    en: 'The role {role} does not fit this organization',
    ru: 'Роль {role} не подходит для этой организации',
    zh: '角色 {role} 与该组织不匹配',
  },
  'users.unblockSelf': {
    en: 'You cannot unblock yourself',
    ru: 'Нельзя разблокировать самого себя',
    zh: '您不能为自己解除封禁',
  },
  'users.cannotManage': {
    en: 'You cannot change a user with the role {role}',
    ru: 'Вы не можете изменять пользователя с ролью {role}',
    zh: '您不能修改具有角色 {role} 的用户',
  },
});
