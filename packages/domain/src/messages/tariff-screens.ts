import { defineMessages, type Translations } from './define.js';

type Prefixed<P extends string, K extends string> = { [Key in K as `${P}.${Key}`]: Translations };

/** The same texts under `prefix.`: one key per value of an enumeration or per field. */
function prefixed<const P extends string, const K extends string>(
  prefix: P,
  messages: Record<K, Translations>,
): Prefixed<P, K> {
  return Object.fromEntries(
    Object.entries<Translations>(messages).map(([key, text]) => [`${prefix}.${key}`, text]),
  ) as Prefixed<P, K>;
}

/** The cargo forms a kind's tabs price (TARIFF_VARIANTS). */
const variants = {
  CONTAINER: { en: 'Containers', ru: 'Контейнеры', zh: '集装箱' },
  GENERAL: { en: 'General cargo', ru: 'Генеральные грузы', zh: '普通货物' },
  BILL: { en: 'Per document', ru: 'За документ', zh: '按单证' },
  FORWARDING: { en: 'Forwarding', ru: 'Экспедирование', zh: '货代服务' },
  VEHICLE: { en: 'Vehicles', ru: 'Транспорт', zh: '车辆' },
  PALLET: { en: 'Pallets', ru: 'Паллеты', zh: '托盘' },
} satisfies Record<string, Translations>;

/** Labels of a tariff's fields, its columns and its filters. */
const fields = {
  id: { en: 'ID', ru: 'ID', zh: 'ID' },
  organization: { en: 'Owner', ru: 'Владелец', zh: '所属组织' },
  from: { en: 'Origin', ru: 'Пункт отправления', zh: '起运地' },
  to: { en: 'Destination', ru: 'Пункт назначения', zh: '目的地' },
  place: { en: 'Location', ru: 'Место оказания услуги', zh: '服务地点' },
  fromCode: { en: 'Origin code', ru: 'Код пункта отправления', zh: '起运地代码' },
  fromCountry: { en: 'Origin country', ru: 'Страна отправления', zh: '起运国' },
  toCode: { en: 'Destination code', ru: 'Код пункта назначения', zh: '目的地代码' },
  toCountry: { en: 'Destination country', ru: 'Страна назначения', zh: '目的国' },
  placeCode: { en: 'Location code', ru: 'Код места', zh: '服务地点代码' },
  placeCountry: { en: 'Country', ru: 'Страна', zh: '国家' },
  validity: { en: 'Validity', ru: 'Срок действия', zh: '有效期' },
  validFrom: { en: 'Valid from', ru: 'Действует с', zh: '生效日期' },
  validTo: { en: 'Valid to', ru: 'Действует по', zh: '失效日期' },
  currency: { en: 'Currency', ru: 'Валюта', zh: '币种' },
  nds: { en: 'VAT', ru: 'НДС', zh: '增值税' },
  minPrice: { en: 'Minimum price', ru: 'Минимальная цена', zh: '最低价格' },
  transitDays: { en: 'Transit, days', ru: 'Транзит, дней', zh: '运输时效（天）' },
  documentDeadlineDays: {
    en: 'Document deadline, days',
    ru: 'Срок подачи документов, дней',
    zh: '截单期限（天）',
  },
  modifier: { en: 'Visibility', ru: 'Видимость', zh: '可见范围' },
  clientOrganizationIds: { en: 'Client organizations', ru: 'Организации-клиенты', zh: '客户组织' },
  active: { en: 'Active', ru: 'Активен', zh: '启用' },
  expired: { en: 'Expired', ru: 'Истёк', zh: '已过期' },
  comment: { en: 'Comment', ru: 'Комментарий', zh: '备注' },
  carrierId: { en: 'Carrier', ru: 'Перевозчик', zh: '承运人' },
  serviceId: { en: 'Service', ru: 'Услуга', zh: '服务' },
  routeType: { en: 'Route type', ru: 'Тип маршрута', zh: '路线类型' },
  chargingMode: { en: 'Charging mode', ru: 'Способ расчёта', zh: '计费模式' },
  roadChargingCode: { en: 'Road charging code', ru: 'Код тарификации', zh: '公路计费代码' },
  vehicleBody: { en: 'Vehicle body', ru: 'Тип кузова', zh: '车厢类型' },
  distanceRange: { en: 'Distance range', ru: 'Диапазон расстояния', zh: '距离范围' },
  zipCodes: { en: 'ZIP codes', ru: 'Почтовые индексы', zh: '邮政编码' },
  demurrageDays: { en: 'Free demurrage, days', ru: 'Демередж без оплаты, дней', zh: '免费滞期（天）' },
  detentionDays: { en: 'Free detention, days', ru: 'Детеншн без оплаты, дней', zh: '免费滞箱（天）' },
  surchargeId: { en: 'Surcharge', ru: 'Надбавка', zh: '附加费' },
  surchargeType: { en: 'Charged on', ru: 'Начисляется на', zh: '计费基础' },
  tarification: { en: 'Tarification', ru: 'Тарификация', zh: '计费方式' },
  appliesToTariffId: { en: 'Sea tariff', ru: 'Морской тариф', zh: '海运运价' },
  rangeUnit: { en: 'Range unit', ru: 'Единица диапазона', zh: '区间单位' },
  lines: { en: 'Rates', ru: 'Ставки', zh: '费率' },
  prices: { en: 'Prices', ru: 'Цены', zh: '价格' },
  price: { en: 'Price', ru: 'Цена', zh: '价格' },
  containerTypeId: { en: 'Container type', ru: 'Тип контейнера', zh: '箱型' },
  vehicleTypeId: { en: 'Vehicle type', ru: 'Тип транспорта', zh: '车型' },
  palletTypeId: { en: 'Pallet type', ru: 'Тип паллеты', zh: '托盘类型' },
  lineFrom: { en: 'From', ru: 'От', zh: '起' },
  lineTo: { en: 'To', ru: 'До', zh: '止' },
  radiusFrom: { en: 'Radius from, km', ru: 'Радиус от, км', zh: '半径起（公里）' },
  radiusTo: { en: 'Radius to, km', ru: 'Радиус до, км', zh: '半径止（公里）' },
  createdAt: { en: 'Created', ru: 'Создан', zh: '创建时间' },
  updatedAt: { en: 'Updated', ru: 'Изменён', zh: '更新时间' },
} satisfies Record<string, Translations>;

