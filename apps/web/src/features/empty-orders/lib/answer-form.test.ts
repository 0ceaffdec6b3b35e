import { describe, expect, it } from 'vitest';
import { checkAnswer, newAnswerValues } from './answer-form';

const today = '2026-03-10';
const filled = { ...newAnswerValues(), amount: 1250.5, transitDays: 30, validTo: '2026-04-01' };

describe('the price form', () => {
  it('sends the amount in minor units of the currency, half-up', () => {
    const { input } = checkAnswer(filled, { digits: 2, operator: false, today });
    expect(input).toEqual({
      amount: 125_050,
      currency: 'USD',
      transitDays: 30,
      validTo: '2026-04-01',
      mode: 'SEA',
      comment: null,
    });
  });

  it('places each problem at its field, as the API would', () => {
    const { input, problems } = checkAnswer(
      { ...filled, amount: 0, transitDays: null, validTo: '2026-03-09' },
      { digits: 2, operator: true, today },
    );
    expect(input).toBeUndefined();
    expect(problems.map((problem) => [problem.name?.join('.'), problem.key])).toEqual([
      ['organizationId', 'validation.required'],
      ['amount', 'refineRequests.amountPositive'],
      ['transitDays', 'validation.required'],
      ['validTo', 'refineRequests.validToPast'],
    ]);
  });

  it('names the partner only for operators', () => {
    expect(
      checkAnswer({ ...filled, organizationId: 7 }, { digits: 2, operator: false, today }).input,
    ).not.toHaveProperty('organizationId');
    expect(
      checkAnswer({ ...filled, organizationId: 7 }, { digits: 2, operator: true, today }).input?.organizationId,
    ).toBe(7);
  });
});
