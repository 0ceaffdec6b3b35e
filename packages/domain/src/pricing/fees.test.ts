import { describe, expect, it } from 'vitest';
import type { Role } from '../access/roles.js';
import { shownFees } from './fees.js';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const reader = (role: Role) => ({ roles: [role] });

describe('the fees a reader receives', () => {
  const fees = { commission: usd(7_000), sellerReward: usd(3_000) };

  it('a client: one service fee, commission and markup together, neither part', () => {
    expect(shownFees(reader('CLIENT'), fees)).toEqual({
      commission: null,
      sellerReward: null,
      serviceFee: usd(10_000),
    });
    expect(shownFees(reader('CLIENT'), { commission: usd(7_000), sellerReward: null })).toEqual({
      commission: null,
      sellerReward: null,
      serviceFee: usd(7_000),
    });
    expect(shownFees(reader('CLIENT'), { commission: null, sellerReward: null }).serviceFee).toBeNull();
  });

  it('partners and operators: the two apart, no sum', () => {
    for (const role of ['PARTNER_MANAGER', 'PARTNER_ADMIN', 'OPERATOR', 'OPERATOR_ADMIN'] as const)
      expect(shownFees(reader(role), fees)).toEqual({ ...fees, serviceFee: null });
  });

  it('refuses parts in two currencies (the engine answers both in USD)', () => {
    expect(() =>
      shownFees(reader('CLIENT'), { commission: usd(1), sellerReward: { amount: 1, currency: 'RUB' } }),
    ).toThrow(RangeError);
  });
});
