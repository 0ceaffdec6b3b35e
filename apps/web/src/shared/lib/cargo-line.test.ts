import { messagesOf, type Cargo, type MessageKey } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { translatorOf } from '../i18n/translator';
import { catalogueTexts as textsOf } from '../../test/catalogue-texts';
import { cargoLine, type CargoTypeName } from './cargo-line';

const TYPE_NAMES: Record<string, Record<number, string>> = {
  CONTAINER: { 3: "40'HC", 4: "20'RF" },
  PALLET: { 1: 'EUR1' },
  VEHICLE: { 7: 'Tent 20 t' },
};
const NAMES: CargoTypeName = (form, id) => TYPE_NAMES[form]?.[id];

describe('the cargo in a line', () => {
  const containers: Cargo = {
    type: 'CONTAINER',
    containers: [
      { containerTypeId: 3, amount: 2, weight: 18_000, weightUnit: 'KG' },
      { containerTypeId: 4, amount: 1, weight: 10_000, weightUnit: 'KG' },
      { containerTypeId: 3, amount: 1, weight: 20_000, weightUnit: 'KG' },
    ],
  };

  it('counts the containers of each type and adds up the cargo', () => {
    expect(cargoLine(containers, NAMES, textsOf('en'))).toBe("3 × 40'HC, 1 × 20'RF, 66\u00a0000 kg");
    expect(cargoLine(containers, NAMES, textsOf('ru'))).toBe("3 × 40'HC, 1 × 20'RF, 66\u00a0000 кг");
  });

  it('names a type the dictionary no longer lists by its form', () => {
    const line = cargoLine(
      { type: 'CONTAINER', containers: [{ containerTypeId: 99, amount: 1, weight: 500, weightUnit: 'KG' }] },
      NAMES,
      textsOf('en'),
    );
    expect(line).toBe('1 × Containers, 500 kg');
  });

  it('gives general cargo as pieces, weight and volume; pallets and trucks by their types', () => {
    const general: Cargo = {
      type: 'GENERAL_CARGO',
      items: [
        {
          amount: 3,
          length: 100,
          width: 100,
          height: 100,
          sizeUnit: 'CM',
          weight: 400,
          weightUnit: 'KG',
          volumeUnit: 'M3',
        },
      ],
    };
    expect(cargoLine(general, NAMES, textsOf('en'))).toBe('3 pcs, 1\u00a0200 kg, 3 m³');
    const pallets: Cargo = {
      type: 'PALLET',
      pallets: [{ palletTypeId: 1, amount: 12, height: 150, sizeUnit: 'CM', weight: 700, weightUnit: 'KG' }],
    };
    expect(cargoLine(pallets, NAMES, textsOf('en'))).toBe('12 × EUR1, 8\u00a0400 kg');
    const truck: Cargo = { type: 'VEHICLE', vehicle: { vehicleTypeId: 7, bodyType: 'TENT', amount: 2 } };
    expect(cargoLine(truck, NAMES, textsOf('zh'))).toBe('2 × Tent 20 t');
  });
});

describe('the cargo line of a screen', () => {
  it("is in the texts on screen, an operator's edits included", () => {
    const edited: Partial<Record<MessageKey, string>> = {
      'refineRequests.cargo.typed': '{name} ×{amount}',
      'refineRequests.cargo.weight': 'gross {weight} kg',
      'wizard.cargoForm.CONTAINER': 'Boxes',
    };
    const t = translatorOf({ ...messagesOf('en'), ...edited });
    const cargo: Cargo = {
      type: 'CONTAINER',
      containers: [
        { containerTypeId: 3, amount: 2, weight: 9_000, weightUnit: 'KG' },
        { containerTypeId: 99, amount: 1, weight: 500, weightUnit: 'KG' },
      ],
    };
    expect(cargoLine(cargo, NAMES, t)).toBe("40'HC ×2, Boxes ×1, gross 18\u00a0500 kg");
  });
});
