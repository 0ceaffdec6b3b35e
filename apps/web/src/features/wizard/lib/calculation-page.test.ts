import type { Calculation, Cargo } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { calculationPagePath, cargoLine, viewOf, wizardLinkOf, withView, type CargoTypeName } from './calculation-page';
import { todayIso } from '../../../shared/lib/days';
import { CALCULATION } from './test-fixtures';
import { decodeWizard } from '../../../shared/wizard-link/url-state';

const today = todayIso();
const future = (() => {
  const day = new Date();
  day.setDate(day.getDate() + 10);
  return todayIso(day);
})();

/** The calculation made for another ready date (and with other changes to its request). */
const madeFor = (readyDate: string, changes: Partial<Calculation['request']> = {}): Calculation => ({
  ...CALCULATION,
  readyDate,
  request: { ...CALCULATION.request, readyDate, ...changes },
});

const TYPE_NAMES: Record<string, Record<number, string>> = {
  CONTAINER: { 3: "40'HC", 4: "20'RF" },
  PALLET: { 1: 'EUR1' },
  VEHICLE: { 7: 'Tent 20 t' },
};
const NAMES: CargoTypeName = (form, id) => TYPE_NAMES[form]?.[id];

describe("a calculation's pages", () => {
  it('live under their own paths', () => {
    const id = CALCULATION.id;
    expect(calculationPagePath('public', id)).toBe(`/calculation/public/${id}`);
    expect(calculationPagePath('guest', id)).toBe(`/guest/orders/${id}`);
    expect(calculationPagePath('widget', id)).toBe(`/widget/orders/${id}`);
  });
});

describe('the view of a calculation in the address', () => {
  const made = { ...CALCULATION, sort: 'BEST_TIME', currency: 'RUB' } as const;

  it('is the calculation’s own sort and currency unless the address names others', () => {
    expect(viewOf('', made)).toEqual({ sort: 'BEST_TIME', currency: 'RUB' });
    expect(viewOf('?sort=BEST_PRICE&currency=DEFAULT', made)).toEqual({ sort: 'BEST_PRICE', currency: 'DEFAULT' });
    expect(viewOf('?sort=CHEAPEST&currency=XXX', made)).toEqual({ sort: 'BEST_TIME', currency: 'RUB' });
    // Before the calculation has arrived: the wizard's defaults.
    expect(viewOf('', undefined)).toEqual({ sort: 'BEST_PRICE', currency: 'USD' });
  });

  it('names only what differs from the calculation’s own, and keeps the rest of the query', () => {
    expect(withView('?lang=ru', 'currency', 'EUR', 'USD')).toBe('?lang=ru&currency=EUR');
    expect(withView('?lang=ru&currency=EUR', 'currency', 'USD', 'USD')).toBe('?lang=ru');
    expect(withView('?sort=BEST_TIME', 'sort', 'BEST_PRICE', 'BEST_PRICE')).toBe('');
    expect(withView('', 'sort', 'BEST_TIME', 'BEST_PRICE')).toBe('?sort=BEST_TIME');
  });
});

describe('"Calculate this route"', () => {
  it('opens the wizard filled with the same ends, cargo and ready date, in the view the page shows', () => {
    const link = wizardLinkOf(madeFor(future), { sort: 'BEST_TIME', currency: 'EUR' }, today);
    const [path, search = ''] = link.split('?');
    expect(path).toBe('/book/wizard');
    const decoded = decodeWizard(search, today);
    expect(decoded).toMatchObject({ given: true, sort: 'BEST_TIME', currency: 'EUR' });
    expect(decoded.values).toMatchObject({
      from: { type: 'ADDRESS', cityId: 1, name: 'Shanghai', country: { code: 'CN' } },
      to: { type: 'ADDRESS', cityId: 2, name: 'Moscow', country: { code: 'RU' } },
      readyDate: future,
      cargoForm: 'CONTAINER',
      containers: [{ containerTypeId: 3, amount: 1, weight: 20_000, weightUnit: 'KG' }],
      customCommission: null,
    });
  });

  it('moves a ready date that has passed to today, and leaves an operator’s commission behind', () => {
    const link = wizardLinkOf(
      madeFor('2001-01-01', { customCommission: { percent: 1500 } }),
      viewOf('', CALCULATION),
      today,
    );
    expect(link).toBe(
      '/book/wizard?from=city_1_CN__Shanghai&to=city_2_RU__Moscow&cargo=CONTAINER&container=3_1_20000_KG',
    );
    expect(decodeWizard(link.split('?')[1] ?? '', today).values.readyDate).toBe(today);
  });

  it('stays in the widget inside a host’s page', () => {
    expect(wizardLinkOf(madeFor(future), viewOf('', CALCULATION), today, true)).toMatch(/^\/widget\/wizard\?from=/);
  });
});

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
    expect(cargoLine(containers, NAMES, 'en')).toBe("3 × 40'HC, 1 × 20'RF, 66\u00a0000 kg");
    expect(cargoLine(containers, NAMES, 'ru')).toBe("3 × 40'HC, 1 × 20'RF, 66\u00a0000 кг");
  });

  it('names a type the dictionary no longer lists by its form', () => {
    const line = cargoLine(
      { type: 'CONTAINER', containers: [{ containerTypeId: 99, amount: 1, weight: 500, weightUnit: 'KG' }] },
      NAMES,
      'en',
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
    expect(cargoLine(general, NAMES, 'en')).toBe('3 pcs, 1\u00a0200 kg, 3 m³');
    const pallets: Cargo = {
      type: 'PALLET',
      pallets: [{ palletTypeId: 1, amount: 12, height: 150, sizeUnit: 'CM', weight: 700, weightUnit: 'KG' }],
    };
    expect(cargoLine(pallets, NAMES, 'en')).toBe('12 × EUR1, 8\u00a0400 kg');
    const truck: Cargo = { type: 'VEHICLE', vehicle: { vehicleTypeId: 7, bodyType: 'TENT', amount: 2 } };
    expect(cargoLine(truck, NAMES, 'zh')).toBe('2 × Tent 20 t');
  });
});
