import type { VEHICLE_BODIES } from '@cargo/domain';
import { names, type CuratedEntry, type CuratedNames } from './types.js';

type Body = (typeof VEHICLE_BODIES)[number];

/**
 * The truck classes of road quotes: payload and the usual body volume and pallet places of the
 * Russian and CIS market (a 1.5 t "Gazelle" to a 20 t semi-trailer of 13.6 m). Typical figures,
 * not a standard: a carrier's own vehicle may differ. An isothermal or refrigerated body loses
 * some volume to its insulation.
 */
interface TruckClass {
  /** Payload in tonnes, as the market names the class. */
  tonnes: string;
  capacityKg: number;
  palletPlaces: number;
  volumeM3: Record<Body, number>;
}

export const TRUCK_CLASSES: readonly TruckClass[] = [
  { tonnes: '1.5', capacityKg: 1_500, palletPlaces: 4, volumeM3: { TENT: 9, TERM: 8, REFRIGERATOR: 8 } },
  { tonnes: '3', capacityKg: 3_000, palletPlaces: 6, volumeM3: { TENT: 16, TERM: 15, REFRIGERATOR: 14 } },
  { tonnes: '5', capacityKg: 5_000, palletPlaces: 15, volumeM3: { TENT: 36, TERM: 32, REFRIGERATOR: 32 } },
  { tonnes: '10', capacityKg: 10_000, palletPlaces: 18, volumeM3: { TENT: 50, TERM: 45, REFRIGERATOR: 45 } },
  { tonnes: '20', capacityKg: 20_000, palletPlaces: 33, volumeM3: { TENT: 82, TERM: 80, REFRIGERATOR: 80 } },
];

const BODY_CODES: Record<Body, string> = { TENT: 'TENT', TERM: 'TERM', REFRIGERATOR: 'REF' };
export const BODIES: readonly Body[] = ['TENT', 'TERM', 'REFRIGERATOR'];

/** "Tent truck 20 t (semi-trailer)" in three languages. */
export function truckNames(body: Body, truck: TruckClass): CuratedNames {
  const ru = truck.tonnes.replace('.', ',');
  const semi = truck.capacityKg >= 20_000;
  switch (body) {
    case 'TENT':
      return names(
        `Curtain-sider ${truck.tonnes} t${semi ? ' (semi-trailer)' : ''}`,
        `Тентованный ${semi ? 'полуприцеп' : 'грузовик'} ${ru} т`,
        `${truck.tonnes}吨篷布${semi ? '半挂车' : '货车'}`,
      );
    case 'TERM':
      return names(
        `Isothermal truck ${truck.tonnes} t${semi ? ' (semi-trailer)' : ''}`,
        `Изотермический ${semi ? 'полуприцеп' : 'фургон'} ${ru} т`,
        `${truck.tonnes}吨保温${semi ? '半挂车' : '厢式货车'}`,
      );
    case 'REFRIGERATOR':
      return names(
        `Refrigerated truck ${truck.tonnes} t${semi ? ' (semi-trailer)' : ''}`,
        `Рефрижератор ${ru} т${semi ? ' (полуприцеп)' : ''}`,
        `${truck.tonnes}吨冷藏${semi ? '半挂车' : '车'}`,
      );
  }
}

export const truckCode = (body: Body, truck: TruckClass): string => `${BODY_CODES[body]}_${truck.tonnes}T`;

export interface VehicleTypeAttributes {
  bodyType: Body;
  capacityKg: number;
  volumeM3: number;
  palletPlaces: number;
}

/** vehicle-types: every class in every body the spec names (TENT, TERM, REFRIGERATOR). */
export const VEHICLE_TYPES: readonly CuratedEntry<VehicleTypeAttributes>[] = BODIES.flatMap((body) =>
  TRUCK_CLASSES.map((truck) => ({
    code: truckCode(body, truck),
    names: truckNames(body, truck),
    attributes: {
      bodyType: body,
      capacityKg: truck.capacityKg,
      volumeM3: truck.volumeM3[body],
      palletPlaces: truck.palletPlaces,
    },
  })),
);
