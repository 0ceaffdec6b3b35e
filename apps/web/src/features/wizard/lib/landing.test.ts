import { describe, expect, it } from 'vitest';
import { todayIso } from '../../../shared/lib/days';
import { wizardLink } from '../../../shared/wizard-link';
import { landingTypes, parseLanding } from './landing';
import { decodeWizard } from '../../../shared/wizard-link/url-state';
import { MOSCOW_PLACE, SHANGHAI_PLACE } from './test-fixtures';

const today = todayIso();

describe('the cities-to-cities page’s address', () => {
  it('reads the countries, the cities, the hubs and the cargo form', () => {
    expect(
      parseLanding(
        '?fromCountry=cn&fromCity=Shanghai&toCountry=RU&toCity=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0&hubs=sea,RAILWAY_HUB&cargo=container',
      ),
    ).toEqual({
      fromCountry: 'CN',
      toCountry: 'RU',
      fromCity: 'Shanghai',
      toCity: 'Москва',
      hubs: ['SEA_PORT', 'RAILWAY_HUB'],
      cargo: 'CONTAINER',
    });
  });

  it('leaves out what it cannot read', () => {
    expect(parseLanding('?fromCountry=China&fromCity=%20%20&hubs=boats&cargo=ship')).toEqual({
      fromCountry: null,
      toCountry: null,
      fromCity: null,
      toCity: null,
      hubs: [],
      cargo: null,
    });
  });

  it('searches cities only, or cities and the hubs the link allows', () => {
    expect(landingTypes(parseLanding(''))).toEqual(['ADDRESS']);
    expect(landingTypes(parseLanding('?hubs=true'))).toEqual(['ADDRESS', 'SEA_PORT', 'AIRPORT_HUB', 'RAILWAY_HUB']);
  });
});

describe('the wizard opened from it', () => {
  it('carries the places found and the cargo form, nothing else', () => {
    const link = wizardLink({ from: SHANGHAI_PLACE, to: MOSCOW_PLACE }, 'CONTAINER', today);
    expect(link).toBe('/book/wizard?from=city_1_CN__Shanghai&to=city_2_RU__Moscow&cargo=CONTAINER');
    const decoded = decodeWizard(link.split('?')[1]!, today);
    expect(decoded.values).toMatchObject({
      from: { cityId: 1 },
      to: { cityId: 2 },
      cargoForm: 'CONTAINER',
      readyDate: today,
    });
  });

  it('opens a new wizard when nothing was found', () => {
    expect(wizardLink({ from: null, to: null }, null, today)).toBe('/book/wizard');
  });
});
