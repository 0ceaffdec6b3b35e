import { describe, expect, it } from 'vitest';
import { line, tariff, type TariffFields } from './engine-world.fixtures.js';
import type { CargoMeasures, IndexedTariff } from './engine-types.js';
import { inRange } from './tariff-lines.js';
import {
  chargeableWeightKg,
  chargingFactor,
  estimatedHours,
  inDistanceRange,
  priceSurcharge,
  priceTariff,
  variantFits,
} from './leg-pricing.js';

const NO_CARGO: CargoMeasures = {
  form: 'GENERAL_CARGO',
  pieces: 0,
  weightKg: 0,
  volumeM3: 0,
  freightTons: 0,
  loadingMeters: 0,
  containers: [],
  pallets: [],
  vehicle: null,
  exceedsAirHatch: false,
};
const general = (fields: Partial<CargoMeasures>): CargoMeasures => ({ ...NO_CARGO, ...fields });
const containers = (...lines: [number, number][]): CargoMeasures => ({
  ...NO_CARGO,
  form: 'CONTAINER',
  containers: lines.map(([containerTypeId, amount]) => ({ containerTypeId, amount, weightKg: 10_000 })),
});
const pallets = (...lines: [number, number][]): CargoMeasures => ({
  ...NO_CARGO,
  form: 'PALLET',
  weightKg: 600,
  volumeM3: 2,
  freightTons: 2,
  pallets: lines.map(([palletTypeId, amount]) => ({ palletTypeId, amount })),
});
const vehicle = (vehicleTypeId: number, bodyType: 'TENT' | 'TERM' | null = null, amount = 1): CargoMeasures => ({
  ...NO_CARGO,
  form: 'VEHICLE',
  vehicle: { vehicleTypeId, bodyType, amount },
});
const nowhere = { distanceKm: null };

