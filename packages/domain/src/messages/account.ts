import { defineMessages } from './define.js';

/**
 * Sign-in, registration and account texts the API answers with and mails carry (Product specification, domain
 * §4, §5, §8). The spec's texts are kept verbatim in English.
 */
export const accountMessages = defineMessages({
  'auth.incorrectLogin': {
    en: 'Incorrect login or password',
    ru: 'Неверный логин или пароль',
    zh: '用户名或密码错误',
  },
  'auth.suspended': {
    en: 'Your account has been temporarily suspended due to several failed login attempts. Please try again after 5 minutes.',
    ru: 'Ваша учётная запись временно заблокирована из-за нескольких неудачных попыток входа. Повторите попытку через 5 минут.',
    zh: '由于多次登录失败，您的账户已被暂时停用。请在 5 分钟后重试。',
  },
  'auth.notConfirmed': {
    en: 'Confirm your e-mail first: enter the code we sent you',
    ru: 'Сначала подтвердите e-mail: введите код из письма',
    zh: '请先确认您的电子邮箱：输入我们发送给您的验证码',
  },
  'auth.blocked': {
    en: 'Your account is blocked. Please contact your administrator',
    ru: 'Ваша учётная запись заблокирована. Обратитесь к администратору',
    zh: '您的账户已被封禁。请联系管理员',
  },
  'auth.invalidClient': {
    en: 'Unknown client or wrong client secret',
    ru: 'Неизвестный клиент или неверный секрет клиента',
    zh: '未知的客户端或客户端密钥错误',
  },
  'auth.sessionExpired': {
    en: 'Your session has expired, please log in again',
    ru: 'Сеанс истёк, войдите снова',
    zh: '会话已过期，请重新登录',
  },
  'auth.invalidCode': {
    en: 'Invalid confirmation code',
    ru: 'Неверный код подтверждения',
    zh: '验证码无效',
  },
  'auth.invalidLink': {
    en: 'Invalid confirm link: it is wrong, used or expired',
    ru: 'Недействительная ссылка: она неверна, уже использована или устарела',
    zh: '确认链接无效：链接错误、已使用或已过期',
  },
  'auth.emailRegistered': {
    en: 'E-mail already registered',
    ru: 'Этот e-mail уже зарегистрирован',
    zh: '该电子邮箱已注册',
  },
  'auth.alreadyConfirmed': {
    en: 'This e-mail is already confirmed, you can log in',
    ru: 'Этот e-mail уже подтверждён, можно войти',
    zh: '该电子邮箱已确认，您可以登录',
  },
  'auth.userNotFound': {
    en: 'User not found',
    ru: 'Пользователь не найден',
    zh: '未找到用户',
  },
  'auth.invalidOldPassword': {
    en: 'Invalid old password',
    ru: 'Неверный старый пароль',
    zh: '旧密码错误',
  },
  'validation.password': {
    en: 'At least eight characters, including a digit and both lower and upper case letters',
    ru: 'Не менее восьми символов, включая цифру, строчную и прописную буквы',
    zh: '至少八个字符，须包含数字以及大写和小写字母',
  },
  'validation.passwordsMismatch': {
    en: "Entered passwords don't match",
    ru: 'Введённые пароли не совпадают',
    zh: '两次输入的密码不一致',
  },
  'validation.digits': {
    en: 'Must be exactly {count} digits',
    ru: 'Должно быть ровно {count} цифр',
    zh: '必须正好是 {count} 位数字',
  },
  'validation.domain': {
    en: 'A domain name such as partner.example.com',
    ru: 'Доменное имя, например partner.example.com',
    zh: '域名，例如 partner.example.com',
  },
  'users.ownOrganization': {
    en: 'You cannot change the organization on your own',
    ru: 'Вы не можете самостоятельно сменить организацию',
    zh: '您不能自行更改所属组织',
  },
  'users.operatorCompany': {
    en: "Invalid company for a user with an operator's authorisation",
    ru: 'Недопустимая компания для пользователя с правами оператора',
    zh: '具有运营人员权限的用户所属公司无效',
  },
  'users.roleNotAllowed': {
    en: 'You cannot give the role {role}',
    ru: 'Вы не можете назначить роль {role}',
    zh: '您不能分配角色 {role}',
  },
  'users.blockSelf': {
    en: 'You cannot block yourself',
    ru: 'Нельзя заблокировать самого себя',
    zh: '您不能封禁自己',
  },
  'organizations.domainTaken': {
    en: 'This domain is already used by another organization',
    ru: 'Этот домен уже используется другой организацией',
    zh: '该域名已被其他组织使用',
  },
  'organizations.linkToItself': {
    en: "You can't link an element to itself",
    ru: 'Нельзя связать элемент с самим собой',
    zh: '不能将元素链接到其自身',
  },
  'organizations.parentAsSubsidiary': {
    en: "You can't use a parent element as a subsidiary one",
    ru: 'Нельзя использовать родительский элемент как дочерний',
    zh: '不能将父级元素用作子级元素',
  },
  'organizations.profileExists': {
    en: 'The organization already has this profile',
    ru: 'У организации уже есть этот профиль',
    zh: '该组织已有此资料类型',
  },
  'organizations.profileDecided': {
    en: 'This profile has already been reviewed',
    ru: 'Этот профиль уже рассмотрен',
    zh: '该资料已审核',
  },
  'mail.registrationCode.subject': {
    en: 'Your confirmation code: {code}',
    ru: 'Ваш код подтверждения: {code}',
    zh: '您的验证码：{code}',
  },
  'mail.registrationCode.text': {
    en: 'Hello, {name}!\n\nYour confirmation code is {code}. Enter it on the registration page to confirm your e-mail. The code is valid for 24 hours.\n\nIf you did not register, ignore this letter.',
    ru: 'Здравствуйте, {name}!\n\nВаш код подтверждения: {code}. Введите его на странице регистрации, чтобы подтвердить e-mail. Код действует 24 часа.\n\nЕсли вы не регистрировались, просто проигнорируйте это письмо.',
    zh: '{name}，您好！\n\n您的验证码是 {code}。请在注册页面输入以确认您的电子邮箱。验证码 24 小时内有效。\n\n如果您没有注册，请忽略此邮件。',
  },
  'mail.registrationExists.subject': {
    en: 'You already have an account',
    ru: 'У вас уже есть учётная запись',
    zh: '您已有账户',
  },
  'mail.registrationExists.text': {
    en: 'Hello, {name}!\n\nSomeone, perhaps you, tried to register with this e-mail. It already has an account: sign in at {link}. If you forgot the password, restore it on the sign-in page.\n\nIf it was not you, ignore this letter: nothing has changed.',
    ru: 'Здравствуйте, {name}!\n\nКто-то, возможно вы, пытался зарегистрироваться с этим e-mail. У него уже есть учётная запись: войдите по ссылке {link}. Если вы забыли пароль, восстановите его на странице входа.\n\nЕсли это были не вы, проигнорируйте письмо: ничего не изменилось.',
    zh: '{name}，您好！\n\n有人（可能是您本人）尝试使用此电子邮箱注册。该邮箱已有账户：请在 {link} 登录。如果忘记了密码，可在登录页面找回。\n\n如果这不是您本人，请忽略此邮件，账户没有任何变化。',
  },
  'validation.commonPassword': {
    en: 'This password is too common: it is on the list of leaked and easily guessed passwords. Choose another',
    ru: 'Этот пароль слишком распространён: он есть в списке утёкших и легко угадываемых паролей. Выберите другой',
    zh: '此密码过于常见，属于已泄露或易被猜中的密码。请另选一个',
  },
  'mail.restorePassword.subject': {
    en: 'Password recovery',
    ru: 'Восстановление пароля',
    zh: '找回密码',
  },
  'mail.restorePassword.text': {
    en: 'Hello, {name}!\n\nTo set a new password, open this link within one hour:\n{link}\n\nIf you did not ask for it, ignore this letter: your password stays as it is.',
    ru: 'Здравствуйте, {name}!\n\nЧтобы задать новый пароль, откройте эту ссылку в течение часа:\n{link}\n\nЕсли вы этого не запрашивали, проигнорируйте письмо: пароль останется прежним.',
    zh: '{name}，您好！\n\n如需设置新密码，请在一小时内打开此链接：\n{link}\n\n如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。',
  },
});
