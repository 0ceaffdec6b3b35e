import { describe, expect, it } from 'vitest';
import { line, tariff } from './engine-world.fixtures.js';
import { measureCargo, type CargoReferences } from './cargo.js';
import { cargoSchema, type CargoInput } from './contracts.js';
import type { RateTable } from './engine-types.js';
import { roadDistanceKm } from './geo-distance.js';
import { priceSurcharge, priceTariff } from './leg-pricing.js';
import { convertMinor, majorToMinor, multiplyHalfUp, percentOf, vatFor } from './money.js';

/** Every worked example of docs/pricing.md §1–§6, to the cent; each test is named after its example. */

const EUR1 = 1;
const C20 = 10;
const HC40 = 12;
const TENT_20T = 4;
const CITY_TRUCK = 5;
const refs: CargoReferences = {
  palletTypes: new Map([[EUR1, { lengthCm: 120, widthCm: 80 }]]),
  containerTypes: new Map([
    [C20, { maxLoadKg: 28_000 }],
    [HC40, { maxLoadKg: 28_000 }],
  ]),
};
const measure = (input: CargoInput) => measureCargo(cargoSchema.parse(input), refs);

const nowhere = { distanceKm: null };
const moscow = { latitude: 55.7558, longitude: 37.6173 };
const stPetersburg = { latitude: 59.9343, longitude: 30.3351 };

// §2 cargoes
const threePallets: CargoInput = {
  type: 'PALLET',
  pallets: [{ palletTypeId: EUR1, amount: 3, height: 150, weight: 420 }],
};
const airBoxes: CargoInput = {
  type: 'GENERAL_CARGO',
  items: [{ amount: 5, length: 80, width: 60, height: 50, weight: 18 }],
};

// §3 tariffs
const seaFcl = tariff({
  kind: 'sea',
  variant: 'CONTAINER',
  currency: 'USD',
  nds: 'ZERO',
  lines: [line({ containerTypeId: C20, price: 165_000 }), line({ containerTypeId: HC40, price: 285_000 })],
});
const seaLcl = tariff({
  kind: 'sea',
  variant: 'GENERAL',
  currency: 'USD',
  rangeUnit: 'WM',
  minPrice: 15_000,
  lines: [line({ to: 5, price: 3850 }), line({ from: 5, to: 15, price: 3400 }), line({ from: 15, price: 3000 })],
});
const airFraSvo = tariff({
  kind: 'air-transportation',
  variant: 'GENERAL',
  currency: 'EUR',
  nds: 'ZERO',
  rangeUnit: 'KG',
  minPrice: 7_500,
  lines: [
    line({ to: 45, price: 420 }),
    line({ from: 45, to: 100, price: 360 }),
    line({ from: 100, to: 300, price: 310 }),
    line({ from: 300, price: 280 }),
  ],
});
const truckByKm = tariff({
  kind: 'trucking-international',
  variant: 'VEHICLE',
  currency: 'RUB',
  nds: 'CURRENT_RATE',
  chargingMode: 'DISTANCE',
  vehicleBody: 'TENT',
  lines: [line({ vehicleTypeId: TENT_20T, price: 9_500 })],
});
const truckByHour = tariff({
  kind: 'trucking',
  variant: 'VEHICLE',
  currency: 'RUB',
  chargingMode: 'HOURLY',
  lines: [line({ vehicleTypeId: CITY_TRUCK, price: 180_000 })],
});
const palletRoad = tariff({
  kind: 'pallet',
  variant: 'PALLET',
  currency: 'RUB',
  lines: [
    line({ palletTypeId: EUR1, from: 1, to: 5, price: 450_000 }),
    line({ palletTypeId: EUR1, from: 5, to: 11, price: 390_000 }),
  ],
});
const oneHc = measure({ type: 'CONTAINER', containers: [{ containerTypeId: HC40, amount: 1, weight: 22_000 }] });
const twoC20OneHc = measure({
  type: 'CONTAINER',
  containers: [
    { containerTypeId: C20, amount: 2, weight: 18_000 },
    { containerTypeId: HC40, amount: 1, weight: 22_000 },
  ],
});

const rates: RateTable = {
  rubPerUnit: { RUB: '1', USD: '92.4567', EUR: '100.3412' },
  digits: { RUB: 2, USD: 2, EUR: 2 },
};

describe('docs/pricing.md §1 Money and rounding', () => {
  it('Example 1.1, a W/M rate times a fractional quantity', () => {
    expect(multiplyHalfUp(3850, 4.321)).toBe(16_636);
  });

  it('Example 1.2, half a cent rounds up', () => {
    expect(percentOf(333, 1500)).toBe(50);
    expect(percentOf(3, 1500)).toBe(0);
  });

  it('Example 1.3, major and minor units', () => {
    expect(majorToMinor(1250.5, 2)).toBe(125_050);
    expect(majorToMinor(1250, 0)).toBe(1_250);
    expect(majorToMinor('2.033', 3)).toBe(2_033);
    expect(majorToMinor(1.005, 2)).toBe(101);
  });
});

describe('docs/pricing.md §2 Units and cargo measures', () => {
  it('Example 2.1, an LCL lot of 3 pallets', () => {
    expect(measure(threePallets)).toMatchObject({
      weightKg: 1260,
      volumeM3: 4.32,
      freightTons: 4.32,
      loadingMeters: 1.2,
      pallets: [{ palletTypeId: EUR1, amount: 3 }],
    });
  });

  it('Example 2.2, a crate in inches and pounds', () => {
    const crate = measure({
      type: 'GENERAL_CARGO',
      items: [{ amount: 1, length: 48, width: 40, height: 60, sizeUnit: 'IN', weight: 1000, weightUnit: 'LB' }],
    });
    expect(crate).toMatchObject({
      volumeM3: 1.88779,
      weightKg: 453.592,
      freightTons: 1.88779,
      loadingMeters: 0.516,
      exceedsAirHatch: false,
    });
  });

  it('Example 2.3, boxes for air', () => {
    expect(measure(airBoxes)).toMatchObject({ weightKg: 90, volumeM3: 1.2, freightTons: 1.2 });
  });
});

