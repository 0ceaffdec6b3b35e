import { describe, expect, it } from 'vitest';
import type { StoredQuoteLeg } from './calculations.schema.js';
import { legsByIndex } from '@cargo/domain';
import { packLegs } from './quotation-legs.js';

const leg = (changes: Partial<StoredQuoteLeg> = {}): StoredQuoteLeg => ({
  role: 'MAIN',
  kind: 'sea',
  mode: 'SEA',
  tariffId: 7,
  organizationId: 3,
  carrierId: 11,
  serviceId: null,
  surchargeId: null,
  from: 'SEA_PORT:1',
  to: 'SEA_PORT:2',
  currency: 'USD',
  cost: 250_000,
  vat: 0,
  vatPercent: null,
  transitDays: 12,
  distanceKm: null,
  validTo: '2026-12-31',
  ...changes,
});

describe('a calculation’s legs', () => {
  const pickup = leg({ role: 'PICKUP', kind: 'road', mode: 'ROAD', tariffId: 1, cost: 30_000 });
  const baf = leg({ role: 'SURCHARGE', tariffId: 9, surchargeId: 4, cost: 5_000 });
  const quotations = [
    [pickup, leg(), { ...baf }],
    [{ ...pickup }, leg({ tariffId: 8, cost: 240_000 }), { ...baf }],
    [{ ...pickup }, leg({ tariffId: 8, cost: 240_000, vat: 48_000 })],
  ];

  it('are kept once each however many quotations share them', () => {
    const { legs, indexes } = packLegs(quotations);
    expect(legs).toHaveLength(5);
    expect(indexes).toEqual([
      [0, 1, 2],
      [0, 3, 2],
      [0, 4],
    ]);
  });

  it('stay apart when any one field differs', () => {
    const base = leg();
    const changes: Partial<StoredQuoteLeg>[] = [
      { role: 'SURCHARGE' },
      { kind: 'rail' },
      { mode: 'RAIL' },
      { tariffId: 8 },
      { organizationId: 4 },
      { carrierId: null },
      { serviceId: 1 },
      { surchargeId: 1 },
      { from: null },
      { to: 'SEA_PORT:3' },
      { currency: 'EUR' },
      { cost: 250_001 },
      { vat: 1 },
      { vatPercent: 20 },
      { transitDays: null },
      { distanceKm: 12 },
      { validTo: '2026-12-30' },
    ];
    expect(new Set(changes.flatMap((change) => Object.keys(change)))).toEqual(new Set(Object.keys(base)));
    const { legs } = packLegs([[base, ...changes.map((change) => ({ ...base, ...change })), { ...base }]]);
    expect(legs).toHaveLength(changes.length + 1);
  });

  it('are found by identity when met again as the same object, and by their fields otherwise', () => {
    const sea = leg();
    const { legs, indexes } = packLegs([
      [pickup, sea],
      [pickup, sea, baf],
      [{ ...pickup }, { ...sea }, baf],
    ]);
    expect(legs).toEqual([pickup, sea, baf]);
    expect(indexes).toEqual([
      [0, 1],
      [0, 1, 2],
      [0, 1, 2],
    ]);
  });

  it('give every quotation back its own legs, in order', () => {
    const { legs, indexes } = packLegs(quotations);
    expect(indexes.map((own) => legsByIndex(legs, own))).toEqual(quotations);
    expect(() => legsByIndex(legs, [5])).toThrow(/leg 5 of a calculation with 5/);
  });
});
