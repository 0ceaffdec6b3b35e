import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { callApi, createActor, createOrganization, withHeaders, type Actor } from '../../../test/factories.js';

/**
 * A delete that a reference refuses where no rule of the spec names it (a currency a commission
 * is set in: the currency's rules name rates, dictionaries and tariffs) answers 409 "An error
 * occurred while deleting." (Product specification, domain §8) in the caller's language, not a 500, and the
 * object stays.
 */

let t: TestApp;
let operator: Actor;
let partnerOrganization: number;
const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

beforeAll(async () => {
  t = await createTestApp();
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  partnerOrganization = await createOrganization(db(), { type: 'PARTNER' });
});
afterAll(() => t.close());

describe('a delete refused by a reference no rule names', () => {
  it('answers 409 with the spec’s message and keeps the currency a commission is set in', async () => {
    const created = await call('POST', '/dictionaries/currencies', operator, {
      code: 'XTS',
      minorUnits: 2,
      names: { en: 'Test currency' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const commission = await call('POST', '/comissions', operator, {
      organizationId: partnerOrganization,
      cargoType: 'CONTAINER',
      integrator: true,
      type: 'PERCENT_FROM_SALES',
      percent: 1500,
      minAmount: 5000,
      maxAmount: 50000,
      currency: 'XTS',
    });
    expect(commission.statusCode, commission.body).toBe(201);

    for (const language of ['en', 'ru', 'zh'] as const) {
      const refused = await call(
        'DELETE',
        '/dictionaries/currencies/XTS',
        withHeaders(operator, { 'accept-language': language }),
      );
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        error: { code: 'CONFLICT', message: translate(language, 'service.deleteFailed') },
        errors: [],
      });
    }
    expect((await call('GET', '/dictionaries/currencies/XTS', operator)).statusCode).toBe(200);
  });
});
