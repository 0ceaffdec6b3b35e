import { describe, expect, it } from 'vitest';
import { translate } from '../messages/index.js';
import { cargoIssues, exceedsAirHatch, measureCargo, type CargoReferences } from './cargo.js';
import { furtherLengthLimitCm } from './cargo-limits.js';
import { cargoSchema, type CargoInput } from './contracts.js';

const EUR1 = 1;
const EUR2 = 2;
const HC40 = 12;
const TANK20 = 30;
const refs: CargoReferences = {
  palletTypes: new Map([
    [EUR1, { lengthCm: 120, widthCm: 80, maxHeightCm: 180, maxWeightKg: 1500 }],
    [EUR2, { lengthCm: 120, widthCm: 100 }],
  ]),
  containerTypes: new Map([
    [HC40, { maxLoadKg: 28_000 }],
    [TANK20, { maxLoadKg: 26_480 }],
  ]),
};

const parse = (input: CargoInput) => cargoSchema.parse(input);
const measure = (input: CargoInput) => measureCargo(parse(input), refs);
const issues = (input: CargoInput) =>
  cargoIssues(parse(input), refs).map(
    (issue) => `${['cargo', ...issue.path].join('.')}: ${translate('en', issue.message, issue.params)}`,
  );

describe('measureCargo for general cargo', () => {
  it('sums pieces by size and a lot by volume, with W/M and loading metres per line', () => {
    const measures = measure({
      type: 'GENERAL_CARGO',
      items: [
        { amount: 3, length: 120, width: 80, height: 150, weight: 400 },
        { amount: 5, volume: 2.5, weight: 800 },
      ],
    });
    expect(measures).toEqual({
      form: 'GENERAL_CARGO',
      pieces: 8,
      weightKg: 5200,
      // 3 × 1.44 + 2.5
      volumeM3: 6.82,
      // 3 × max(1.44, 0.4) + 5 × max(2.5 / 5, 0.8)
      freightTons: 8.32,
      // 3 × 0.96 m² / 2.4 m + 2.5 m³ / (2.4 × 2.4) = 1.2 + 0.434
      loadingMeters: 1.634,
      containers: [],
      pallets: [],
      vehicle: null,
      exceedsAirHatch: false,
    });
  });

  it('converts inches, pounds, metres and cubic feet with the spec factors', () => {
    const crate = measure({
      type: 'GENERAL_CARGO',
      items: [{ amount: 1, length: 48, width: 40, height: 60, sizeUnit: 'IN', weight: 1000, weightUnit: 'LB' }],
    });
    // 121.92 × 101.6 × 152.4 cm; 1000 × 0.453592 kg.
    expect(crate).toMatchObject({ weightKg: 453.592, volumeM3: 1.88779, freightTons: 1.88779, loadingMeters: 0.516 });
    const lot = measure({
      type: 'GENERAL_CARGO',
      items: [
        { amount: 2, volume: 100, volumeUnit: 'FT3', weight: 50 },
        { amount: 1, length: 1.2, width: 1, height: 0.5, sizeUnit: 'M', weight: 70 },
      ],
    });
    expect(lot).toMatchObject({ weightKg: 170, volumeM3: 2.831685 + 0.6, freightTons: 2.831685 + 0.6 });
  });

  it('flags a piece larger than the aircraft hatch, whichever way it is turned', () => {
    const item = (length: number, width: number, height: number) =>
      measure({ type: 'GENERAL_CARGO', items: [{ amount: 1, length, width, height, weight: 10 }] }).exceedsAirHatch;
    expect(item(310, 100, 100)).toBe(true);
    expect(item(250, 250, 150)).toBe(true); // 250 > 240 once sorted
    expect(item(150, 290, 230)).toBe(false); // 290 × 230 × 150 fits 300 × 240 × 160
    expect(item(100, 100, 161)).toBe(false); // turned on its side
    expect(exceedsAirHatch([200, 200, 200])).toBe(true);
  });
});

