import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatLatLon } from './format';

describe('numbers on the geography screen', () => {
  it('writes coordinates to five decimals at most', () => {
    expect(formatCoordinate(31.230416)).toBe('31.23042');
    expect(formatCoordinate(55.75)).toBe('55.75');
    expect(formatCoordinate(-0.1)).toBe('-0.1');
    expect(formatLatLon(31.2304, 121.4737)).toBe('31.2304, 121.4737');
    expect(formatLatLon(null, 121.4737)).toBeNull();
  });
});
