import { describe, expect, it } from 'vitest';
import { defaultValues, emptyGeneralLine, presetLine, type WizardValues } from './form-values';
import { cargoReferencesOf } from './cargo-issues';
import { todayIso } from '../../../shared/lib/days';
import { checkRequest, requestDraft, type RequestOptions } from './request';
import { valuesOfCalculation } from '../../../shared/wizard-link/restore';
import { CALCULATION, EUR1, HIGH_CUBE, MOSCOW_PLACE, REEFER, SHANGHAI_PLACE } from './test-fixtures';

const today = todayIso();
const options: RequestOptions = {
  sort: 'BEST_PRICE',
  isWidget: false,
  operator: false,
  references: cargoReferencesOf([EUR1], [HIGH_CUBE, REEFER]),
};

function values(overrides: Partial<WizardValues> = {}): WizardValues {
  return { ...defaultValues(today), from: SHANGHAI_PLACE, to: MOSCOW_PLACE, ...overrides };
}

const oneHighCube = values({
  cargoForm: 'CONTAINER',
  containers: [{ containerTypeId: 3, amount: 1, weight: 20_000, weightUnit: 'KG' }],
});

describe('the form as a calculation request', () => {
  it('sends the ends by their keys, the day, the options and the open tab’s cargo only', () => {
    const check = checkRequest(oneHighCube, { ...options, sort: 'BEST_TIME', isWidget: true });
    expect(check).toEqual({
      ok: true,
      request: {
        from: { type: 'ADDRESS', cityId: 1 },
        to: { type: 'ADDRESS', cityId: 2 },
        readyDate: today,
        cargo: { type: 'CONTAINER', containers: [{ containerTypeId: 3, amount: 1, weight: 20_000, weightUnit: 'KG' }] },
        currency: 'USD',
        sort: 'BEST_TIME',
        isWidget: true,
      },
    });
  });

  it('keeps the units typed: sizes in inches and weight in pounds go as they are', () => {
    const line = {
      ...emptyGeneralLine(),
      amount: 4,
      length: 48,
      width: 40,
      height: 50,
      sizeUnit: 'IN',
      weight: 660,
      weightUnit: 'LB',
    } as const;
    const check = checkRequest(values({ general: [line] }), options);
    expect(check.ok && check.request.cargo).toEqual({
      type: 'GENERAL_CARGO',
      items: [
        {
          amount: 4,
          length: 48,
          width: 40,
          height: 50,
          sizeUnit: 'IN',
          weight: 660,
          weightUnit: 'LB',
          volumeUnit: 'M3',
        },
      ],
    });
  });

  it('sends a volume-only lot by its volume, without sizes', () => {
    const cube = presetLine('CUBE', 9);
    const draft = requestDraft(values({ general: [{ ...cube, length: 5 }] }), options);
    expect(draft.cargo).toEqual({
      type: 'GENERAL_CARGO',
      items: [{ typeId: 9, amount: 1, volume: 1, volumeUnit: 'M3', weight: 250, weightUnit: 'KG' }],
    });
  });

  it('fills a box, a cube and a pallet from the presets, with their general types', () => {
    expect(presetLine('BOX', 7)).toMatchObject({
      typeId: 7,
      measureBy: 'SIZES',
      length: 60,
      width: 40,
      height: 40,
      sizeUnit: 'CM',
    });
    expect(presetLine('CUBE', 9)).toMatchObject({ typeId: 9, measureBy: 'VOLUME', volume: 1, volumeUnit: 'M3' });
    expect(presetLine('PALLET', null)).toMatchObject({ typeId: null, length: 120, width: 80 });
    for (const preset of ['BOX', 'CUBE', 'PALLET'] as const)
      expect(checkRequest(values({ general: [presetLine(preset, 1)] }), options).ok, preset).toBe(true);
  });

  it('sends the vehicle with its body, and pallets by type', () => {
    const truck = checkRequest(
      values({ cargoForm: 'VEHICLE', vehicle: { vehicleTypeId: 5, bodyType: 'REFRIGERATOR', amount: 2 } }),
      options,
    );
    expect(truck.ok && truck.request.cargo).toEqual({
      type: 'VEHICLE',
      vehicle: { vehicleTypeId: 5, bodyType: 'REFRIGERATOR', amount: 2 },
    });
    const pallets = checkRequest(
      values({
        cargoForm: 'PALLET',
        pallets: [{ palletTypeId: 1, amount: 10, height: 1.5, sizeUnit: 'M', weight: 600, weightUnit: 'KG' }],
      }),
      options,
    );
    expect(pallets.ok && pallets.request.cargo).toEqual({
      type: 'PALLET',
      pallets: [{ palletTypeId: 1, amount: 10, height: 1.5, sizeUnit: 'M', weight: 600, weightUnit: 'KG' }],
    });
  });

  it('sends an operator’s custom commission in hundredths of a percent, nobody else’s', () => {
    const typed = { ...oneHighCube, customCommission: 12.5 };
    expect(requestDraft(typed, { ...options, operator: true }).customCommission).toEqual({ percent: 1250 });
    expect(requestDraft(typed, options).customCommission).toBeUndefined();
  });
});

