import { calculationSchema } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { CALCULATION, GUEST_CALCULATION } from './test-fixtures';

describe('the test calculations', () => {
  it('are what the API answers (calculationSchema)', () => {
    expect(calculationSchema.parse(CALCULATION)).toEqual(CALCULATION);
    expect(calculationSchema.parse(GUEST_CALCULATION)).toEqual(GUEST_CALCULATION);
  });
});
