import { defineMessages } from './define.js';

/** Reference data: the rules of dictionaries, geography and hubs (Product specification, domain §5, §8). */
export const referenceMessages = defineMessages({
  'geography.latitudeRange': {
    en: 'Latitude must be between -90 and 90',
    ru: 'Широта должна быть в пределах от -90 до 90',
    zh: '纬度必须在 -90 到 90 之间',
  },
  'geography.longitudeRange': {
    en: 'Longitude must be between -180 and 180',
    ru: 'Долгота должна быть в пределах от -180 до 180',
    zh: '经度必须在 -180 到 180 之间',
  },
  'geography.parentLevel': {
    en: 'This parent cannot hold an object of this type',
    ru: 'Этот родительский объект не может содержать объект такого типа',
    zh: '该上级对象不能包含此类型的对象',
  },
  'geography.parentCountry': {
    en: 'The parent lies in another country',
    ru: 'Родительский объект находится в другой стране',
    zh: '上级对象位于其他国家',
  },
  'geography.deleteBlocked': {
    en: 'The geo object cannot be deleted: it has stations, ports, airports, hubs or child objects',
    ru: 'Нельзя удалить геообъект: к нему привязаны станции, порты, аэропорты, хабы или дочерние объекты',
    zh: '无法删除该地理对象：它关联有车站、港口、机场、枢纽或下级对象',
  },
  'geography.hubDeleteBlocked': {
    en: 'The hub cannot be deleted: it has terminals or linked hubs',
    ru: 'Нельзя удалить хаб: у него есть терминалы или связанные хабы',
    zh: '无法删除该枢纽：它有下属码头或关联枢纽',
  },
  'geography.cityCountry': {
    en: 'The city lies in another country',
    ru: 'Город находится в другой стране',
    zh: '该城市位于其他国家',
  },
  'dictionaries.transitEqualsEnd': {
    en: 'The transit hub must differ from the origin and destination hubs',
    ru: 'Транзитный хаб должен отличаться от хабов отправления и назначения',
    zh: '中转枢纽必须不同于起运枢纽和目的枢纽',
  },
  'dictionaries.deleteBlocked.categoryWithServices': {
    en: 'The category cannot be deleted because it has services',
    ru: 'Нельзя удалить категорию, так как в ней есть услуги',
    zh: '无法删除该类别，因为其中包含服务',
  },
  'dictionaries.deleteBlocked.referenced': {
    en: 'The entry cannot be deleted because other entries refer to it ({count})',
    ru: 'Нельзя удалить запись, так как на неё ссылаются другие записи ({count})',
    zh: '无法删除该条目，因为有其他条目引用它（{count}）',
  },
  'dictionaries.deleteBlocked.children': {
    en: 'The entry cannot be deleted because it has child entries',
    ru: 'Нельзя удалить запись, так как у неё есть дочерние записи',
    zh: '无法删除该条目，因为它有下级条目',
  },
  'dictionaries.deleteBlocked.currency': {
    en: 'The currency cannot be deleted because it has exchange rates or entries refer to it',
    ru: 'Нельзя удалить валюту: у неё есть курсы или на неё ссылаются записи',
    zh: '无法删除该货币：它有汇率或被条目引用',
  },
  'dictionaries.codeRequired': {
    en: 'This is a required field',
    ru: 'Это обязательное поле',
    zh: '此为必填字段',
  },
  'dictionaries.noCode': {
    en: 'This list has no codes',
    ru: 'В этом справочнике нет кодов',
    zh: '此列表没有代码',
  },
  'dictionaries.notHierarchical': {
    en: 'Entries of this list cannot have a parent',
    ru: 'У записей этого справочника не может быть родителя',
    zh: '此列表的条目不能有上级',
  },
});
