import { describe, expect, it } from 'vitest';
import { validityState } from './validity';

describe('the expired marker', () => {
  it('marks a tariff expired once its last day is past, and expiring within 14 days', () => {
    expect(validityState('2026-06-09', '2026-06-10')).toEqual({ state: 'expired' });
    expect(validityState('2026-06-10', '2026-06-10')).toEqual({ state: 'expiring', days: 0 });
    expect(validityState('2026-06-24', '2026-06-10')).toEqual({ state: 'expiring', days: 14 });
    expect(validityState('2026-06-25', '2026-06-10')).toEqual({ state: 'valid' });
    // Across a change to summer time the days still count whole.
    expect(validityState('2026-04-05', '2026-03-25')).toEqual({ state: 'expiring', days: 11 });
  });
});
