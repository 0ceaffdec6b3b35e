import { names, type CuratedEntry, type CuratedNames } from './types.js';

interface OperatorAttributes {
  countryCode?: string;
  website?: string;
}

const operator = (
  code: string,
  entryNames: CuratedNames,
  countryCode?: string,
  website?: string,
): CuratedEntry<OperatorAttributes> => ({
  code,
  names: entryNames,
  attributes: { ...(countryCode && { countryCode }), ...(website && { website }) },
});

/**
 * Railways and container train operators of the China – CIS – Europe routes: the national
 * infrastructure railways that issue the SMGS/CIM bill, and the operators that sell the trains.
 */
export const RAILWAY_OPERATORS: readonly CuratedEntry<OperatorAttributes>[] = [
  operator(
    'RZD',
    names('Russian Railways (RZD)', 'ОАО «Российские железные дороги» (РЖД)', '俄罗斯铁路公司'),
    'RU',
    'https://www.rzd.ru',
  ),
  operator(
    'RZD_LOGISTICS',
    names('RZD Logistics', 'АО «РЖД Логистика»', '俄铁物流公司'),
    'RU',
    'https://www.rzdlog.ru',
  ),
  operator(
    'TRANSCONTAINER',
    names('TransContainer', 'ПАО «ТрансКонтейнер»', '俄罗斯铁路集装箱运输公司'),
    'RU',
    'https://www.trcont.com',
  ),
  operator(
    'UTLC_ERA',
    names(
      'UTLC ERA (United Transport and Logistics Company – Eurasian Rail Alliance)',
      'АО «ОТЛК ЕРА»',
      '欧亚铁路联盟（UTLC ERA）',
    ),
    'RU',
    'https://www.utlc.com',
  ),
  operator('MODUL', names('Modul', 'ООО «Модуль»', 'Modul'), 'RU'),
  operator('FELB', names('Far East Land Bridge (FELB)', 'Far East Land Bridge (FELB)', '远东陆桥公司（FELB）')),
  operator(
    'KTZ',
    names('Kazakhstan Temir Zholy (KTZ)', 'АО «НК «Қазақстан темір жолы» (КТЖ)', '哈萨克斯坦国家铁路公司'),
    'KZ',
    'https://www.railways.kz',
  ),
  operator('KTZ_EXPRESS', names('KTZ Express', 'АО «KTZ Express»', '哈铁快运公司'), 'KZ', 'https://www.ktzexpress.kz'),
  operator(
    'BCH',
    names('Belarusian Railway', 'Белорусская железная дорога (БЧ)', '白俄罗斯铁路'),
    'BY',
    'https://www.rw.by',
  ),
  operator(
    'UBTZ',
    names('Ulaanbaatar Railway (UBTZ)', 'АО «Улан-Баторская железная дорога» (УБЖД)', '乌兰巴托铁路'),
    'MN',
    'https://www.ubtz.mn',
  ),
  operator(
    'UTY',
    names('Uzbekistan Railways', 'АО «Узбекистон темир йуллари»', '乌兹别克斯坦铁路'),
    'UZ',
    'https://railway.uz',
  ),
  operator(
    'CHINA_RAILWAY',
    names(
      'China State Railway Group (China Railway)',
      'Китайские государственные железные дороги',
      '中国国家铁路集团有限公司',
    ),
    'CN',
    'http://www.china-railway.com.cn',
  ),
  operator(
    'CRCT',
    names(
      'China Railway Container Transport Corp. (CRCT)',
      'China Railway Container Transport (CRCT)',
      '中铁集装箱运输有限责任公司',
    ),
    'CN',
    'http://www.crct.com',
  ),
  operator(
    'CR_EXPRESS',
    names(
      'China Railway Express (China–Europe Railway Express)',
      'Контейнерные поезда Китай – Европа (China Railway Express)',
      '中欧班列',
    ),
    'CN',
  ),
  operator(
    'PKP_CARGO',
    names('PKP Cargo', 'PKP Cargo (Польские железные дороги, грузовые перевозки)', '波兰国家铁路货运公司'),
    'PL',
    'https://www.pkpcargo.com',
  ),
  operator(
    'DB_CARGO',
    names('DB Cargo', 'DB Cargo (Немецкие железные дороги, грузовые перевозки)', '德铁货运'),
    'DE',
    'https://www.dbcargo.com',
  ),
];
