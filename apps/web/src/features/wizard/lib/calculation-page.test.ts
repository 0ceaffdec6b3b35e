import type { Calculation } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { calculationPagePath, viewOf, wizardLinkOf, withView } from './calculation-page';
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
