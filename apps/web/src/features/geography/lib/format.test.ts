import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatLatLon, groupDigits, ungroupDigits } from './format';

describe('numbers on the geography screen', () => {
  it('groups thousands with a space', () => {
    expect(groupDigits(24870895)).toBe('24\u00a0870\u00a0895');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1\u00a0000');
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(-1234567)).toBe('-1\u00a0234\u00a0567');
    expect(groupDigits('')).toBe('');
  });

  it('reads a grouped number back', () => {
    expect(ungroupDigits('24\u00a0870 895')).toBe('24870895');
    expect(ungroupDigits(undefined)).toBe('');
  });

  it('writes coordinates to five decimals at most', () => {
    expect(formatCoordinate(31.230416)).toBe('31.23042');
    expect(formatCoordinate(55.75)).toBe('55.75');
    expect(formatCoordinate(-0.1)).toBe('-0.1');
    expect(formatLatLon(31.2304, 121.4737)).toBe('31.2304, 121.4737');
    expect(formatLatLon(null, 121.4737)).toBeNull();
  });
});
