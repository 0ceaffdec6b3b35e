import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Currency, type ExchangeRate, type Role } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditRows, callApi, createActor, createOrganization, type Actor } from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);
const actor = (organizationId: number, role: Role) => createActor(t.app, db(), organizationId, role);

let operator: Actor;
let partner: Actor;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  operator = await actor(await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  partner = await actor(await createOrganization(db(), { type: 'PARTNER' }), 'PARTNER_ADMIN');
  for (const [code, minorUnits, en] of [
    ['USD', 2, 'US Dollar'],
    ['XTS', 2, 'Test currency'],
  ] as const) {
    const response = await call('POST', '/dictionaries/currencies', operator, { code, minorUnits, names: { en } });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

describe('currencies and exchange rates', () => {
  it('keeps every rate and shows the latest one that has started', async () => {
    for (const [rate, validFrom] of [
      ['79.5', daysAgo(2)],
      ['81.25', today],
      ['99', '2999-01-01'],
    ] as const) {
      const response = await call('POST', '/dictionaries/currencies/usd/rates', operator, { rate, validFrom });
      expect(response.statusCode, response.body).toBe(201);
    }
    const usd = (await call('GET', '/dictionaries/currencies/USD', operator)).json().data as Currency;
    expect(usd).toMatchObject({ rate: '81.25000000', rateDate: today });
    const history = (await call('GET', '/dictionaries/currencies/USD/rates', operator)).json().data;
    expect(history.items.map((rate: ExchangeRate) => rate.validFrom)).toEqual(['2999-01-01', today, daysAgo(2)]);
  });

  it('refuses a second rate for the same day, a negative rate and a bad date', async () => {
    const twice = await call('POST', '/dictionaries/currencies/USD/rates', operator, { rate: '80', validFrom: today });
    expect(twice.json().errors).toEqual([{ fieldName: 'validFrom', errorText: translate('en', 'validation.unique') }]);
    const bad = await call('POST', '/dictionaries/currencies/USD/rates', operator, {
      rate: '-1',
      validFrom: '2026-13-40',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { fieldName: string }) => error.fieldName)
        .sort(),
    ).toEqual(['rate', 'validFrom']);
  });

  it('refuses a currency code used twice and a change of code', async () => {
    const twice = await call('POST', '/dictionaries/currencies', operator, {
      code: 'usd',
      minorUnits: 2,
      names: { en: 'Again' },
    });
    expect(twice.json().errors).toEqual([{ fieldName: 'code', errorText: translate('en', 'validation.unique') }]);
    const renamed = await call('PUT', '/dictionaries/currencies/XTS', operator, {
      code: 'XTT',
      minorUnits: 2,
      names: { en: 'x' },
    });
    expect(renamed.statusCode).toBe(400);
  });

  it('keeps a currency that has rates, and deletes one that has none', async () => {
    const blocked = await call('DELETE', '/dictionaries/currencies/USD', operator);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(translate('en', 'dictionaries.deleteBlocked.currency'));
    expect((await call('DELETE', '/dictionaries/currencies/XTS', operator)).statusCode).toBe(200);
    expect((await call('GET', '/dictionaries/currencies/XTS', operator)).statusCode).toBe(404);
    expect((await auditRows(db(), 'currency', 'XTS')).map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('serves active currencies publicly, those with a rate first', async () => {
    await call('POST', '/dictionaries/currencies', operator, { code: 'AAA', minorUnits: 0, names: { en: 'Alpha' } });
    await call('POST', '/dictionaries/currencies', operator, {
      code: 'ZZZ',
      minorUnits: 2,
      names: { en: 'Zed' },
      active: false,
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/common/dictionaries/currencies' });
    expect(response.json().data.items.map((currency: Currency) => currency.code)).toEqual(['USD', 'AAA']);
  });

  it("filters and sorts the operators' list by any of its fields", async () => {
    const codes = async (query: string) => {
      const response = await call('GET', `/dictionaries/currencies?${query}`, operator);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.items.map((currency: Currency) => currency.code);
    };
    const filters = (value: object[]) => `filters=${encodeURIComponent(JSON.stringify(value))}`;
    await call('POST', '/dictionaries/currencies', operator, { code: 'BBB', minorUnits: 3, names: { en: 'Beta' } });
    expect(await codes(filters([{ field: 'rate', kind: 'EXISTS', value: true }]))).toEqual(['USD']);
    expect(await codes(`sort=code,desc&${filters([{ field: 'rate', kind: 'EXISTS', value: false }])}`)).toEqual([
      'ZZZ',
      'BBB',
      'AAA',
    ]);
    expect(await codes(filters([{ field: 'minorUnits', kind: 'INT_RANGE', from: 1, to: 2 }]))).toEqual(['USD', 'ZZZ']);
    expect(await codes(`sort=name,asc&${filters([{ field: 'active', kind: 'FLAG', value: true }])}`)).toEqual([
      'AAA',
      'BBB',
      'USD',
    ]);
    expect(
      await codes(
        filters([
          { field: 'rate', kind: 'FLOAT_RANGE', from: 81, to: 82 },
          { field: 'rateDate', kind: 'DATE_RANGE', from: today },
        ]),
      ),
    ).toEqual(['USD']);
    const bad = await call(
      'GET',
      `/dictionaries/currencies?${filters([{ field: 'rate', kind: 'CONTAINS', value: '8' }])}`,
      operator,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { fieldName: string }) => error.fieldName)).toEqual(['filters.0.kind']);
  });

  it('is kept by operators only', async () => {
    expect((await call('GET', '/dictionaries/currencies', partner)).statusCode).toBe(403);
    expect(
      (await call('POST', '/dictionaries/currencies/USD/rates', partner, { rate: '1', validFrom: today })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/dictionaries/currencies/USD/rates', undefined, { rate: '1', validFrom: today })).statusCode,
    ).toBe(401);
  });
});
