import { describe, expect, it } from 'vitest';
import type { QuoteLeg } from './contracts.js';
import { quotationLegs, quotationsWithLegs } from './quotation-legs.js';

const leg = (tariffId: number) => ({ tariffId }) as QuoteLeg;

describe('quotation legs', () => {
  const legs = [leg(1), leg(2), leg(3)];

  it('puts each quotation its legs in route order, a shared leg one object', () => {
    const [first, second] = quotationsWithLegs({
      legs,
      quotations: [{ legIndexes: [0, 2] }, { legIndexes: [1, 2] }] as never,
    });
    expect(first?.legs.map((one) => one.tariffId)).toEqual([1, 3]);
    expect(second?.legs.map((one) => one.tariffId)).toEqual([2, 3]);
    expect(first?.legs[1]).toBe(second?.legs[1]);
    expect(first).not.toHaveProperty('legIndexes');
  });

  it('refuses a position the calculation does not have', () => {
    expect(() => quotationLegs({ legs }, { legIndexes: [3] })).toThrow(/leg 3 of a calculation with 3/);
  });
});
