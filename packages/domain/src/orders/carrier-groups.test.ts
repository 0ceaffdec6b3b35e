import { describe, expect, it } from 'vitest';
import { carrierGroups, shareStretches } from './carrier-groups.js';

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

describe('a carrier share’s stretches', () => {
  const port = (id: number) => ({ type: 'SEA_PORT', id });
  const city = (id: number) => ({ type: 'CITY', id });

  it('are one stretch where its legs follow one another, services, surcharges and all', () => {
    const legs = [
      { from: port(1), to: null }, // the departure port's service
      { from: port(1), to: port(2) }, // the sea freight
      { from: port(1), to: port(2) }, // its surcharge, on the same hop
      { from: null, to: null }, // a charge naming no place
      { from: port(2), to: null }, // the arrival port's service
    ];
    expect(shareStretches(legs)).toEqual([{ from: port(1), to: port(2) }]);
  });

  it('are two where another carrier’s legs come between: the pickup and the delivery of a road carrier', () => {
    expect(
      shareStretches([
        { from: city(5), to: port(1) },
        { from: port(2), to: city(6) },
      ]),
    ).toEqual([
      { from: city(5), to: port(1) },
      { from: port(2), to: city(6) },
    ]);
  });

  it('run on through the hubs one carrier passes itself', () => {
    expect(
      shareStretches([
        { from: city(5), to: port(1) },
        { from: port(1), to: null },
        { from: port(1), to: port(2) },
        { from: port(2), to: city(6) },
      ]),
    ).toEqual([{ from: city(5), to: city(6) }]);
  });

  it('have one end at one place, and there is none for a share naming no place', () => {
    expect(
      shareStretches([
        { from: port(1), to: null },
        { from: port(1), to: null },
      ]),
    ).toEqual([{ from: port(1), to: null }]);
    expect(shareStretches([{ from: null, to: null }])).toEqual([]);
  });

  it('tell a port from a city of the same id', () => {
    expect(shareStretches([{ from: port(1), to: city(1) }])).toEqual([{ from: port(1), to: city(1) }]);
  });
});
