import type { Language } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { cargoFormIssues, cargoIssueAt, cargoReferencesOf } from './cargo-issues';
import { issueText } from './labels';
import { todayIso } from '../../../shared/lib/days';
import { catalogueTexts } from '../../../test/catalogue-texts';
import {
  defaultValues,
  emptyContainerLine,
  emptyGeneralLine,
  emptyPalletLine,
  type GeneralLine,
  type WizardValues,
} from './form-values';
import { EUR1, HIGH_CUBE, MOSCOW_PLACE, NO_FOOTPRINT, REEFER, SHANGHAI_PLACE } from './test-fixtures';

const references = cargoReferencesOf([EUR1, NO_FOOTPRINT], [HIGH_CUBE, REEFER]);
const values = (overrides: Partial<WizardValues>): WizardValues => ({ ...defaultValues(todayIso()), ...overrides });
const general = (...lines: Partial<GeneralLine>[]) =>
  values({ general: lines.map((line) => ({ ...emptyGeneralLine(), weight: 100, ...line })) });
/** Each problem as `path: key {params}`, the way the form shows it at its field. */
const issues = (typed: WizardValues) =>
  cargoFormIssues(typed, references).map(({ path, key, params }) => [path?.join('.'), key, params]);

describe('the dictionaries as the domain’s cargo check reads them', () => {
  it('takes the pallet types’ footprint and limits, the container types’ load', () => {
    expect(references.palletTypes.get(1)).toEqual({ lengthCm: 120, widthCm: 80, maxHeightCm: 180, maxWeightKg: 1500 });
    expect(references.containerTypes.get(4)).toEqual({ maxLoadKg: 27_430 });
  });

  it('leaves out a pallet type without a footprint, as the server does', () => {
    expect(references.palletTypes.has(2)).toBe(false);
  });
});

describe('the cargo limits at the form’s fields (Product specification, shell §5, the server’s own check)', () => {
  it('takes 1203 × 235 × 269 cm as the largest piece, each size on its own field', () => {
    expect(issues(general({ length: 1203, width: 235, height: 269 }))).toEqual([]);
    expect(issues(general({ length: 1204, width: 236, height: 270 }))).toEqual([
      ['general.0.length', 'cargo.oversized', { max: 1203 }],
      ['general.0.width', 'cargo.oversized', { max: 235 }],
      ['general.0.height', 'cargo.oversized', { max: 269 }],
    ]);
  });

  it('converts the unit typed: 473.62 in is within 1203 cm, 473.63 in is not; 13 m is too long', () => {
    expect(issues(general({ length: 473.62, width: 10, height: 10, sizeUnit: 'IN' }))).toEqual([]);
    expect(issues(general({ length: 473.63, width: 10, height: 10, sizeUnit: 'IN' }))).toEqual([
      ['general.0.length', 'cargo.oversized', { max: 1203 }],
    ]);
    expect(issues(general({ length: 13, width: 2, height: 2, sizeUnit: 'M' }))).toEqual([
      ['general.0.length', 'cargo.oversized', { max: 1203 }],
    ]);
  });

  it('weighs a piece up to 9 999 999 kg, in pounds too, on the right line', () => {
    expect(issues(general({ length: 1, width: 1, height: 1, weight: 9_999_999 }))).toEqual([]);
    expect(
      issues(
        general(
          { length: 1, width: 1, height: 1 },
          { length: 1, width: 1, height: 1, weight: 22_050_000, weightUnit: 'LB' },
        ),
      ),
    ).toEqual([['general.1.weight', 'cargo.overweight', { max: 9_999_999 }]]);
  });

  it('loads a container with at most 28 t, or its type’s maximum load', () => {
    const containers = (...lines: [number, number, 'KG' | 'LB'][]) =>
      values({
        cargoForm: 'CONTAINER',
        containers: lines.map(([containerTypeId, weight, weightUnit]) => ({
          ...emptyContainerLine(containerTypeId),
          weight,
          weightUnit,
        })),
      });
    expect(issues(containers([3, 28_000, 'KG'], [3, 61_729.48, 'LB']))).toEqual([]);
    expect(issues(containers([3, 28_001, 'KG'], [3, 61_730, 'LB']))).toEqual([
      ['containers.0.weight', 'cargo.containerMaxLoad', { max: 28 }],
      ['containers.1.weight', 'cargo.containerMaxLoad', { max: 28 }],
    ]);
    // A 20' reefer carries 27.43 t, a type not chosen yet the 28 t of any container.
    expect(issues(containers([4, 27_500, 'KG']))).toEqual([
      ['containers.0.weight', 'cargo.containerMaxLoad', { max: 27.43 }],
    ]);
    expect(
      issues(values({ cargoForm: 'CONTAINER', containers: [{ ...emptyContainerLine(), weight: 27_500 }] })),
    ).toEqual([]);
  });

  it('keeps a pallet within its type’s height and weight', () => {
    const pallet = (height: number, weight: number, palletTypeId: number | null = 1) =>
      values({ cargoForm: 'PALLET', pallets: [{ ...emptyPalletLine(palletTypeId), height, weight }] });
    expect(issues(pallet(180, 1500))).toEqual([]);
    expect(issues(pallet(181, 1500))).toEqual([['pallets.0.height', 'cargo.palletTooHigh', { max: 180 }]]);
    const inMetres = { ...emptyPalletLine(1), height: 1.81, sizeUnit: 'M', weight: 1501 } as const;
    expect(issues(values({ cargoForm: 'PALLET', pallets: [inMetres] }))).toEqual([
      ['pallets.0.height', 'cargo.palletTooHigh', { max: 180 }],
      ['pallets.0.weight', 'cargo.palletTooHeavy', { max: 1500 }],
    ]);
    // No type chosen: the contract asks for it; the limits of any pallet still hold.
    expect(issues(pallet(270, 100, null))).toEqual([['pallets.0.height', 'cargo.palletTooHigh', { max: 269 }]]);
  });

  it('asks for a line’s missing sizes, or the volume of a lot measured by volume, never for a field not shown', () => {
    expect(issues(general({ length: 10 }))).toEqual([
      ['general.0.width', 'validation.required', undefined],
      ['general.0.height', 'validation.required', undefined],
    ]);
    expect(issues(general({}))).toEqual([
      ['general.0.length', 'validation.required', undefined],
      ['general.0.width', 'validation.required', undefined],
      ['general.0.height', 'validation.required', undefined],
    ]);
    // Sizes typed before switching to volume are not sent, and not asked for.
    expect(issues(general({ measureBy: 'VOLUME', length: 2000 }))).toEqual([
      ['general.0.volume', 'validation.required', undefined],
    ]);
    expect(issues(general({ measureBy: 'VOLUME', volume: 3 }))).toEqual([]);
  });

  it('reads what is not typed yet as breaking no limit (the contract names it)', () => {
    expect(issues(general({ length: 1, width: 1, height: 1, weight: null, amount: null }))).toEqual([]);
    expect(issues(values({ cargoForm: 'PALLET', pallets: [emptyPalletLine()] }))).toEqual([]);
    expect(issues(values({ cargoForm: 'CONTAINER' }))).toEqual([]);
    expect(issues(values({ cargoForm: 'VEHICLE' }))).toEqual([]);
  });

  it('answers one field’s problem for its rule', () => {
    const typed = general({ length: 1204, width: 236, height: 10 });
    expect(cargoIssueAt(typed, references, ['general', 0, 'width'])).toEqual({
      path: ['general', 0, 'width'],
      key: 'cargo.oversized',
      params: { max: 235 },
    });
    expect(cargoIssueAt(typed, references, ['general', 0, 'height'])).toBeUndefined();
  });
});

