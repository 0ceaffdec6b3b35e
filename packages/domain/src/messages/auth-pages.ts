import { defineMessages } from './define.js';

/** Sign-in, registration, password recovery and profile screens. */
export const authPageMessages = defineMessages({
  // Fields shared by the sign-in, registration, recovery and profile forms.
  'account.field.email': { en: 'E-mail', ru: 'E-mail', zh: '电子邮箱' },
  'account.field.password': { en: 'Password', ru: 'Пароль', zh: '密码' },
  'account.field.newPassword': { en: 'New password', ru: 'Новый пароль', zh: '新密码' },
  'account.field.confirmPassword': {
    en: 'Repeat the password',
    ru: 'Повторите пароль',
    zh: '再次输入密码',
  },
  'account.field.lastName': { en: 'Last name', ru: 'Фамилия', zh: '姓' },
  'account.field.firstName': { en: 'First name', ru: 'Имя', zh: '名' },
  'account.field.middleName': { en: 'Middle name', ru: 'Отчество', zh: '中间名' },
  'account.field.phone': { en: 'Phone', ru: 'Телефон', zh: '电话' },
  'account.field.organizationName': {
    en: 'Company name',
    ru: 'Название компании',
    zh: '公司名称',
  },
  'account.backToLogin': { en: 'Back to login', ru: 'Вернуться ко входу', zh: '返回登录' },

  // The panel beside the forms.
  'auth.aside.title': {
    en: 'Door-to-door freight in one place',
    ru: 'Перевозки «от двери до двери» в одном месте',
    zh: '门到门货运，一站搞定',
  },
  'auth.aside.point.quotes': {
    en: 'Compare sea, air, rail and road rates in minutes',
    ru: 'Сравнивайте ставки морских, авиа-, ж/д и автоперевозок за минуты',
    zh: '几分钟内比较海运、空运、铁路和公路运价',
  },
  'auth.aside.point.bookings': {
    en: 'Book online and follow every shipment',
    ru: 'Бронируйте онлайн и отслеживайте каждую перевозку',
    zh: '在线订舱，全程跟踪每一票货物',
  },
  'auth.aside.point.partners': {
    en: 'Carriers and forwarders publish tariffs and take delivery orders',
    ru: 'Перевозчики и экспедиторы публикуют тарифы и получают заказы на доставку',
    zh: '承运人和货代发布运价并承接运输委托',
  },

  // Log in.
  'login.title': { en: 'Log in to your account', ru: 'Вход в личный кабинет', zh: '登录您的账户' },
  'login.reason.book': {
    en: 'Log in or register to book: the booking is made in your account, and you come back to it after signing in.',
    ru: 'Войдите или зарегистрируйтесь, чтобы забронировать: бронирование оформляется в вашем кабинете, после входа вы вернётесь к нему.',
    zh: '请登录或注册后订舱：订舱在您的账户中完成，登录后将返回订舱页面。',
  },
  'login.subtitle': {
    en: 'Quotations, bookings and shipments in one workspace',
    ru: 'Расчёты, бронирования и перевозки — всё в одном месте',
    zh: '报价、订舱与货运，尽在一个工作台',
  },
  'login.forgotPassword': { en: 'Forgot your password?', ru: 'Забыли пароль?', zh: '忘记密码？' },
  'login.noAccount': { en: 'New to the marketplace?', ru: 'Ещё нет учётной записи?', zh: '还没有账户？' },
  'login.createAccount': { en: 'Create an account', ru: 'Зарегистрируйтесь', zh: '立即注册' },
  'login.redirecting': {
    en: 'You are logged in, opening the page…',
    ru: 'Вы вошли, открываем страницу…',
    zh: '您已登录，正在打开页面…',
  },

  // Registration.
  'register.title': { en: 'Create an account', ru: 'Регистрация', zh: '注册账户' },
  'register.subtitle': {
    en: 'It takes a minute: your details, then the code we e-mail you.',
    ru: 'Это займёт минуту: ваши данные, затем код из письма.',
    zh: '只需一分钟：填写信息，然后输入邮件中的验证码。',
  },
  'register.step.details': { en: 'Your details', ru: 'Данные', zh: '填写信息' },
  'register.step.confirm': { en: 'Confirm e-mail', ru: 'Подтверждение e-mail', zh: '确认邮箱' },
  'register.kind.label': { en: 'I register as', ru: 'Я регистрируюсь как', zh: '注册身份' },
  'register.kind.client': {
    en: 'Cargo owner (client)',
    ru: 'Грузовладелец (клиент)',
    zh: '货主（客户）',
  },
  'register.kind.client.hint': {
    en: 'Calculate, compare and book deliveries',
    ru: 'Рассчитываю, сравниваю и бронирую перевозки',
    zh: '计算、比较并在线订舱',
  },
  'register.kind.partner': {
    en: 'Carrier / forwarder (partner)',
    ru: 'Перевозчик / экспедитор (партнёр)',
    zh: '承运人 / 货代（合作伙伴）',
  },
  'register.kind.partner.hint': {
    en: 'Publish tariffs and handle delivery orders',
    ru: 'Публикую тарифы и выполняю заказы на доставку',
    zh: '发布运价并处理运输委托',
  },
  'register.submit': { en: 'Create account', ru: 'Зарегистрироваться', zh: '注册' },
  'register.haveAccount': { en: 'Already have an account?', ru: 'Уже есть учётная запись?', zh: '已有账户？' },
  'register.code.title': { en: 'Confirm your e-mail', ru: 'Подтвердите e-mail', zh: '确认您的电子邮箱' },
  'register.code.sent': {
    en: 'We have sent a 6-digit code to {email}. Enter it below; it is valid for 24 hours.',
    ru: 'Мы отправили 6-значный код на {email}. Введите его ниже — он действует 24 часа.',
    zh: '我们已向 {email} 发送了 6 位验证码。请在下方输入，验证码 24 小时内有效。',
  },
  'register.code.label': { en: 'Confirmation code', ru: 'Код подтверждения', zh: '验证码' },
  'register.code.digit': {
    en: 'Digit {index} of {count}',
    ru: 'Цифра {index} из {count}',
    zh: '第 {index} 位，共 {count} 位',
  },
  'register.code.submit': { en: 'Confirm', ru: 'Подтвердить', zh: '确认' },
  'register.code.resend': { en: 'Send the code again', ru: 'Отправить код ещё раз', zh: '重新发送验证码' },
  'register.code.resendIn': {
    en: 'Send again in {seconds} s',
    ru: 'Отправить снова через {seconds} с',
    zh: '{seconds} 秒后可重新发送',
  },
  'register.code.resent': {
    en: 'A new code is on its way to {email}',
    ru: 'Новый код отправлен на {email}',
    zh: '新的验证码已发送至 {email}',
  },
  'register.code.noMail': {
    en: 'No letter? Check the spam folder, or ask for a new code in a minute. If this e-mail already has an account, the letter tells you so instead of a code.',
    ru: 'Письма нет? Проверьте папку «Спам» или запросите новый код через минуту. Если у этого e-mail уже есть учётная запись, в письме будет сказано об этом вместо кода.',
    zh: '没有收到邮件？请检查垃圾邮件文件夹，或一分钟后重新获取验证码。如果此邮箱已有账户，邮件中会告知您，而不是发送验证码。',
  },
  'register.done.title': { en: 'Your e-mail is confirmed', ru: 'E-mail подтверждён', zh: '电子邮箱已确认' },
  'register.done.signingIn': { en: 'Logging you in…', ru: 'Выполняем вход…', zh: '正在为您登录…' },
  'register.done.logIn': {
    en: 'Log in with your e-mail and password.',
    ru: 'Войдите, указав e-mail и пароль.',
    zh: '请使用电子邮箱和密码登录。',
  },

  // Password recovery.
  'recovery.title': { en: 'Password recovery', ru: 'Восстановление пароля', zh: '找回密码' },
  'recovery.request.hint': {
    en: 'Enter the e-mail you registered with and we will send you a link to set a new password.',
    ru: 'Укажите e-mail, с которым вы регистрировались, и мы пришлём ссылку для смены пароля.',
    zh: '请输入您注册时使用的电子邮箱，我们将向您发送设置新密码的链接。',
  },
  'recovery.request.submit': { en: 'Send the link', ru: 'Отправить ссылку', zh: '发送链接' },
  'recovery.sent.title': { en: 'Check your mailbox', ru: 'Проверьте почту', zh: '请查收邮件' },
  'recovery.sent.text': {
    en: 'If the e-mail {email} is registered, we have sent a link to it. The link is valid for one hour.',
    ru: 'Если e-mail {email} зарегистрирован, мы отправили на него ссылку. Ссылка действует один час.',
    zh: '如果电子邮箱 {email} 已注册，我们已向其发送了链接。链接一小时内有效。',
  },
  'recovery.sent.another': { en: 'Use another e-mail', ru: 'Указать другой e-mail', zh: '使用其他邮箱' },
  'recovery.reset.title': { en: 'Set a new password', ru: 'Задайте новый пароль', zh: '设置新密码' },
  'recovery.reset.hint': {
    en: 'Choose a new password for your account. You will log in with it from now on.',
    ru: 'Придумайте новый пароль для своей учётной записи — дальше вы будете входить с ним.',
    zh: '请为您的账户设置新密码，今后将使用它登录。',
  },
  'recovery.reset.submit': { en: 'Save the password', ru: 'Сохранить пароль', zh: '保存密码' },
  'recovery.reset.newLink': { en: 'Ask for a new link', ru: 'Запросить новую ссылку', zh: '重新获取链接' },
  'recovery.done.title': { en: 'Your password has been changed', ru: 'Пароль изменён', zh: '密码已修改' },
  'recovery.done.text': {
    en: 'Log in with the new password.',
    ru: 'Войдите с новым паролем.',
    zh: '请使用新密码登录。',
  },

  // My profile.
  'profile.personal': { en: 'Personal data', ru: 'Личные данные', zh: '个人信息' },
  'profile.organization': { en: 'Organization', ru: 'Организация', zh: '组织' },
  'profile.roles': { en: 'Roles', ru: 'Роли', zh: '角色' },
  'profile.registered': { en: 'Registered', ru: 'Дата регистрации', zh: '注册日期' },
  'profile.emailHint': {
    en: 'Your e-mail is your login; it cannot be changed here.',
    ru: 'E-mail служит логином, изменить его здесь нельзя.',
    zh: '电子邮箱即您的登录名，无法在此修改。',
  },
  'profile.save': { en: 'Save changes', ru: 'Сохранить изменения', zh: '保存更改' },
  'profile.reset': { en: 'Undo changes', ru: 'Отменить изменения', zh: '撤销更改' },
  'profile.saved': { en: 'Your data has been saved', ru: 'Данные сохранены', zh: '信息已保存' },
  'profile.password.title': { en: 'Change password', ru: 'Смена пароля', zh: '修改密码' },
  'profile.password.hint': {
    en: 'You stay logged in here; on your other devices you will have to log in again.',
    ru: 'Здесь вы останетесь в системе, а на других устройствах нужно будет войти снова.',
    zh: '您在此处将保持登录，其他设备需要重新登录。',
  },
  'profile.password.old': { en: 'Current password', ru: 'Текущий пароль', zh: '当前密码' },
  'profile.password.submit': { en: 'Change password', ru: 'Изменить пароль', zh: '修改密码' },
  'profile.password.changed': {
    en: 'The password has been changed',
    ru: 'Пароль изменён',
    zh: '密码已修改',
  },
});
