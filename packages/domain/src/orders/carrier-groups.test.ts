import { describe, expect, it } from 'vitest';
import { carrierGroups } from './carrier-groups.js';

describe('carrier groups', () => {
  it('give each selling organization one group of all its legs, in order of first appearance', () => {
    const legs = [7, 3, 3, 9, 7].map((organizationId) => ({ organizationId }));
    expect(carrierGroups(legs)).toEqual([
      { organizationId: 7, legIndexes: [0, 4] },
      { organizationId: 3, legIndexes: [1, 2] },
      { organizationId: 9, legIndexes: [3] },
    ]);
  });

  it('give none for no legs', () => {
    expect(carrierGroups([])).toEqual([]);
  });
});
