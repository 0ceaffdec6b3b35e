import { defineMessages } from './define.js';

/**
 * Uploads refused for what they would take to read (issue 27): a workbook that unpacks or parses
 * into more than a spreadsheet ever needs; and a job a stopped server left unfinished.
 */
export const uploadMessages = defineMessages({
  'uploads.workbook.unpacksTooLarge': {
    en: 'The workbook unpacks to more than {max} MB: save it again in Excel or split it into several files',
    ru: 'Книга в распакованном виде больше {max} МБ: пересохраните её в Excel или разделите на несколько файлов',
    zh: '工作簿解压后大于 {max} MB：请在 Excel 中重新保存或拆分为多个文件',
  },
  'uploads.workbook.overCompressed': {
    en: 'The workbook is compressed more than {max} times, which no spreadsheet is: save it again in Excel',
    ru: 'Книга сжата более чем в {max} раз, так не сжимается ни одна таблица: пересохраните её в Excel',
    zh: '工作簿的压缩比超过 {max} 倍，正常表格不会如此：请在 Excel 中重新保存',
  },
  'uploads.workbook.tooManyTexts': {
    en: 'The workbook holds more than {max} different texts',
    ru: 'В книге больше {max} различных текстов',
    zh: '工作簿中不同文本的数量超过 {max} 个',
  },
  'uploads.workbook.tooManyRows': {
    en: 'The workbook has more than {max} rows: split it into several files',
    ru: 'В книге больше {max} строк: разделите её на несколько файлов',
    zh: '工作簿超过 {max} 行：请拆分为多个文件',
  },
  'uploads.workbook.tooManyCells': {
    en: 'The workbook has more than {max} filled cells: split it into several files',
    ru: 'В книге больше {max} заполненных ячеек: разделите её на несколько файлов',
    zh: '工作簿中已填写的单元格超过 {max} 个：请拆分为多个文件',
  },
  'uploads.workbook.cellTooLong': {
    en: 'A cell holds more than {max} characters, the most Excel allows',
    ru: 'В ячейке больше {max} символов, больше, чем допускает Excel',
    zh: '某个单元格超过 {max} 个字符，超出 Excel 允许的上限',
  },
  'uploads.workbook.tooManyParts': {
    en: 'The workbook has more than {max} parts',
    ru: 'В книге больше {max} частей',
    zh: '工作簿的组成部分超过 {max} 个',
  },
  'uploads.workbook.tooComplex': {
    en: 'The workbook needs more memory to read than a rate sheet may take: split it into several files',
    ru: 'Для чтения книги нужно больше памяти, чем допустимо для файла тарифов: разделите её на несколько файлов',
    zh: '读取该工作簿所需的内存超出运价文件的上限：请拆分为多个文件',
  },
  'jobs.interrupted': {
    en: 'The job was interrupted because the server stopped: start it again',
    ru: 'Задача прервана, потому что сервер остановился: запустите её ещё раз',
    zh: '服务器停止，任务已中断：请重新开始',
  },
});