describe('ranges, bands and factors', () => {
  it('includes a range start and excludes its end; null is 0 or open', () => {
    expect([inRange(45, 45, 100), inRange(100, 45, 100), inRange(0, null, 45), inRange(1e9, 100, null)]).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('bands distances under 50, under 100 and from 100 on; an unknown distance is in none', () => {
    expect([inDistanceRange('UNDER_50', 49.9), inDistanceRange('UNDER_50', 50)]).toEqual([true, false]);
    expect([inDistanceRange('UNDER_100', 20), inDistanceRange('UNDER_100', 100)]).toEqual([true, false]);
    expect([inDistanceRange('OVER_100', 100), inDistanceRange('OVER_100', 99)]).toEqual([true, false]);
    expect(inDistanceRange('OVER_100', null)).toBe(false);
  });

  it('charges per km, per estimated hour, or the leg whole', () => {
    expect(chargingFactor('DISTANCE', 791)).toBe(791);
    expect(chargingFactor('BETWEEN_CITIES_PER_DISTANCE', 12.5)).toBe(12.5);
    expect(chargingFactor('DISTANCE', null)).toBeNull();
    expect(chargingFactor('HOURLY', 180)).toBe(6);
    expect(chargingFactor('HOURLY', null)).toBeNull();
    expect(chargingFactor('BETWEEN_CITIES', null)).toBe(1);
    expect(chargingFactor(null, null)).toBe(1);
  });

  it('estimates hours as max(4, ⌈d / 50 + 2⌉)', () => {
    expect([0, 100, 101, 180, 500].map(estimatedHours)).toEqual([4, 4, 5, 6, 12]);
  });

  it('takes the volumetric weight by mode', () => {
    const light = general({ weightKg: 90, volumeM3: 1.2 });
    expect(chargeableWeightKg(light, 'AIR')).toBe(200.4);
    expect(chargeableWeightKg(light, 'ROAD')).toBe(399.6);
    expect(chargeableWeightKg(light, 'RAIL')).toBe(399.6);
    expect(chargeableWeightKg(light, 'SEA')).toBe(90);
    expect(chargeableWeightKg(general({ weightKg: 500, volumeM3: 1.2 }), 'AIR')).toBe(500);
  });

  it('fits variants to cargo forms', () => {
    expect(variantFits('GENERAL', 'PALLET')).toBe(true);
    expect(variantFits('GENERAL', 'CONTAINER')).toBe(false);
    expect(variantFits('PALLET', 'GENERAL_CARGO')).toBe(false);
    expect(variantFits('BILL', 'VEHICLE')).toBe(true);
    expect(variantFits('FORWARDING', 'CONTAINER')).toBe(true);
  });
});

describe('priceTariff by variant', () => {
  const fcl = tariff({
    lines: [line({ containerTypeId: 10, price: 165_000 }), line({ containerTypeId: 12, price: 285_000 })],
  });

  it('prices every container line by its type, and nothing when one type is missing', () => {
    expect(priceTariff(fcl, containers([10, 2], [12, 1]), nowhere)).toEqual({
      currency: 'USD',
      cost: 615_000,
      vat: 0,
      vatPercent: null,
    });
    expect(priceTariff(fcl, containers([10, 1], [11, 1]), nowhere)).toBeNull();
    expect(priceTariff(fcl, general({ weightKg: 100, volumeM3: 1, freightTons: 1 }), nowhere)).toBeNull();
  });

  it('prices general cargo per unit of the range that holds its quantity', () => {
    const lcl = tariff({
      variant: 'GENERAL',
      rangeUnit: 'WM',
      lines: [line({ to: 5, price: 3850 }), line({ from: 5, to: 15, price: 3400 }), line({ from: 15, price: 3000 })],
    });
    expect(priceTariff(lcl, general({ freightTons: 4.999999 }), nowhere)?.cost).toBe(19_250); // 19 249.99615
    expect(priceTariff(lcl, general({ freightTons: 5 }), nowhere)?.cost).toBe(17_000);
    expect(priceTariff(lcl, general({ freightTons: 20.5 }), nowhere)?.cost).toBe(61_500);
    expect(priceTariff(lcl, pallets([1, 3]), nowhere)?.cost).toBe(7_700); // pallets travel as general cargo
    expect(priceTariff(lcl, general({ freightTons: 0 }), nowhere)).toBeNull();
    const gap = tariff({ variant: 'GENERAL', rangeUnit: 'WM', lines: [line({ from: 1, to: 5, price: 3850 })] });
    expect(priceTariff(gap, general({ freightTons: 0.5 }), nowhere)).toBeNull();
  });

  it('reads the range in the tariff unit: kg by the leg mode, m³, loading metres, pallets', () => {
    const cargo = general({ weightKg: 90, volumeM3: 1.2, freightTons: 1.2, loadingMeters: 0.8 });
    const ranged = (kind: IndexedTariff['kind'], rangeUnit: IndexedTariff['rangeUnit']) =>
      tariff({ kind, variant: 'GENERAL', rangeUnit, lines: [line({ price: 100 })] });
    expect(priceTariff(ranged('air-transportation', 'KG'), cargo, nowhere)?.cost).toBe(20_040);
    expect(priceTariff(ranged('road-transportation', 'KG'), cargo, nowhere)?.cost).toBe(39_960);
    expect(priceTariff(ranged('port-services', 'KG'), cargo, nowhere)?.cost).toBe(9_000);
    expect(priceTariff(ranged('road-transportation', 'CBM'), cargo, nowhere)?.cost).toBe(120);
    expect(priceTariff(ranged('road-transportation', 'LDM'), cargo, nowhere)?.cost).toBe(80);
    // Loose boxes have no pallets to count.
    expect(priceTariff(ranged('road-transportation', 'PALLETS'), cargo, nowhere)).toBeNull();
    expect(priceTariff(ranged('road-transportation', 'PALLETS'), pallets([1, 2], [2, 1]), nowhere)?.cost).toBe(300);
  });

  it('prices pallets per type by the count range of that type', () => {
    const road = tariff({
      kind: 'pallet',
      variant: 'PALLET',
      currency: 'RUB',
      lines: [
        line({ palletTypeId: 1, from: 1, to: 5, price: 450_000 }),
        line({ palletTypeId: 1, from: 5, to: 11, price: 390_000 }),
        line({ palletTypeId: 2, from: 1, price: 520_000 }),
      ],
    });
    expect(priceTariff(road, pallets([1, 3]), nowhere)?.cost).toBe(1_350_000);
    expect(priceTariff(road, pallets([1, 5], [2, 2]), nowhere)?.cost).toBe(5 * 390_000 + 2 * 520_000);
    expect(priceTariff(road, pallets([1, 11]), nowhere)).toBeNull();
    expect(priceTariff(road, pallets([3, 1]), nowhere)).toBeNull();
  });

  it('prices a vehicle by its type, body and radius band', () => {
    const trucking = tariff({
      kind: 'trucking',
      variant: 'VEHICLE',
      currency: 'RUB',
      vehicleBody: 'TENT',
      lines: [
        line({ vehicleTypeId: 4, from: 0, to: 50, price: 1_500_000 }),
        line({ vehicleTypeId: 4, from: 50, to: 150, price: 2_600_000 }),
      ],
    });
    expect(priceTariff(trucking, vehicle(4, 'TENT', 2), { distanceKm: 60 })?.cost).toBe(5_200_000);
    expect(priceTariff(trucking, vehicle(4, null), { distanceKm: 10 })?.cost).toBe(1_500_000);
    expect(priceTariff(trucking, vehicle(4, 'TERM'), { distanceKm: 10 })).toBeNull();
    expect(priceTariff(trucking, vehicle(5, 'TENT'), { distanceKm: 10 })).toBeNull();
    expect(priceTariff(trucking, vehicle(4, 'TENT'), { distanceKm: 150 })).toBeNull();
    expect(priceTariff(trucking, vehicle(4, 'TENT'), nowhere)).toBeNull();
    const anyRadius = tariff({ ...trucking, lines: [line({ vehicleTypeId: 4, price: 900_000 })] });
    expect(priceTariff(anyRadius, vehicle(4), nowhere)?.cost).toBe(900_000);
  });

  it('prices a bill or a forwarding job once, whatever the cargo', () => {
    const bill = tariff({ kind: 'port-services', variant: 'BILL', currency: 'RUB', lines: [line({ price: 350_000 })] });
    for (const cargo of [containers([10, 3]), general({ freightTons: 9 }), vehicle(1), pallets([1, 4])])
      expect(priceTariff(bill, cargo, nowhere)?.cost).toBe(350_000);
    expect(priceTariff(tariff({ ...bill, lines: [] }), vehicle(1), nowhere)).toBeNull();
  });

  it('gives no air price for a piece larger than the hatch', () => {
    const air = tariff({
      kind: 'air-transportation',
      variant: 'GENERAL',
      rangeUnit: 'KG',
      lines: [line({ price: 310 })],
    });
    expect(priceTariff(air, general({ weightKg: 100 }), nowhere)?.cost).toBe(31_000);
    expect(priceTariff(air, general({ weightKg: 100, exceedsAirHatch: true }), nowhere)).toBeNull();
  });
});

describe('priceTariff by charging mode, band and minimum', () => {
  const truck = tariff({
    kind: 'trucking-international',
    variant: 'VEHICLE',
    currency: 'RUB',
    nds: 'CURRENT_RATE',
    chargingMode: 'DISTANCE',
    lines: [line({ vehicleTypeId: 4, price: 9_500 })],
  });

  it('multiplies a per-km price by the distance and needs the distance', () => {
    expect(priceTariff(truck, vehicle(4), { distanceKm: 791 })).toEqual({
      currency: 'RUB',
      cost: 7_514_500,
      vat: 1_502_900,
      vatPercent: 20,
    });
    expect(priceTariff(truck, vehicle(4, null, 2), { distanceKm: 0.5 })?.cost).toBe(9_500);
    expect(priceTariff(truck, vehicle(4), nowhere)).toBeNull();
  });

  it('multiplies an hourly price by the estimated hours', () => {
    const hourly = tariff({ ...truck, chargingMode: 'HOURLY', lines: [line({ vehicleTypeId: 4, price: 180_000 })] });
    expect(priceTariff(hourly, vehicle(4), { distanceKm: 180 })?.cost).toBe(1_080_000);
    expect(priceTariff(hourly, vehicle(4), { distanceKm: 20 })?.cost).toBe(720_000);
  });

  it('prices the leg whole in every other mode', () => {
    const whole = { ...truck, chargingMode: 'BETWEEN_CITIES' as const };
    expect(priceTariff(whole, vehicle(4), { distanceKm: 791 })?.cost).toBe(9_500);
    expect(priceTariff(whole, vehicle(4), nowhere)?.cost).toBe(9_500);
  });

  it('keeps a banded tariff to its band', () => {
    const banded = { ...truck, chargingMode: 'RATE' as const, distanceRange: 'UNDER_100' as const };
    expect(priceTariff(banded, vehicle(4), { distanceKm: 99 })?.cost).toBe(9_500);
    expect(priceTariff(banded, vehicle(4), { distanceKm: 100 })).toBeNull();
    expect(priceTariff(banded, vehicle(4), nowhere)).toBeNull();
  });

  it('raises the cost to the minimum price before VAT', () => {
    const minimum = { ...truck, chargingMode: null, minPrice: 50_000 };
    expect(priceTariff(minimum, vehicle(4), nowhere)).toEqual({
      currency: 'RUB',
      cost: 50_000,
      vat: 10_000,
      vatPercent: 20,
    });
    expect(priceTariff({ ...minimum, minPrice: 5_000 }, vehicle(4), nowhere)?.cost).toBe(9_500);
  });
});

describe('priceSurcharge', () => {
  const freight = { currency: 'USD', cost: 615_000 };
  const surcharge = (fields: TariffFields) =>
    tariff({ kind: 'freight-surcharges', surchargeType: 'ON_FREIGHT', tarification: 'RELATIVE', ...fields });

  it('takes a percentage of the freight in its currency, per container share', () => {
    const baf = surcharge({
      currency: 'EUR',
      lines: [line({ containerTypeId: 10, price: 1_000 }), line({ containerTypeId: 12, price: 1_250 })],
    });
    // 6 150.00 × (10 % × 2 + 12.5 % × 1) / 3 = 666.25
    expect(priceSurcharge(baf, containers([10, 2], [12, 1]), freight)).toEqual({
      currency: 'USD',
      cost: 66_625,
      vat: 0,
      vatPercent: null,
    });
    expect(priceSurcharge(baf, containers([12, 1]), { currency: 'USD', cost: 285_000 })?.cost).toBe(35_625);
    expect(priceSurcharge(baf, containers([11, 1]), freight)).toBeNull();
  });

  it('picks the W/M range of a general relative surcharge and prices ON_CARGO alike', () => {
    const lcl = surcharge({
      variant: 'GENERAL',
      rangeUnit: 'WM',
      surchargeType: 'ON_CARGO',
      lines: [line({ to: 10, price: 500 }), line({ from: 10, price: 300 })],
    });
    expect(priceSurcharge(lcl, general({ freightTons: 4.32 }), { currency: 'USD', cost: 16_632 })?.cost).toBe(832);
    expect(priceSurcharge(lcl, general({ freightTons: 12 }), { currency: 'USD', cost: 40_800 })?.cost).toBe(1_224);
  });

  it('applies the minimum only in its own currency', () => {
    const small = surcharge({ currency: 'USD', minPrice: 5_000, lines: [line({ containerTypeId: 12, price: 100 })] });
    expect(priceSurcharge(small, containers([12, 1]), { currency: 'USD', cost: 285_000 })?.cost).toBe(5_000);
    expect(priceSurcharge(small, containers([12, 1]), { currency: 'EUR', cost: 285_000 })?.cost).toBe(2_850);
  });

  it('prices an absolute surcharge as a tariff in its own currency', () => {
    const pss = surcharge({
      tarification: 'ABSOLUTE',
      currency: 'EUR',
      nds: 'ZERO',
      lines: [line({ containerTypeId: 10, price: 15_000 }), line({ containerTypeId: 12, price: 30_000 })],
    });
    expect(priceSurcharge(pss, containers([10, 2], [12, 1]), freight)).toEqual({
      currency: 'EUR',
      cost: 60_000,
      vat: 0,
      vatPercent: 0,
    });
  });
});
