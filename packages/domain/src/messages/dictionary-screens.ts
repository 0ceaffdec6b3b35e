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

/**
 * Column and field labels, by field key: one label wherever the field appears (a sea line's
 * country and a hub's country are both `dictionaries.field.countryCode`).
 */
const fields = {
  code: { en: 'Code', ru: 'Код', zh: '代码' },
  name: { en: 'Name', ru: 'Название', zh: '名称' },
  names: { en: 'Name', ru: 'Название', zh: '名称' },
  active: { en: 'In use', ru: 'Используется', zh: '启用' },
  sortOrder: { en: 'Sort order', ru: 'Порядок сортировки', zh: '排序' },
  organization: { en: 'Organization', ru: 'Организация', zh: '所属组织' },
  parentId: { en: 'Parent', ru: 'Входит в', zh: '上级' },
  createdAt: { en: 'Created', ru: 'Создано', zh: '创建时间' },
  updatedAt: { en: 'Updated', ru: 'Изменено', zh: '更新时间' },
  kind: { en: 'Kind', ru: 'Вид', zh: '类别' },
  shortName: { en: 'Short name', ru: 'Краткое название', zh: '简称' },
  sizeFeet: { en: 'Size, ft', ru: 'Размер, фт', zh: '尺寸（英尺）' },
  maxLoadKg: { en: 'Max payload, kg', ru: 'Макс. загрузка, кг', zh: '最大载重（千克）' },
  tareKg: { en: 'Tare, kg', ru: 'Вес тары, кг', zh: '皮重（千克）' },
  lengthCm: { en: 'Length, cm', ru: 'Длина, см', zh: '长度（厘米）' },
  widthCm: { en: 'Width, cm', ru: 'Ширина, см', zh: '宽度（厘米）' },
  heightCm: { en: 'Height, cm', ru: 'Высота, см', zh: '高度（厘米）' },
  volumeM3: { en: 'Volume, m³', ru: 'Объём, м³', zh: '容积（立方米）' },
  reefer: { en: 'Reefer', ru: 'Рефрижераторный', zh: '冷藏' },
  volumeOnly: { en: 'Charged by volume only', ru: 'Только по объёму', zh: '仅按体积计费' },
  description: { en: 'Description', ru: 'Описание', zh: '说明' },
  transport: { en: 'Mode of transport', ru: 'Вид транспорта', zh: '运输方式' },
  house: { en: 'House document', ru: 'Домовой документ', zh: '分单' },
  place: { en: 'Place of clearance', ru: 'Место оформления', zh: '报关地点' },
  price: { en: 'Price', ru: 'Стоимость', zh: '价格' },
  currency: { en: 'Currency', ru: 'Валюта', zh: '币种' },
  countryCode: { en: 'Country', ru: 'Страна', zh: '国家' },
  website: { en: 'Website', ru: 'Сайт', zh: '网站' },
  icao: { en: 'ICAO code', ru: 'Код ICAO', zh: 'ICAO 代码' },
  awbPrefix: { en: 'AWB prefix', ru: 'Префикс AWB', zh: '运单前缀' },
  surchargeType: { en: 'Charged on', ru: 'Начисляется на', zh: '计费基础' },
  tarification: { en: 'Tarification', ru: 'Тарификация', zh: '计费方式' },
  airlineId: { en: 'Airline', ru: 'Авиакомпания', zh: '航空公司' },
  railwayOperatorId: { en: 'Railway operator', ru: 'Ж/д оператор', zh: '铁路运营商' },
  vehicleTypeId: { en: 'Vehicle type', ru: 'Тип транспортного средства', zh: '车辆类型' },
  seaLineId: { en: 'Shipping line', ru: 'Морская линия', zh: '船公司' },
  text: { en: 'Text', ru: 'Текст', zh: '内容' },
  profile: { en: 'Organization profile', ru: 'Профиль организации', zh: '组织资质' },
  categoryId: { en: 'Category', ru: 'Категория', zh: '类别' },
  serviceType: { en: 'Service type', ru: 'Тип услуги', zh: '服务类型' },
  bodyType: { en: 'Body type', ru: 'Тип кузова', zh: '车厢类型' },
  capacityKg: { en: 'Capacity, kg', ru: 'Грузоподъёмность, кг', zh: '载重（千克）' },
  palletPlaces: { en: 'Pallet places', ru: 'Паллетомест', zh: '托盘位' },
  maxHeightCm: { en: 'Max height, cm', ru: 'Макс. высота, см', zh: '最大高度（厘米）' },
  maxWeightKg: { en: 'Max weight, kg', ru: 'Макс. вес, кг', zh: '最大重量（千克）' },
  countries: { en: 'Countries', ru: 'Страны', zh: '国家' },
  origin: { en: 'Origin', ru: 'Пункт отправления', zh: '起运地' },
  destination: { en: 'Destination', ru: 'Пункт назначения', zh: '目的地' },
  transit: { en: 'Transit hub', ru: 'Транзитный хаб', zh: '中转枢纽' },
  point: { en: 'Tracking point', ru: 'Точка отслеживания', zh: '跟踪节点' },
  status: { en: 'Order status', ru: 'Статус заявки', zh: '订单状态' },
  group: { en: 'Group', ru: 'Группа', zh: '分组' },
  final: { en: 'Final status', ru: 'Финальный статус', zh: '最终状态' },
  from: { en: 'From', ru: 'Откуда', zh: '起点' },
  to: { en: 'To', ru: 'Куда', zh: '终点' },
  cityId: { en: 'City', ru: 'Город', zh: '城市' },
  latitude: { en: 'Latitude', ru: 'Широта', zh: '纬度' },
  longitude: { en: 'Longitude', ru: 'Долгота', zh: '经度' },
  hasTerminals: { en: 'Has terminals', ru: 'Есть терминалы', zh: '设有场站' },
  completeLocation: { en: 'Location complete', ru: 'Местоположение задано', zh: '位置完整' },
  border: { en: 'Border station', ru: 'Пограничная станция', zh: '边境站' },
  hubType: { en: 'Hub type', ru: 'Тип узла', zh: '枢纽类型' },
  typeTransitBorder: { en: 'Border crossing type', ru: 'Тип погранперехода', zh: '口岸类型' },
  numericCode: { en: 'Numeric code', ru: 'Цифровой код', zh: '数字代码' },
  minorUnits: { en: 'Decimal places', ru: 'Знаков после запятой', zh: '小数位数' },
  symbol: { en: 'Symbol', ru: 'Символ', zh: '符号' },
  rate: { en: 'Rate, RUB', ru: 'Курс, руб.', zh: '汇率（卢布）' },
  rateDate: { en: 'Rate date', ru: 'Дата курса', zh: '汇率日期' },
  validFrom: { en: 'Valid from', ru: 'Действует с', zh: '生效日期' },
} satisfies Record<string, Translations>;