describe('measureCargo for pallets, containers and a vehicle', () => {
  it('takes the footprint from the pallet type and counts pallets per type', () => {
    const measures = measure({
      type: 'PALLET',
      pallets: [
        { palletTypeId: EUR1, amount: 4, height: 150, weight: 300 },
        { palletTypeId: EUR2, amount: 2, height: 1.2, sizeUnit: 'M', weight: 500 },
        { palletTypeId: EUR1, amount: 1, height: 150, weight: 300 },
      ],
    });
    expect(measures).toMatchObject({
      form: 'PALLET',
      pieces: 7,
      weightKg: 2500,
      volumeM3: 10.08, // 5 × 1.44 + 2 × 1.44
      freightTons: 10.08,
      loadingMeters: 3, // 5 × 0.4 + 2 × 0.5
      pallets: [
        { palletTypeId: EUR1, amount: 5 },
        { palletTypeId: EUR2, amount: 2 },
      ],
      exceedsAirHatch: false,
    });
  });

  it('refuses to measure a pallet type it does not know', () => {
    expect(() =>
      measure({ type: 'PALLET', pallets: [{ palletTypeId: 99, amount: 1, height: 100, weight: 100 }] }),
    ).toThrow('Unknown pallet type 99');
  });

  it('keeps containers per line with the weight of one container in kg', () => {
    const measures = measure({
      type: 'CONTAINER',
      containers: [
        { containerTypeId: HC40, amount: 2, weight: 18_000 },
        { containerTypeId: TANK20, amount: 1, weight: 20_000, weightUnit: 'LB' },
      ],
    });
    expect(measures).toEqual({
      form: 'CONTAINER',
      pieces: 3,
      weightKg: 45_071.84,
      volumeM3: 0,
      freightTons: 45.07184,
      loadingMeters: 0,
      containers: [
        { containerTypeId: HC40, amount: 2, weightKg: 18_000 },
        { containerTypeId: TANK20, amount: 1, weightKg: 9071.84 },
      ],
      pallets: [],
      vehicle: null,
      exceedsAirHatch: false,
    });
  });

  it('names the vehicle type, its body and how many', () => {
    expect(measure({ type: 'VEHICLE', vehicle: { vehicleTypeId: 4, bodyType: 'TENT', amount: 2 } })).toMatchObject({
      form: 'VEHICLE',
      pieces: 2,
      vehicle: { vehicleTypeId: 4, bodyType: 'TENT', amount: 2 },
    });
    expect(measure({ type: 'VEHICLE', vehicle: { vehicleTypeId: 4 } }).vehicle).toEqual({
      vehicleTypeId: 4,
      bodyType: null,
      amount: 1,
    });
  });
});

