import { describe, expect, it } from 'vitest';
import type { Commission } from '@cargo/domain';
import { checkCommission, formPathOf } from './form-check';
import { formValuesOf, inputOf, newFormValues, type CommissionFormValues } from './form-values';

const operator = { operator: true };
const partner = { operator: false };
const filled = (changes: Partial<CommissionFormValues> = {}): CommissionFormValues => ({
  ...newFormValues(operator, 7),
  cargoType: 'CONTAINER',
  percent: 15,
  minAmount: 50,
  maxAmount: 500,
  ...changes,
});
const problemsOf = (values: CommissionFormValues, context = operator, digits = 2) =>
  checkCommission(context, values, digits).problems.map((problem) => [problem.name?.join('.'), problem.key]);

describe('the commission form', () => {
  it('sends minor units of the currency and hundredths of a percent', () => {
    const check = checkCommission(operator, filled({ percent: 12.75, minAmount: 49.99 }), 2);
    expect(check.problems).toEqual([]);
    expect(check.input).toMatchObject({ organizationId: 7, percent: 1275, minAmount: 4999, maxAmount: 50000 });
    const yen = checkCommission(operator, filled({ currency: 'JPY', minAmount: 5000, maxAmount: null }), 0);
    expect(yen.input).toMatchObject({ minAmount: 5000, maxAmount: null });
  });

  it('sends the steps of a range rule and not the percentage, and a partner no organization', () => {
    const values = filled({
      type: 'PRICE_RANGE',
      ranges: [
        { from: 0, to: 1000, amount: 30 },
        { from: 1000, to: null, amount: 75.5 },
      ],
    });
    expect(inputOf(partner, values, 2)).toEqual({
      cargoType: 'CONTAINER',
      integrator: true,
      type: 'PRICE_RANGE',
      currency: 'USD',
      percent: null,
      ranges: [
        { from: 0, to: 100000, amount: 3000 },
        { from: 100000, to: null, amount: 7550 },
      ],
      minAmount: 5000,
      maxAmount: 50000,
    });
  });

  it('shows each rule at its field, as the API would', () => {
    // The contract first (as the API reads the body), then the rules between fields.
    expect(problemsOf(filled({ cargoType: null, percent: null }))).toEqual([['cargoType', 'validation.required']]);
    expect(problemsOf(filled({ percent: null }))).toEqual([['percent', 'validation.required']]);
    expect(problemsOf(filled({ percent: 100.01 }))).toEqual([['percent', 'commission.percentRange']]);
    expect(problemsOf(filled({ minAmount: 600 }))).toEqual([['minAmount', 'commission.minAboveMax']]);
    const ranges = [
      { from: 0, to: null, amount: 1 },
      { from: 10, to: 5, amount: null },
    ];
    expect(problemsOf(filled({ type: 'PRICE_RANGE', ranges }))).toEqual([['ranges.1.amount', 'validation.required']]);
    expect(problemsOf(filled({ type: 'PRICE_RANGE', ranges: [ranges[0]!, { ...ranges[1]!, amount: 2 }] }))).toEqual([
      ['ranges.1.to', 'validation.invalidRange'],
    ]);
    expect(problemsOf(filled({ type: 'PRICE_RANGE', ranges: [] }))).toEqual([['ranges', 'commission.rangeRequired']]);
  });

  it('wants an operator to choose the organization: the API would take the operator’s own', () => {
    expect(problemsOf(filled({ organizationId: null }))).toEqual([['organizationId', 'validation.required']]);
    expect(checkCommission(operator, filled({ organizationId: null }), 2).input).toBeUndefined();
    expect(problemsOf(filled({ organizationId: null }), partner)).toEqual([]);
  });

  it('shows the organization’s problems above the buttons on a partner’s form, which has no such field', () => {
    expect(formPathOf(partner, ['organizationId'])).toBeUndefined();
    expect(formPathOf(operator, ['organizationId'])).toEqual(['organizationId']);
    expect(formPathOf(operator, ['ranges', 2, 'from'])).toEqual(['ranges', 2, 'from']);
  });

  it('reads a rule of the API back in major units and percent', () => {
    const rule: Commission = {
      id: 1,
      organization: { id: 7, name: 'Alpha' },
      cargoType: 'VEHICLE',
      integrator: false,
      type: 'PRICE_RANGE',
      percent: null,
      ranges: [{ from: 0, to: null, amount: 125050 }],
      minAmount: null,
      maxAmount: 99,
      currency: 'RUB',
      editable: true,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(formValuesOf(rule, 2)).toEqual({
      organizationId: 7,
      integrator: false,
      cargoType: 'VEHICLE',
      type: 'PRICE_RANGE',
      currency: 'RUB',
      percent: null,
      ranges: [{ from: 0, to: null, amount: 1250.5 }],
      minAmount: null,
      maxAmount: 0.99,
    });
    expect(formValuesOf({ ...rule, type: 'PERCENT_FROM_SALES', percent: 1275, ranges: [] }, 2).percent).toBe(12.75);
  });
});
