import type { CurrentUser } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { audienceOf, visibleLeg } from './price-view';
import { CALCULATION, GUEST_CALCULATION, VIA_SPB } from './test-fixtures';

function user(role: string): CurrentUser {
  return {
    roles: [{ id: role }],
    organization: { profiles: [], domain: null, parentId: null, disableIntegratorReward: false },
  } as unknown as CurrentUser;
}

describe('who sees what of the money (Product specification, shell §6)', () => {
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
