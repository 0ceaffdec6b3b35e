import { defineMessages } from './define.js';

/** The geography screen and the place picker. */
export const geographyScreenMessages = defineMessages({
  // The page.
  'admin.geography.title': { en: 'Geography', ru: 'География', zh: '地理' },
  'admin.geography.subtitle': {
    en: 'Countries, regions and cities with their ports, airports and stations',
    ru: 'Страны, регионы и города с их портами, аэропортами и станциями',
    zh: '国家、地区和城市及其港口、机场和车站',
  },
  'admin.geography.new': { en: 'Add object', ru: 'Добавить объект', zh: '添加对象' },
  'admin.geography.continent': { en: 'Continent', ru: 'Континент', zh: '大洲' },
  'admin.geography.continent.AF': { en: 'Africa', ru: 'Африка', zh: '非洲' },
  'admin.geography.continent.AN': { en: 'Antarctica', ru: 'Антарктида', zh: '南极洲' },
  'admin.geography.continent.AS': { en: 'Asia', ru: 'Азия', zh: '亚洲' },
  'admin.geography.continent.EU': { en: 'Europe', ru: 'Европа', zh: '欧洲' },
  'admin.geography.continent.NA': { en: 'North America', ru: 'Северная Америка', zh: '北美洲' },
  'admin.geography.continent.OC': { en: 'Oceania', ru: 'Океания', zh: '大洋洲' },
  'admin.geography.continent.SA': { en: 'South America', ru: 'Южная Америка', zh: '南美洲' },
  'admin.geography.worldRegion': { en: 'World region', ru: 'Регион мира', zh: '世界区域' },
  'admin.geography.filterCountries': {
    en: 'Filter countries by name or code',
    ru: 'Фильтр стран по названию или коду',
    zh: '按名称或代码筛选国家',
  },
  'admin.geography.findPlace': {
    en: 'Find a city, port, airport or station',
    ru: 'Найти город, порт, аэропорт или станцию',
    zh: '查找城市、港口、机场或车站',
  },
  'admin.geography.tree': {
    en: 'Countries, regions and cities',
    ru: 'Страны, регионы и города',
    zh: '国家、地区和城市',
  },
  'admin.geography.noCountries': {
    en: 'No countries match the filters',
    ru: 'Нет стран, подходящих под фильтры',
    zh: '没有符合筛选条件的国家',
  },
  'admin.geography.showMore': { en: 'Show {count} more', ru: 'Показать ещё {count}', zh: '再显示 {count} 个' },
  'admin.geography.loading': { en: 'Loading…', ru: 'Загрузка…', zh: '加载中…' },
  'admin.geography.placeNotFound': {
    en: 'This place is not in the geography tree',
    ru: 'Этого места нет в дереве географии',
    zh: '地理树中没有该地点',
  },
  'admin.geography.selectHint': {
    en: 'Choose a country, region or city to see its details',
    ru: 'Выберите страну, регион или город, чтобы увидеть подробности',
    zh: '选择国家、地区或城市以查看详情',
  },
  'admin.geography.details': { en: 'Details', ru: 'Подробности', zh: '详情' },

  // The fields of a geo object.
  'admin.geography.type': { en: 'Type', ru: 'Тип', zh: '类型' },
  'admin.geography.type.COUNTRY': { en: 'Country', ru: 'Страна', zh: '国家' },
  'admin.geography.type.REGION': { en: 'Region', ru: 'Регион', zh: '地区' },
  'admin.geography.type.SPECIAL_REGION': { en: 'Special region', ru: 'Особый регион', zh: '特别地区' },
  'admin.geography.type.CITY': { en: 'City', ru: 'Город', zh: '城市' },
  'admin.geography.parent': { en: 'Parent object', ru: 'Родительский объект', zh: '上级对象' },
  'admin.geography.country': { en: 'Country', ru: 'Страна', zh: '国家' },
  'admin.geography.code': { en: 'Code', ru: 'Код', zh: '代码' },
  'admin.geography.countryCode': { en: 'ISO code (2 letters)', ru: 'Код ISO (2 буквы)', zh: 'ISO 代码（2 个字母）' },
  'admin.geography.iso3': { en: 'ISO code (3 letters)', ru: 'Код ISO (3 буквы)', zh: 'ISO 代码（3 个字母）' },
  'admin.geography.nameEn': { en: 'Name in English', ru: 'Название на английском', zh: '英文名称' },
  'admin.geography.nameRu': { en: 'Name in Russian', ru: 'Название на русском', zh: '俄文名称' },
  'admin.geography.nameZh': { en: 'Name in Chinese', ru: 'Название на китайском', zh: '中文名称' },
  'admin.geography.latitude': { en: 'Latitude', ru: 'Широта', zh: '纬度' },
  'admin.geography.longitude': { en: 'Longitude', ru: 'Долгота', zh: '经度' },
  'admin.geography.coordinates': { en: 'Coordinates', ru: 'Координаты', zh: '坐标' },
  'admin.geography.population': { en: 'Population', ru: 'Население', zh: '人口' },
  'admin.geography.children': { en: 'Objects inside', ru: 'Вложенные объекты', zh: '下级对象' },

  // The hubs of a city.
  'admin.geography.hubs': {
    en: 'Ports, airports, stations and hubs',
    ru: 'Порты, аэропорты, станции и хабы',
    zh: '港口、机场、车站和枢纽',
  },
  'admin.geography.noHubs': {
    en: 'No ports, airports, stations or hubs in this city',
    ru: 'В этом городе нет портов, аэропортов, станций и хабов',
    zh: '该城市没有港口、机场、车站或枢纽',
  },
  'admin.geography.hubKind.seaPort': { en: 'Sea port', ru: 'Морской порт', zh: '海港' },
  'admin.geography.hubKind.airport': { en: 'Airport', ru: 'Аэропорт', zh: '机场' },
  'admin.geography.hubKind.railway': { en: 'Railway station', ru: 'Ж/д станция', zh: '火车站' },
  'admin.geography.hubKind.transport': { en: 'Transport hub', ru: 'Транспортный хаб', zh: '交通枢纽' },
  'admin.geography.hubName': { en: 'Name', ru: 'Название', zh: '名称' },
  'admin.geography.hasTerminals': { en: 'Terminals', ru: 'Терминалы', zh: '码头' },

  // Actions.
  'admin.geography.addRegion': { en: 'Add region', ru: 'Добавить регион', zh: '添加地区' },
  'admin.geography.addCity': { en: 'Add city', ru: 'Добавить город', zh: '添加城市' },
  'admin.geography.delete': { en: 'Delete', ru: 'Удалить', zh: '删除' },
  'admin.geography.deleteConfirm': { en: 'Delete “{name}”?', ru: 'Удалить «{name}»?', zh: '删除“{name}”？' },
  'admin.geography.deleteConfirmText': {
    en: 'The object is removed from the geography for good.',
    ru: 'Объект будет удалён из географии безвозвратно.',
    zh: '该对象将从地理数据中永久删除。',
  },
  'admin.geography.deleted': { en: '“{name}” deleted', ru: 'Объект «{name}» удалён', zh: '已删除“{name}”' },

  // The form.
  'admin.geography.createTitle': { en: 'New geo object', ru: 'Новый геообъект', zh: '新建地理对象' },
  'admin.geography.editTitle': { en: 'Edit “{name}”', ru: 'Изменение: «{name}»', zh: '编辑“{name}”' },
  'admin.geography.create': { en: 'Create', ru: 'Создать', zh: '创建' },
  'admin.geography.created': { en: '“{name}” created', ru: 'Объект «{name}» создан', zh: '已创建“{name}”' },
  'admin.geography.chooseCountry': {
    en: 'Choose the country first',
    ru: 'Сначала выберите страну',
    zh: '请先选择国家',
  },
  'admin.geography.searchCountry': { en: 'Start typing the country', ru: 'Начните вводить страну', zh: '输入国家名称' },
  'admin.geography.searchParent': {
    en: 'The country itself or one of its regions',
    ru: 'Сама страна или один из её регионов',
    zh: '国家本身或其某个地区',
  },
  'admin.geography.parentRequired': {
    en: 'Choose where the object belongs',
    ru: 'Выберите, к чему относится объект',
    zh: '请选择该对象的上级',
  },

  // The place picker.
  'placePicker.label': { en: 'Place', ru: 'Место', zh: '地点' },
  'placePicker.placeholder': {
    en: 'City, port, airport or station',
    ru: 'Город, порт, аэропорт или станция',
    zh: '城市、港口、机场或车站',
  },
  'placePicker.typeToSearch': {
    en: 'Type a name or a code',
    ru: 'Введите название или код',
    zh: '请输入名称或代码',
  },
  'placePicker.searching': { en: 'Searching…', ru: 'Поиск…', zh: '正在搜索…' },
  'placePicker.noResults': { en: 'Nothing found', ru: 'Ничего не найдено', zh: '未找到结果' },
  'placePicker.searchFailed': {
    en: 'The search is unavailable, try again',
    ru: 'Поиск недоступен, попробуйте ещё раз',
    zh: '搜索暂不可用，请重试',
  },
  'placePicker.type.ADDRESS': { en: 'City', ru: 'Город', zh: '城市' },
  'placePicker.type.SEA_PORT': { en: 'Sea port', ru: 'Морской порт', zh: '海港' },
  'placePicker.type.AIRPORT_HUB': { en: 'Airport', ru: 'Аэропорт', zh: '机场' },
  'placePicker.type.RAILWAY_HUB': { en: 'Railway station', ru: 'Ж/д станция', zh: '火车站' },
  'placePicker.type.TRANSPORT_HUB': { en: 'Hub or terminal', ru: 'Хаб или терминал', zh: '枢纽或场站' },
});
