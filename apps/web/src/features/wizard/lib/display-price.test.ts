import { describe, expect, it } from 'vitest';
import { byCurrency, quotationPrice, sumIn } from '../../../shared/lib/display-price';
import { CALCULATION, GUEST_CALCULATION, VIA_SPB, VIA_VVO } from './test-fixtures';

const digits: Record<string, number> = { USD: 2, RUB: 2, EUR: 2, CNY: 2, JPY: 0, KWD: 3 };
const digitsOf = (code: string) => digits[code] ?? 2;
const rates = CALCULATION.rates;

describe('amounts in another currency (the calculation’s frozen rates, RUB per unit)', () => {
  it('converts through the rouble and adds up', () => {
    // 40 000 RUB at 92.5 RUB per USD is 432.43 USD; with 3 100 USD, 3 532.43 USD.
    expect(sumIn([{ amount: 4_000_000, currency: 'RUB' }], 'USD', rates, digitsOf)).toEqual({
      amount: 43_243,
      currency: 'USD',
    });
    expect(sumIn(VIA_SPB.totals!, 'USD', rates, digitsOf)).toEqual({ amount: 353_243, currency: 'USD' });
    // 3 100 USD is 286 750 RUB, 2 860.35 EUR and 22 402.34 CNY.
    expect(sumIn([{ amount: 310_000, currency: 'USD' }], 'RUB', rates, digitsOf)).toEqual({
      amount: 28_675_000,
      currency: 'RUB',
    });
    expect(sumIn([{ amount: 310_000, currency: 'USD' }], 'EUR', rates, digitsOf)).toEqual({
      amount: 286_035,
      currency: 'EUR',
    });
    expect(sumIn([{ amount: 310_000, currency: 'USD' }], 'CNY', rates, digitsOf)).toEqual({
      amount: 2_240_234,
      currency: 'CNY',
    });
  });

  it('converts each currency’s sum once, as the server totals a quotation', () => {
    // Four pieces of 0.01 CNY are 0.04 CNY, 0.512 RUB, 0.0055 USD: 0.01 USD, where each piece
    // converted alone (0.0014 USD) would round to nothing.
    const pieces = Array.from({ length: 4 }, () => ({ amount: 1, currency: 'CNY' }));
    expect(sumIn(pieces, 'USD', rates, digitsOf)).toEqual({ amount: 1, currency: 'USD' });
    expect(sumIn(pieces, 'RUB', rates, digitsOf)).toEqual({ amount: 51, currency: 'RUB' });
  });

  it('uses each currency’s own decimals', () => {
    // 1 000 JPY at 0.6 RUB is 600 RUB, 6.49 USD at 92.5; 1.000 KWD at 300 RUB is 3.24 USD.
    const more = { ...rates, JPY: '0.6', KWD: '300' };
    expect(sumIn([{ amount: 1000, currency: 'JPY' }], 'USD', more, digitsOf)).toEqual({ amount: 649, currency: 'USD' });
    expect(sumIn([{ amount: 1000, currency: 'KWD' }], 'USD', more, digitsOf)).toEqual({ amount: 324, currency: 'USD' });
    expect(sumIn([{ amount: 649, currency: 'USD' }], 'JPY', more, digitsOf)).toEqual({ amount: 1001, currency: 'JPY' });
  });

  it('cannot convert a currency the calculation has no rate for, nor into one', () => {
    expect(sumIn([{ amount: 100, currency: 'GBP' }], 'USD', rates, digitsOf)).toBeNull();
    expect(sumIn([{ amount: 100, currency: 'USD' }], 'GBP', rates, digitsOf)).toBeNull();
    // Amounts already in the currency need no rate.
    expect(sumIn([{ amount: 100, currency: 'GBP' }], 'GBP', {}, digitsOf)).toEqual({ amount: 100, currency: 'GBP' });
  });

  it('adds amounts of one currency, keeps the others apart', () => {
    expect(
      byCurrency([
        { amount: 1, currency: 'USD' },
        { amount: 5, currency: 'RUB' },
        { amount: 2, currency: 'USD' },
      ]),
    ).toEqual([
      { amount: 3, currency: 'USD' },
      { amount: 5, currency: 'RUB' },
    ]);
  });
});

describe('a quotation’s price in the display currency', () => {
  it('is the server’s total in its own currency', () => {
    expect(quotationPrice(VIA_SPB, 'USD', CALCULATION, digitsOf)).toEqual({ kind: 'single', money: VIA_SPB.total });
  });

  it('is the totals converted in another currency', () => {
    expect(quotationPrice(VIA_SPB, 'RUB', CALCULATION, digitsOf)).toEqual({
      kind: 'single',
      money: { amount: 32_675_000, currency: 'RUB' },
    });
  });

  it('is one amount per currency for "multi", one when the route has one currency', () => {
    expect(quotationPrice(VIA_SPB, 'DEFAULT', CALCULATION, digitsOf)).toEqual({
      kind: 'multi',
      moneys: VIA_SPB.totals,
    });
    expect(quotationPrice(VIA_VVO, 'DEFAULT', CALCULATION, digitsOf)).toEqual({ kind: 'single', money: VIA_VVO.total });
  });

  it('falls back to per currency where a rate is missing', () => {
    const noRates = { ...CALCULATION, rates: {} };
    expect(quotationPrice(VIA_SPB, 'EUR', noRates, digitsOf)).toEqual({ kind: 'multi', moneys: VIA_SPB.totals });
  });

  it('is hidden from a guest, whatever the currency', () => {
    const [guestQuote] = GUEST_CALCULATION.quotations;
    for (const currency of ['USD', 'RUB', 'DEFAULT'] as const)
      expect(quotationPrice(guestQuote!, currency, GUEST_CALCULATION, digitsOf)).toEqual({ kind: 'hidden' });
    // Even if an answer carried amounts, a calculation with prices hidden shows none.
    expect(quotationPrice(VIA_SPB, 'USD', GUEST_CALCULATION, digitsOf)).toEqual({ kind: 'hidden' });
  });
});
