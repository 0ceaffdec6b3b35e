import { defineMessages } from './define.js';

/** The operators' translation screen and the answers of the translation import (Product specification, domain §2). */
export const l10nMessages = defineMessages({
  'l10n.page.title': {
    en: 'Translations',
    ru: 'Переводы',
    zh: '翻译',
  },
  'l10n.page.hint': {
    en: 'Download the texts as an Excel file, translate them and upload the file again. An empty cell leaves the text as it is.',
    ru: 'Скачайте тексты в файле Excel, переведите их и загрузите файл обратно. Пустая ячейка оставляет текст без изменений.',
    zh: '下载 Excel 文件中的文本，翻译后重新上传。空单元格表示不修改该文本。',
  },
  'l10n.section.texts': {
    en: 'Interface texts',
    ru: 'Тексты интерфейса',
    zh: '界面文本',
  },
  'l10n.errors.place': {
    en: 'Row : column',
    ru: 'Строка : столбец',
    zh: '行 : 列',
  },
  'l10n.errors.problem': {
    en: 'Problem',
    ru: 'Ошибка',
    zh: '问题',
  },
  'l10n.language.code': {
    en: 'Code',
    ru: 'Код',
    zh: '代码',
  },
  'l10n.language.name': {
    en: 'Language',
    ru: 'Язык',
    zh: '语言',
  },
  'l10n.export.action': {
    en: 'Download texts (.xlsx)',
    ru: 'Скачать тексты (.xlsx)',
    zh: '下载文本 (.xlsx)',
  },
  'l10n.import.action': {
    en: 'Upload translations (.xlsx or .json)',
    ru: 'Загрузить переводы (.xlsx или .json)',
    zh: '上传翻译 (.xlsx 或 .json)',
  },
  'l10n.import.done': {
    en: 'Texts read: {imported}, changed: {changed}',
    ru: 'Прочитано текстов: {imported}, изменено: {changed}',
    zh: '已读取文本：{imported}，已更改：{changed}',
  },
  'l10n.import.invalid': {
    en: 'The file has errors; nothing was imported',
    ru: 'В файле есть ошибки; ничего не загружено',
    zh: '文件有错误，未导入任何内容',
  },
  'l10n.import.fileRequired': {
    en: 'Choose a file to upload',
    ru: 'Выберите файл для загрузки',
    zh: '请选择要上传的文件',
  },
  'l10n.import.fileType': {
    en: 'Upload a .json or .xlsx file',
    ru: 'Загрузите файл .json или .xlsx',
    zh: '请上传 .json 或 .xlsx 文件',
  },
  'l10n.import.unreadable': {
    en: 'The file cannot be read as {format}',
    ru: 'Файл не читается как {format}',
    zh: '无法以 {format} 格式读取该文件',
  },
  'l10n.import.tooLarge': {
    en: 'The file is larger than {max} MB',
    ru: 'Файл больше {max} МБ',
    zh: '文件大于 {max} MB',
  },
  'l10n.import.notObject': {
    en: 'Expected an object of languages, each an object of key and text pairs',
    ru: 'Ожидается объект с языками, в каждом — пары «ключ: текст»',
    zh: '应为按语言分组的对象，每种语言包含"键: 文本"对',
  },
  'l10n.import.notText': {
    en: 'The text must be a string',
    ru: 'Текст должен быть строкой',
    zh: '文本必须是字符串',
  },
  'l10n.import.unknownKey': {
    en: 'There is no message with this key',
    ru: 'Сообщения с таким ключом нет',
    zh: '不存在此键的消息',
  },
  'l10n.import.keyRequired': {
    en: 'Enter the key of the message',
    ru: 'Укажите ключ сообщения',
    zh: '请填写消息的键',
  },
  'l10n.import.duplicateKey': {
    en: 'This key is already in row {row}',
    ru: 'Этот ключ уже есть в строке {row}',
    zh: '此键已在第 {row} 行出现',
  },
  'l10n.import.unknownLanguage': {
    en: 'Unknown language: use ru, en or zh',
    ru: 'Неизвестный язык: используйте ru, en или zh',
    zh: '未知语言：请使用 ru、en 或 zh',
  },
  'l10n.import.duplicateLanguage': {
    en: 'This language is given twice',
    ru: 'Этот язык указан дважды',
    zh: '此语言重复出现',
  },
  'l10n.import.keyColumnMissing': {
    en: 'The first row must name the columns: key, ru, en, zh',
    ru: 'В первой строке должны быть названия столбцов: key, ru, en, zh',
    zh: '第一行必须是列名：key、ru、en、zh',
  },
  'l10n.import.placeholders': {
    en: 'Keep the placeholders of the original text: {expected}',
    ru: 'Сохраните подстановки исходного текста: {expected}',
    zh: '请保留原文中的占位符：{expected}',
  },
  'l10n.import.noPlaceholders': {
    en: 'The original text has no placeholders; remove {found}',
    ru: 'В исходном тексте нет подстановок; уберите {found}',
    zh: '原文没有占位符，请删除 {found}',
  },
  'l10n.import.moreErrors': {
    en: '{count} more errors are not shown',
    ru: 'Ещё ошибок не показано: {count}',
    zh: '另有 {count} 个错误未显示',
  },
});
