import { describe, expect, it } from 'vitest';
import { carrierGroups, legsEnds } from './carrier-groups.js';

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

describe('a carrier share’s ends', () => {
  const port = (id: number) => ({ type: 'SEA_PORT', id });
  const city = (id: number) => ({ type: 'CITY', id });

  it('run from the first place its legs name to the last, a service naming only its own place', () => {
    const legs = [
      { from: port(1), to: null }, // the departure port's service
      { from: port(1), to: port(2) }, // the sea freight
      { from: null, to: null }, // a surcharge
      { from: port(2), to: null }, // the arrival port's service
    ];
    expect(legsEnds(legs)).toEqual({ from: port(1), to: port(2) });
  });

  it('end at the last leg’s destination, wherever the share starts', () => {
    expect(
      legsEnds([
        { from: city(5), to: port(1) },
        { from: port(2), to: city(6) },
      ]),
    ).toEqual({
      from: city(5),
      to: city(6),
    });
  });

  it('have one end for a share at one place, and none for a share naming no place', () => {
    expect(
      legsEnds([
        { from: port(1), to: null },
        { from: port(1), to: null },
      ]),
    ).toEqual({ from: port(1), to: null });
    expect(legsEnds([{ from: null, to: null }])).toEqual({ from: null, to: null });
  });

  it('tell a port from a city of the same id', () => {
    expect(legsEnds([{ from: port(1), to: city(1) }])).toEqual({ from: port(1), to: city(1) });
  });
});
