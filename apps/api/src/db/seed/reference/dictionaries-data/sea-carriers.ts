import { names, type CuratedEntry, type CuratedNames } from './types.js';

interface CarrierAttributes {
  countryCode: string;
  website?: string;
}

const brand = (name: string): CuratedNames => names(name, name, name);

const carrier = (
  code: string,
  entryNames: CuratedNames,
  countryCode: string,
  website?: string,
): CuratedEntry<CarrierAttributes> => ({
  code,
  names: entryNames,
  attributes: website ? { countryCode, website } : { countryCode },
});

/**
 * Container lines under their Standard Carrier Alpha Code: the largest lines of the Alphaliner
 * ranking (2025) whose SCAC could be confirmed, group brands (OOCL, APL, Gold Star Line) and
 * FESCO; the country of the head office. The lines left out are listed in docs/data-sources.md.
 */
export const SEA_LINES: readonly CuratedEntry<CarrierAttributes>[] = [
  carrier(
    'MSCU',
    names('MSC Mediterranean Shipping Company', 'MSC (Средиземноморская судоходная компания)', '地中海航运'),
    'CH',
    'https://www.msc.com',
  ),
  carrier('MAEU', names('Maersk', 'Мэрск (Maersk)', '马士基'), 'DK', 'https://www.maersk.com'),
  carrier('CMDU', names('CMA CGM', 'CMA CGM (СМА СЖМ)', '达飞轮船'), 'FR', 'https://www.cma-cgm.com'),
  carrier(
    'COSU',
    names('COSCO Shipping Lines', 'COSCO Shipping Lines (КОСКО)', '中远海运集运'),
    'CN',
    'https://lines.coscoshipping.com',
  ),
  carrier(
    'OOLU',
    names('OOCL (Orient Overseas Container Line)', 'OOCL (Ориент Оверсиз Контейнер Лайн)', '东方海外货柜航运'),
    'HK',
    'https://www.oocl.com',
  ),
  carrier('HLCU', names('Hapag-Lloyd', 'Хапаг-Ллойд (Hapag-Lloyd)', '赫伯罗特'), 'DE', 'https://www.hapag-lloyd.com'),
  carrier(
    'ONEY',
    names('Ocean Network Express (ONE)', 'Ocean Network Express (ONE)', '海洋网联船务'),
    'SG',
    'https://www.one-line.com',
  ),
  carrier(
    'EGLV',
    names('Evergreen Line', 'Эвергрин (Evergreen Line)', '长荣海运'),
    'TW',
    'https://www.evergreen-line.com',
  ),
  carrier('HDMU', names('HMM', 'HMM (Хёндэ Мерчант Марин)', '现代商船'), 'KR', 'https://www.hmm21.com'),
  carrier('ZIMU', names('ZIM Integrated Shipping Services', 'ЦИМ (ZIM)', '以星航运'), 'IL', 'https://www.zim.com'),
  carrier(
    'YMLU',
    names('Yang Ming Marine Transport', 'Ян Мин (Yang Ming)', '阳明海运'),
    'TW',
    'https://www.yangming.com',
  ),
  carrier('WHLC', names('Wan Hai Lines', 'Ван Хай (Wan Hai Lines)', '万海航运'), 'TW', 'https://www.wanhai.com'),
  carrier(
    'PCIU',
    names('PIL Pacific International Lines', 'PIL (Пасифик Интернэшнл Лайнс)', '太平船务'),
    'SG',
    'https://www.pilship.com',
  ),
  carrier('SITC', names('SITC Container Lines', 'SITC Container Lines', '海丰国际'), 'HK', 'https://www.sitcline.com'),
  carrier(
    'KMTU',
    names('KMTC (Korea Marine Transport Co.)', 'KMTC (Корея Марин Транспорт)', '高丽海运'),
    'KR',
    'https://www.ekmtc.com',
  ),
  carrier('SKLU', names('Sinokor Merchant Marine', 'Синокор (Sinokor Merchant Marine)', '长锦商船'), 'KR'),
  carrier('SMLM', names('SM Line', 'SM Line (ЭсЭм Лайн)', '森罗商船'), 'KR', 'https://www.smlines.com'),
  carrier(
    'REGU',
    names('RCL Regional Container Lines', 'RCL (Риджинал Контейнер Лайнс)', '宏海箱运'),
    'TH',
    'https://www.rclgroup.com',
  ),
  carrier('MATS', names('Matson', 'Мэтсон (Matson)', '美森轮船'), 'US', 'https://www.matson.com'),
  carrier('ESPU', names('Emirates Shipping Line', 'Эмирейтс Шиппинг Лайн', '阿联酋航运公司'), 'AE'),
  carrier('ARKU', names('Arkas Line', 'Аркас Лайн (Arkas Line)', 'Arkas Line'), 'TR'),
  carrier('GSLU', names('Gold Star Line', 'Голд Стар Лайн (Gold Star Line)', '金星航运'), 'HK'),
  carrier(
    'APLU',
    names('APL (American President Lines)', 'APL (Американ Президент Лайнс)', '美国总统轮船'),
    'SG',
    'https://www.apl.com',
  ),
  carrier(
    'FESO',
    names('FESCO', 'ФЕСКО (Дальневосточное морское пароходство)', '俄罗斯远东海运集团（FESCO）'),
    'RU',
    'https://www.fesco.ru',
  ),
];

/** NVOCCs that run LCL consolidation services for forwarders, under a code of their own. */
export const CONSOLIDATORS: readonly CuratedEntry<CarrierAttributes>[] = [
  // Brand names without an established Russian or Chinese form stay in Latin letters.
  carrier('ECU_WORLDWIDE', brand('ECU Worldwide'), 'BE', 'https://www.ecuworldwide.com'),
  carrier('SHIPCO', brand('Shipco Transport'), 'DK', 'https://www.shipco.com'),
  carrier('CWT_GLOBELINK', brand('CWT Globelink'), 'SG'),
  carrier('VANGUARD', brand('Vanguard Logistics Services'), 'US', 'https://www.vanguardlogistics.com'),
  carrier('SACO', brand('SACO Shipping (Saco Line)'), 'DE'),
  carrier('CAROTRANS', brand('CaroTrans'), 'US', 'https://www.carotrans.com'),
];