/** The carrier of a kind, named by the dictionary it comes from (TARIFF_KIND_SPECS `carrier`). */
const carriers = {
  'sea-lines': { en: 'Shipping line', ru: 'Морская линия', zh: '船公司' },
  consolidators: { en: 'Coloader', ru: 'Консолидатор', zh: '拼箱商' },
  'air-company': { en: 'Airline', ru: 'Авиакомпания', zh: '航空公司' },
  'railway-operators': { en: 'Railway operator', ru: 'Ж/д оператор', zh: '铁路运营商' },
} satisfies Record<string, Translations>;

/**
 * Values of the tariffs' own enumerations. Vehicle bodies, surcharge types and tarifications
 * are the reference lists' enumerations: their words are the dictionary screens' (`dictionaries.enum`).
 */
const enums = {
  ...prefixed('nds', {
    NONE: { en: 'Without VAT', ru: 'Без НДС', zh: '不含增值税' },
    ZERO: { en: 'VAT 0 %', ru: 'НДС 0 %', zh: '增值税 0%' },
    CURRENT_RATE: { en: 'VAT 20 %', ru: 'НДС 20 %', zh: '增值税 20%' },
  }),
  ...prefixed('modifier', {
    PUBLIC: { en: 'Public', ru: 'Публичный', zh: '公开' },
    PRIVATE: { en: 'Private', ru: 'Частный', zh: '私有' },
  }),
  ...prefixed('routeType', {
    IMPORT: { en: 'Import', ru: 'Импорт', zh: '进口' },
    EXPORT: { en: 'Export', ru: 'Экспорт', zh: '出口' },
    LOCAL_ARRIVAL: { en: 'Local, arrival', ru: 'Местное прибытие', zh: '本地到达' },
    LOCAL_DEPARTURE: { en: 'Local, departure', ru: 'Местное отправление', zh: '本地出发' },
  }),
  ...prefixed('chargingMode', {
    BETWEEN_CITIES: { en: 'Between cities', ru: 'Между городами', zh: '城市间' },
    BETWEEN_CITIES_PER_DISTANCE: {
      en: 'Between cities, per km',
      ru: 'Между городами, за км',
      zh: '城市间，按公里',
    },
    DISTANCE: { en: 'By distance', ru: 'По расстоянию', zh: '按距离' },
    RATE: { en: 'Flat rate', ru: 'Фиксированная ставка', zh: '固定费率' },
    HOURLY: { en: 'Hourly', ru: 'Почасовая', zh: '按小时' },
    FROM_AIRPORT: { en: 'From the airport', ru: 'Из аэропорта', zh: '自机场' },
    PORT_ADR: { en: 'Port – door', ru: 'Порт – адрес', zh: '港口至门' },
    AIR_ADR: { en: 'Airport – door', ru: 'Аэропорт – адрес', zh: '机场至门' },
    PORT_RAILWAY: { en: 'Port – railway station', ru: 'Порт – ж/д станция', zh: '港口至火车站' },
    ADR_RAILWAY: { en: 'Door – railway station', ru: 'Адрес – ж/д станция', zh: '门至火车站' },
    ADR_ADR: { en: 'Door – door', ru: 'Адрес – адрес', zh: '门到门' },
  }),
  ...prefixed('roadChargingCode', {
    WM: { en: 'Per W/M', ru: 'За W/M', zh: '按计费吨' },
    RC: { en: 'Per running metre', ru: 'За погонный метр', zh: '按延米' },
    LDM: { en: 'Per loading metre', ru: 'За метр загрузки', zh: '按装载米' },
    RAD: { en: 'By radius', ru: 'По радиусу', zh: '按半径' },
  }),
  ...prefixed('distanceRange', {
    UNDER_50: { en: 'Up to 50 km', ru: 'До 50 км', zh: '50 公里以内' },
    UNDER_100: { en: 'Up to 100 km', ru: 'До 100 км', zh: '100 公里以内' },
    OVER_100: { en: 'Over 100 km', ru: 'Более 100 км', zh: '超过 100 公里' },
  }),
  // Units as a price is "per" them and a bound is counted in them: Price per kg, From, kg.
  ...prefixed('rangeUnit', {
    KG: { en: 'kg', ru: 'кг', zh: '千克' },
    WM: { en: 'W/M', ru: 'W/M', zh: '计费吨' },
    CBM: { en: 'm³', ru: 'м³', zh: '立方米' },
    LDM: { en: 'ldm', ru: 'ldm', zh: '装载米' },
    PALLETS: { en: 'pallet', ru: 'паллет', zh: '托盘' },
  }),
} satisfies Record<string, Translations>;

