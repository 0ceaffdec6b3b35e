import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderEvent } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { book } from '../../../test/order-factories.js';

let t: TestApp;
let world: TariffWorld;
let carrier: Actor;
let client: Actor;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  world = await createTariffWorld(db);
  await createQuoteRates(db, world);
  const lines = await createOrganization(db, {
    name: 'Race Lines',
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  carrier = await createActor(t.app, db, lines, 'PARTNER_ADMIN');
  client = await createActor(t.app, db, await createOrganization(db, { type: 'CLIENT' }), 'CLIENT');
  await createTariff(db, { organizationId: lines, world });
});

afterAll(async () => {
  await t?.close();
});

/**
 * 50 status changes sent at once to one delivery order, over PostgreSQL's pool of connections:
 * each is checked against the status it reads under the order's lock, so every change that
 * passes starts from the status the previous one left, and none is lost (docs/architecture.md §4).
 */
it('leaves exactly one consistent history when 50 status changes race on one delivery order', async () => {
  const { order } = await book(t.app, client, world);
  const delivery = order.deliveryOrders[0]!;
  // Statuses from every part of the table, so some changes pass and others are refused.
  const targets = Array.from({ length: 50 }, (_, at) => ORDER_STATUSES[(at * 7) % ORDER_STATUSES.length]!);
  const answers = await Promise.all(
    targets.map((status) => callApi(t.app, 'PUT', `/order-delivery/${delivery.id}/status?status=${status}`, carrier)),
  );
  const codes = answers.map((answer) => answer.statusCode);
  expect(
    codes.every((code) => code === 200 || code === 409 || code === 400),
    codes.join(),
  ).toBe(true);
  const passed = codes.filter((code) => code === 200).length;
  expect(passed).toBeGreaterThan(1);

  const history = (await callApi(t.app, 'GET', `/orders/${order.id}/history`, client)).json().data
    .items as OrderEvent[];
  const changes = history.filter((event) => event.action === 'STATUS');
  expect(changes).toHaveLength(passed);
  let status = 'NEW';
  for (const change of changes) {
    expect(change.before).toEqual({ status });
    status = change.after!.status as string;
  }
  const [row] = await selectRows<{ status: string; order_status: string }>(
    t.database.db,
    sql`select d.status, o.status as order_status from delivery_orders d join orders o on o.id = d.order_id
        where d.id = ${delivery.id}`,
  );
  expect(row).toEqual({ status, order_status: status });
});
