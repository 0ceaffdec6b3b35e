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
  'twoFactor.step.title': {
    en: 'Two-factor sign-in',
    ru: 'Двухфакторный вход',
    zh: '双因素登录',
  },
  'twoFactor.step.hint': {
    en: 'Open your authenticator app and enter the six-digit code it shows for Cargo',
    ru: 'Откройте приложение-аутентификатор и введите шестизначный код для Cargo',
    zh: '打开身份验证器应用，输入 Cargo 的六位验证码',
  },
  'twoFactor.field.code': {
    en: 'Code from the app',
    ru: 'Код из приложения',
    zh: '应用中的验证码',
  },
  'twoFactor.field.recoveryCode': {
    en: 'Recovery code',
    ru: 'Резервный код',
    zh: '恢复码',
  },
  'twoFactor.useRecoveryCode': {
    en: 'Use a recovery code instead',
    ru: 'Войти с резервным кодом',
    zh: '改用恢复码',
  },
  'twoFactor.useApp': {
    en: 'Use the code from the app',
    ru: 'Ввести код из приложения',
    zh: '使用应用中的验证码',
  },
  'twoFactor.verify': {
    en: 'Verify',
    ru: 'Подтвердить',
    zh: '验证',
  },
  'twoFactor.back': {
    en: 'Back to the password',
    ru: 'Назад к паролю',
    zh: '返回输入密码',
  },
  'twoFactor.enrol.title': {
    en: 'Set up two-factor sign-in',
    ru: 'Настройка двухфакторного входа',
    zh: '设置双因素登录',
  },
  'twoFactor.enrol.hint': {
    en: 'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, FreeOTP), or type in the key, then enter the code the app shows',
    ru: 'Отсканируйте QR-код приложением-аутентификатором (Google Authenticator, Microsoft Authenticator, FreeOTP) или введите ключ вручную, затем введите код из приложения',
    zh: '使用身份验证器应用（Google Authenticator、Microsoft Authenticator、FreeOTP）扫描二维码，或手动输入密钥，然后输入应用显示的验证码',
  },
  'twoFactor.enrol.qrCode': {
    en: 'QR code for the authenticator app',
    ru: 'QR-код для приложения-аутентификатора',
    zh: '身份验证器应用的二维码',
  },
  'twoFactor.enrol.secret': {
    en: 'Key to type in',
    ru: 'Ключ для ввода вручную',
    zh: '手动输入的密钥',
  },
  'twoFactor.enrol.submit': {
    en: 'Confirm',
    ru: 'Подтвердить',
    zh: '确认',
  },
  'twoFactor.codes.title': {
    en: 'Your recovery codes',
    ru: 'Ваши резервные коды',
    zh: '您的恢复码',
  },
  'twoFactor.codes.hint': {
    en: 'Keep these codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
    ru: 'Сохраните эти коды в надёжном месте: каждый из них однократно позволит войти, если телефон потерян. Они показываются только сейчас.',
    zh: '请将这些恢复码保存在安全的地方：手机丢失时，每个恢复码可登录一次。它们仅显示这一次。',
  },
  'twoFactor.codes.done': {
    en: 'I have saved them',
    ru: 'Я их сохранил',
    zh: '我已保存',
  },
  'twoFactor.card.title': {
    en: 'Two-factor sign-in',
    ru: 'Двухфакторный вход',
    zh: '双因素登录',
  },
  'twoFactor.card.hint': {
    en: 'A code from an app on your phone in addition to your password',
    ru: 'Код из приложения на телефоне в дополнение к паролю',
    zh: '除密码外，还需输入手机应用中的验证码',
  },
  'twoFactor.card.on': {
    en: 'On. Recovery codes left: {count}',
    ru: 'Включён. Осталось резервных кодов: {count}',
    zh: '已开启。剩余恢复码：{count} 个',
  },
  'twoFactor.card.off': {
    en: 'Off',
    ru: 'Выключен',
    zh: '未开启',
  },
  'twoFactor.card.required': {
    en: 'Required for your role or organization',
    ru: 'Обязателен для вашей роли или организации',
    zh: '您的角色或组织要求开启',
  },
  'twoFactor.card.setUp': {
    en: 'Set up',
    ru: 'Настроить',
    zh: '设置',
  },
  'twoFactor.card.replace': {
    en: 'Replace the authenticator',
    ru: 'Заменить приложение',
    zh: '更换身份验证器',
  },
  'twoFactor.card.newCodes': {
    en: 'New recovery codes',
    ru: 'Новые резервные коды',
    zh: '生成新的恢复码',
  },
  'twoFactor.card.disable': {
    en: 'Switch off',
    ru: 'Отключить',
    zh: '关闭',
  },
  'twoFactor.card.proofHint': {
    en: 'Enter a current code from the app (or a recovery code to switch off)',
    ru: 'Введите текущий код из приложения (или резервный код для отключения)',
    zh: '请输入应用中的当前验证码（关闭时也可使用恢复码）',
  },
  'twoFactor.card.enabled': {
    en: 'Two-factor sign-in is on',
    ru: 'Двухфакторный вход включён',
    zh: '双因素登录已开启',
  },
  'twoFactor.card.disabled': {
    en: 'Two-factor sign-in is off',
    ru: 'Двухфакторный вход выключен',
    zh: '双因素登录已关闭',
  },
  'twoFactor.cancel': {
    en: 'Cancel',
    ru: 'Отмена',
    zh: '取消',
  },
  'twoFactor.org.require': {
    en: 'Require two-factor sign-in of every user of my organization',
    ru: 'Требовать двухфакторный вход от всех пользователей моей организации',
    zh: '要求本组织所有用户使用双因素登录',
  },
  'twoFactor.org.saved': {
    en: 'Saved',
    ru: 'Сохранено',
    zh: '已保存',
  },
  'twoFactor.reset': {
    en: 'Reset two-factor sign-in',
    ru: 'Сбросить двухфакторный вход',
    zh: '重置双因素登录',
  },
  'twoFactor.resetConfirm': {
    en: "Reset this user's two-factor sign-in? They set it up again at their next sign-in.",
    ru: 'Сбросить двухфакторный вход пользователя? Он настроит его заново при следующем входе.',
    zh: '要重置该用户的双因素登录吗？该用户下次登录时需要重新设置。',
  },
  'twoFactor.resetDone': {
    en: 'Two-factor sign-in reset',
    ru: 'Двухфакторный вход сброшен',
    zh: '双因素登录已重置',
  },
});
