import { describe, expect, it } from 'vitest';
import { screenDefinition } from './screens';

describe('form values → API body', () => {
  it('trims, upper-cases codes, reads numbers and leaves empty optional fields out', () => {
    const screen = screenDefinition('container-types/common');
    const values = screen.formOf(null);
    const body = screen.bodyOf({
      ...values,
      code: ' 22g1 ',
      names: { en: ' 20’ Dry ', ru: 'Контейнер 20’', zh: '' },
      attributes: {
        ...(values.attributes as object),
        shortName: '',
        sizeFeet: 20,
        maxLoadKg: '28180,5',
        tareKg: null,
        reefer: false,
      },
    });
    expect(body).toEqual({
      code: '22G1',
      names: { en: '20’ Dry', ru: 'Контейнер 20’' },
      attributes: { kind: 'COMMON', sizeFeet: 20, maxLoadKg: 28180.5, reefer: false },
      active: true,
      sortOrder: 0,
    });
  });

  it('keeps the kind of the page a container type is added on', () => {
    const screen = screenDefinition('container-types/auto');
    expect(screen.formOf(null)).toMatchObject({ attributes: { kind: 'AUTO' } });
    expect(screen.bodyOf(screen.formOf(null)).attributes).toEqual({ kind: 'AUTO', reefer: false });
  });

  it('reads an entry into the form and back without losing anything', () => {
    const screen = screenDefinition('sea-line-conditions');
    const entry = {
      id: 7,
      dictionary: 'sea-line-conditions',
      code: null,
      names: { en: 'Free time', ru: 'Свободное время' },
      name: 'Free time',
      attributes: { seaLineId: 3, text: { en: '14 days free', zh: '免费14天' } },
      organization: { id: 5, name: 'Rail Road' },
      parentId: null,
      active: false,
      sortOrder: 2,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const values = screen.formOf(entry);
    expect(values).toMatchObject({
      names: { en: 'Free time', ru: 'Свободное время', zh: '' },
      attributes: { seaLineId: 3, text: { en: '14 days free', ru: '', zh: '免费14天' } },
      organizationId: 5,
      active: false,
    });
    expect(screen.bodyOf(values)).toEqual({
      names: { en: 'Free time', ru: 'Свободное время' },
      attributes: { seaLineId: 3, text: { en: '14 days free', zh: '免费14天' } },
      organizationId: 5,
      active: false,
      sortOrder: 2,
    });
  });

  it('sends countries, places and a parent as the contract has them', () => {
    const categories = screenDefinition('service-categories');
    expect(
      categories.bodyOf({ ...categories.formOf(null), code: 'port', names: { en: 'Port' }, parentId: 4 }),
    ).toMatchObject({
      code: 'PORT',
      parentId: 4,
    });
    const countries = screenDefinition('country-categories');
    expect(
      countries.bodyOf({
        ...countries.formOf(null),
        names: { en: 'EAEU' },
        attributes: { countries: ['ru', ' KZ ', ''] },
      }).attributes,
    ).toEqual({ countries: ['RU', 'KZ'] });
    const rules = screenDefinition('transportation-rules');
    const body = rules.bodyOf({
      ...rules.formOf(null),
      names: { en: 'Via Vladivostok' },
      attributes: {
        transport: 'SEA',
        origin: { type: 'SEA_PORT', id: 1 },
        destination: { type: 'ADDRESS', id: 9 },
        transit: null,
      },
    });
    expect(body.attributes).toEqual({
      transport: 'SEA',
      origin: { type: 'SEA_PORT', id: 1 },
      destination: { type: 'ADDRESS', id: 9 },
    });
  });

  it('finds the rules across fields before sending', () => {
    const rules = screenDefinition('transportation-rules');
    const place = { type: 'SEA_PORT', id: 1 };
    const body = rules.bodyOf({
      ...rules.formOf(null),
      names: { en: 'Loop' },
      attributes: { transport: 'SEA', origin: place, destination: { type: 'ADDRESS', id: 2 }, transit: place },
    });
    expect(rules.check?.(body)).toEqual([{ name: ['attributes', 'transit'], key: 'dictionaries.transitEqualsEnd' }]);
  });

  it('builds a hub’s body with the fields of its kind only', () => {
    const airports = screenDefinition('airport-hubs');
    expect(
      airports.bodyOf({
        ...airports.formOf(null),
        code: 'svo',
        names: { en: 'Sheremetyevo', ru: 'Шереметьево', zh: '' },
        countryCode: 'ru',
        cityId: null,
        latitude: 55.97,
        longitude: '',
        icao: 'uuee',
      }),
    ).toEqual({
      code: 'SVO',
      names: { en: 'Sheremetyevo', ru: 'Шереметьево' },
      countryCode: 'RU',
      latitude: 55.97,
      hasTerminals: false,
      active: true,
      icao: 'UUEE',
    });
    const hub = {
      id: 3,
      code: 'CNSHA',
      names: { en: 'Shanghai' },
      city: { id: 12, name: 'Shanghai' },
      countryCode: 'CN',
      latitude: 31.2,
      longitude: 121.5,
      hasTerminals: true,
      active: true,
    };
    expect(screenDefinition('sea-port-hubs').formOf(hub)).toMatchObject({ cityId: 12, hasTerminals: true });
    expect(screenDefinition('sea-port-hubs').bodyOf(screenDefinition('sea-port-hubs').formOf(hub))).not.toHaveProperty(
      'icao',
    );
  });

  it('builds a currency’s body', () => {
    const currencies = screenDefinition('currencies');
    expect(
      currencies.bodyOf({
        code: 'cny',
        names: { en: 'Yuan', ru: 'Юань', zh: '人民币' },
        symbol: ' ¥ ',
        numericCode: '',
        minorUnits: 2,
        active: true,
      }),
    ).toEqual({
      code: 'CNY',
      names: { en: 'Yuan', ru: 'Юань', zh: '人民币' },
      symbol: '¥',
      minorUnits: 2,
      active: true,
    });
    expect(currencies.keyOf({ code: 'CNY' })).toBe('CNY');
  });
});
