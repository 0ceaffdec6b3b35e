import { TARIFF_KIND_SPECS, type Tariff } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { priceSummary, rangeLabel } from './summary';

type Line = Tariff['lines'][number];
const line = (change: Partial<Line>): Line => ({
  containerTypeId: null,
  vehicleTypeId: null,
  palletTypeId: null,
  from: null,
  to: null,
  price: 0,
  ...change,
});
const names = new Map([
  [10, "20'"],
  [11, "40'"],
  [12, "40'HC"],
  [20, "20'RF"],
]);

describe('the prices of a tariff in brief', () => {
  it("lists 20', 40', 40'HC first whatever the order of the lines, and counts the rest", () => {
    const tariff = {
      tarification: null,
      lines: [
        line({ containerTypeId: 20, price: 300000 }),
        line({ containerTypeId: 12, price: 190000 }),
        line({ containerTypeId: 10, price: 120000 }),
        line({ containerTypeId: 11, price: 180050 }),
      ],
    };
    const summary = priceSummary(
      tariff,
      TARIFF_KIND_SPECS.sea.lines.CONTAINER!,
      2,
      (id) => names.get(id),
      [10, 11, 12],
    );
    expect(summary.items).toEqual([
      { label: "20'", price: '1\u00a0200' },
      { label: "40'", price: '1\u00a0800.50' },
      { label: "40'HC", price: '1\u00a0900' },
    ]);
    expect(summary.more).toBe(1);
  });

  it('shows the first ranges, a relative surcharge in percent, a bill’s single price', () => {
    const ranges = [line({ from: 0, to: 45, price: 520 }), line({ from: 45, to: null, price: 480 })];
    expect(
      priceSummary({ tarification: null, lines: ranges }, { rangeUnits: ['KG'] }, 2, () => undefined).items,
    ).toEqual([
      { label: '0–45', price: '5.20' },
      { label: '45+', price: '4.80' },
    ]);
    const relative = priceSummary(
      { tarification: 'RELATIVE', lines: [line({ from: 0, price: 1250 })] },
      { rangeUnits: ['WM'] },
      0,
      () => undefined,
    );
    expect(relative.items).toEqual([{ label: '0+', price: '12.50 %' }]);
    expect(priceSummary({ tarification: null, lines: [line({ price: 5000 })] }, {}, 2, () => undefined).items).toEqual([
      { label: null, price: '50' },
    ]);
  });

  it('names a vehicle with its radius band, and a type it does not know by its id', () => {
    const trucking = TARIFF_KIND_SPECS.trucking.lines.VEHICLE!;
    const summary = priceSummary(
      {
        tarification: null,
        lines: [
          line({ vehicleTypeId: 5, from: 0, to: 30, price: 1000 }),
          line({ vehicleTypeId: 6, from: 0, to: 30, price: 2000 }),
        ],
      },
      trucking,
      2,
      (id) => (id === 5 ? 'Tent 20 t' : undefined),
    );
    expect(summary.items.map((item) => item.label)).toEqual(['Tent 20 t 0–30', '#6 0–30']);
  });

  it('writes ranges with grouped digits and no trailing zeros', () => {
    expect(rangeLabel(0.5, 1000)).toBe('0.5–1\u00a0000');
    expect(rangeLabel(null, null)).toBe('0+');
  });
});
