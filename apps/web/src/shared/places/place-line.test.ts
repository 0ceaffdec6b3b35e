import type { Place } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { placeLine, placeTypeLabelKey, placeWhere } from './place-line';

const china = { code: 'CN', name: 'China' };

describe('the line of a place', () => {
  it('shows the flag, name, code and where it lies', () => {
    const airport: Place = {
      type: 'AIRPORT_HUB',
      airportId: 1,
      name: 'Sheremetyevo',
      code: 'SVO',
      detail: 'Moscow',
      country: { code: 'RU', name: 'Russia' },
    };
    expect(placeLine(airport, true)).toBe('🇷🇺 Sheremetyevo (SVO), Moscow, Russia');
  });

  it('leaves out the city when it is the place’s own name', () => {
    const port: Place = {
      type: 'SEA_PORT',
      seaPortId: 2,
      name: 'Shanghai',
      code: 'CNSHA',
      detail: 'Shanghai',
      country: china,
    };
    expect(placeLine(port, true)).toBe('🇨🇳 Shanghai (CNSHA), China');
  });

  it('a city has no code: its region tells namesakes apart', () => {
    const city: Place = {
      type: 'ADDRESS',
      cityId: 3,
      name: '上海',
      code: null,
      detail: '上海市',
      country: { code: 'CN', name: '中国' },
    };
    expect(placeLine(city, true)).toBe('🇨🇳 上海, 上海市, 中国');
    expect(placeLine(city, false)).toBe('上海, 上海市, 中国');
  });

  it('falls back to the country code when the country has no name', () => {
    expect(placeWhere({ name: 'Busan', detail: null, country: { code: 'KR', name: '' } })).toBe('KR');
  });

  it('names each place type in the catalogue', () => {
    expect(placeTypeLabelKey('RAILWAY_HUB')).toBe('placePicker.type.RAILWAY_HUB');
  });
});
