import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translate, type Order } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
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
let operator: Actor;
let alpha: Actor;
let gamma: Actor;
let client: Actor;
let stranger: Actor;
let first: Order;
let second: Order;
let strangers: Order;

const db = () => t.database.db;
const send = (who: Actor | undefined, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/send-by-email',
    headers: { ...(who?.headers ?? {}), 'accept-language': language },
    payload,
  });

interface MailRow {
  recipients: string[];
  subject: string;
  text: string;
  language: string;
  organization_id: number | null;
}
const summaries = () =>
  selectRows<MailRow>(
    db(),
    sql`select recipients, subject, text, language, organization_id from mails where kind = 'order.summary' order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  const alphaLines = await createOrganization(db(), { name: 'Alpha Lines', profiles: sea });
  const owners = await createOrganization(db(), { type: 'CLIENT', name: 'Owner Trading' });
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await createActor(t.app, db(), alphaLines, 'PARTNER_MANAGER');
  gamma = await createActor(t.app, db(), await createOrganization(db(), { profiles: sea }), 'PARTNER_ADMIN');
  client = await createActor(t.app, db(), owners, 'CLIENT');
  stranger = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
  await createTariff(db(), { organizationId: alphaLines, world });
  first = (await book(t.app, client, world)).order;
  second = (await book(t.app, client, world)).order;
  strangers = (await book(t.app, stranger, world)).order;
});

// Each test reads the summaries it wrote; the bookings' own mails (to the carriers) are of another kind.
beforeEach(async () => {
  await db().execute(sql`delete from mails where kind = 'order.summary'`);
});

afterAll(async () => {
  await t?.close();
});

/** The order as `who` reads it in the language: the names its mail line must show. */
async function seen(order: Order, who: Actor, language: string): Promise<Order> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/orders/${order.id}`,
    headers: { ...who.headers, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Order;
}

describe('POST /orders/send-by-email', () => {
  it('writes one mail per address into the outbox, in the caller’s language, a line per order', async () => {
    const response = await send(
      client,
      {
        orderIds: [second.id, first.id, second.id],
        emails: ['buyer@example.com', 'boss@example.com', 'Buyer@Example.com'],
      },
      'ru',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ sent: 2 });

    const lines = await Promise.all(
      [second, first].map(async (order) => {
        const { from, to } = await seen(order, client, 'ru');
        const status = translate('ru', `dictionaries.enum.orderStatus.${order.status}`);
        return `${order.number}: ${from.name} → ${to.name}, ${status}, готовность ${order.readyDate.split('-').reverse().join('.')}`;
      }),
    );
    const mail = {
      subject: `Заявки ${second.number}, ${first.number}`,
      text: lines.join('\n'),
      language: 'ru',
      organization_id: client.organizationId,
    };
    expect(await summaries()).toEqual([
      { recipients: ['buyer@example.com'], ...mail },
      { recipients: ['boss@example.com'], ...mail },
    ]);
  });

  it('refuses bad input with field errors and sends nothing', async () => {
    const noOrders = await send(client, { orderIds: [], emails: ['buyer@example.com'] });
    expect(noOrders.statusCode).toBe(400);
    expect(noOrders.json().errors.map((error: { fieldName: string }) => error.fieldName)).toEqual(['orderIds']);
    const badEmail = await send(client, { orderIds: [first.id], emails: ['buyer@example.com', 'not an address'] });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.map((error: { fieldName: string }) => error.fieldName)).toEqual(['emails.1']);
    const tooMany = await send(client, {
      orderIds: [first.id],
      emails: Array.from({ length: 11 }, (_, at) => `reader${at}@example.com`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.map((error: { fieldName: string }) => error.fieldName)).toEqual(['emails']);
    expect(await summaries()).toEqual([]);
  });

  it('is for signed-in users: a guest gets 401', async () => {
    expect((await send(undefined, { orderIds: [first.id], emails: ['buyer@example.com'] })).statusCode).toBe(401);
    expect(await summaries()).toEqual([]);
  });

  it('sends only orders the caller sees: one other order refuses the whole request (404)', async () => {
    const body = (orderIds: number[]) => ({ orderIds, emails: ['buyer@example.com'] });
    for (const [who, orderIds] of [
      [client, [first.id, strangers.id]],
      [stranger, [first.id]],
      // A partner that carries none of the order's legs.
      [gamma, [first.id]],
      [client, [2_000_000_000]],
    ] as const) {
      const refused = await send(who, body([...orderIds]));
      expect(refused.statusCode, `${who.email} ${orderIds.join(',')}`).toBe(404);
      expect(refused.json().error.message).toBe('Booking number not found');
    }
    expect(await summaries()).toEqual([]);

    // The carrier of a leg and operators see the order, so they may send it.
    expect((await send(alpha, body([first.id]))).json().data).toEqual({ sent: 1 });
    expect((await send(operator, body([first.id, strangers.id]))).json().data).toEqual({ sent: 1 });
    expect((await summaries()).map((mail) => mail.subject)).toEqual([
      `Orders ${first.number}`,
      `Orders ${first.number}, ${strangers.number}`,
    ]);
  });
});
