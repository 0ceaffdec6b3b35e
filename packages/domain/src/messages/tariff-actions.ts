import { defineMessages } from './define.js';

/**
 * The rates pages' sheets and bulk actions (Product specification, domain §2, §4, §9), the progress of long jobs,
 * and the expired-tariffs page with its menu badge (Product specification, domain §3, §7).
 */
export const tariffActionMessages = defineMessages({
  // The progress of a long job (an import, a bulk action).
  'jobs.progress.sending': { en: 'Sending…', ru: 'Отправка…', zh: '正在发送…' },
  'jobs.progress.queued': { en: 'Waiting to start…', ru: 'Ожидает запуска…', zh: '等待开始…' },
  'jobs.progress.count': { en: '{done} of {total}', ru: '{done} из {total}', zh: '{done} / {total}' },
  'jobs.progress.working': { en: 'Processed: {done}', ru: 'Обработано: {done}', zh: '已处理：{done}' },
  'jobs.progress.done': { en: 'Done', ru: 'Готово', zh: '已完成' },
  'jobs.progress.failed': { en: 'Failed', ru: 'Не выполнено', zh: '失败' },

  // The toolbar.
  'tariffActions.upload': { en: 'Upload sheet', ru: 'Загрузить файл', zh: '上传表格' },
  'tariffActions.template': { en: 'Template', ru: 'Шаблон', zh: '模板' },
  'tariffActions.export': { en: 'Export', ru: 'Экспорт', zh: '导出' },
  'tariffActions.files': { en: 'Last uploaded files', ru: 'Последние загрузки', zh: '最近上传的文件' },
  'tariffActions.bulk': { en: 'Bulk actions', ru: 'Массовые действия', zh: '批量操作' },
  'tariffActions.bulkHint': {
    en: 'Select tariffs in the table first',
    ru: 'Сначала выберите тарифы в таблице',
    zh: '请先在表格中选择运价',
  },

  // Uploading a sheet.
  'tariffActions.uploadTitle': { en: 'Upload a rate sheet', ru: 'Загрузка файла тарифов', zh: '上传运价表' },
  'tariffActions.pick': {
    en: 'Click or drop an .xlsx file here',
    ru: 'Нажмите или перетащите сюда файл .xlsx',
    zh: '点击或将 .xlsx 文件拖到此处',
  },
  'tariffActions.pickHint': {
    en: 'The template’s layout, up to 20 MB. All rows are imported, or none when any row has an error.',
    ru: 'Формат шаблона, до 20 МБ. Загружаются все строки — или ни одной, если в какой-либо строке есть ошибка.',
    zh: '须使用模板格式，不超过 20 MB。全部行一起导入；任何一行有错误则全部不导入。',
  },
  'tariffActions.owner': { en: 'Owner organization', ru: 'Организация-владелец', zh: '所属组织' },
  'tariffActions.ownerHint': {
    en: 'Empty: your own organization',
    ru: 'Не указана — ваша организация',
    zh: '留空表示本组织',
  },
  'tariffActions.startUpload': { en: 'Upload', ru: 'Загрузить', zh: '上传' },
  'tariffActions.importProgress': { en: 'Import progress', ru: 'Ход загрузки', zh: '导入进度' },
  'tariffActions.rowsCount': { en: '{done} of {total} rows', ru: '{done} из {total} строк', zh: '{done} / {total} 行' },
  'tariffActions.imported': {
    en: 'Tariffs imported: {count}',
    ru: 'Загружено тарифов: {count}',
    zh: '已导入 {count} 条运价',
  },
  'tariffActions.importRefused': {
    en: 'Nothing was imported. Errors: {count}. Fix them and upload the file again.',
    ru: 'Ничего не загружено: ошибок — {count}. Исправьте их и загрузите файл снова.',
    zh: '未导入任何数据：共 {count} 处错误。请修改后重新上传。',
  },
  'tariffActions.errorsShown': {
    en: 'The first {shown} errors are listed.',
    ru: 'Показаны первые {shown} ошибок.',
    zh: '仅列出前 {shown} 处错误。',
  },
  'tariffActions.downloadAnnotated': {
    en: 'Download the sheet with the errors marked',
    ru: 'Скачать файл с отмеченными ошибками',
    zh: '下载标注错误的表格',
  },
  'tariffActions.importFailed': {
    en: 'The import failed on the server; nothing was imported. Please try again later.',
    ru: 'Загрузка прервалась из-за ошибки сервера; ничего не загружено. Повторите попытку позже.',
    zh: '服务器导入失败，未导入任何数据。请稍后重试。',
  },
  'tariffActions.uploadAnother': { en: 'Upload another file', ru: 'Загрузить другой файл', zh: '上传其他文件' },
  'tariffActions.errorSheet': { en: 'Sheet', ru: 'Лист', zh: '工作表' },
  'tariffActions.errorRow': { en: 'Row', ru: 'Строка', zh: '行' },
  'tariffActions.errorColumn': { en: 'Column', ru: 'Столбец', zh: '列' },
  'tariffActions.errorText': { en: 'Error', ru: 'Ошибка', zh: '错误' },
  'tariffActions.wholeFile': { en: 'The whole file', ru: 'Весь файл', zh: '整个文件' },
  'tariffActions.wholeRow': { en: 'The whole row', ru: 'Вся строка', zh: '整行' },

  // The last uploaded files.
  'tariffActions.fileName': { en: 'File', ru: 'Файл', zh: '文件' },
  'tariffActions.fileSize': { en: 'Size', ru: 'Размер', zh: '大小' },
  'tariffActions.uploadedAt': { en: 'Uploaded', ru: 'Загружен', zh: '上传时间' },
  'tariffActions.fileImported': { en: 'Imported', ru: 'Загружено', zh: '已导入' },
  'tariffActions.fileErrors': { en: 'Errors', ru: 'Ошибки', zh: '错误' },
  'tariffActions.fileRunning': { en: 'Importing…', ru: 'Загружается…', zh: '导入中…' },
  'tariffActions.downloadOriginal': { en: 'Download the file', ru: 'Скачать файл', zh: '下载原文件' },
  'tariffActions.downloadErrors': { en: 'Download the errors file', ru: 'Скачать файл с ошибками', zh: '下载错误文件' },
  'tariffActions.noFiles': { en: 'No files uploaded yet', ru: 'Файлы ещё не загружались', zh: '尚未上传文件' },
  'tariffActions.sizeKb': { en: '{size} KB', ru: '{size} КБ', zh: '{size} KB' },
  'tariffActions.sizeMb': { en: '{size} MB', ru: '{size} МБ', zh: '{size} MB' },

  // Selecting tariffs.
  'tariffActions.selected': { en: 'Selected: {count}', ru: 'Выбрано: {count}', zh: '已选择：{count}' },
  'tariffActions.selectAll': {
    en: 'Select all {total} matching the filter',
    ru: 'Выбрать все {total} по фильтру',
    zh: '选择符合筛选条件的全部 {total} 条',
  },
  'tariffActions.allSelected': {
    en: 'All {total} tariffs matching the filter are selected',
    ru: 'Выбраны все тарифы по фильтру: {total}',
    zh: '已选择符合筛选条件的全部 {total} 条运价',
  },
  'tariffActions.selectRow': { en: 'Select {route}', ru: 'Выбрать {route}', zh: '选择 {route}' },
  'tariffActions.clearSelection': { en: 'Clear selection', ru: 'Снять выбор', zh: '取消选择' },

  // Bulk actions.
  'tariffActions.action.PROLONG': { en: 'Prolong', ru: 'Продлить', zh: '延期' },
  'tariffActions.action.DELETE': { en: 'Delete', ru: 'Удалить', zh: '删除' },
  'tariffActions.action.CHANGE_OWNER': { en: 'Change owner', ru: 'Сменить владельца', zh: '变更所属组织' },
  'tariffActions.action.ADD_SURCHARGES': { en: 'Add surcharges', ru: 'Добавить надбавки', zh: '添加附加费' },
  'tariffActions.action.DELETE_SURCHARGES': { en: 'Delete surcharges', ru: 'Удалить надбавки', zh: '删除附加费' },
  'tariffActions.bulkTitle': { en: '{action}: {selection}', ru: '{action}: {selection}', zh: '{action}：{selection}' },
  'tariffActions.selectionIds': { en: '{count} selected', ru: 'выбрано {count}', zh: '已选 {count} 条' },
  'tariffActions.selectionFilter': {
    en: 'all {count} matching the filter',
    ru: 'все по фильтру ({count})',
    zh: '符合筛选条件的全部 {count} 条运价',
  },
  'tariffActions.newValidTo': { en: 'New valid-to date', ru: 'Новая дата окончания', zh: '新的失效日期' },
  'tariffActions.deleteConfirm': {
    en: 'The selected tariffs will be deleted; a sea tariff’s surcharge values go with it. This cannot be undone.',
    ru: 'Выбранные тарифы будут удалены вместе с надбавками морских тарифов. Это действие нельзя отменить.',
    zh: '所选运价将被删除，海运运价的附加费将一并删除。此操作不可撤销。',
  },
  'tariffActions.newOwner': { en: 'New owner', ru: 'Новый владелец', zh: '新的所属组织' },
  'tariffActions.anySurcharge': {
    en: 'Empty: every surcharge',
    ru: 'Не указана — все надбавки',
    zh: '留空表示全部附加费',
  },
  'tariffActions.onlyOwn': {
    en: 'Only tariffs you may change are touched; the others are left out.',
    ru: 'Изменяются только тарифы, которые вам разрешено менять; остальные пропускаются.',
    zh: '仅处理您有权修改的运价，其余将被跳过。',
  },
  'tariffActions.bulkProgress': { en: 'Bulk action progress', ru: 'Ход выполнения', zh: '批量操作进度' },
  'tariffActions.resultTotal': { en: 'Selected: {count}', ru: 'Выбрано: {count}', zh: '已选择：{count}' },
  'tariffActions.resultDone': { en: 'Changed: {count}', ru: 'Изменено: {count}', zh: '已处理：{count}' },
  'tariffActions.resultRefused': { en: 'Refused: {count}', ru: 'Отклонено: {count}', zh: '被拒绝：{count}' },
  'tariffActions.resultCreated': {
    en: 'Surcharge values created: {count}',
    ru: 'Создано надбавок: {count}',
    zh: '已创建附加费：{count}',
  },
  'tariffActions.resultDeleted': {
    en: 'Surcharge values deleted: {count}',
    ru: 'Удалено надбавок: {count}',
    zh: '已删除附加费：{count}',
  },
  'tariffActions.resultCascaded': {
    en: 'Surcharge values that went with the tariffs: {count}',
    ru: 'Надбавок, изменённых вместе с тарифами: {count}',
    zh: '随运价一并处理的附加费：{count}',
  },
  'tariffActions.bulkFailed': {
    en: 'The action failed on the server. Tariffs already processed stay changed; refresh the list and try again.',
    ru: 'Действие прервалось из-за ошибки сервера. Уже обработанные тарифы остались изменёнными; обновите список и повторите.',
    zh: '服务器执行失败。已处理的运价保持修改后的状态；请刷新列表后重试。',
  },

  // The expired-tariffs page and the menu's badge.
  'tariffActions.expiredSubtitle': {
    en: 'Active tariffs of your organization that have expired or expire within 14 days',
    ru: 'Активные тарифы вашей организации, срок действия которых истёк или истекает в ближайшие 14 дней',
    zh: '本组织已过期或将在 14 天内过期的有效运价',
  },
  'tariffActions.expired': { en: 'Expired', ru: 'Истекли', zh: '已过期' },
  'tariffActions.expiring': { en: 'Expire within 14 days', ru: 'Истекают в течение 14 дней', zh: '14 天内过期' },
  'tariffActions.allActive': { en: 'All active', ru: 'Все активные', zh: '全部有效运价' },
  'tariffActions.noOrganization': {
    en: 'Your account belongs to no organization, so it keeps no tariffs.',
    ru: 'Ваша учётная запись не привязана к организации, поэтому тарифов у неё нет.',
    zh: '您的账户不属于任何组织，因此没有运价。',
  },
  'tariffActions.badgeTitle': {
    en: 'Expired: {expired}; expire within 14 days: {expiring}',
    ru: 'Истекли: {expired}; истекают в течение 14 дней: {expiring}',
    zh: '已过期：{expired}；14 天内过期：{expiring}',
  },
});
