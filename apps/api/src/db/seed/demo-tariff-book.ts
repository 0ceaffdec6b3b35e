import {
  AIR,
  airBreaks,
  airport,
  airportService,
  boxes,
  type Boxes,
  city,
  CN_KZ_RAIL,
  CN_LOCAL,
  DE_LOCAL,
  type DemoTariff,
  EU_RU_ROAD,
  flat,
  FRA_AIRPORT,
  fullTruck,
  type General,
  hub,
  lane,
  MARKETPLACE,
  palletLeg,
  pallets,
  perKg,
  port,
  portServices,
  rail,
  railService,
  ranges,
  road,
  RU_AIRPORT,
  RU_DOMESTIC,
  RU_PORT,
  SEA,
  seaFcl,
  seaLcl,
  station,
  surcharge,
  TR_RU_ROAD,
  TRADING_HOUSE,
  vehicles,
} from './demo-tariff-legs.js';

/**
 * The demo's tariffs lane by lane: the points they name and every leg with its price.
 */
const SHANGHAI = city('Shanghai, CN');
const MOSCOW = city('Moscow, RU');
const NOVOSIBIRSK = city('Novosibirsk, RU');
const FRANKFURT = city('Frankfurt am Main, DE');
const GUANGZHOU = city('Guangzhou, CN');
const ALMATY = city('Almaty, KZ');
const ISTANBUL = city('Istanbul, TR');
const CNSHA = port('CNSHA');
const RULED = port('RULED');
const RUVVO = port('RUVVO');
const FRA = airport('FRA');
const SVO = airport('SVO');
/** Shushary (Saint Petersburg), Kuntsevo II (Moscow), Vladivostok, Kleshchikha (Novosibirsk). */
const SHUSHARY = station('033004');
const KUNTSEVO = station('181808');
const VLADIVOSTOK = station('980003');
const KLESHCHIKHA = station('850204');
const GUANGZHOU_STATION = station('GZQ');
const ALMATY_1 = station('700007');
/** The rail border crossing Khorgos (CN) – Altynkol (KZ), where 1435 mm meets 1520 mm. */
const KHORGOS = hub('TB-KHORGOS-RAIL');
const ALTYNKOL = hub('TB-ALTYNKOL-RAIL');

/** Road between a Moscow door and Kuntsevo II, either way. */
const MOSCOW_DRAYAGE = {
  boxes: [27000, 31000, 31000],
  general: perKg(4500, [0, 500, 6], [500, 2000, 4.2], [2000, null, 2.9]),
} satisfies { boxes: Boxes; general: General };

