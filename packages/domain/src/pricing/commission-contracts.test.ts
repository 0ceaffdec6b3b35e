import { describe, expect, it } from 'vitest';
import {
  COMMISSION_LIST,
  commissionInputIssues,
  commissionInputSchema,
  commissionListQuerySchema,
  normalizeCommissionInput,
  type CommissionInput,
} from './commission-contracts.js';

const parse = (input: Partial<CommissionInput>) =>
  commissionInputSchema.parse({ cargoType: 'CONTAINER', type: 'PERCENT_FROM_SALES', currency: 'usd', ...input });
const issuesOf = (input: Partial<CommissionInput>) =>
  commissionInputIssues(normalizeCommissionInput(parse(input))).map((issue) => [issue.path.join('.'), issue.message]);

describe('commissionInputSchema', () => {
  it('defaults the variant to the markup and no ranges, and upper-cases the currency', () => {
    expect(parse({ percent: 1500 })).toMatchObject({ integrator: false, ranges: [], currency: 'USD' });
  });

  it('refuses a fraction of a minor unit, a negative amount and an unknown cargo type', () => {
    const result = commissionInputSchema.safeParse({
      cargoType: 'SHIP',
      type: 'PERCENT_FROM_SALES',
      currency: 'USD',
      minAmount: 10.5,
      ranges: [{ from: -1, to: null, amount: 5 }],
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'cargoType',
      'minAmount',
      'ranges.0.from',
    ]);
  });
});

describe('commissionInputIssues', () => {
  it('needs a percentage from 0 to 100 % for PERCENT_FROM_SALES', () => {
    expect(issuesOf({})).toEqual([['percent', 'validation.required']]);
    expect(issuesOf({ percent: 10_001 })).toEqual([['percent', 'commission.percentRange']]);
    expect(issuesOf({ percent: -1 })).toEqual([['percent', 'commission.percentRange']]);
    expect(issuesOf({ percent: 0 })).toEqual([]);
    expect(issuesOf({ percent: 10_000 })).toEqual([]);
  });

  it('needs at least one range for PRICE_RANGE, and ignores a percentage left over', () => {
    expect(issuesOf({ type: 'PRICE_RANGE', percent: 99_999 })).toEqual([['ranges', 'commission.rangeRequired']]);
    expect(normalizeCommissionInput(parse({ type: 'PRICE_RANGE', percent: 1500 })).percent).toBeNull();
  });

  it('drops the ranges of a percentage rule', () => {
    const input = parse({ percent: 1500, ranges: [{ from: 0, to: 5, amount: 1 }] });
    expect(normalizeCommissionInput(input).ranges).toEqual([]);
  });

  it('wants each range to end above its start', () => {
    const ranges = [
      { from: 100, to: 100, amount: 1 },
      { from: 200, to: 150, amount: 1 },
      { from: 300, to: null, amount: 1 },
    ];
    expect(issuesOf({ type: 'PRICE_RANGE', ranges })).toEqual([
      ['ranges.0.to', 'validation.invalidRange'],
      ['ranges.1.to', 'validation.invalidRange'],
    ]);
  });

  it('lets ranges meet at a bound but not overlap, an open range overlapping all after it', () => {
    const meeting = [
      { from: 1000, to: 5000, amount: 2 },
      { from: 0, to: 1000, amount: 1 },
      { from: 5000, to: null, amount: 3 },
    ];
    expect(issuesOf({ type: 'PRICE_RANGE', ranges: meeting })).toEqual([]);
    const overlapping = [
      { from: 0, to: null, amount: 1 },
      { from: 100, to: 200, amount: 2 },
      { from: 500, to: 600, amount: 3 },
      { from: 550, to: 700, amount: 4 },
    ];
    expect(issuesOf({ type: 'PRICE_RANGE', ranges: overlapping })).toEqual([
      ['ranges.1.from', 'commission.rangesOverlap'],
      ['ranges.2.from', 'commission.rangesOverlap'],
      ['ranges.3.from', 'commission.rangesOverlap'],
    ]);
  });

  it('says "minimum commission cannot exceed maximum" on the minimum', () => {
    expect(issuesOf({ percent: 1500, minAmount: 501, maxAmount: 500 })).toEqual([
      ['minAmount', 'commission.minAboveMax'],
    ]);
    expect(issuesOf({ percent: 1500, minAmount: 500, maxAmount: 500 })).toEqual([]);
    expect(issuesOf({ percent: 1500, minAmount: 501 })).toEqual([]);
  });
});

describe('the commission list', () => {
  it('filters by organization, cargo type and variant', () => {
    const filters = JSON.stringify([
      { field: 'organizationId', kind: 'SIMPLE', value: 7 },
      { field: 'cargoType', kind: 'SELECT', values: ['CONTAINER', 'VEHICLE'] },
      { field: 'integrator', kind: 'FLAG', value: false },
    ]);
    const query = commissionListQuerySchema.parse({ filters, sort: 'organizationName,desc' });
    expect(query.filters.map((filter) => filter.field)).toEqual(['organizationId', 'cargoType', 'integrator']);
    expect(query.sort).toEqual({ field: 'organizationName', direction: 'desc' });
    expect(Object.keys(COMMISSION_LIST)).toContain('organizationName');
    const bad = commissionListQuerySchema.safeParse({
      filters: '[{"field":"cargoType","kind":"SIMPLE","value":"SHIP"}]',
    });
    expect(bad.success).toBe(false);
  });
});
