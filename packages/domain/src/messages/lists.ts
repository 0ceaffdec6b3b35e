import { defineMessages } from './define.js';

/** Lists: filters in the query string, saved filters and collection views. */
export const listsMessages = defineMessages({
  'lists.filtersMalformed': {
    en: 'Filters must be a JSON list',
    ru: 'Фильтры должны быть списком в формате JSON',
    zh: '筛选条件必须是 JSON 列表',
  },
  'lists.unknownField': {
    en: 'This list cannot be filtered by this field',
    ru: 'Этот список нельзя фильтровать по этому полю',
    zh: '此列表不能按该字段筛选',
  },
  'lists.unknownKind': {
    en: 'Unknown filter kind',
    ru: 'Неизвестный вид фильтра',
    zh: '未知的筛选类型',
  },
  'lists.rangeEmpty': {
    en: 'Enter at least one bound of the range',
    ru: 'Укажите хотя бы одну границу диапазона',
    zh: '请至少填写范围的一个边界',
  },
  'lists.invalidContext': {
    en: 'Use lower-case Latin letters, digits and the characters / _ -',
    ru: 'Допустимы строчные латинские буквы, цифры и символы / _ -',
    zh: '只能使用小写拉丁字母、数字和字符 / _ -',
  },
  'lists.invalidSort': {
    en: 'Sort as field,asc or field,desc',
    ru: 'Сортировка задаётся как поле,asc или поле,desc',
    zh: '排序格式应为 字段,asc 或 字段,desc',
  },
  'lists.filtersLimit': {
    en: 'You can save at most {max} filters for this list',
    ru: 'Для этого списка можно сохранить не более {max} фильтров',
    zh: '此列表最多可保存 {max} 个筛选条件',
  },
  'lists.viewsLimit': {
    en: 'You can save at most {max} views for this list',
    ru: 'Для этого списка можно сохранить не более {max} представлений',
    zh: '此列表最多可保存 {max} 个视图',
  },
});
