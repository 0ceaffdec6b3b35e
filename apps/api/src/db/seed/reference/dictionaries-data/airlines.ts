import { names, type CuratedEntry } from './types.js';

interface AirlineAttributes {
  icao: string;
  awbPrefix?: string;
  countryCode: string;
}

/** [IATA, ICAO, AWB prefix, country, en, ru, zh]; an empty prefix is one not confirmed. */
type Row = [string, string, string, string, string, string, string];

/**
 * Airlines that carry cargo to and from Russia, China and the CIS, and the large freighter
 * operators: the IATA designator as code, the ICAO designator and the three-digit IATA airline
 * prefix that opens every air waybill number.
 */
const ROWS: readonly Row[] = [
  ['SU', 'AFL', '555', 'RU', 'Aeroflot', 'Аэрофлот', '俄罗斯航空'],
  ['S7', 'SBI', '421', 'RU', 'S7 Airlines', 'S7 Airlines (Сибирь)', '西伯利亚航空'],
  ['RU', 'ABW', '580', 'RU', 'AirBridgeCargo Airlines', 'ЭйрБриджКарго', '空桥货运航空'],
  ['CA', 'CCA', '999', 'CN', 'Air China', 'Эйр Чайна', '中国国际航空'],
  ['MU', 'CES', '781', 'CN', 'China Eastern Airlines', 'Китайские восточные авиалинии', '中国东方航空'],
  ['CZ', 'CSN', '784', 'CN', 'China Southern Airlines', 'Китайские южные авиалинии', '中国南方航空'],
  ['CK', 'CKK', '112', 'CN', 'China Cargo Airlines', 'Чайна Карго Эйрлайнс', '中国货运航空'],
  ['3U', 'CSC', '876', 'CN', 'Sichuan Airlines', 'Сычуаньские авиалинии', '四川航空'],
  ['HU', 'CHH', '880', 'CN', 'Hainan Airlines', 'Хайнаньские авиалинии', '海南航空'],
  ['ZH', 'CSZ', '479', 'CN', 'Shenzhen Airlines', 'Шэньчжэньские авиалинии', '深圳航空'],
  ['MF', 'CXA', '731', 'CN', 'Xiamen Airlines', 'Сямэньские авиалинии', '厦门航空'],
  ['FM', 'CSH', '774', 'CN', 'Shanghai Airlines', 'Шанхайские авиалинии', '上海航空'],
  ['Y8', 'YZR', '871', 'CN', 'Suparna Airlines', 'Супарна Эйрлайнс', '金鹏航空'],
  ['O3', 'CSS', '', 'CN', 'SF Airlines', 'SF Airlines (Шуньфэн)', '顺丰航空'],
  ['CX', 'CPA', '160', 'HK', 'Cathay Pacific', 'Катэй Пасифик', '国泰航空'],
  ['LD', 'AHK', '288', 'HK', 'Air Hong Kong', 'Эйр Гонконг', '华民航空'],
  ['CI', 'CAL', '297', 'TW', 'China Airlines', 'Чайна Эйрлайнс', '中华航空'],
  ['BR', 'EVA', '695', 'TW', 'EVA Air', 'EVA Air (Ева Эйр)', '长荣航空'],
  ['KE', 'KAL', '180', 'KR', 'Korean Air', 'Кореан Эйр', '大韩航空'],
  ['OZ', 'AAR', '988', 'KR', 'Asiana Airlines', 'Азиана Эйрлайнс', '韩亚航空'],
  ['JL', 'JAL', '131', 'JP', 'Japan Airlines', 'Джапан Эйрлайнс', '日本航空'],
  ['NH', 'ANA', '205', 'JP', 'All Nippon Airways', 'Ол Ниппон Эйрвейз', '全日空'],
  ['KZ', 'NCA', '933', 'JP', 'Nippon Cargo Airlines', 'Ниппон Карго Эйрлайнс', '日本货物航空'],
  ['SQ', 'SIA', '618', 'SG', 'Singapore Airlines', 'Сингапурские авиалинии', '新加坡航空'],
  ['MH', 'MAS', '232', 'MY', 'Malaysia Airlines', 'Малайзийские авиалинии', '马来西亚航空'],
  ['TG', 'THA', '217', 'TH', 'Thai Airways', 'Тайские авиалинии', '泰国国际航空'],
  ['VN', 'HVN', '738', 'VN', 'Vietnam Airlines', 'Вьетнамские авиалинии', '越南航空'],
  ['AI', 'AIC', '098', 'IN', 'Air India', 'Эйр Индия', '印度航空'],
  ['EK', 'UAE', '176', 'AE', 'Emirates', 'Эмирейтс', '阿联酋航空'],
  ['EY', 'ETD', '607', 'AE', 'Etihad Airways', 'Этихад Эйрвейз', '阿提哈德航空'],
  ['QR', 'QTR', '157', 'QA', 'Qatar Airways', 'Катар Эйрвейз', '卡塔尔航空'],
  ['SV', 'SVA', '065', 'SA', 'Saudia', 'Саудия', '沙特阿拉伯航空'],
  ['TK', 'THY', '235', 'TR', 'Turkish Airlines', 'Турецкие авиалинии', '土耳其航空'],
  ['ET', 'ETH', '071', 'ET', 'Ethiopian Airlines', 'Эфиопские авиалинии', '埃塞俄比亚航空'],
  ['KC', 'KZR', '465', 'KZ', 'Air Astana', 'Эйр Астана', '阿斯塔纳航空'],
  ['HY', 'UZB', '250', 'UZ', 'Uzbekistan Airways', 'Узбекские авиалинии (Uzbekistan Airways)', '乌兹别克斯坦航空'],
  ['LH', 'DLH', '020', 'DE', 'Lufthansa (Lufthansa Cargo)', 'Люфтганза (Lufthansa Cargo)', '汉莎航空（汉莎货运）'],
  ['CV', 'CLX', '172', 'LU', 'Cargolux', 'Карголюкс', '卢森堡国际货运航空'],
  ['AF', 'AFR', '057', 'FR', 'Air France', 'Эйр Франс', '法国航空'],
  ['KL', 'KLM', '074', 'NL', 'KLM Royal Dutch Airlines', 'KLM (Королевские авиалинии Нидерландов)', '荷兰皇家航空'],
  ['MP', 'MPH', '129', 'NL', 'Martinair', 'Мартинэйр', '马丁航空'],
  ['BA', 'BAW', '125', 'GB', 'British Airways', 'Бритиш Эйрвейз', '英国航空'],
  ['LX', 'SWR', '724', 'CH', 'Swiss International Air Lines', 'Свисс', '瑞士国际航空'],
  ['AY', 'FIN', '105', 'FI', 'Finnair', 'Финнэйр', '芬兰航空'],
  ['LO', 'LOT', '080', 'PL', 'LOT Polish Airlines', 'ЛОТ Польские авиалинии', '波兰航空'],
  ['QF', 'QFA', '081', 'AU', 'Qantas', 'Кантас', '澳洲航空'],
  ['AA', 'AAL', '001', 'US', 'American Airlines', 'Американ Эйрлайнс', '美国航空'],
  ['DL', 'DAL', '006', 'US', 'Delta Air Lines', 'Дельта Эйр Лайнс', '达美航空'],
  ['UA', 'UAL', '016', 'US', 'United Airlines', 'Юнайтед Эйрлайнс', '美国联合航空'],
  ['FX', 'FDX', '023', 'US', 'FedEx Express', 'ФедЭкс Экспресс', '联邦快递航空'],
  ['5X', 'UPS', '406', 'US', 'UPS Airlines', 'UPS Airlines (Ю-Пи-Эс)', 'UPS航空'],
  ['5Y', 'GTI', '369', 'US', 'Atlas Air', 'Атлас Эйр', '阿特拉斯航空'],
  ['PO', 'PAC', '403', 'US', 'Polar Air Cargo', 'Полар Эйр Карго', 'Polar Air Cargo'],
  ['K4', 'CKS', '272', 'US', 'Kalitta Air', 'Калитта Эйр', '卡利塔航空'],
];

export const AIR_COMPANIES: readonly CuratedEntry<AirlineAttributes>[] = ROWS.map(
  ([code, icao, awbPrefix, countryCode, en, ru, zh]) => ({
    code,
    names: names(en, ru, zh),
    attributes: awbPrefix ? { icao, awbPrefix, countryCode } : { icao, countryCode },
  }),
);
