import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate, type GeoObject, type Hub, type Place, type Role } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditRows, callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);
const actor = (organizationId: number, role: Role) => createActor(t.app, db(), organizationId, role);

let operator: Actor;
let partner: Actor;
let china: GeoObject;
let russia: GeoObject;
let shanghai: GeoObject;
let moscow: GeoObject;

async function created<T>(url: string, payload: object): Promise<T> {
  const response = await call('POST', url, operator, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as T;
}
const geo = (payload: object) => created<GeoObject>('/dictionaries/geo', payload);
const hub = (kind: string, payload: object) => created<Hub>(`/dictionaries/${kind}`, payload);
const search = async (text: string, extra = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/geo/search?searchString=${encodeURIComponent(text)}${extra}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as Place[];
};

beforeAll(async () => {
  t = await createTestApp();
  const operators = await createOrganization(db(), { type: 'OPERATOR', name: 'Operator' });
  const partners = await createOrganization(db(), { type: 'PARTNER', name: 'Alpha Freight' });
  operator = await actor(operators, 'OPERATOR');
  partner = await actor(partners, 'PARTNER_ADMIN');
  china = await geo({ type: 'COUNTRY', countryCode: 'CN', names: { en: 'China', ru: 'Китай', zh: '中国' } });
  russia = await geo({ type: 'COUNTRY', countryCode: 'RU', names: { en: 'Russia', ru: 'Россия', zh: '俄罗斯' } });
  shanghai = await geo({
    type: 'CITY',
    parentId: china.id,
    countryCode: 'CN',
    names: { en: 'Shanghai', ru: 'Шанхай', zh: '上海' },
    latitude: 31.22,
    longitude: 121.46,
    population: 24_874_500,
  });
  moscow = await geo({
    type: 'CITY',
    parentId: russia.id,
    countryCode: 'RU',
    names: { en: 'Moscow', ru: 'Москва', zh: '莫斯科' },
    latitude: 55.75,
    longitude: 37.62,
    population: 12_506_468,
  });
});
afterAll(() => t.close());

describe('the geography tree', () => {
  it('refuses coordinates out of range, in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dictionaries/geo',
      headers: { ...operator.headers, 'accept-language': 'ru' },
      payload: {
        type: 'CITY',
        parentId: china.id,
        countryCode: 'CN',
        names: { en: 'Nowhere' },
        latitude: 91,
        longitude: -181,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { fieldName: 'latitude', errorText: translate('ru', 'geography.latitudeRange') },
      { fieldName: 'longitude', errorText: translate('ru', 'geography.longitudeRange') },
    ]);
  });

  it('accepts the edges of the ranges', async () => {
    const pole = await geo({
      type: 'CITY',
      parentId: russia.id,
      countryCode: 'RU',
      names: { en: 'Edge' },
      latitude: -90,
      longitude: 180,
    });
    expect(pole).toMatchObject({ latitude: -90, longitude: 180, childCount: 0 });
  });

  it('refuses a parent of the wrong level or of another country, and a country with a parent', async () => {
    const underCity = await call('POST', '/dictionaries/geo', operator, {
      type: 'CITY',
      parentId: shanghai.id,
      countryCode: 'CN',
      names: { en: 'Pudong' },
    });
    expect(underCity.json().errors).toEqual([
      { fieldName: 'parentId', errorText: translate('en', 'geography.parentLevel') },
    ]);
    const abroad = await call('POST', '/dictionaries/geo', operator, {
      type: 'CITY',
      parentId: russia.id,
      countryCode: 'CN',
      names: { en: 'Harbin' },
    });
    expect(abroad.json().errors).toEqual([
      { fieldName: 'parentId', errorText: translate('en', 'geography.parentCountry') },
    ]);
    const countryUnder = await call('POST', '/dictionaries/geo', operator, {
      type: 'COUNTRY',
      parentId: russia.id,
      countryCode: 'BY',
      names: { en: 'Belarus' },
    });
    expect(countryUnder.statusCode).toBe(400);
  });

  it('refuses a region moved under itself', async () => {
    const region = await geo({
      type: 'REGION',
      parentId: russia.id,
      countryCode: 'RU',
      code: '48',
      names: { en: 'Moscow Oblast' },
    });
    const response = await call('PUT', `/dictionaries/geo/${region.id}`, operator, {
      type: 'REGION',
      parentId: region.id,
      countryCode: 'RU',
      code: '48',
      names: { en: 'Moscow Oblast' },
    });
    expect(response.json().errors[0].fieldName).toBe('parentId');
  });

  it('refuses a country code used twice', async () => {
    const response = await call('POST', '/dictionaries/geo', operator, {
      type: 'COUNTRY',
      countryCode: 'cn',
      names: { en: 'China again' },
    });
    expect(response.json().errors).toEqual([{ fieldName: 'code', errorText: translate('en', 'validation.unique') }]);
  });

  it('lists the children of an object with their counts', async () => {
    const response = await call('GET', `/dictionaries/geo?parentId=${china.id}&sort=population,desc`, operator);
    expect(response.json().data.items.map((item: GeoObject) => item.name)).toEqual(['Shanghai']);
    const countries = await call('GET', '/dictionaries/geo?type=COUNTRY&sort=name,asc', operator);
    expect(countries.json().data.items.map((item: GeoObject) => [item.code, item.childCount])).toEqual([
      ['CN', 1],
      ['RU', 3],
    ]);
  });

  it('keeps a country with cities and a city with a port, with the spec’s message', async () => {
    const port = await hub('sea-port-hubs', {
      code: 'CNSHA',
      names: { en: 'Shanghai' },
      countryCode: 'CN',
      cityId: shanghai.id,
      latitude: 31.4,
      longitude: 121.5,
    });
    const country = await call('DELETE', `/dictionaries/geo/${china.id}`, operator);
    expect(country.statusCode).toBe(409);
    expect(country.json().error.message).toBe(translate('en', 'geography.deleteBlocked'));
    expect((await call('DELETE', `/dictionaries/geo/${shanghai.id}`, operator)).statusCode).toBe(409);
    expect(port.city).toEqual({ id: shanghai.id, name: 'Shanghai' });
  });

  it('deletes an object nothing depends on, and audits it', async () => {
    const lonely = await geo({ type: 'CITY', parentId: russia.id, countryCode: 'RU', names: { en: 'Lonely' } });
    expect((await call('DELETE', `/dictionaries/geo/${lonely.id}`, operator)).statusCode).toBe(200);
    const audit = await auditRows(db(), 'geoObject', lonely.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('is for operators only', async () => {
    expect((await call('GET', '/dictionaries/geo', partner)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/dictionaries/geo', partner, {
          type: 'COUNTRY',
          countryCode: 'KZ',
          names: { en: 'Kazakhstan' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('GET', '/dictionaries/geo')).statusCode).toBe(401);
  });
});

describe('hubs', () => {
  it('refuses a city of another country and a code used twice', async () => {
    const abroad = await call('POST', '/dictionaries/airport-hubs', operator, {
      code: 'PVG',
      names: { en: 'Pudong' },
      countryCode: 'RU',
      cityId: shanghai.id,
    });
    expect(abroad.json().errors).toEqual([
      { fieldName: 'cityId', errorText: translate('en', 'geography.cityCountry') },
    ]);
    await hub('airport-hubs', {
      code: 'SVO',
      icao: 'UUEE',
      names: { en: 'Sheremetyevo International Airport', ru: 'Шереметьево' },
      countryCode: 'RU',
      cityId: moscow.id,
      latitude: 55.97,
      longitude: 37.41,
    });
    const twice = await call('POST', '/dictionaries/airport-hubs', operator, {
      code: 'svo',
      names: { en: 'Again' },
      countryCode: 'RU',
    });
    expect(twice.json().errors).toEqual([{ fieldName: 'code', errorText: translate('en', 'validation.unique') }]);
  });

  it('keeps transport hub links away from themselves and out of circles', async () => {
    const zabaykalsk = await hub('transport-hubs', {
      code: 'TB-ZBK',
      names: { en: 'Zabaykalsk' },
      countryCode: 'RU',
      hubType: 'TRANSIT_BORDER',
      typeTransitBorder: 'RAIL',
    });
    const self = await call('PUT', `/dictionaries/transport-hubs/${zabaykalsk.id}`, operator, {
      code: 'TB-ZBK',
      names: { en: 'Zabaykalsk' },
      countryCode: 'RU',
      hubType: 'TRANSIT_BORDER',
      typeTransitBorder: 'RAIL',
      pairedHubId: zabaykalsk.id,
    });
    expect(self.json().errors).toEqual([
      { fieldName: 'pairedHubId', errorText: "You can't link an element to itself" },
    ]);

    const terminal = await hub('transport-hubs', {
      code: 'TB-ZBK-T1',
      names: { en: 'Terminal 1' },
      countryCode: 'RU',
      hubType: 'TERMINAL',
      parentId: zabaykalsk.id,
    });
    const circle = await call('PUT', `/dictionaries/transport-hubs/${zabaykalsk.id}`, operator, {
      code: 'TB-ZBK',
      names: { en: 'Zabaykalsk' },
      countryCode: 'RU',
      hubType: 'TRANSIT_BORDER',
      typeTransitBorder: 'RAIL',
      parentId: terminal.id,
    });
    expect(circle.json().errors).toEqual([
      { fieldName: 'parentId', errorText: "You can't use a parent element as a subsidiary one" },
    ]);

    const noBorderType = await call('POST', '/dictionaries/transport-hubs', operator, {
      code: 'TB-X',
      names: { en: 'X' },
      countryCode: 'RU',
      hubType: 'TRANSIT_BORDER',
    });
    expect(noBorderType.json().errors).toEqual([
      { fieldName: 'typeTransitBorder', errorText: translate('en', 'validation.required') },
    ]);

    const blocked = await call('DELETE', `/dictionaries/transport-hubs/${zabaykalsk.id}`, operator);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(translate('en', 'geography.hubDeleteBlocked'));
  });

  it('lists hubs publicly by name prefix and country, and all kinds at once', async () => {
    await hub('railway-hubs', {
      code: '940006',
      names: { en: 'Zabaykalsk', ru: 'Забайкальск' },
      countryCode: 'RU',
      border: true,
    });
    const ports = await t.app.inject({
      method: 'GET',
      url: '/api/v1/common/dictionaries/sea-port-hubs?name=shang&country=CN',
    });
    expect(ports.json().data.items.map((item: Hub) => item.code)).toEqual(['CNSHA']);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/v1/common/dictionaries/all-hubs?name=%D0%97%D0%B0%D0%B1',
    });
    expect(all.json().data.items.map((item: Hub) => [item.kind, item.code])).toEqual([['railway-hubs', '940006']]);
    const everything = await t.app.inject({ method: 'GET', url: '/api/v1/common/dictionaries/all-hubs?size=2' });
    expect(everything.json().data).toMatchObject({ total: 5 });
    expect(everything.json().data.items).toHaveLength(2);
  });
});

describe('place search', () => {
  it('finds Shanghai by its Russian and Chinese names, a prefix and the port code', async () => {
    for (const text of ['Шанхай', '上海', 'shang']) {
      const places = await search(text);
      expect(places[0], text).toMatchObject({ type: 'ADDRESS', cityId: shanghai.id, country: { code: 'CN' } });
      expect(
        places.some((place) => place.type === 'SEA_PORT' && place.code === 'CNSHA'),
        text,
      ).toBe(true);
    }
    const byCode = await search('CNSHA');
    expect(byCode[0]).toMatchObject({ type: 'SEA_PORT', code: 'CNSHA', name: 'Shanghai', detail: 'Shanghai' });
  });

  it('finds an airport by its IATA code and answers in the language asked', async () => {
    const [first] = await search('SVO', '&language=ru');
    expect(first).toMatchObject({ type: 'AIRPORT_HUB', code: 'SVO', name: 'Шереметьево', country: { name: 'Россия' } });
  });

  it('narrows to types and a country', async () => {
    expect((await search('shang', '&types=SEA_PORT')).map((place) => place.type)).toEqual(['SEA_PORT']);
    expect(await search('shang', '&country=RU')).toEqual([]);
  });

  it('finds a city as soon as it is added', async () => {
    await geo({
      type: 'CITY',
      parentId: russia.id,
      countryCode: 'RU',
      names: { en: 'Zabaykalsk', ru: 'Забайкальск' },
      population: 11_000,
    });
    // The index is rebuilt in the background; searches answer from the old one meanwhile.
    await vi.waitFor(
      async () => expect((await search('забайк', '&types=ADDRESS')).map((place) => place.name)).toEqual(['Zabaykalsk']),
      { timeout: 10_000, interval: 100 },
    );
  });

  it('refuses an unknown place type and an empty search', async () => {
    const badType = await t.app.inject({ method: 'GET', url: '/api/v1/geo/search?searchString=x&types=PLANET' });
    expect(badType.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'GET', url: '/api/v1/geo/search?searchString=' });
    expect(empty.statusCode).toBe(400);
  });
});