/** Values of enumerations people read in the lists and pick in the forms. */
const enums = {
  ...prefixed('containerKind', {
    COMMON: { en: 'Containers', ru: 'Контейнеры', zh: '集装箱' },
    AUTO: { en: 'Trucks', ru: 'Автотранспорт', zh: '车型' },
    AIR: { en: 'Air ULDs', ru: 'Авиаконтейнеры', zh: '航空集装器' },
  }),
  ...prefixed('surchargeType', {
    ON_CARGO: { en: 'Cargo', ru: 'Груз', zh: '按货物' },
    ON_FREIGHT: { en: 'Freight', ru: 'Фрахт', zh: '按运费' },
  }),
  ...prefixed('tarification', {
    ABSOLUTE: { en: 'Fixed amount', ru: 'Фиксированная сумма', zh: '固定金额' },
    RELATIVE: { en: 'Percentage of freight', ru: 'Процент от фрахта', zh: '运费百分比' },
  }),
  ...prefixed('transportMode', {
    SEA: { en: 'Sea', ru: 'Море', zh: '海运' },
    AIR: { en: 'Air', ru: 'Авиа', zh: '空运' },
    RAIL: { en: 'Rail', ru: 'Ж/д', zh: '铁路' },
    ROAD: { en: 'Road', ru: 'Авто', zh: '公路' },
  }),
  ...prefixed('vehicleBody', {
    TENT: { en: 'Curtainsider', ru: 'Тент', zh: '篷布车' },
    TERM: { en: 'Isothermal', ru: 'Изотерм', zh: '保温车' },
    REFRIGERATOR: { en: 'Refrigerated', ru: 'Рефрижератор', zh: '冷藏车' },
  }),
  ...prefixed('customsPlace', {
    IN_PORT: { en: 'In the port', ru: 'В порту', zh: '在港口' },
    IN_RAILWAY_HUB: { en: 'At the railway station', ru: 'На ж/д станции', zh: '在铁路站' },
    IN_DESTINATION_PLACE: { en: 'At the destination', ru: 'В пункте назначения', zh: '在目的地' },
  }),
  ...prefixed('serviceType', {
    Transportation: { en: 'Transportation', ru: 'Перевозка', zh: '运输' },
    cargo_auto_transportation: { en: 'Road transportation', ru: 'Автоперевозка', zh: '公路运输' },
    air_transportation: { en: 'Air transportation', ru: 'Авиаперевозка', zh: '航空运输' },
    airport_service: { en: 'Airport handling', ru: 'Услуги аэропорта', zh: '机场服务' },
    freight: { en: 'Freight', ru: 'Фрахт', zh: '运费' },
    complex: { en: 'Package of services', ru: 'Комплексная услуга', zh: '综合服务' },
    services_departure: { en: 'Origin services', ru: 'Услуги в пункте отправления', zh: '起运地服务' },
    services_destination: { en: 'Destination services', ru: 'Услуги в пункте назначения', zh: '目的地服务' },
    forwarding_services: { en: 'Forwarding', ru: 'Экспедирование', zh: '货代服务' },
    railway_services: { en: 'Railway services', ru: 'Ж/д услуги', zh: '铁路服务' },
    railway_station_departure: { en: 'Departure station services', ru: 'Услуги станции отправления', zh: '发站服务' },
    railway_station_destination: {
      en: 'Destination station services',
      ru: 'Услуги станции назначения',
      zh: '到站服务',
    },
    surcharge: { en: 'Surcharge', ru: 'Надбавка', zh: '附加费' },
    main_line_haulage: { en: 'Main-line haulage', ru: 'Магистральная перевозка', zh: '干线运输' },
  }),
  ...prefixed('trackingPoint', {
    PICKUP: { en: 'Pickup', ru: 'Забор груза', zh: '提货' },
    ORIGIN_HUB: { en: 'Origin hub', ru: 'Хаб отправления', zh: '起运枢纽' },
    TRANSIT_HUB: { en: 'Transit hub', ru: 'Транзитный хаб', zh: '中转枢纽' },
    ARRIVAL_HUB: { en: 'Arrival hub', ru: 'Хаб прибытия', zh: '到达枢纽' },
    CUSTOMS: { en: 'Customs clearance', ru: 'Таможенное оформление', zh: '清关' },
    DESTINATION: { en: 'Destination', ru: 'Пункт назначения', zh: '目的地' },
    DELIVERY: { en: 'Delivery to the consignee', ru: 'Доставка получателю', zh: '派送至收货人' },
    PAYMENT: { en: 'Invoice and payment', ru: 'Счёт и оплата', zh: '账单与付款' },
  }),
  ...prefixed('orderStatus', {
    NEW: { en: 'New', ru: 'Новый', zh: '新建' },
    PLANNING: { en: 'Planning', ru: 'Планирование', zh: '计划中' },
    CONFIRMED: { en: 'Confirmed by the shipper', ru: 'Подтверждён отправителем', zh: '发货人已确认' },
    WAITING_CARGO: { en: 'Waiting for cargo', ru: 'Ожидание груза', zh: '等待货物' },
    LOADING_COORDINATION: { en: 'Loading coordination', ru: 'Согласование погрузки', zh: '装货协调中' },
    COLLECTED_FROM_SHIPPER: { en: 'Collected from the shipper', ru: 'Забран у отправителя', zh: '已从发货人处提货' },
    PICKED_UP: { en: 'Picked up', ru: 'Груз забран', zh: '已提货' },
    CARGO_SENT: { en: 'Cargo dispatched', ru: 'Груз отправлен', zh: '货物已发出' },
    BILL: { en: 'Invoiced', ru: 'Выставлен счёт', zh: '已开账单' },
    AWAITING_PAYMENT: { en: 'Awaiting payment', ru: 'Ожидает оплаты', zh: '待付款' },
    ARRIVED_TO_DEPARTURE_HUB: {
      en: 'Arrived at the departure hub',
      ru: 'Прибыл в хаб отправления',
      zh: '已到达起运枢纽',
    },
    IN_TRANSIT: { en: 'In transit', ru: 'В пути', zh: '运输中' },
    ARRIVED_TO_TRANSIT_HUB: { en: 'Arrived at a transit hub', ru: 'Прибыл в транзитный хаб', zh: '已到达中转枢纽' },
    ARRIVED_TO_DESTINATION_HUB: {
      en: 'Arrived at the destination hub',
      ru: 'Прибыл в хаб назначения',
      zh: '已到达目的枢纽',
    },
    ARRIVED_TO_HUB: { en: 'Arrived at the hub', ru: 'Прибыл в хаб', zh: '已到达枢纽' },
    CUSTOMS_CLEARANCE: { en: 'Customs clearance', ru: 'Таможенное оформление', zh: '清关中' },
    AT_DESTINATION: { en: 'At destination', ru: 'В пункте назначения', zh: '已到达目的地' },
    DELIVERED: { en: 'Delivered', ru: 'Доставлен', zh: '已送达' },
    COMPLETED: { en: 'Completed', ru: 'Завершён', zh: '已完成' },
    CANCELLED: { en: 'Cancelled', ru: 'Отменён', zh: '已取消' },
    ARCHIVED: { en: 'Archived', ru: 'В архиве', zh: '已归档' },
    STANDBY: { en: 'On hold', ru: 'Приостановлен', zh: '暂停' },
  }),
  ...prefixed('statusGroup', {
    ACTIVE: { en: 'Active', ru: 'Активные', zh: '进行中' },
    INACTIVE: { en: 'Inactive', ru: 'Неактивные', zh: '已结束' },
  }),
  ...prefixed('hubType', {
    TRANSIT_BORDER: { en: 'Border crossing', ru: 'Пограничный переход', zh: '边境口岸' },
    DRY_PORT: { en: 'Dry port', ru: 'Сухой порт', zh: '无水港' },
    TERMINAL: { en: 'Terminal', ru: 'Терминал', zh: '场站' },
    LOGISTICS_CENTER: { en: 'Logistics centre', ru: 'Логистический центр', zh: '物流中心' },
  }),
  ...prefixed('transitBorderType', {
    RAIL: { en: 'Rail', ru: 'Железнодорожный', zh: '铁路' },
    ROAD: { en: 'Road', ru: 'Автомобильный', zh: '公路' },
    RAIL_ROAD: { en: 'Rail and road', ru: 'Ж/д и автомобильный', zh: '铁路和公路' },
  }),
} satisfies Record<string, Translations>;

