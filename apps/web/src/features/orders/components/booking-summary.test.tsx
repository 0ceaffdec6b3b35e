import type { Calculation, Quotation } from '@cargo/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTotals, quotationPrice } from '../../../shared/lib/display-price';
import { formatMoney } from '../../../shared/lib/format-money';
import { fakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-screen';
import { BookingSummary } from './booking-summary';

const SHANGHAI = { type: 'CITY', id: 1, code: null, name: 'Shanghai', country: 'CN' };
const MOSCOW = { type: 'CITY', id: 2, code: null, name: 'Moscow', country: 'RU' };
const twoDigits = () => 2;

/**
 * A quotation priced in two currencies: 3 100.00 USD and 40 000.00 RUB. At the calculation's
 * rates (RUB per unit: USD 92.5, EUR 100.25) that is 2 860.35 + 399.00 = 3 259.35 EUR, each
 * currency converted once, half-up: the server's total in EUR.
 */
const quotation = {
  id: 3,
  legIndexes: [],
  transitDays: 30,
  validTo: '2026-06-01',
  total: { amount: 325_935, currency: 'EUR' },
  totals: [
    { amount: 310_000, currency: 'USD' },
    { amount: 4_000_000, currency: 'RUB' },
  ],
} as unknown as Quotation;

const calculationIn = (currency: Calculation['currency']) =>
  ({
    id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    readyDate: '2026-05-10',
    from: SHANGHAI,
    to: MOSCOW,
    request: { cargo: { type: 'GENERAL_CARGO', items: [] } },
    currency,
    rates: { USD: '92.5', EUR: '100.25' },
    pricesHidden: false,
    legs: [],
    quotations: [quotation],
  }) as unknown as Calculation;

async function priceOf(calculation: Calculation) {
  fakeApi({});
  const view = renderScreen(<BookingSummary calculation={calculation} quotation={quotation} />);
  const summary = await screen.findByRole('region', { name: view.text('orderScreens.booking.summary') });
  const price = summary.querySelector('.orders-summary-price') as HTMLElement;
  // Spaces as the screen shows them (the amounts' thousands are kept together by no-break spaces).
  const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');
  return {
    view,
    total: spaced(price.querySelector('.orders-price')?.textContent ?? null),
    text: spaced(price.textContent),
    spaced,
  };
}

describe('the booking summary’s price', () => {
  it('is the quotation details’ total in the calculation’s currency, with its totals by currency', async () => {
    const calculation = calculationIn('EUR');
    const { view, total, text, spaced } = await priceOf(calculation);
    // The details' own computation, and the figure worked out by hand above.
    const details = quotationPrice(quotation, 'EUR', calculation, twoDigits);
    expect(details).toEqual({ kind: 'single', money: { amount: 325_935, currency: 'EUR' } });
    expect(total).toBe(spaced(formatMoney({ amount: 325_935, currency: 'EUR' }, twoDigits)));
    expect(text).toContain(
      spaced(`${view.text('orderScreens.field.byCurrency')}: ${formatTotals(quotation.totals ?? [], twoDigits)}`),
    );
  });

  it('converts to a display currency the server did not total in, as the details do, to the cent', async () => {
    const calculation = calculationIn('USD');
    const { total, spaced } = await priceOf(calculation);
    // 3 100.00 USD + 40 000.00 RUB / 92.5 = 3 100.00 + 432.43 = 3 532.43 USD.
    expect(quotationPrice(quotation, 'USD', calculation, twoDigits)).toEqual({
      kind: 'single',
      money: { amount: 353_243, currency: 'USD' },
    });
    expect(total).toBe(spaced(formatMoney({ amount: 353_243, currency: 'USD' }, twoDigits)));
  });

  it('shows each currency’s own total for a calculation in its legs’ currencies', async () => {
    const { view, total, text, spaced } = await priceOf(calculationIn('DEFAULT'));
    expect(total).toBe(spaced(formatTotals(quotation.totals ?? [], twoDigits)));
    expect(text).not.toContain(view.text('orderScreens.field.byCurrency'));
    expect(text).not.toContain('EUR');
  });
});
