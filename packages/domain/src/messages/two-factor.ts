import { defineMessages } from './define.js';

/** Two-factor sign-in (issue 27): the API's refusals and the screens' texts. */
export const twoFactorMessages = defineMessages({
  'twoFactor.required': {
    en: 'Enter the code from your authenticator app',
    ru: 'Введите код из приложения-аутентификатора',
    zh: '请输入身份验证器应用中的验证码',
  },
  'twoFactor.enrollmentRequired': {
    en: 'Set up two-factor sign-in to continue',
    ru: 'Чтобы продолжить, настройте двухфакторный вход',
    zh: '请先设置双因素登录再继续',
  },
  'twoFactor.codeFormat': {
    en: 'The code is six digits',
    ru: 'Код состоит из шести цифр',
    zh: '验证码为六位数字',
  },
  'twoFactor.recoveryCodeFormat': {
    en: 'A recovery code looks like ABCDE-FGHJK',
    ru: 'Резервный код выглядит так: ABCDE-FGHJK',
    zh: '恢复码的格式为 ABCDE-FGHJK',
  },
  'twoFactor.wrongCode': {
    en: 'Wrong code, or it was used already. Wait for the next one and try again',
    ru: 'Неверный или уже использованный код. Дождитесь следующего и попробуйте снова',
    zh: '验证码错误或已被使用。请等待下一个验证码后重试',
  },
  'twoFactor.wrongRecoveryCode': {
    en: 'Unknown or already used recovery code',
    ru: 'Неизвестный или уже использованный резервный код',
    zh: '恢复码无效或已被使用',
  },
  'twoFactor.stepExpired': {
    en: 'The sign-in step has expired, please enter your password again',
    ru: 'Время на подтверждение входа истекло, введите пароль ещё раз',
    zh: '登录验证已超时，请重新输入密码',
  },
  'twoFactor.noEnrolment': {
    en: 'Start the setup again: there is no secret waiting for a code',
    ru: 'Начните настройку заново: нет ключа, ожидающего подтверждения',
    zh: '请重新开始设置：没有等待确认的密钥',
  },
  'twoFactor.notEnabled': {
    en: 'Two-factor sign-in is not set up',
    ru: 'Двухфакторный вход не настроен',
    zh: '尚未设置双因素登录',
  },
  'twoFactor.cannotDisable': {
    en: 'Your role or organization requires two-factor sign-in: you can replace the authenticator but not switch it off',
    ru: 'Ваша роль или организация требует двухфакторный вход: приложение можно заменить, но не отключить',
    zh: '您的角色或组织要求双因素登录：可以更换身份验证器，但不能关闭',
  },
});
