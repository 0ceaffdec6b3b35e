import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type Order } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  withHeaders,
  type Actor,
} from '../../../test/factories.js';
import { book } from '../../../test/order-factories.js';

/**
 * An order whose stored data cannot be read (its legs broken by hand here) fails its page with
 * the spec's "Failed to receive order data" (Product specification, domain §8) in the reader's language, not
 * "Server error". Still a 500: such a row is a bug, and it is logged as one.
 */

let t: TestApp;
let client: Actor;
let operator: Actor;
let order: Order;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const carrier = await createOrganization(db(), {
    name: 'Alpha Lines',
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  await createTariff(db(), { organizationId: carrier, world });
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  order = (await book(t.app, client, world)).order;
});
afterAll(() => t.close());

describe('an order whose data cannot be read', () => {
  it('answers "Failed to receive order data" on the order’s and its delivery order’s pages', async () => {
    const delivery = order.deliveryOrders[0]!;
    await db().execute(sql`update orders set legs = '"broken"'::jsonb where id = ${order.id}`);
    for (const language of ['en', 'ru', 'zh'] as const) {
      const who = withHeaders(client, { 'accept-language': language });
      for (const url of [`/orders/${order.id}`, `/orders/${order.id}/short`]) {
        const failed = await callApi(t.app, 'GET', url, who);
        expect(failed.statusCode, url).toBe(500);
        expect(failed.json().error).toEqual({
          code: 'INTERNAL',
          message: translate(language, 'service.orderDataFailed'),
        });
      }
    }
    const page = await callApi(t.app, 'GET', `/order-delivery/${delivery.id}`, operator);
    expect(page.statusCode).toBe(500);
    expect(page.json().error.message).toBe(translate('en', 'service.orderDataFailed'));
  });
});
