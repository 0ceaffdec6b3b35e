import type { Place } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { placeId, placeValue, toCalculationPlace } from './place-keys';

const base = { name: 'Shanghai', code: null, country: { code: 'CN', name: 'China' }, detail: null };

describe('a place as a calculation names it (Product specification, shell §3 place keys)', () => {
  it('a city goes by cityId, a port by seaPortId, an airport by airportId, a station by stationId', () => {
    expect(toCalculationPlace({ ...base, type: 'ADDRESS', cityId: 1 })).toEqual({ type: 'ADDRESS', cityId: 1 });
    expect(toCalculationPlace({ ...base, type: 'SEA_PORT', seaPortId: 2 })).toEqual({ type: 'SEA_PORT', seaPortId: 2 });
    expect(toCalculationPlace({ ...base, type: 'AIRPORT_HUB', airportId: 3 })).toEqual({
      type: 'AIRPORT_HUB',
      airportId: 3,
    });
    expect(toCalculationPlace({ ...base, type: 'RAILWAY_HUB', stationId: 4 })).toEqual({
      type: 'RAILWAY_HUB',
      stationId: 4,
    });
  });

  it('sends only the key of its own type', () => {
    const port: Place = { ...base, type: 'SEA_PORT', seaPortId: 2, cityId: 1 };
    expect(toCalculationPlace(port)).toEqual({ type: 'SEA_PORT', seaPortId: 2 });
    expect(placeId(port)).toBe(2);
  });

  it('has nothing to send when the id of its type is missing', () => {
    expect(toCalculationPlace({ ...base, type: 'AIRPORT_HUB', cityId: 1 })).toBeUndefined();
    expect(placeId({ ...base, type: 'AIRPORT_HUB' })).toBeUndefined();
  });

  it('tells a city from a port with the same id', () => {
    expect(placeValue({ ...base, type: 'ADDRESS', cityId: 7 })).toBe('ADDRESS:7');
    expect(placeValue({ ...base, type: 'SEA_PORT', seaPortId: 7 })).toBe('SEA_PORT:7');
  });
});
