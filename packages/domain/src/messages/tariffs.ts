import { defineMessages } from './define.js';

/** Tariffs: their rules, refusals and the delete blocks they cause (Product specification, domain §5, §8). */
export const tariffMessages = defineMessages({
  'tariffs.expiresBeforeStart': {
    en: 'The tariff cannot expire before it starts',
    ru: 'Тариф не может закончиться раньше, чем начнётся',
    zh: '运价的失效日期不能早于生效日期',
  },
  'tariffs.sameEnds': {
    en: 'The destination must differ from the origin',
    ru: 'Пункт назначения должен отличаться от пункта отправления',
    zh: '目的地必须不同于起运地',
  },
  'tariffs.containerRequired': {
    en: 'Must be filled for at least one type of container',
    ru: 'Необходимо заполнить хотя бы для одного типа контейнера',
    zh: '至少需要填写一种集装箱类型',
  },
  'tariffs.noRates': {
    en: 'At least one rate is needed to save the tariff',
    ru: 'Для сохранения тарифа нужна хотя бы одна ставка',
    zh: '保存运价至少需要一条费率',
  },
  'tariffs.privateNeedsRange': {
    en: 'Please add 1 range for a private rate',
    ru: 'Добавьте хотя бы один диапазон для частной ставки',
    zh: '请为私有运价添加至少一个范围',
  },
  'tariffs.surchargeScope': {
    en: 'Choose the shipping line or the tariff the surcharge applies to',
    ru: 'Укажите морскую линию или тариф, к которым относится надбавка',
    zh: '请选择附加费适用的船公司或运价',
  },
  'tariffs.percentTooLarge': {
    en: 'A relative surcharge cannot exceed 100 %',
    ru: 'Относительная надбавка не может превышать 100 %',
    zh: '比例附加费不能超过 100%',
  },
  'tariffs.laneBarred': {
    en: 'You are not authorized to enter rates for this trade lane',
    ru: 'Вы не можете вводить ставки по этому направлению',
    zh: '您无权为该贸易航线录入运价',
  },
  'tariffs.kindNotAuthorized': {
    en: 'The organization is not authorised to create this tariff',
    ru: 'Организация не имеет права создавать такой тариф',
    zh: '该组织无权创建此类运价',
  },
  'tariffs.adminTariff': {
    en: 'Only operators may edit the marketplace’s own tariffs',
    ru: 'Тарифы площадки могут изменять только операторы',
    zh: '只有运营人员可以编辑平台自有运价',
  },
  'tariffs.unknown.seaPort': {
    en: 'Unknown or invalid port',
    ru: 'Неизвестный или неверный порт',
    zh: '未知或无效的港口',
  },
  'tariffs.unknown.airport': {
    en: 'Unknown or invalid airport',
    ru: 'Неизвестный или неверный аэропорт',
    zh: '未知或无效的机场',
  },
  'tariffs.unknown.station': {
    en: 'Unknown or invalid railway station',
    ru: 'Неизвестная или неверная железнодорожная станция',
    zh: '未知或无效的火车站',
  },
  'tariffs.unknown.hub': { en: 'Unknown or invalid hub', ru: 'Неизвестный или неверный хаб', zh: '未知或无效的枢纽' },
  'tariffs.unknown.city': { en: 'Unknown city', ru: 'Неизвестный город', zh: '未知城市' },
  'tariffs.unknown.currency': { en: 'Unknown currency', ru: 'Неизвестная валюта', zh: '未知货币' },
  'tariffs.unknown.carrier': {
    en: 'Unknown operator or shipping line code',
    ru: 'Неизвестный код оператора или морской линии',
    zh: '未知的承运人或船公司代码',
  },
  'tariffs.unknown.service': { en: 'Unknown service', ru: 'Неизвестная услуга', zh: '未知服务' },
  'tariffs.unknown.surcharge': { en: 'Unknown surcharge', ru: 'Неизвестная надбавка', zh: '未知附加费' },
  'tariffs.unknown.containerType': {
    en: 'Unknown container type',
    ru: 'Неизвестный тип контейнера',
    zh: '未知集装箱类型',
  },
  'tariffs.unknown.vehicleType': { en: 'Unknown vehicle type', ru: 'Неизвестный тип транспорта', zh: '未知车型' },
  'tariffs.unknown.palletType': { en: 'Unknown pallet type', ru: 'Неизвестный тип паллеты', zh: '未知托盘类型' },
  'tariffs.unknown.tariff': {
    en: 'Unknown sea tariff for the surcharge',
    ru: 'Неизвестный морской тариф для надбавки',
    zh: '附加费对应的海运运价不存在',
  },
  'tariffs.clientNotFound': {
    en: 'Unknown client organization',
    ru: 'Неизвестная организация-клиент',
    zh: '未知的客户组织',
  },
  'tariffs.deleteBlocked.seaPort': {
    en: 'The sea port cannot be deleted because it has freight, port or road tariffs',
    ru: 'Нельзя удалить морской порт, так как по нему есть фрахтовые, портовые или автомобильные тарифы',
    zh: '无法删除该海港，因为它有海运、港口或公路运价',
  },
  'tariffs.deleteBlocked.airport': {
    en: 'The airport cannot be deleted because it has tariffs',
    ru: 'Нельзя удалить аэропорт, так как по нему есть тарифы',
    zh: '无法删除该机场，因为它有运价',
  },
  'tariffs.deleteBlocked.railwayStation': {
    en: 'The railway station cannot be deleted because it has tariffs',
    ru: 'Нельзя удалить железнодорожную станцию, так как по ней есть тарифы',
    zh: '无法删除该火车站，因为它有运价',
  },
  'tariffs.deleteBlocked.transportHub': {
    en: 'The hub cannot be deleted because it has tariffs',
    ru: 'Нельзя удалить хаб, так как по нему есть тарифы',
    zh: '无法删除该枢纽，因为它有运价',
  },
  'tariffs.deleteBlocked.city': {
    en: 'The city cannot be deleted because it has tariffs',
    ru: 'Нельзя удалить город, так как по нему есть тарифы',
    zh: '无法删除该城市，因为它有运价',
  },
  'tariffs.deleteBlocked.seaLine': {
    en: 'The shipping line or coloader cannot be deleted because it has freight tariffs',
    ru: 'Нельзя удалить морскую линию или консолидатора, так как у них есть фрахтовые тарифы',
    zh: '无法删除该船公司或拼箱商，因为它有运价',
  },
  'tariffs.deleteBlocked.railwayOperator': {
    en: 'The railway operator cannot be deleted because it has tariffs',
    ru: 'Нельзя удалить железнодорожного оператора, так как у него есть тарифы',
    zh: '无法删除该铁路运营商，因为它有运价',
  },
  'tariffs.deleteBlocked.airline': {
    en: 'The airline cannot be deleted because it has air tariffs',
    ru: 'Нельзя удалить авиакомпанию, так как у неё есть авиатарифы',
    zh: '无法删除该航空公司，因为它有空运运价',
  },
  'tariffs.deleteBlocked.service': {
    en: 'The service cannot be deleted because it has tariffs',
    ru: 'Нельзя удалить услугу, так как по ней есть тарифы',
    zh: '无法删除该服务，因为它有运价',
  },
  'tariffs.deleteBlocked.surcharge': {
    en: 'The surcharge cannot be deleted because it has values',
    ru: 'Нельзя удалить надбавку, так как у неё есть значения',
    zh: '无法删除该附加费，因为它有费用值',
  },
  'tariffs.deleteBlocked.type': {
    en: 'The type cannot be deleted because tariffs use it',
    ru: 'Нельзя удалить тип, так как он используется в тарифах',
    zh: '无法删除该类型，因为运价正在使用它',
  },
});
