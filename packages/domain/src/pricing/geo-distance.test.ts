import { describe, expect, it } from 'vitest';
import { greatCircleKm, roadDistanceKm } from './geo-distance.js';

const moscow = { latitude: 55.7558, longitude: 37.6173 };
const stPetersburg = { latitude: 59.9343, longitude: 30.3351 };
const novosibirsk = { latitude: 55.0084, longitude: 82.9357 };

describe('greatCircleKm', () => {
  it('measures known city pairs on a 6371 km sphere', () => {
    expect(greatCircleKm(moscow, stPetersburg)).toBeCloseTo(633.02, 2);
    expect(greatCircleKm(moscow, novosibirsk)).toBeCloseTo(2812.56, 2);
  });

  it('is zero for one point, symmetric, and half the circumference between antipodes', () => {
    expect(greatCircleKm(moscow, moscow)).toBe(0);
    expect(greatCircleKm(stPetersburg, moscow)).toBe(greatCircleKm(moscow, stPetersburg));
    expect(greatCircleKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371,
      6,
    );
  });
});

describe('roadDistanceKm', () => {
  it('stretches the great circle by 1.25 and rounds to whole km', () => {
    expect(roadDistanceKm(moscow, stPetersburg)).toBe(791); // 633.02 × 1.25 = 791.28
    expect(roadDistanceKm(moscow, novosibirsk)).toBe(3516); // 2812.56 × 1.25 = 3515.69
    expect(roadDistanceKm(moscow, moscow)).toBe(0);
  });

  it('is null when a point has no coordinates', () => {
    expect(roadDistanceKm(moscow, { latitude: null, longitude: 30 })).toBeNull();
    expect(roadDistanceKm({ latitude: 55, longitude: undefined }, moscow)).toBeNull();
  });
});
