import { describe, expect, it } from 'vitest';
import { feeLines } from './fee-lines';

const usd = (amount: number) => ({ amount, currency: 'USD' });

describe('fee lines', () => {
  it('show the commission and the markup a partner or an operator received', () => {
    expect(feeLines({ commission: usd(7_000), sellerReward: usd(3_000), serviceFee: null })).toEqual([
      { key: 'wizard.fees.commission', money: usd(7_000) },
      { key: 'wizard.fees.sellerReward', money: usd(3_000) },
    ]);
  });

  it('show the one service fee a client received', () => {
    expect(feeLines({ commission: null, sellerReward: null, serviceFee: usd(10_000) })).toEqual([
      { key: 'wizard.fees.serviceFee', money: usd(10_000) },
    ]);
  });

  it('show nothing where the answer holds no fee (a guest, a manual price)', () => {
    expect(feeLines({ commission: null, sellerReward: null, serviceFee: null })).toEqual([]);
  });
});
