import type { ContainerKind } from '@cargo/domain';
import { BODIES, TRUCK_CLASSES, truckCode, truckNames } from './trucks.js';
import { names, type CuratedEntry } from './types.js';

export interface ContainerTypeAttributes {
  kind: ContainerKind;
  shortName?: string;
  sizeFeet?: number;
  maxLoadKg?: number;
  tareKg?: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  volumeM3?: number;
  reefer?: boolean;
}

type Entry = CuratedEntry<ContainerTypeAttributes>;

/**
 * Goods containers under their ISO 6346 size-type code. Internal dimensions, capacity and tare are
 * the usual figures of the lines' equipment guides (they vary a little by manufacturer and line).
 * `maxLoadKg` is the payload (rated gross weight less tare) capped at the platform's 28 t
 * (Product specification, domain §9 "container maximum load 28 t"): a 40' box rated 32.5 t carries 28.7 t of
 * cargo, a flat rack even more, but the marketplace quotes no container above 28 t.
 */
const COMMON: readonly Entry[] = [
  {
    code: '22G1',
    names: names("20' dry container", '20-футовый стандартный контейнер', '20英尺干货集装箱'),
    attributes: {
      kind: 'COMMON',
      shortName: "20'",
      sizeFeet: 20,
      lengthCm: 590,
      widthCm: 235,
      heightCm: 239,
      volumeM3: 33.2,
      tareKg: 2_230,
      maxLoadKg: 28_000,
    },
  },
  {
    code: '42G1',
    names: names("40' dry container", '40-футовый стандартный контейнер', '40英尺干货集装箱'),
    attributes: {
      kind: 'COMMON',
      shortName: "40'",
      sizeFeet: 40,
      lengthCm: 1203,
      widthCm: 235,
      heightCm: 239,
      volumeM3: 67.7,
      tareKg: 3_750,
      maxLoadKg: 28_000,
    },
  },
  {
    code: '45G1',
    names: names("40' high cube container", '40-футовый контейнер High Cube', '40英尺高柜集装箱'),
    attributes: {
      kind: 'COMMON',
      shortName: "40'HC",
      sizeFeet: 40,
      lengthCm: 1203,
      widthCm: 235,
      heightCm: 269,
      volumeM3: 76.4,
      tareKg: 3_900,
      maxLoadKg: 28_000,
    },
  },
  {
    code: 'L5G1',
    names: names("45' high cube container", '45-футовый контейнер High Cube', '45英尺高柜集装箱'),
    attributes: {
      kind: 'COMMON',
      shortName: "45'HC",
      sizeFeet: 45,
      lengthCm: 1356,
      widthCm: 235,
      heightCm: 269,
      volumeM3: 86,
      tareKg: 4_800,
      maxLoadKg: 27_700,
    },
  },
  {
    code: '22R1',
    names: names("20' reefer container", '20-футовый рефрижераторный контейнер', '20英尺冷藏集装箱'),
    attributes: {
      kind: 'COMMON',
      shortName: "20'RF",
      sizeFeet: 20,
      lengthCm: 544,
      widthCm: 229,
      heightCm: 227,
      volumeM3: 28.3,
      tareKg: 3_050,
      maxLoadKg: 27_430,
      reefer: true,
    },
  },
  {
    code: '42R1',
    names: names("40' reefer container", '40-футовый рефрижераторный контейнер', '40英尺冷藏集装箱'),
    attributes: {
      kind: 'COMMON',
      shortName: "40'RF",
      sizeFeet: 40,
      lengthCm: 1158,
      widthCm: 229,
      heightCm: 225,
      volumeM3: 59.7,
      tareKg: 4_500,
      maxLoadKg: 28_000,
      reefer: true,
    },
  },
  {
    code: '45R1',
    names: names(
      "40' high cube reefer container",
      '40-футовый рефрижераторный контейнер High Cube',
      '40英尺高柜冷藏集装箱',
    ),
    attributes: {
      kind: 'COMMON',
      shortName: "40'RH",
      sizeFeet: 40,
      lengthCm: 1158,
      widthCm: 229,
      heightCm: 255,
      volumeM3: 67.6,
      tareKg: 4_480,
      maxLoadKg: 28_000,
      reefer: true,
    },
  },
  {
    code: '22U1',
    names: names("20' open top container", '20-футовый контейнер с открытым верхом (Open Top)', '20英尺开顶集装箱'),
    attributes: {
      kind: 'COMMON',
      shortName: "20'OT",
      sizeFeet: 20,
      lengthCm: 589,
      widthCm: 234,
      heightCm: 235,
      volumeM3: 32.4,
      tareKg: 2_250,
      maxLoadKg: 28_000,
    },
  },
  {
    code: '42U1',
    names: names("40' open top container", '40-футовый контейнер с открытым верхом (Open Top)', '40英尺开顶集装箱'),
    attributes: {
      kind: 'COMMON',
      shortName: "40'OT",
      sizeFeet: 40,
      lengthCm: 1203,
      widthCm: 234,
      heightCm: 235,
      volumeM3: 66.2,
      tareKg: 3_850,
      maxLoadKg: 26_630,
    },
  },
  {
    code: '22P1',
    names: names(
      "20' flat rack container",
      '20-футовая платформа с торцевыми стенками (Flat Rack)',
      '20英尺框架集装箱',
    ),
    attributes: {
      kind: 'COMMON',
      shortName: "20'FR",
      sizeFeet: 20,
      lengthCm: 562,
      widthCm: 224,
      heightCm: 233,
      tareKg: 2_740,
      maxLoadKg: 28_000,
    },
  },
  {
    code: '42P1',
    names: names(
      "40' flat rack container",
      '40-футовая платформа с торцевыми стенками (Flat Rack)',
      '40英尺框架集装箱',
    ),
    attributes: {
      kind: 'COMMON',
      shortName: "40'FR",
      sizeFeet: 40,
      lengthCm: 1206,
      widthCm: 240,
      heightCm: 195,
      tareKg: 5_000,
      maxLoadKg: 28_000,
    },
  },
  {
    code: '22T1',
    names: names("20' tank container", '20-футовый танк-контейнер', '20英尺罐式集装箱'),
    // A 24 000 l tank rated 30 480 kg gross; a liquid denser than 1.1 kg/l fills it only partly.
    attributes: { kind: 'COMMON', shortName: "20'TK", sizeFeet: 20, volumeM3: 24, tareKg: 3_650, maxLoadKg: 26_830 },
  },
];

