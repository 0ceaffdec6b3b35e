import { geoObjectInputSchema, type GeoObject } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { initialGeoValues, toGeoInput } from './geo-form-values';

const china: GeoObject = {
  id: 1,
  type: 'COUNTRY',
  parentId: null,
  countryCode: 'CN',
  code: 'CN',
  names: { en: 'China', ru: 'Китай', zh: '中国' },
  name: 'China',
  latitude: 35,
  longitude: 105,
  population: null,
  iso3: 'CHN',
  continent: 'AS',
  worldRegionId: 30,
  childCount: 31,
};

describe('the geo object form', () => {
  it('starts a new city of a country from the button’s preset', () => {
    const values = initialGeoValues(null, { type: 'CITY', countryCode: 'CN', parentId: 1 });
    expect(values).toMatchObject({ type: 'CITY', countryCode: 'CN', parentId: 1, latitude: null, code: '' });
  });

  it('sends a city with its parent, and none of a country’s fields', () => {
    const values = initialGeoValues(null, { type: 'CITY', countryCode: 'cn', parentId: 1 });
    values.names = { en: ' Testgrad ', ru: 'Тестград', zh: '' };
    values.latitude = 31.5;
    values.longitude = 121;
    values.population = 12000;
    const input = toGeoInput(values);
    expect(input).toEqual({
      type: 'CITY',
      countryCode: 'CN',
      parentId: 1,
      code: null,
      names: { en: 'Testgrad', ru: 'Тестград', zh: undefined },
      latitude: 31.5,
      longitude: 121,
      population: 12000,
      iso3: null,
      continent: null,
      worldRegionId: null,
    });
    expect(geoObjectInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends a country as its own code, without a parent', () => {
    const input = toGeoInput({ ...initialGeoValues(china), iso3: 'chn' });
    expect(input).toMatchObject({
      type: 'COUNTRY',
      countryCode: 'CN',
      code: 'CN',
      parentId: null,
      iso3: 'CHN',
      continent: 'AS',
      worldRegionId: 30,
    });
    expect(geoObjectInputSchema.safeParse(input).success).toBe(true);
  });

  it('a latitude out of range is the contract’s range message', () => {
    const values = initialGeoValues(null, { type: 'CITY', countryCode: 'CN', parentId: 1 });
    values.names.en = 'Testgrad';
    values.latitude = 95;
    const result = geoObjectInputSchema.safeParse(toGeoInput(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('geography.latitudeRange');
  });
});
