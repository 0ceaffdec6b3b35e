import { defineMessages } from './define.js';

/** The shell's session behaviour: access denied, login modal, sign-out, menus by role. */
export const sessionMessages = defineMessages({
  'page.inProgress': {
    en: 'This section is on its way',
    ru: 'Этот раздел скоро появится',
    zh: '此栏目即将上线',
  },
  'page.inProgress.hint': {
    en: 'We are building it now. Everything else works as usual.',
    ru: 'Мы уже работаем над ним. Остальные разделы работают как обычно.',
    zh: '我们正在建设中。其他功能照常可用。',
  },
  'session.signIn': { en: 'Log in', ru: 'Войти', zh: '登录' },
  'session.signOut': { en: 'Log out', ru: 'Выйти', zh: '退出登录' },
  'session.register': { en: 'Register', ru: 'Регистрация', zh: '注册' },
  'session.userMenu': { en: 'Account menu', ru: 'Меню учётной записи', zh: '账户菜单' },
  'session.profile': { en: 'My profile', ru: 'Мой профиль', zh: '我的资料' },
  'session.modal.title': {
    en: 'Your session has ended',
    ru: 'Сеанс завершён',
    zh: '您的会话已结束',
  },
  'session.modal.hint': {
    en: 'Log in again to continue; what you entered on the page stays.',
    ru: 'Войдите снова, чтобы продолжить; введённые на странице данные сохранятся.',
    zh: '请重新登录以继续，页面上已填写的内容会保留。',
  },
});