/**
 * Air ULDs under their IATA type code: overall dimensions as loaded on the lower deck (contoured
 * width, depth, height), internal volume, typical tare and the maximum gross weight the ULD is
 * rated for (`maxLoadKg`). AKH is limited to 1 134 kg on the A320 family, its aircraft.
 */
const AIR: readonly Entry[] = [
  {
    code: 'AKE',
    names: names('LD3 container (AKE)', 'Контейнер LD3 (AKE)', 'LD3集装箱（AKE）'),
    attributes: {
      kind: 'AIR',
      shortName: 'LD3',
      lengthCm: 201,
      widthCm: 153,
      heightCm: 163,
      volumeM3: 4.3,
      tareKg: 82,
      maxLoadKg: 1_588,
    },
  },
  {
    code: 'AKH',
    names: names('LD3-45 container (AKH)', 'Контейнер LD3-45 (AKH)', 'LD3-45集装箱（AKH）'),
    attributes: {
      kind: 'AIR',
      shortName: 'LD3-45',
      lengthCm: 244,
      widthCm: 153,
      heightCm: 114,
      volumeM3: 3.6,
      tareKg: 80,
      maxLoadKg: 1_134,
    },
  },
  {
    code: 'DPE',
    names: names('LD2 container (DPE)', 'Контейнер LD2 (DPE)', 'LD2集装箱（DPE）'),
    attributes: {
      kind: 'AIR',
      shortName: 'LD2',
      lengthCm: 156,
      widthCm: 153,
      heightCm: 163,
      volumeM3: 3.4,
      maxLoadKg: 1_225,
    },
  },
  {
    code: 'ALF',
    names: names('LD6 container (ALF)', 'Контейнер LD6 (ALF)', 'LD6集装箱（ALF）'),
    attributes: {
      kind: 'AIR',
      shortName: 'LD6',
      lengthCm: 407,
      widthCm: 153,
      heightCm: 163,
      volumeM3: 8.9,
      maxLoadKg: 3_175,
    },
  },
  {
    code: 'PLA',
    names: names('PLA pallet 318 × 153 cm', 'Авиапаллета PLA 318 × 153 см', 'PLA集装板 318 × 153 厘米'),
    attributes: {
      kind: 'AIR',
      shortName: 'PLA',
      lengthCm: 318,
      widthCm: 153,
      heightCm: 163,
      volumeM3: 7.2,
      maxLoadKg: 3_175,
    },
  },
  {
    code: 'PAG',
    names: names(
      'P1P pallet (PAG) 318 × 224 cm',
      'Авиапаллета P1P (PAG) 318 × 224 см',
      'P1P集装板（PAG）318 × 224 厘米',
    ),
    attributes: {
      kind: 'AIR',
      shortName: 'P1P',
      lengthCm: 318,
      widthCm: 224,
      heightCm: 163,
      volumeM3: 10.6,
      tareKg: 110,
      maxLoadKg: 6_033,
    },
  },
  {
    code: 'PMC',
    names: names(
      'P6P pallet (PMC) 318 × 244 cm',
      'Авиапаллета P6P (PMC) 318 × 244 см',
      'P6P集装板（PMC）318 × 244 厘米',
    ),
    attributes: {
      kind: 'AIR',
      shortName: 'P6P',
      lengthCm: 318,
      widthCm: 244,
      heightCm: 163,
      volumeM3: 11.6,
      tareKg: 120,
      maxLoadKg: 6_804,
    },
  },
  {
    code: 'AMJ',
    names: names('AMJ main-deck container', 'Контейнер главной палубы AMJ', 'AMJ主舱集装箱'),
    attributes: {
      kind: 'AIR',
      shortName: 'AMJ',
      lengthCm: 318,
      widthCm: 244,
      heightCm: 244,
      volumeM3: 17.5,
      maxLoadKg: 6_804,
    },
  },
];

/** Trucks as a quote's "container": the truck classes of vehicle-types, one per body. */
const AUTO: readonly Entry[] = BODIES.flatMap((body) =>
  TRUCK_CLASSES.map((truck) => ({
    code: truckCode(body, truck),
    names: truckNames(body, truck),
    attributes: {
      kind: 'AUTO' as const,
      shortName: `${truck.tonnes} t`,
      maxLoadKg: truck.capacityKg,
      volumeM3: truck.volumeM3[body],
      reefer: body === 'REFRIGERATOR',
    },
  })),
);

export const CONTAINER_TYPES: readonly Entry[] = [...COMMON, ...AUTO, ...AIR];