describe('the form’s problems, each at its field', () => {
  const issues = (typed: WizardValues) => {
    const check = checkRequest(typed, options);
    return check.ok ? [] : check.issues.map((issue) => [issue.path?.join('.') ?? null, issue.key]);
  };

  it('asks for both ends, a container type and a weight', () => {
    const typed = values({ from: null, to: null, cargoForm: 'CONTAINER' });
    expect(issues(typed)).toEqual([
      ['from', 'validation.required'],
      ['to', 'validation.required'],
      ['containers.0.containerTypeId', 'validation.required'],
      ['containers.0.weight', 'validation.required'],
    ]);
  });

  it('asks for the three sizes, or the volume of a volume-only lot', () => {
    expect(issues(values({ general: [{ ...emptyGeneralLine(), weight: 10, length: 10 }] }))).toEqual([
      ['general.0.width', 'validation.required'],
      ['general.0.height', 'validation.required'],
    ]);
    expect(issues(values({ general: [{ ...emptyGeneralLine(), measureBy: 'VOLUME', weight: 10 }] }))).toEqual([
      ['general.0.volume', 'validation.required'],
    ]);
  });

  it('refuses the same place at both ends and a ready date in the past', () => {
    expect(issues({ ...oneHighCube, to: SHANGHAI_PLACE, readyDate: '2020-01-01' })).toEqual([
      ['to', 'wizard.samePlace'],
      ['readyDate', 'wizard.readyDate.past'],
    ]);
  });

  it('checks the cargo limits as the server does: 13 m is too long, 62 000 lb too much for a container', () => {
    const long = { ...emptyGeneralLine(), length: 13, width: 2, height: 2, sizeUnit: 'M', weight: 100 } as const;
    expect(issues(values({ general: [long] }))).toEqual([['general.0.length', 'cargo.oversized']]);
    const heavy = {
      ...oneHighCube,
      containers: [{ containerTypeId: 3, amount: 1, weight: 28.5, weightUnit: 'KG' as const }],
    };
    expect(issues(heavy)).toEqual([]);
    const tooHeavy = {
      ...oneHighCube,
      containers: [{ containerTypeId: 3, amount: 1, weight: 62_000, weightUnit: 'LB' as const }],
    };
    expect(issues(tooHeavy)).toEqual([['containers.0.weight', 'cargo.containerMaxLoad']]);
    // The type's own load, from the dictionary: a 20' reefer carries 27.43 t.
    const reefer = {
      ...oneHighCube,
      containers: [{ containerTypeId: 4, amount: 1, weight: 27_500, weightUnit: 'KG' as const }],
    };
    expect(issues(reefer)).toEqual([['containers.0.weight', 'cargo.containerMaxLoad']]);
  });

  it('names a limit once a line also misses what the contract requires', () => {
    const line = { ...emptyGeneralLine(), amount: null, length: 1300, width: 2, height: 2, weight: null };
    expect(issues(values({ general: [line] }))).toEqual([
      ['general.0.length', 'cargo.oversized'],
      ['general.0.amount', 'validation.required'],
      ['general.0.weight', 'validation.required'],
    ]);
  });

  it('names the contract’s own limits: at most 100 containers of a line', () => {
    const many = {
      ...oneHighCube,
      containers: [{ containerTypeId: 3, amount: 101, weight: 1000, weightUnit: 'KG' as const }],
    };
    expect(issues(many)).toEqual([['containers.0.amount', 'validation.tooBig']]);
  });
});

describe('a calculation back into the form', () => {
  it('restores the request and names the ends as the calculation does', () => {
    const restored = valuesOfCalculation(CALCULATION, today);
    expect(restored).toMatchObject({
      from: { type: 'ADDRESS', cityId: 1, name: 'Shanghai', country: { code: 'CN' } },
      to: { type: 'ADDRESS', cityId: 2, name: 'Moscow' },
      readyDate: '2026-05-10',
      currency: 'USD',
      cargoForm: 'CONTAINER',
      containers: [{ containerTypeId: 3, amount: 1, weight: 20_000, weightUnit: 'KG' }],
    });
    const again = checkRequest({ ...restored, readyDate: today }, options);
    expect(again.ok && again.request.cargo).toEqual(CALCULATION.request.cargo);
  });

  it('restores an operator’s custom commission in percent and sends it back in hundredths', () => {
    const request = { ...CALCULATION.request, customCommission: { percent: 1275 } };
    const restored = valuesOfCalculation({ ...CALCULATION, request }, today);
    expect(restored.customCommission).toBe(12.75);
    expect(requestDraft(restored, { ...options, operator: true }).customCommission).toEqual({ percent: 1275 });
  });
});