describe('docs/pricing.md §3 Pricing a leg', () => {
  it("Example 3.1, a 40'HC Shanghai → St Petersburg", () => {
    expect(priceTariff(seaFcl, oneHc, nowhere)).toEqual({ currency: 'USD', cost: 285_000, vat: 0, vatPercent: 0 });
  });

  it('Example 3.2, the LCL lot of 3 pallets by W/M', () => {
    expect(priceTariff(seaLcl, measure(threePallets), nowhere)?.cost).toBe(16_632);
    const onePallet = measure({
      type: 'PALLET',
      pallets: [{ palletTypeId: EUR1, amount: 1, height: 150, weight: 420 }],
    });
    expect(priceTariff(seaLcl, onePallet, nowhere)?.cost).toBe(15_000);
  });

  it('Example 3.3, an air shipment with volumetric weight', () => {
    expect(priceTariff(airFraSvo, measure(airBoxes), nowhere)).toEqual({
      currency: 'EUR',
      cost: 62_124,
      vat: 0,
      vatPercent: 0,
    });
  });

  it('Example 3.4, a truck by distance', () => {
    const distanceKm = roadDistanceKm(moscow, stPetersburg);
    expect(distanceKm).toBe(791);
    const truck = measure({ type: 'VEHICLE', vehicle: { vehicleTypeId: TENT_20T, bodyType: 'TENT' } });
    expect(priceTariff(truckByKm, truck, { distanceKm })).toEqual({
      currency: 'RUB',
      cost: 7_514_500,
      vat: 1_502_900,
      vatPercent: 20,
    });
  });

  it('Example 3.5, a truck by the hour', () => {
    const truck = measure({ type: 'VEHICLE', vehicle: { vehicleTypeId: CITY_TRUCK } });
    expect(priceTariff(truckByHour, truck, { distanceKm: 180 })?.cost).toBe(1_080_000);
    expect(priceTariff(truckByHour, truck, { distanceKm: 20 })?.cost).toBe(720_000);
  });

  it('Example 3.6, pallets by count', () => {
    expect(priceTariff(palletRoad, measure(threePallets), nowhere)?.cost).toBe(1_350_000);
  });
});

describe('docs/pricing.md §4 VAT', () => {
  it('Example 4.1, VAT 20 % on the truck', () => {
    const { vat } = vatFor(7_514_500, 'CURRENT_RATE');
    expect(vat).toBe(1_502_900);
    expect(7_514_500 + vat).toBe(9_017_400);
  });

  it('Example 4.2, VAT rounds half-up once', () => {
    expect(vatFor(1_234_567, 'CURRENT_RATE')).toEqual({ vat: 246_913, vatPercent: 20 });
  });

  it('Example 4.3, ZERO against NONE', () => {
    expect(vatFor(285_000, 'ZERO')).toEqual({ vat: 0, vatPercent: 0 });
    expect(vatFor(285_000, 'NONE')).toEqual({ vat: 0, vatPercent: null });
  });
});

describe('docs/pricing.md §5 Surcharges', () => {
  const baf = tariff({
    kind: 'freight-surcharges',
    variant: 'CONTAINER',
    currency: 'EUR',
    surchargeType: 'ON_FREIGHT',
    tarification: 'RELATIVE',
    lines: [line({ containerTypeId: C20, price: 1000 }), line({ containerTypeId: HC40, price: 1250 })],
  });

  it('Example 5.1, a RELATIVE BAF', () => {
    const freight = priceTariff(seaFcl, oneHc, nowhere);
    expect(freight).not.toBeNull();
    expect(priceSurcharge(baf, oneHc, freight!)).toEqual({ currency: 'USD', cost: 35_625, vat: 0, vatPercent: null });
  });

  it('Example 5.2, a BAF over two container types', () => {
    const freight = priceTariff(seaFcl, twoC20OneHc, nowhere);
    expect(freight?.cost).toBe(615_000);
    expect(priceSurcharge(baf, twoC20OneHc, freight!)?.cost).toBe(66_625);
  });

  it('Example 5.3, an ABSOLUTE peak season surcharge', () => {
    const pss = tariff({
      kind: 'freight-surcharges',
      variant: 'CONTAINER',
      currency: 'USD',
      surchargeType: 'ON_FREIGHT',
      tarification: 'ABSOLUTE',
      lines: [line({ containerTypeId: C20, price: 15_000 }), line({ containerTypeId: HC40, price: 30_000 })],
    });
    expect(priceSurcharge(pss, twoC20OneHc, { currency: 'USD', cost: 615_000 })).toEqual({
      currency: 'USD',
      cost: 60_000,
      vat: 0,
      vatPercent: null,
    });
  });
});

describe('docs/pricing.md §6 Currency conversion', () => {
  it('Example 6.1, RUB → USD with an operator rate', () => {
    expect(convertMinor(9_017_400, 'RUB', 'USD', rates)).toBe(97_531);
  });

  it('Example 6.2, the round trip back', () => {
    const back = convertMinor(97_531, 'USD', 'RUB', rates);
    expect(back).toBe(9_017_394);
    expect(Math.abs(back - 9_017_400)).toBeLessThanOrEqual(92); // one cent is 92.46 kopecks
  });

  it('Example 6.3, EUR → USD through RUB, rounded once', () => {
    expect(convertMinor(62_124, 'EUR', 'USD', rates)).toBe(67_422);
  });
});