/** The dictionary admin screens: titles, column and field labels, enumeration values, actions. */
export const dictionaryScreenMessages = defineMessages({
  // Pages the route table gained with these screens.
  'nav.admin.dictionaries.serviceCategories': { en: 'Service categories', ru: 'Категории услуг', zh: '服务类别' },
  'nav.admin.dictionaries.vehicleTypes': { en: 'Vehicle types', ru: 'Типы транспорта', zh: '车辆类型' },
  'nav.admin.dictionaries.palletTypes': { en: 'Pallet types', ru: 'Типы паллет', zh: '托盘类型' },

  ...prefixed('dictionaries.field', fields),
  ...prefixed('dictionaries.enum', enums),

  // Names in the three interface languages.
  'dictionaries.language.en': { en: 'English', ru: 'англ.', zh: '英文' },
  'dictionaries.language.ru': { en: 'Russian', ru: 'рус.', zh: '俄文' },
  'dictionaries.language.zh': { en: 'Chinese', ru: 'кит.', zh: '中文' },
  'dictionaries.inLanguage': { en: '{label} ({language})', ru: '{label} ({language})', zh: '{label}（{language}）' },

  // The list.
  'dictionaries.list.add': { en: 'Add', ru: 'Добавить', zh: '新增' },
  'dictionaries.list.search': {
    en: 'Search by code or name',
    ru: 'Поиск по коду или названию',
    zh: '按代码或名称搜索',
  },
  'dictionaries.list.searchName': { en: 'Search by name', ru: 'Поиск по названию', zh: '按名称搜索' },
  'dictionaries.list.empty': { en: 'No entries yet', ru: 'Записей пока нет', zh: '暂无条目' },
  'dictionaries.list.emptyFiltered': {
    en: 'Nothing matches the filters',
    ru: 'Ничего не найдено по фильтрам',
    zh: '没有符合筛选条件的条目',
  },
  'dictionaries.list.active': { en: 'In use', ru: 'Используется', zh: '启用' },
  'dictionaries.list.inactive': { en: 'Not in use', ru: 'Не используется', zh: '停用' },
  'dictionaries.list.ownEntries': {
    en: 'Entries of your organization',
    ru: 'Записи вашей организации',
    zh: '本组织的条目',
  },
  'dictionaries.list.delete': { en: 'Delete', ru: 'Удалить', zh: '删除' },
  'dictionaries.list.deleteConfirm': {
    en: 'Delete “{name}”?',
    ru: 'Удалить «{name}»?',
    zh: '删除“{name}”？',
  },
  'dictionaries.list.deleted': { en: 'Entry deleted', ru: 'Запись удалена', zh: '条目已删除' },
  'dictionaries.list.deleteFailed': { en: 'Cannot delete', ru: 'Удаление невозможно', zh: '无法删除' },

  // Filters.
  'dictionaries.filter.add': { en: 'Add filter', ru: 'Добавить фильтр', zh: '添加筛选' },
  'dictionaries.filter.remove': { en: 'Remove the filter', ru: 'Убрать фильтр', zh: '移除筛选' },
  'dictionaries.filter.mode': { en: 'Condition', ru: 'Условие', zh: '条件' },
  'dictionaries.filter.CONTAINS': { en: 'contains', ru: 'содержит', zh: '包含' },
  'dictionaries.filter.STARTS_WITH': { en: 'starts with', ru: 'начинается с', zh: '开头为' },
  'dictionaries.filter.ENDS_WITH': { en: 'ends with', ru: 'заканчивается на', zh: '结尾为' },
  'dictionaries.filter.SIMPLE': { en: 'equals', ru: 'равно', zh: '等于' },
  'dictionaries.filter.RANGE': { en: 'between', ru: 'в диапазоне', zh: '介于' },
  'dictionaries.filter.SELECT': { en: 'is one of', ru: 'одно из', zh: '属于' },
  'dictionaries.filter.FLAG': { en: 'is', ru: 'является', zh: '为' },
  'dictionaries.filter.EXISTS': { en: 'has a value', ru: 'заполнено', zh: '有值' },
  'dictionaries.filter.NOT_EXISTS': { en: 'is empty', ru: 'не заполнено', zh: '为空' },
  'dictionaries.filter.value': { en: 'Value', ru: 'Значение', zh: '值' },
  'dictionaries.filter.from': { en: 'from', ru: 'от', zh: '从' },
  'dictionaries.filter.to': { en: 'to', ru: 'до', zh: '至' },
  'dictionaries.filter.any': { en: 'Any', ru: 'Любое', zh: '任意' },

  // Saved filters.
  'dictionaries.saved.title': { en: 'Saved filters', ru: 'Сохранённые фильтры', zh: '已保存的筛选' },
  'dictionaries.saved.none': { en: 'No saved filters', ru: 'Нет сохранённых фильтров', zh: '没有已保存的筛选' },
  'dictionaries.saved.save': { en: 'Save filters', ru: 'Сохранить фильтры', zh: '保存筛选' },
  'dictionaries.saved.name': { en: 'Name of the filter', ru: 'Название фильтра', zh: '筛选名称' },
  'dictionaries.saved.saved': { en: 'Filters saved', ru: 'Фильтры сохранены', zh: '筛选已保存' },
  'dictionaries.saved.delete': {
    en: 'Delete the saved filter',
    ru: 'Удалить сохранённый фильтр',
    zh: '删除已保存的筛选',
  },
  'dictionaries.saved.nothingToSave': {
    en: 'Set a filter or a search first',
    ru: 'Сначала задайте фильтр или поиск',
    zh: '请先设置筛选或搜索',
  },

  // Columns and views.
  'dictionaries.view.columns': { en: 'Columns', ru: 'Столбцы', zh: '列' },
  'dictionaries.view.title': { en: 'Views', ru: 'Представления', zh: '视图' },
  'dictionaries.view.standard': { en: 'Standard view', ru: 'Стандартный вид', zh: '标准视图' },
  'dictionaries.view.save': { en: 'Save as a view', ru: 'Сохранить как представление', zh: '另存为视图' },
  'dictionaries.view.name': { en: 'Name of the view', ru: 'Название представления', zh: '视图名称' },
  'dictionaries.view.makeDefault': {
    en: 'Open the list with this view',
    ru: 'Открывать список в этом виде',
    zh: '默认使用此视图打开列表',
  },
  'dictionaries.view.default': { en: 'default', ru: 'по умолчанию', zh: '默认' },
  'dictionaries.view.saved': { en: 'View saved', ru: 'Представление сохранено', zh: '视图已保存' },
  'dictionaries.view.delete': { en: 'Delete the view', ru: 'Удалить представление', zh: '删除视图' },

  // The form.
  'dictionaries.form.createTitle': { en: 'New entry', ru: 'Новая запись', zh: '新增条目' },
  'dictionaries.form.editTitle': { en: 'Edit entry', ru: 'Редактирование записи', zh: '编辑条目' },
  'dictionaries.form.create': { en: 'Add', ru: 'Добавить', zh: '新增' },
  'dictionaries.form.created': { en: 'Entry added', ru: 'Запись добавлена', zh: '条目已添加' },
  'dictionaries.form.searchPlaceholder': {
    en: 'Start typing to search',
    ru: 'Начните вводить для поиска',
    zh: '输入以搜索',
  },
  'dictionaries.form.cityPlaceholder': {
    en: 'Start typing the city',
    ru: 'Начните вводить город',
    zh: '输入城市名称',
  },
  'dictionaries.form.countryPlaceholder': { en: 'Choose a country', ru: 'Выберите страну', zh: '选择国家' },
  'dictionaries.form.upperCase': {
    en: 'Latin capitals and digits',
    ru: 'Латинские заглавные буквы и цифры',
    zh: '大写拉丁字母和数字',
  },
  'dictionaries.form.ownerHint': {
    en: 'The partner that keeps this entry',
    ru: 'Партнёр, которому принадлежит запись',
    zh: '维护该条目的合作伙伴',
  },

  // Currencies and their exchange rates.
  'dictionaries.rates.open': { en: 'Rates', ru: 'Курсы', zh: '汇率' },
  'dictionaries.rates.title': {
    en: 'Exchange rates of {code}',
    ru: 'Курсы {code}',
    zh: '{code} 汇率',
  },
  'dictionaries.rates.hint': {
    en: 'Roubles per one unit of the currency, from the date on',
    ru: 'Рублей за одну единицу валюты, начиная с даты',
    zh: '自该日期起，每一单位货币折合的卢布数',
  },
  'dictionaries.rates.add': { en: 'Add rate', ru: 'Добавить курс', zh: '添加汇率' },
  'dictionaries.rates.added': { en: 'Rate added', ru: 'Курс добавлен', zh: '汇率已添加' },
  'dictionaries.rates.empty': { en: 'No rates yet', ru: 'Курсов пока нет', zh: '暂无汇率' },
});
