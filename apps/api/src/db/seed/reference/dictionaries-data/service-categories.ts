import type { ProfileKind } from '@cargo/domain';
import { names, type CuratedEntry } from './types.js';

/** [code, parent code, profile, en, ru, zh]: the profile of the partners that sell the category. */
type Row = [string, string | null, ProfileKind | null, string, string, string];

const ROWS: readonly Row[] = [
  ['SEA_FREIGHT', null, 'Sea_transportation', 'Sea freight', 'Морская перевозка', '海运'],
  ['PORT_SERVICES', null, 'Port_agent', 'Port services', 'Портовые услуги', '港口服务'],
  ['TERMINAL_HANDLING', 'PORT_SERVICES', 'Port_agent', 'Terminal handling', 'Терминальная обработка', '码头操作'],
  [
    'STUFFING_STRIPPING',
    'PORT_SERVICES',
    'Port_agent',
    'Container stuffing and stripping',
    'Затарка и растарка контейнеров',
    '集装箱装箱与拆箱',
  ],
  ['CONTAINER_SERVICES', 'PORT_SERVICES', 'Port_agent', 'Container services', 'Обслуживание контейнеров', '集装箱服务'],
  [
    'RAILWAY_TRANSPORTATION',
    null,
    'Railway_transportation',
    'Railway transportation',
    'Железнодорожная перевозка',
    '铁路运输',
  ],
  [
    'RAILWAY_STATION_SERVICES',
    null,
    'Railway_transportation',
    'Railway station services',
    'Станционные услуги',
    '铁路车站服务',
  ],
  [
    'RAILWAY_STATION_DEPARTURE',
    'RAILWAY_STATION_SERVICES',
    'Railway_transportation',
    'Departure station services',
    'Услуги на станции отправления',
    '发站服务',
  ],
  [
    'RAILWAY_STATION_DESTINATION',
    'RAILWAY_STATION_SERVICES',
    'Railway_transportation',
    'Destination station services',
    'Услуги на станции назначения',
    '到站服务',
  ],
  ['AIR_FREIGHT', null, 'Air_carrier', 'Air freight', 'Авиаперевозка', '空运'],
  ['AIRPORT_SERVICES', null, 'Air_carrier', 'Airport services', 'Аэропортовые услуги', '机场服务'],
  [
    'AIRPORT_DEPARTURE',
    'AIRPORT_SERVICES',
    'Air_carrier',
    'Departure airport services',
    'Услуги в аэропорту отправления',
    '始发机场服务',
  ],
  [
    'AIRPORT_ARRIVAL',
    'AIRPORT_SERVICES',
    'Air_carrier',
    'Arrival airport services',
    'Услуги в аэропорту прибытия',
    '到达机场服务',
  ],
  ['TRUCKING', null, 'Road_transportation', 'Trucking', 'Автоперевозка', '公路运输'],
  [
    'CONTAINER_DRAYAGE',
    'TRUCKING',
    'Road_transportation',
    'Container drayage',
    'Автовывоз контейнеров',
    '集装箱拖车运输',
  ],
  ['FTL', 'TRUCKING', 'Road_transportation', 'Full truckload (FTL)', 'Отдельная машина (FTL)', '整车运输（FTL）'],
  ['LTL', 'TRUCKING', 'Road_transportation', 'Groupage (LTL)', 'Сборный груз (LTL)', '零担运输（LTL）'],
  ['CUSTOMS', null, 'Forwarder', 'Customs services', 'Таможенные услуги', '报关服务'],
  ['CUSTOMS_CLEARANCE', 'CUSTOMS', 'Forwarder', 'Customs clearance', 'Таможенное оформление', '清关'],
  [
    'PERMITS_CERTIFICATES',
    'CUSTOMS',
    'Forwarder',
    'Permits and certificates',
    'Разрешения и сертификаты',
    '许可证与证书',
  ],
  ['WAREHOUSING', null, 'Forwarder', 'Warehousing', 'Складские услуги', '仓储服务'],
  ['DOCUMENTATION', null, 'Forwarder', 'Documentation', 'Оформление документов', '单证服务'],
  ['FORWARDING', null, 'Forwarder', 'Forwarding', 'Экспедирование', '货运代理'],
  ['INSURANCE', null, null, 'Cargo insurance', 'Страхование грузов', '货物保险'],
];

export const SERVICE_CATEGORIES: readonly CuratedEntry<{ profile?: ProfileKind }>[] = ROWS.map(
  ([code, parentCode, profile, en, ru, zh]) => ({
    code,
    names: names(en, ru, zh),
    attributes: profile ? { profile } : {},
    ...(parentCode && { parentCode }),
  }),
);
