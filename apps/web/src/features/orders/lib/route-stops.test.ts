import type { QuotePoint } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { pointName, transitHubs } from './route-stops';

const point = (type: QuotePoint['type'], id: number, name: string, code: string | null = null): QuotePoint => ({
  type,
  id,
  code,
  name,
  cityName: null,
  countryCode: null,
});

describe('a route’s stops', () => {
  const shanghai = point('CITY', 1, 'Shanghai');
  const moscow = point('CITY', 2, 'Moscow');
  const cnsha = point('SEA_PORT', 10, 'Shanghai', 'CNSHA');
  const led = point('SEA_PORT', 11, 'Saint Petersburg', 'RULED');

  it('are the hubs between the ends, each once, in route order', () => {
    const legs = [
      { from: shanghai, to: cnsha },
      { from: cnsha, to: cnsha },
      { from: cnsha, to: led },
      { from: led, to: null },
      { from: led, to: moscow },
    ];
    expect(transitHubs(shanghai, moscow, legs)).toEqual([cnsha, led]);
  });

  it('name a point with its code when it has one', () => {
    expect(pointName(cnsha)).toBe('Shanghai (CNSHA)');
    expect(pointName(moscow)).toBe('Moscow');
  });
});
