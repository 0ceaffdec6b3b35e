import { describe, expect, it } from 'vitest';
import { formatDay } from './format-date';

describe('formatDay', () => {
  it('shows a calendar day as DD.MM.YYYY in any time zone', () => {
    expect(formatDay('2026-03-01')).toBe('01.03.2026');
    expect(formatDay('')).toBe('');
  });
});