describe('cargoIssues', () => {
  it('accepts a cargo within every limit', () => {
    expect(
      issues({
        type: 'GENERAL_CARGO',
        items: [{ amount: 1, length: 1203, width: 235, height: 269, weight: 9_999_999 }],
      }),
    ).toEqual([]);
    expect(issues({ type: 'CONTAINER', containers: [{ containerTypeId: HC40, amount: 1, weight: 28_000 }] })).toEqual(
      [],
    );
    expect(issues({ type: 'VEHICLE', vehicle: { vehicleTypeId: 1 } })).toEqual([]);
  });

  it('flags each size and the weight of a piece over the limits, in cm and kg after conversion', () => {
    expect(
      issues({
        type: 'GENERAL_CARGO',
        items: [
          { amount: 1, length: 100, width: 100, height: 100, weight: 10 },
          { amount: 1, length: 12.04, width: 2.36, height: 2.69, sizeUnit: 'M', weight: 22_046_500, weightUnit: 'LB' },
        ],
      }),
    ).toEqual([
      'cargo.items.1.length: Oversized cargo: at most 1203 cm',
      'cargo.items.1.width: Oversized cargo: at most 235 cm',
      'cargo.items.1.weight: Overweight cargo: at most 9999999 kg',
    ]);
  });

  it('asks for the missing sizes, or for the sizes or a volume when none is given', () => {
    expect(
      issues({
        type: 'GENERAL_CARGO',
        items: [
          { amount: 1, length: 100, weight: 10 },
          { amount: 1, weight: 10 },
          { amount: 1, volume: 2, weight: 10 },
        ],
      }),
    ).toEqual([
      'cargo.items.0.width: This is a required field',
      'cargo.items.0.height: This is a required field',
      'cargo.items.1.length: This is a required field',
      'cargo.items.1.width: This is a required field',
      'cargo.items.1.height: This is a required field',
      'cargo.items.1.volume: This is a required field',
    ]);
  });

  it('holds a container to 28 t and to its own type maximum', () => {
    expect(
      issues({
        type: 'CONTAINER',
        containers: [
          { containerTypeId: HC40, amount: 1, weight: 28.5, weightUnit: 'KG' },
          { containerTypeId: HC40, amount: 1, weight: 28_001 },
          { containerTypeId: TANK20, amount: 1, weight: 26_500 },
          { containerTypeId: 77, amount: 1, weight: 62_000, weightUnit: 'LB' },
        ],
      }),
    ).toEqual([
      'cargo.containers.1.weight: The maximum loading weight of the container is 28 t',
      'cargo.containers.2.weight: The maximum loading weight of the container is 26.48 t',
      'cargo.containers.3.weight: The maximum loading weight of the container is 28 t',
    ]);
  });

  it('checks the pallet type, its height and its weight', () => {
    expect(
      issues({
        type: 'PALLET',
        pallets: [
          { palletTypeId: EUR1, amount: 1, height: 181, weight: 1501 },
          { palletTypeId: EUR2, amount: 1, height: 270, weight: 2000 },
          { palletTypeId: 99, amount: 1, height: 100, weight: 100 },
          { palletTypeId: EUR1, amount: 1, height: 1.8, sizeUnit: 'M', weight: 1500 },
        ],
      }),
    ).toEqual([
      'cargo.pallets.0.height: A pallet may be at most 180 cm high',
      'cargo.pallets.0.weight: A pallet may weigh at most 1500 kg',
      'cargo.pallets.1.height: A pallet may be at most 269 cm high',
      'cargo.pallets.2.palletTypeId: Unknown pallet type',
    ]);
  });
});

describe('the further length limit (Product specification, shell §5)', () => {
  const lot = (amount: number, length: number, sizeUnit: 'CM' | 'M' = 'CM') =>
    parse({ type: 'GENERAL_CARGO', items: [{ amount, length, width: 1, height: 1, sizeUnit, weight: 100 }] });
  const flagged = (cargo: ReturnType<typeof lot>, countries: (string | null)[]) =>
    cargoIssues(cargo, refs, { lotLengthLimitCm: furtherLengthLimitCm(countries) }).map(
      (issue) => `${issue.path.join('.')}: ${translate('en', issue.message, issue.params)}`,
    );

  it('is 17300 cm where either end is in the United States and 99999999 cm otherwise', () => {
    expect(furtherLengthLimitCm(['US', 'CN'])).toBe(17_300);
    expect(furtherLengthLimitCm(['cn', 'us'])).toBe(17_300);
    expect(furtherLengthLimitCm(['CN', 'RU'])).toBe(99_999_999);
    expect(furtherLengthLimitCm([null, null])).toBe(99_999_999);
  });

  it('refuses a US lot longer than 17300 cm laid end to end, in the unit typed; elsewhere it passes', () => {
    expect(flagged(lot(15, 1200), ['US', 'CN'])).toEqual([
      'items.0.length: The pieces laid end to end are too long: at most 17300 cm',
    ]);
    expect(flagged(lot(14, 12, 'M'), ['CN', 'US'])).toEqual([]);
    expect(flagged(lot(173, 100), ['US', 'RU'])).toEqual([]);
    expect(flagged(lot(174, 100), ['US', 'RU'])).toHaveLength(1);
    expect(flagged(lot(15, 1200), ['CN', 'RU'])).toEqual([]);
    // Without the countries (a check that knows none), the default limit.
    expect(cargoIssues(lot(10_000, 1200), refs)).toEqual([]);
  });
});
