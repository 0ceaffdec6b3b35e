import { describe, expect, it } from 'vitest';
import { quotationsWithLegs } from '@cargo/domain';
import {
  carriersOf,
  facetsOf,
  filterQuotations,
  hasFilters,
  highlights,
  NO_FILTERS,
  sortQuotations,
  transitPoints,
} from './quotations';
import { BY_RAIL, CALCULATION, GUEST_CALCULATION, VIA_SPB, VIA_VVO } from './test-fixtures';

const ids = (list: readonly { id: number }[]) => list.map((quotation) => quotation.id);
const all = quotationsWithLegs(CALCULATION);

describe('sorting quotations (Product specification, shell §3)', () => {
  it('BEST_PRICE: by the USD total, cheapest first', () => {
    expect(ids(sortQuotations(all, 'BEST_PRICE'))).toEqual([VIA_VVO.id, VIA_SPB.id, BY_RAIL.id]);
  });

  it('BEST_TIME: by the total transit, fastest first', () => {
    expect(ids(sortQuotations(all, 'BEST_TIME'))).toEqual([BY_RAIL.id, VIA_SPB.id, VIA_VVO.id]);
  });

  it('breaks a tie of one by the other, and leaves the list it was given alone', () => {
    const twin = { ...VIA_SPB, id: 9, totalUsd: VIA_VVO.totalUsd, transitDays: 50 };
    const list = [twin, VIA_VVO];
    expect(ids(sortQuotations(list, 'BEST_PRICE'))).toEqual([VIA_VVO.id, 9]);
    expect(ids(list)).toEqual([9, VIA_VVO.id]);
  });

  it('keeps the server’s order of a guest’s quotations by price (no amounts), sorts them by time', () => {
    expect(ids(sortQuotations(GUEST_CALCULATION.quotations, 'BEST_PRICE'))).toEqual(ids(GUEST_CALCULATION.quotations));
    expect(ids(sortQuotations(GUEST_CALCULATION.quotations, 'BEST_TIME'))).toEqual([3, 1, 2]);
  });

  it('marks the cheapest and the fastest; nothing to mark for one quotation or without prices', () => {
    expect(highlights(all)).toEqual({ cheapest: VIA_VVO.id, fastest: BY_RAIL.id });
    expect(highlights([VIA_SPB])).toEqual({ cheapest: null, fastest: null });
    expect(highlights(GUEST_CALCULATION.quotations)).toEqual({ cheapest: null, fastest: 3 });
  });
});

describe('filtering quotations', () => {
  it('offers the modes, the carriers and the range of transit present', () => {
    const facets = facetsOf(all);
    expect(facets.modes).toEqual(['SEA', 'RAIL', 'ROAD']);
    expect(facets.carriers.map((carrier) => carrier.name)).toEqual(['COSCO', 'Demo Rail & Road', 'Maersk']);
    expect([facets.minTransitDays, facets.maxTransitDays]).toEqual([20, 45]);
  });

  it('keeps quotations using any mode chosen', () => {
    expect(ids(filterQuotations(all, { ...NO_FILTERS, modes: ['RAIL'] }))).toEqual([2, 3]);
    expect(ids(filterQuotations(all, { ...NO_FILTERS, modes: ['ROAD', 'SEA'] }))).toEqual([1, 2]);
  });

  it('keeps quotations carried in part by any carrier chosen', () => {
    expect(ids(filterQuotations(all, { ...NO_FILTERS, carriers: ['c7'] }))).toEqual([1]);
    expect(ids(filterQuotations(all, { ...NO_FILTERS, carriers: ['o502'] }))).toEqual([1, 2, 3]);
  });

  it('keeps quotations within the transit days, and all without filters', () => {
    expect(ids(filterQuotations(all, { ...NO_FILTERS, maxTransitDays: 38 }))).toEqual([1, 3]);
    expect(ids(filterQuotations(all, NO_FILTERS))).toEqual([1, 2, 3]);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, maxTransitDays: 0 })).toBe(true);
  });
});

describe('the route of a quotation', () => {
  it('names the carriers of the transport legs: the line where it has one, else the seller', () => {
    expect(carriersOf(VIA_SPB).map((carrier) => carrier.name)).toEqual(['Demo Rail & Road', 'Maersk']);
  });

  it('passes the hubs between the ends, each once, in order', () => {
    expect(transitPoints(VIA_SPB, CALCULATION).map((point) => point.code)).toEqual(['CNSHA', 'RULED']);
    expect(transitPoints(VIA_VVO, CALCULATION).map((point) => point.code)).toEqual([
      'CNSHA',
      'RUVVO',
      '980003',
      '181102',
    ]);
    expect(transitPoints(BY_RAIL, CALCULATION)).toEqual([]);
  });
});
