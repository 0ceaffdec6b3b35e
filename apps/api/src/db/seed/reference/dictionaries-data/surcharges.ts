import type { TransportMode } from '@cargo/domain';
import { names, type CuratedEntry, type CuratedNames } from './types.js';

interface SurchargeAttributes {
  surchargeType: 'ON_CARGO' | 'ON_FREIGHT';
  tarification: 'ABSOLUTE' | 'RELATIVE';
  transport?: TransportMode;
  description?: string;
}

/**
 * ON_FREIGHT: the line adds it to the freight (bunker, currency, season, risk); ON_CARGO: charged
 * for handling the cargo at a port, terminal or airport, or for its papers. RELATIVE: a
 * percentage of the freight (the currency factor), ABSOLUTE: an amount per container or kg.
 */
const surcharge = (
  code: string,
  entryNames: CuratedNames,
  surchargeType: SurchargeAttributes['surchargeType'],
  transport: TransportMode | undefined,
  description: string,
  tarification: SurchargeAttributes['tarification'] = 'ABSOLUTE',
): CuratedEntry<SurchargeAttributes> => ({
  code,
  names: entryNames,
  attributes: { surchargeType, tarification, ...(transport && { transport }), description },
});

export const FREIGHT_SURCHARGES: readonly CuratedEntry<SurchargeAttributes>[] = [
  surcharge(
    'BAF',
    names('Bunker adjustment factor (BAF)', 'Бункерная надбавка (BAF)', '燃油附加费（BAF）'),
    'ON_FREIGHT',
    'SEA',
    'Covers changes in the price of ship fuel.',
  ),
  surcharge(
    'CAF',
    names('Currency adjustment factor (CAF)', 'Валютная надбавка (CAF)', '货币贬值附加费（CAF）'),
    'ON_FREIGHT',
    'SEA',
    'A percentage of the freight against exchange-rate changes.',
    'RELATIVE',
  ),
  surcharge(
    'EBS',
    names('Emergency bunker surcharge (EBS)', 'Чрезвычайная бункерная надбавка (EBS)', '紧急燃油附加费（EBS）'),
    'ON_FREIGHT',
    'SEA',
    'Charged when fuel prices rise sharply between BAF reviews.',
  ),
  surcharge(
    'LSS',
    names('Low sulphur surcharge (LSS)', 'Надбавка за малосернистое топливо (LSS)', '低硫附加费（LSS）'),
    'ON_FREIGHT',
    'SEA',
    'Covers the cost of compliant low-sulphur fuel (IMO 2020, emission control areas).',
  ),
  surcharge(
    'ETS',
    names(
      'EU emissions trading surcharge (ETS)',
      'Надбавка за систему торговли выбросами ЕС (ETS)',
      '欧盟排放交易附加费（ETS）',
    ),
    'ON_FREIGHT',
    'SEA',
    'Passes on the cost of EU ETS emission allowances for voyages to and from the EU.',
  ),
  surcharge(
    'PSS',
    names('Peak season surcharge (PSS)', 'Надбавка за пиковый сезон (PSS)', '旺季附加费（PSS）'),
    'ON_FREIGHT',
    'SEA',
    'Charged in the months of highest demand.',
  ),
  surcharge(
    'GRI',
    names('General rate increase (GRI)', 'Общее повышение ставок (GRI)', '综合费率上涨（GRI）'),
    'ON_FREIGHT',
    'SEA',
    'An increase of the base freight announced by the line for a trade.',
  ),
  surcharge(
    'PCS',
    names('Port congestion surcharge (PCS)', 'Надбавка за перегруженность порта (PCS)', '港口拥挤附加费（PCS）'),
    'ON_FREIGHT',
    'SEA',
    'Charged while vessels wait for berths at a congested port.',
  ),
  surcharge(
    'CIC',
    names('Container imbalance charge (CIC)', 'Надбавка за дисбаланс контейнеров (CIC)', '集装箱不平衡附加费（CIC）'),
    'ON_FREIGHT',
    'SEA',
    'Covers repositioning empty containers to where exports need them.',
  ),
  surcharge(
    'WRS',
    names('War risk surcharge (WRS)', 'Надбавка за военный риск (WRS)', '战争险附加费（WRS）'),
    'ON_FREIGHT',
    'SEA',
    'Covers the extra insurance of voyages through high-risk areas.',
  ),
  surcharge(
    'SCS',
    names('Suez Canal surcharge (SCS)', 'Надбавка за проход Суэцкого канала (SCS)', '苏伊士运河附加费（SCS）'),
    'ON_FREIGHT',
    'SEA',
    'Covers Suez Canal transit dues.',
  ),
  surcharge(
    'PCC',
    names('Panama Canal charge (PCC)', 'Надбавка за проход Панамского канала (PCC)', '巴拿马运河附加费（PCC）'),
    'ON_FREIGHT',
    'SEA',
    'Covers Panama Canal transit dues.',
  ),
  surcharge(
    'THC',
    names('Terminal handling charge (THC)', 'Терминальный сбор (THC)', '码头操作费（THC）'),
    'ON_CARGO',
    'SEA',
    'Handling of the container at the terminal.',
  ),
  surcharge(
    'OTHC',
    names(
      'Origin terminal handling charge (OTHC)',
      'Терминальный сбор в порту отправления (OTHC)',
      '起运港码头操作费（OTHC）',
    ),
    'ON_CARGO',
    'SEA',
    'Terminal handling at the port of loading.',
  ),
  surcharge(
    'DTHC',
    names(
      'Destination terminal handling charge (DTHC)',
      'Терминальный сбор в порту назначения (DTHC)',
      '目的港码头操作费（DTHC）',
    ),
    'ON_CARGO',
    'SEA',
    'Terminal handling at the port of discharge.',
  ),
  surcharge(
    'ISPS',
    names('Port security charge (ISPS)', 'Сбор за безопасность порта (ISPS)', '港口安保费（ISPS）'),
    'ON_CARGO',
    'SEA',
    'Security measures of the International Ship and Port Facility Security Code.',
  ),
  surcharge(
    'BL_FEE',
    names('Bill of lading fee', 'Сбор за оформление коносамента', '提单费'),
    'ON_CARGO',
    'SEA',
    'Issue of the bill of lading.',
  ),
  surcharge('SEAL', names('Seal fee', 'Сбор за пломбу', '封条费'), 'ON_CARGO', 'SEA', 'The container seal.'),
  surcharge(
    'ENS',
    names(
      'Entry summary declaration fee (ENS)',
      'Сбор за предварительную декларацию ЕС (ENS)',
      '欧盟入境摘要申报费（ENS）',
    ),
    'ON_CARGO',
    'SEA',
    'Filing of the EU ICS2 entry summary declaration.',
  ),
  surcharge(
    'AMS',
    names('Automated manifest system fee (AMS)', 'Сбор за подачу манифеста AMS', '美国舱单申报费（AMS）'),
    'ON_CARGO',
    'SEA',
    'Filing of the US Customs advance manifest.',
  ),
  surcharge(
    'FSC',
    names('Fuel surcharge (FSC)', 'Топливный сбор (FSC)', '燃油附加费（FSC）'),
    'ON_FREIGHT',
    'AIR',
    'Per kilogram of chargeable weight, set by the airline.',
  ),
  surcharge(
    'SSC',
    names('Security surcharge (SSC)', 'Сбор за авиационную безопасность (SSC)', '安全附加费（SSC）'),
    'ON_FREIGHT',
    'AIR',
    'Per kilogram of chargeable weight, for aviation security measures.',
  ),
  surcharge(
    'XRAY',
    names('X-ray screening fee', 'Сбор за рентгеновский досмотр', 'X光安检费'),
    'ON_CARGO',
    'AIR',
    'Screening of the cargo before loading.',
  ),
  surcharge(
    'AWB_FEE',
    names('Air waybill fee', 'Сбор за оформление авианакладной', '航空运单费'),
    'ON_CARGO',
    'AIR',
    'Issue of the air waybill.',
  ),
  surcharge(
    'DGR',
    names('Dangerous goods surcharge', 'Надбавка за опасный груз', '危险品附加费'),
    'ON_CARGO',
    undefined,
    'Acceptance and handling of dangerous goods (IMDG, IATA DGR, ADR, RID).',
  ),
];
