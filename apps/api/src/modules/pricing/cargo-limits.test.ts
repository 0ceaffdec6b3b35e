import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariffWorld,
  quoteRequest,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

/** The further length limit of Product specification, shell §5: 17300 cm where an end is in the United States. */
let t: TestApp;
let client: Actor;
let china: TariffWorld;
let america: TariffWorld;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  china = await createTariffWorld(db());
  america = await createTariffWorld(db());
  await createQuoteRates(db(), china);
  // The second world's second port is in the United States (before the pricing index is first built).
  await db().execute(sql`update sea_ports set country_code = 'US' where id = ${america.seaPorts[1]}`);
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
});
afterAll(() => t.close());

const general = (amount: number, length: number) => ({
  type: 'GENERAL_CARGO' as const,
  items: [{ amount, length, width: 100, height: 100, weight: 500 }],
});

describe('POST /orders/calculations: the further length limit', () => {
  it('refuses 15 pieces of 12 m to the United States at the line’s length, in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/calculations',
      headers: { ...client.headers, 'accept-language': 'zh' },
      payload: quoteRequest(america, { cargo: general(15, 1200) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { fieldName: 'cargo.items.0.length', errorText: translate('zh', 'cargo.lotTooLong', { max: 17_300 }) },
    ]);
  });

  it('takes 14 of them to the United States, and 15 between China and Russia', async () => {
    const us = await callApi(
      t.app,
      'POST',
      '/orders/calculations',
      client,
      quoteRequest(america, { cargo: general(14, 1200) }),
    );
    expect(us.statusCode, us.body).toBe(201);
    const elsewhere = await callApi(
      t.app,
      'POST',
      '/orders/calculations',
      client,
      quoteRequest(china, { cargo: general(15, 1200) }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });
});
