import { defineMessages } from './define.js';

/** Texts of API errors and field validation (Product specification, domain §5, §8; shell §8). */
export const errorMessages = defineMessages({
  'error.badRequest': {
    en: 'The request is invalid',
    ru: 'Некорректный запрос',
    zh: '请求无效',
  },
  'error.unauthorized': {
    en: 'Please log in',
    ru: 'Необходимо войти в систему',
    zh: '请登录',
  },
  'error.forbidden': {
    en: 'You do not have authorised access to this page',
    ru: 'У вас нет доступа к этой странице',
    zh: '您无权访问此页面',
  },
  'error.notFound': {
    en: 'Not found',
    ru: 'Не найдено',
    zh: '未找到',
  },
  'error.methodNotAllowed': {
    en: 'This method is not allowed here',
    ru: 'Этот метод здесь не поддерживается',
    zh: '不允许使用此方法',
  },
  'error.conflict': {
    en: 'The data has changed, please reload and try again',
    ru: 'Данные изменились, обновите страницу и повторите',
    zh: '数据已更改，请刷新后重试',
  },
  'error.editConflict': {
    en: 'Someone else has changed this while you were editing it. Reload it to see their changes, then make yours again',
    ru: 'Пока вы редактировали, кто-то другой изменил эти данные. Обновите их, чтобы увидеть изменения, и внесите свои снова',
    zh: '在您编辑期间，其他人已修改了此数据。请重新加载以查看其修改，然后再次进行您的修改',
  },
  'validation.ifMatch': {
    en: 'If-Match must list entity tags as the ETag gave them, such as "3"',
    ru: 'If-Match должен содержать метки версии в том виде, в каком их дал ETag, например "3"',
    zh: 'If-Match 必须按 ETag 给出的形式列出实体标签，例如 "3"',
  },
  'error.payloadTooLarge': {
    en: 'The request is too large',
    ru: 'Слишком большой запрос',
    zh: '请求过大',
  },
  'error.unsupportedMediaType': {
    en: 'This content type is not supported',
    ru: 'Этот тип содержимого не поддерживается',
    zh: '不支持此内容类型',
  },
  'error.unprocessable': {
    en: 'The data cannot be processed',
    ru: 'Данные не могут быть обработаны',
    zh: '无法处理该数据',
  },
  'error.tooManyRequests': {
    en: 'Too many requests, please try again later',
    ru: 'Слишком много запросов, повторите позже',
    zh: '请求过多，请稍后再试',
  },
  'service.serverError': {
    en: 'Server error',
    ru: 'Ошибка сервера',
    zh: '服务器错误',
  },
  'service.unavailable': {
    en: 'Server is not available now',
    ru: 'Сервер сейчас недоступен',
    zh: '服务器当前不可用',
  },
  'validation.required': {
    en: 'This is a required field',
    ru: 'Это обязательное поле',
    zh: '此字段为必填项',
  },
  'validation.invalidValue': {
    en: 'Invalid value',
    ru: 'Недопустимое значение',
    zh: '无效值',
  },
  'validation.invalidEmail': {
    en: 'Invalid email',
    ru: 'Некорректный адрес электронной почты',
    zh: '电子邮件地址无效',
  },
  'validation.invalidNumber': {
    en: 'Enter a number',
    ru: 'Введите число',
    zh: '请输入数字',
  },
  'validation.invalidDate': {
    en: 'Invalid date',
    ru: 'Некорректная дата',
    zh: '日期无效',
  },
  'validation.tooShort': {
    en: 'Must be at least {min} characters',
    ru: 'Не менее {min} символов',
    zh: '至少 {min} 个字符',
  },
  'validation.tooLong': {
    en: 'Must be at most {max} characters',
    ru: 'Не более {max} символов',
    zh: '最多 {max} 个字符',
  },
  'validation.tooSmall': {
    en: 'Must be at least {min}',
    ru: 'Значение должно быть не меньше {min}',
    zh: '不能小于 {min}',
  },
  'validation.tooBig': {
    en: 'Must be at most {max}',
    ru: 'Значение должно быть не больше {max}',
    zh: '不能大于 {max}',
  },
  'validation.tooFewItems': {
    en: 'Add at least {min}',
    ru: 'Добавьте не менее {min}',
    zh: '至少添加 {min} 项',
  },
  'validation.tooManyItems': {
    en: 'No more than {max} allowed',
    ru: 'Допускается не более {max}',
    zh: '最多允许 {max} 项',
  },
  'validation.oneOf': {
    en: 'Choose one of: {options}',
    ru: 'Выберите одно из значений: {options}',
    zh: '请选择以下之一：{options}',
  },
  'validation.unknownField': {
    en: 'Unknown field',
    ru: 'Неизвестное поле',
    zh: '未知字段',
  },
  'validation.invalidRange': {
    en: 'Invalid range',
    ru: 'Некорректный диапазон',
    zh: '范围无效',
  },
  'validation.forbiddenCharacters': {
    en: 'Contains characters that are not allowed (a null character or a broken one)',
    ru: 'Содержит недопустимые символы (нулевой или повреждённый символ)',
    zh: '包含不允许的字符（空字符或损坏的字符）',
  },
  'validation.unique': {
    en: 'This value must be unique',
    ru: 'Значение должно быть уникальным',
    zh: '此值必须唯一',
  },
});