export const DEMO_TARIFFS: readonly DemoTariff[] = [
  ...lane(
    'Shanghai → Moscow',
    road('road-shanghai-cnsha', CN_LOCAL, [SHANGHAI, CNSHA], 'PORT_ADR', 1, {
      boxes: [1900, 2500, 2500],
      general: perKg(450, [0, 500, 1.2], [500, 2000, 0.8], [2000, null, 0.5]),
    }),
    portServices(
      'port-cnsha-export',
      SEA,
      CNSHA,
      'EXPORT',
      { service: 'THC_ORIGIN', days: 1, boxes: [125, 185, 185], perWm: 16, min: 40 },
      { service: 'BL_ISSUE', price: 55 },
    ),
    // To Saint Petersburg: FESCO weekly, a contract rate for Demo Trading House, LCL.
    seaFcl(
      'sea-cnsha-ruled-fcl',
      SEA,
      [CNSHA, RULED],
      'FESO',
      42,
      [2850, 3950, 4050],
      14,
      'Weekly sailing to the Baltic',
    ),
    {
      ...seaFcl(
        'sea-cnsha-ruled-fcl-contract',
        { ...SEA, owner: MARKETPLACE },
        [CNSHA, RULED],
        'FESO',
        42,
        [2590, 3590, 3690],
        21,
        'All-in contract rate of Demo Trading House: BAF and CAF included',
      ),
      privateFor: [TRADING_HOUSE],
    },
    seaLcl(
      'sea-cnsha-ruled-lcl',
      [CNSHA, RULED],
      48,
      184,
      ranges([0, 5, 92], [5, 15, 82], [15, null, 72]),
      'Consolidation at the Shanghai CFS, weekly',
    ),
    // To Vladivostok: FESCO direct or Sinokor via Busan, LCL.
    seaFcl('sea-cnsha-ruvvo-fcl-feso', SEA, [CNSHA, RUVVO], 'FESO', 9, [1750, 2450, 2550], 14),
    seaFcl(
      'sea-cnsha-ruvvo-fcl-sklu',
      SEA,
      [CNSHA, RUVVO],
      'SKLU',
      13,
      [1650, 2300, 2400],
      7,
      'Transshipment in Busan',
    ),
    seaLcl('sea-cnsha-ruvvo-lcl', [CNSHA, RUVVO], 15, 136, ranges([0, 5, 68], [5, 15, 58], [15, null, 49])),
    surcharge('surcharge-feso-caf', 'CAF', { carrier: 'FESO' }, boxes([3, 3, 3])),
    surcharge('surcharge-feso-baf-ruled', 'BAF', { carrier: 'FESO' }, boxes([190, 340, 340]), [CNSHA, RULED]),
    surcharge('surcharge-feso-baf-ruvvo', 'BAF', { carrier: 'FESO' }, boxes([85, 150, 150]), [CNSHA, RUVVO]),
    surcharge('surcharge-sklu-caf-ruvvo', 'CAF', { carrier: 'SKLU' }, boxes([2.5, 2.5, 2.5]), [CNSHA, RUVVO]),
    surcharge('surcharge-sklu-baf-ruvvo', 'BAF', { carrier: 'SKLU' }, boxes([95, 170, 170]), [CNSHA, RUVVO]),
    surcharge('surcharge-lcl-baf-ruled', 'BAF', { appliesTo: 'sea-cnsha-ruled-lcl' }, flat(9), [CNSHA, RULED]),
    surcharge('surcharge-lcl-baf-ruvvo', 'BAF', { appliesTo: 'sea-cnsha-ruvvo-lcl' }, flat(5), [CNSHA, RUVVO]),
    portServices(
      'port-ruled-import',
      RU_PORT,
      RULED,
      'IMPORT',
      { service: 'THC_DESTINATION', days: 2, boxes: [27500, 35500, 35500], perWm: 2900, min: 5800 },
      { service: 'DELIVERY_ORDER', price: 6500 },
    ),
    portServices(
      'port-ruvvo-import',
      RU_PORT,
      RUVVO,
      'IMPORT',
      { service: 'THC_DESTINATION', days: 2, boxes: [24500, 32500, 32500], perWm: 2600, min: 5200 },
      { service: 'DELIVERY_ORDER', price: 5500 },
    ),
    // Saint Petersburg → Moscow: rail from Shushary, or road from the port to the door.
    railService(
      'railsvc-shushary-loading',
      RU_DOMESTIC,
      SHUSHARY,
      'LOCAL_DEPARTURE',
      [8500, 11000, 11000],
      perKg(2500, [0, null, 1.4]),
    ),
    rail('rail-shushary-kuntsevo', RU_DOMESTIC, [SHUSHARY, KUNTSEVO], 'TRANSCONTAINER', 3, [62000, 86000, 88000], {
      ...perKg(9500, [0, 1000, 9.5], [1000, 5000, 7.2], [5000, null, 5.6]),
      days: 4,
    }),
    road('road-ruled-moscow', RU_DOMESTIC, [RULED, MOSCOW], 'PORT_ADR', 2, {
      boxes: [98000, 115000, 115000],
      general: perKg(6000, [0, 500, 14], [500, 2000, 10], [2000, 5000, 7.5], [5000, null, 5.5]),
    }),
    // Vladivostok → Moscow by rail.
    railService(
      'railsvc-vladivostok-loading',
      RU_DOMESTIC,
      VLADIVOSTOK,
      'LOCAL_DEPARTURE',
      [9500, 12500, 12500],
      perKg(2500, [0, null, 1.5]),
    ),
    rail(
      'rail-vladivostok-kuntsevo',
      RU_DOMESTIC,
      [VLADIVOSTOK, KUNTSEVO],
      'TRANSCONTAINER',
      12,
      [245000, 315000, 320000],
      { ...perKg(29000, [0, 1000, 29], [1000, 5000, 23], [5000, null, 18.5]), days: 14 },
    ),
    // Moscow: unloading at Kuntsevo II, then road to the door, or a truck hired around the station.
    railService(
      'railsvc-kuntsevo-unloading',
      RU_DOMESTIC,
      KUNTSEVO,
      'LOCAL_ARRIVAL',
      [8000, 10500, 10500],
      perKg(2000, [0, null, 1.2]),
    ),
    road('road-kuntsevo-moscow', RU_DOMESTIC, [KUNTSEVO, MOSCOW], 'ADR_RAILWAY', 1, MOSCOW_DRAYAGE),
    {
      key: 'trucking-kuntsevo',
      ...RU_DOMESTIC,
      kind: 'trucking',
      variant: 'VEHICLE',
      from: KUNTSEVO,
      chargingMode: 'RATE',
      vehicleBody: 'TENT',
      transitDays: 1,
      // Radius bands around the station, km.
      lines: [
        ...ranges([0, 50, 9000], [50, 100, 13500]).map((line) => ({ ...line, vehicle: 'TENT_1.5T' })),
        ...ranges([0, 50, 14500], [50, 100, 20000]).map((line) => ({ ...line, vehicle: 'TENT_5T' })),
        ...ranges([0, 50, 29000], [50, 100, 39000], [100, 200, 52000]).map((line) => ({
          ...line,
          vehicle: 'TENT_20T',
        })),
      ],
    },
  ),
  ...lane(
    'Moscow → Novosibirsk',
    road('road-moscow-kuntsevo', RU_DOMESTIC, [MOSCOW, KUNTSEVO], 'ADR_RAILWAY', 1, MOSCOW_DRAYAGE),
    railService(
      'railsvc-kuntsevo-loading',
      RU_DOMESTIC,
      KUNTSEVO,
      'LOCAL_DEPARTURE',
      [8000, 10500, 10500],
      perKg(2000, [0, null, 1.2]),
    ),
    rail(
      'rail-kuntsevo-kleshchikha',
      RU_DOMESTIC,
      [KUNTSEVO, KLESHCHIKHA],
      'TRANSCONTAINER',
      7,
      [138000, 178000, 182000],
      { ...perKg(19000, [0, 1000, 19], [1000, 5000, 14.5], [5000, null, 11.5]), days: 9 },
    ),
    railService(
      'railsvc-kleshchikha-unloading',
      RU_DOMESTIC,
      KLESHCHIKHA,
      'LOCAL_ARRIVAL',
      [7500, 9500, 9500],
      perKg(2000, [0, null, 1.1]),
    ),
    road('road-kleshchikha-novosibirsk', RU_DOMESTIC, [KLESHCHIKHA, NOVOSIBIRSK], 'ADR_RAILWAY', 1, {
      boxes: [21000, 25000, 25000],
      general: perKg(4000, [0, 500, 5.5], [500, 2000, 3.8], [2000, null, 2.6]),
    }),
    // Road all the way (3,300 km): containers, groupage, full trucks, pallets.
    road('road-moscow-novosibirsk', RU_DOMESTIC, [MOSCOW, NOVOSIBIRSK], 'BETWEEN_CITIES', 5, {
      boxes: [265000, 310000, 310000],
      general: { ...perKg(9000, [0, 500, 24], [500, 2000, 17], [2000, 5000, 12.5], [5000, null, 9.5]), days: 6 },
    }),
    fullTruck(
      'ftl-moscow-novosibirsk',
      RU_DOMESTIC,
      [MOSCOW, NOVOSIBIRSK],
      5,
      vehicles(['TENT_5T', 165000], ['TENT_10T', 215000], ['TENT_20T', 295000]),
    ),
    palletLeg('pallet-moscow-novosibirsk', RU_DOMESTIC, [MOSCOW, NOVOSIBIRSK], 7, pallets('EUR1', 11500, 9800, 8400)),
  ),
  ...lane(
    'Frankfurt → Moscow',
    // By air via Istanbul: the marketplace's own rate and airport services.
    road('road-frankfurt-fra', DE_LOCAL, [FRANKFURT, FRA], 'AIR_ADR', 1, {
      general: perKg(85, [0, 300, 0.32], [300, 1000, 0.2], [1000, null, 0.13]),
    }),
    airportService(
      'airsvc-fra-handling',
      FRA_AIRPORT,
      FRA,
      'EXPORT',
      'AIRPORT_HANDLING_EXPORT',
      { general: perKg(45, [0, null, 0.22]) },
      1,
    ),
    airportService('airsvc-fra-xray', FRA_AIRPORT, FRA, 'EXPORT', 'XRAY_SCREENING', {
      general: perKg(25, [0, null, 0.12]),
    }),
    airportService('airsvc-fra-awb', FRA_AIRPORT, FRA, 'EXPORT', 'AWB_ISSUE', { bill: 35 }),
    {
      key: 'air-fra-svo',
      ...AIR,
      kind: 'air-transportation',
      variant: 'GENERAL',
      from: FRA,
      to: SVO,
      carrier: 'TK',
      transitDays: 3,
      documentDeadlineDays: 2,
      rangeUnit: 'KG',
      minPrice: 120,
      lines: airBreaks(6.8, 5.3, 4.6, 4.2, 3.9, 3.6),
      comment: 'Via Istanbul (IST), daily',
    },
    airportService(
      'airsvc-svo-handling',
      RU_AIRPORT,
      SVO,
      'IMPORT',
      'AIRPORT_HANDLING_IMPORT',
      { general: perKg(3500, [0, 100, 32], [100, 500, 24], [500, null, 18]) },
      1,
    ),
    road('road-svo-moscow', RU_DOMESTIC, [SVO, MOSCOW], 'AIR_ADR', 1, {
      general: perKg(5500, [0, 500, 9], [500, 2000, 6.2], [2000, null, 4.3]),
    }),
    // By road through Belarus: containers, groupage per loading metre, full trucks.
    road(
      'road-frankfurt-moscow',
      EU_RU_ROAD,
      [FRANKFURT, MOSCOW],
      'BETWEEN_CITIES',
      9,
      {
        boxes: [4300, 5300, 5300],
        general: { unit: 'LDM', min: 480, lines: ranges([0, 3, 640], [3, 7, 560], [7, null, 480]), days: 10 },
      },
      'Via Brest (BY), reloaded at the border',
    ),
    fullTruck(
      'ftl-frankfurt-moscow',
      EU_RU_ROAD,
      [FRANKFURT, MOSCOW],
      9,
      vehicles(['TENT_10T', 4900], ['TENT_20T', 6400]),
      'Via Brest (BY), reloaded at the border',
    ),
  ),
  ...lane(
    'Guangzhou → Almaty',
    road('road-guangzhou-gzq', CN_LOCAL, [GUANGZHOU, GUANGZHOU_STATION], 'ADR_RAILWAY', 1, {
      boxes: [1650, 2150, 2150],
      general: perKg(400, [0, 500, 1], [500, 2000, 0.7], [2000, null, 0.45]),
    }),
    railService('railsvc-gzq-loading', CN_LOCAL, GUANGZHOU_STATION, 'EXPORT', [850, 1200, 1200], {
      unit: 'WM',
      min: 200,
      lines: flat(35),
    }),
    rail('rail-gzq-khorgos', CN_KZ_RAIL, [GUANGZHOU_STATION, KHORGOS], 'CR_EXPRESS', 6, [1450, 2050, 2100], {
      unit: 'WM',
      min: 172,
      lines: ranges([0, 5, 86], [5, 15, 72], [15, null, 60]),
      days: 7,
    }),
    rail(
      'rail-khorgos-altynkol',
      CN_KZ_RAIL,
      [KHORGOS, ALTYNKOL],
      'KTZ_EXPRESS',
      2,
      [430, 580, 590],
      { unit: 'WM', min: 60, lines: flat(14) },
      'Border crossing with transshipment from 1435 to 1520 mm gauge',
    ),
    rail('rail-altynkol-almaty', CN_KZ_RAIL, [ALTYNKOL, ALMATY_1], 'KTZ_EXPRESS', 2, [360, 490, 500], {
      unit: 'WM',
      min: 60,
      lines: flat(15),
    }),
    railService('railsvc-almaty-unloading', CN_KZ_RAIL, ALMATY_1, 'IMPORT', [95, 130, 130], {
      unit: 'WM',
      min: 30,
      lines: flat(4),
    }),
    road('road-almaty1-almaty', CN_KZ_RAIL, [ALMATY_1, ALMATY], 'ADR_RAILWAY', 1, {
      boxes: [230, 270, 270],
      general: perKg(60, [0, 500, 0.12], [500, 2000, 0.08], [2000, null, 0.05]),
    }),
  ),
  ...lane(
    'Istanbul → Moscow',
    road(
      'road-istanbul-moscow',
      TR_RU_ROAD,
      [ISTANBUL, MOSCOW],
      'BETWEEN_CITIES',
      8,
      {
        boxes: [3650, 4350, 4350],
        general: { unit: 'WM', min: 290, lines: ranges([0, 5, 145], [5, 15, 118], [15, null, 96]), days: 10 },
      },
      'Via Georgia (Upper Lars)',
    ),
    fullTruck(
      'ftl-istanbul-moscow',
      TR_RU_ROAD,
      [ISTANBUL, MOSCOW],
      8,
      vehicles(['TENT_10T', 4300], ['TENT_20T', 5600]),
      'Via Georgia (Upper Lars)',
    ),
    palletLeg('pallet-istanbul-moscow', TR_RU_ROAD, [ISTANBUL, MOSCOW], 10, pallets('EUR1', 270, 225, 195)),
  ),
];
