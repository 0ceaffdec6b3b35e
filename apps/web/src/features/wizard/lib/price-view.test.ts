import type { CurrentUser } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { audienceOf, feeLines, visibleLeg } from './price-view';
import { CALCULATION, GUEST_CALCULATION, VIA_SPB, VIA_VVO } from './test-fixtures';

const digitsOf = () => 2;

function user(role: string): CurrentUser {
  return {
    roles: [{ id: role }],
    organization: { profiles: [], domain: null, parentId: null, disableIntegratorReward: false },
  } as unknown as CurrentUser;
}

describe('who sees what of the money (spec/shell.md §6)', () => {
  it('a guest: no user, or a calculation whose prices are hidden', () => {
    expect(audienceOf(CALCULATION, null)).toBe('guest');
    expect(audienceOf(GUEST_CALCULATION, user('CLIENT'))).toBe('guest');
  });

  it('a client sees prices; partners and operators see them with the commission apart', () => {
    expect(audienceOf(CALCULATION, user('CLIENT'))).toBe('client');
    expect(audienceOf(CALCULATION, user('PARTNER_MANAGER'))).toBe('partner');
    expect(audienceOf(CALCULATION, user('OPERATOR_ADMIN'))).toBe('partner');
  });
});

describe('the fees of a quotation', () => {
  it('partners see the commission and the seller’s markup apart', () => {
    expect(feeLines(VIA_VVO, 'partner', CALCULATION.rates, digitsOf)).toEqual([
      { key: 'wizard.fees.commission', money: { amount: 7_000, currency: 'USD' } },
      { key: 'wizard.fees.sellerReward', money: { amount: 3_000, currency: 'USD' } },
    ]);
  });

  it('a client sees one service fee, the two together', () => {
    expect(feeLines(VIA_VVO, 'client', CALCULATION.rates, digitsOf)).toEqual([
      { key: 'wizard.fees.serviceFee', money: { amount: 10_000, currency: 'USD' } },
    ]);
    const mixed = { commission: { amount: 9_250, currency: 'RUB' }, sellerReward: { amount: 100, currency: 'USD' } };
    // 92.50 RUB and 1 USD (92.50 RUB): 185 RUB in the commission's currency.
    expect(feeLines(mixed, 'client', CALCULATION.rates, digitsOf)).toEqual([
      { key: 'wizard.fees.serviceFee', money: { amount: 18_500, currency: 'RUB' } },
    ]);
  });

  it('shows no fee line where there is none', () => {
    expect(feeLines({ commission: null, sellerReward: null }, 'client', CALCULATION.rates, digitsOf)).toEqual([]);
  });

  it('a guest sees no fee at all', () => {
    expect(feeLines(VIA_VVO, 'guest', CALCULATION.rates, digitsOf)).toEqual([]);
  });
});

describe('the legs a guest sees', () => {
  it('keep their route, carrier and transit, lose cost and VAT', () => {
    const delivery = VIA_SPB.legs.at(-1)!;
    const seen = visibleLeg(delivery, 'guest');
    expect(seen).toMatchObject({
      role: 'DELIVERY',
      from: delivery.from,
      to: delivery.to,
      transitDays: 2,
      cost: null,
      vat: null,
    });
    expect(visibleLeg(delivery, 'client')).toBe(delivery);
  });
});