describe('the further length limit of the ends’ countries (Product specification, shell §5)', () => {
  const LOS_ANGELES = { ...SHANGHAI_PLACE, cityId: 3, name: 'Los Angeles', country: { code: 'US', name: 'USA' } };
  /** 15 pieces of 1200 cm laid end to end: 18 000 cm, over the 17 300 of a US end. */
  const lot = (from: WizardValues['from'], to: WizardValues['to'], amount = 15) => ({
    ...general({ length: 1200, width: 100, height: 100, amount }),
    from,
    to,
  });

  it('refuses a lot longer than 17 300 cm at the length field where either end is in the United States', () => {
    expect(issues(lot(SHANGHAI_PLACE, LOS_ANGELES))).toEqual([
      ['general.0.length', 'cargo.lotTooLong', { max: 17_300 }],
    ]);
    expect(issues(lot(LOS_ANGELES, MOSCOW_PLACE))).toEqual([['general.0.length', 'cargo.lotTooLong', { max: 17_300 }]]);
    // 14 pieces make 16 800 cm: within the limit.
    expect(issues(lot(SHANGHAI_PLACE, LOS_ANGELES, 14))).toEqual([]);
  });

  it('takes the same lot elsewhere, and before the ends are chosen (the default 99 999 999 cm)', () => {
    expect(issues(lot(SHANGHAI_PLACE, MOSCOW_PLACE))).toEqual([]);
    expect(issues(lot(null, null))).toEqual([]);
  });

  it('names the limit in the user’s language', () => {
    const issue = cargoIssueAt(lot(SHANGHAI_PLACE, LOS_ANGELES), references, ['general', 0, 'length']);
    if (!issue) throw new Error('no issue at the length');
    const text = (language: Language) => issueText(catalogueTexts(language), issue);
    expect(text('ru')).toMatch(/^Слишком большая длина груза.*не более 17\s300 см$/);
    expect(text('en')).toMatch(/^The pieces laid end to end are too long: at most 17\s300 cm$/);
    expect(text('zh')).toMatch(/^货物首尾相接的总长度过长：不超过 17\s300 厘米$/);
  });
});