/** The rates screens (/partner/rates/…, /admin/rates/…): tabs, table, filters and the tariff form. */
export const tariffScreenMessages = defineMessages({
  ...prefixed('tariffScreens.variant', variants),
  ...prefixed('tariffScreens.field', fields),
  ...prefixed('tariffScreens.carrier', carriers),
  ...prefixed('tariffScreens.enum', enums),

  // The list.
  'tariffScreens.list.add': { en: 'Add tariff', ru: 'Добавить тариф', zh: '新增运价' },
  'tariffScreens.list.search': {
    en: 'Search by place, code or country',
    ru: 'Поиск по месту, коду или стране',
    zh: '按地点、代码或国家搜索',
  },
  'tariffScreens.list.empty': { en: 'No tariffs yet', ru: 'Тарифов пока нет', zh: '暂无运价' },
  'tariffScreens.list.emptyFiltered': {
    en: 'No tariffs match the filters',
    ru: 'Нет тарифов, подходящих под фильтры',
    zh: '没有符合筛选条件的运价',
  },
  'tariffScreens.list.view': { en: 'View', ru: 'Просмотр', zh: '查看' },
  'tariffScreens.list.deleteConfirm': {
    en: 'Delete the tariff {route}?',
    ru: 'Удалить тариф {route}?',
    zh: '删除运价 {route}？',
  },
  'tariffScreens.list.deleted': { en: 'Tariff deleted', ru: 'Тариф удалён', zh: '运价已删除' },
  'tariffScreens.list.expired': { en: 'Expired', ru: 'Истёк', zh: '已过期' },
  'tariffScreens.list.expiresSoon': {
    en: 'Expires in {days} d',
    ru: 'Истекает через {days} дн.',
    zh: '{days} 天后过期',
  },
  'tariffScreens.list.days': { en: '{days} d', ru: '{days} дн.', zh: '{days} 天' },
  'tariffScreens.list.inactive': { en: 'Inactive', ru: 'Не активен', zh: '停用' },
  'tariffScreens.list.state': { en: 'Status', ru: 'Статус', zh: '状态' },
  'tariffScreens.list.more': { en: '+{count} more', ru: 'ещё {count}', zh: '另有 {count} 项' },
  'tariffScreens.list.anyPlace': { en: 'Any', ru: 'Любой', zh: '任意' },
  'tariffScreens.list.partnerSubtitle': {
    en: 'Rates of your organization; public rates of the marketplace are read-only',
    ru: 'Ставки вашей организации; публичные ставки площадки доступны только для просмотра',
    zh: '本组织的运价；平台公开运价仅供查看',
  },
  'tariffScreens.list.variants': { en: 'Cargo forms', ru: 'Виды груза', zh: '货物形式' },
  'tariffScreens.list.noTabs': {
    en: 'Your organization has no approved profile for these rates',
    ru: 'У вашей организации нет одобренного профиля для этих ставок',
    zh: '贵组织没有适用于这些运价的已批准资质',
  },
  'tariffScreens.list.noTabsHint': {
    en: 'Add the profile on the organization page; an operator will review it.',
    ru: 'Добавьте профиль на странице организации — оператор его рассмотрит.',
    zh: '请在组织页面添加资质，运营人员将进行审核。',
  },
  'tariffScreens.list.toolbar': { en: 'Rate actions', ru: 'Действия со ставками', zh: '运价操作' },

  // The form.
  'tariffScreens.form.createTitle': {
    en: 'New tariff: {variant}',
    ru: 'Новый тариф: {variant}',
    zh: '新增运价：{variant}',
  },
  'tariffScreens.form.editTitle': { en: 'Tariff #{id}', ru: 'Тариф № {id}', zh: '运价 #{id}' },
  'tariffScreens.form.create': { en: 'Add', ru: 'Добавить', zh: '新增' },
  'tariffScreens.form.created': { en: 'Tariff added', ru: 'Тариф добавлен', zh: '运价已添加' },
  'tariffScreens.form.readOnly': {
    en: 'This is a marketplace tariff: you can view it but not change it.',
    ru: 'Это тариф площадки: его можно просмотреть, но нельзя изменить.',
    zh: '这是平台运价：您可以查看，但不能修改。',
  },
  'tariffScreens.form.route': { en: 'Route', ru: 'Маршрут', zh: '路线' },
  'tariffScreens.form.terms': { en: 'Terms', ru: 'Условия', zh: '条款' },
  'tariffScreens.form.details': { en: 'Details', ru: 'Параметры', zh: '详细信息' },
  'tariffScreens.form.publication': { en: 'Publication', ru: 'Публикация', zh: '发布' },
  'tariffScreens.form.withUnit': { en: '{label}, {unit}', ru: '{label}, {unit}', zh: '{label}（{unit}）' },
  'tariffScreens.form.ownerHint': {
    en: 'Empty: a tariff of the marketplace itself',
    ru: 'Не указан — собственный тариф площадки',
    zh: '留空表示平台自有运价',
  },
  'tariffScreens.form.ownerPlaceholder': {
    en: 'The marketplace',
    ru: 'Площадка',
    zh: '平台',
  },
  'tariffScreens.form.searchPlaceholder': { en: 'Name or code', ru: 'Название или код', zh: '名称或代码' },
  'tariffScreens.form.seaTariffPlaceholder': {
    en: 'Type a port',
    ru: 'Введите порт',
    zh: '输入港口',
  },
  'tariffScreens.form.seaTariffNone': {
    en: 'No sea tariffs of this owner on such ports',
    ru: 'У владельца нет морских тарифов с такими портами',
    zh: '该所有者没有涉及这些港口的海运运价',
  },
  'tariffScreens.form.anyPointHint': {
    en: 'Empty: any port',
    ru: 'Не указан — любой порт',
    zh: '留空表示任意港口',
  },
  'tariffScreens.form.clientsHint': {
    en: 'Only the client organizations chosen here see the tariff in their quotations. A partner names its own clients.',
    ru: 'Тариф увидят в расчётах только выбранные организации-клиенты. Партнёр выбирает из своих клиентов.',
    zh: '只有此处选择的客户组织会在报价中看到该运价。合作伙伴只能选择自己的客户。',
  },
  'tariffScreens.form.zipCodesHint': {
    en: 'Type a code and press Enter',
    ru: 'Введите индекс и нажмите Enter',
    zh: '输入邮编后按回车',
  },
  'tariffScreens.form.pricePer': { en: 'Price per {unit}', ru: 'Цена за {unit}', zh: '每{unit}价格' },
  'tariffScreens.form.openEnd': { en: 'and more', ru: 'и более', zh: '及以上' },
  'tariffScreens.form.addContainerType': {
    en: 'Add container type',
    ru: 'Добавить тип контейнера',
    zh: '添加箱型',
  },
  'tariffScreens.form.addLine': { en: 'Add rate', ru: 'Добавить ставку', zh: '添加费率' },
  'tariffScreens.form.removeLine': { en: 'Remove the rate', ru: 'Удалить ставку', zh: '删除该费率' },
  'tariffScreens.form.line': { en: 'Rate {n}', ru: 'Ставка {n}', zh: '费率 {n}' },
  'tariffScreens.form.containersHint': {
    en: 'Fill the prices of the types the tariff covers; leave the others empty.',
    ru: 'Заполните цены для типов, которые покрывает тариф; остальные оставьте пустыми.',
    zh: '请填写运价涵盖箱型的价格，其余留空。',
  },
});
