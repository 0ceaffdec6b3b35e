import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  type DeliveryOrder,
  type DeliveryOrderListItem,
  type Order,
  type OrderEvent,
  type OrderListItem,
} from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  dayFromNow,
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { book } from '../../../test/order-factories.js';

let t: TestApp;
let world: TariffWorld;
let operator: Actor;
let carrier: Actor;
let other: Actor;
let client: Actor;

const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);
const today = () => new Date().toISOString().slice(0, 10);

/** Books an order of Alpha's sea leg alone (one delivery order) as the client. */
async function booked(details: object = {}): Promise<{ order: Order; delivery: DeliveryOrder }> {
  const { order } = await book(t.app, client, world, details);
  expect(order.deliveryOrders).toHaveLength(1);
  return { order, delivery: order.deliveryOrders[0]! };
}

const setStatus = (id: number, status: string, who: Actor = carrier, body?: object) =>
  call('PUT', `/order-delivery/${id}/status?status=${status}`, who, body);

const historyOf = async (orderId: number, who: Actor = client) =>
  (await call('GET', `/orders/${orderId}/history`, who)).json().data.items as OrderEvent[];

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  const alpha = await createOrganization(db(), { name: 'Alpha Lines', profiles: sea });
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  carrier = await createActor(t.app, db(), alpha, 'PARTNER_MANAGER');
  other = await createActor(
    t.app,
    db(),
    await createOrganization(db(), { name: 'Other Lines', profiles: sea }),
    'PARTNER_ADMIN',
  );
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT', name: 'Owner' }), 'CLIENT', {
    lang: 'ru',
  });
  await createTariff(db(), { organizationId: alpha, world });
});

afterAll(async () => {
  await t?.close();
});

describe('PUT /order-delivery/{id}/status', () => {
  it('moves through the table: CONFIRMED, then IN_TRANSIT with its actual date; the order follows', async () => {
    const { order, delivery } = await booked();
    const seen = (await call('GET', `/order-delivery/${delivery.id}`, carrier)).json().data as DeliveryOrder;
    expect(seen.nextStatuses).toEqual(ORDER_STATUS_TRANSITIONS.NEW);
    const confirmed = await setStatus(delivery.id, 'CONFIRMED');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'CONFIRMED',
      nextStatuses: ORDER_STATUS_TRANSITIONS.CONFIRMED,
    });
    const departed = await setStatus(delivery.id, 'IN_TRANSIT', carrier, { date: today(), comment: 'Sailed on time' });
    expect(departed.statusCode, departed.body).toBe(200);
    const moved = departed.json().data as DeliveryOrder;
    expect(moved.tracking.find((day) => day.date === 'ORIGIN_HUB_DEPARTURE')).toEqual({
      date: 'ORIGIN_HUB_DEPARTURE',
      planned: null,
      actual: today(),
    });
    expect((await call('GET', `/orders/${order.id}`, client)).json().data.status).toBe('IN_TRANSIT');
    const history = await historyOf(order.id);
    expect(
      history.map(({ action, deliveryOrderId, before, after, user }) => ({
        action,
        deliveryOrderId,
        before,
        after,
        user: user?.id,
      })),
    ).toEqual([
      expect.objectContaining({ action: 'BOOKED', deliveryOrderId: null }),
      {
        action: 'STATUS',
        deliveryOrderId: delivery.id,
        before: { status: 'NEW' },
        after: { status: 'CONFIRMED' },
        user: carrier.id,
      },
      {
        action: 'STATUS',
        deliveryOrderId: delivery.id,
        before: { status: 'CONFIRMED' },
        after: { status: 'IN_TRANSIT', date: today(), comment: 'Sailed on time' },
        user: carrier.id,
      },
    ]);
  });

  it('passes every allowed transition and refuses a forbidden one from every status, changing nothing', async () => {
    const { delivery } = await booked();
    const setTo = (status: string) =>
      db().execute(sql`update delivery_orders set status = ${status} where id = ${delivery.id}`);
    for (const from of ORDER_STATUSES) {
      const allowed = ORDER_STATUS_TRANSITIONS[from];
      for (const to of allowed) {
        await setTo(from);
        const response = await setStatus(delivery.id, to, operator);
        expect(response.statusCode, `${from} → ${to}: ${response.body}`).toBe(200);
      }
      // A forbidden change: the status itself for a final one's neighbour, else the first the table refuses.
      const forbidden = ORDER_STATUSES.find((to) => !allowed.includes(to))!;
      await setTo(from);
      const refused = await setStatus(delivery.id, forbidden, operator);
      expect(refused.statusCode, `${from} → ${forbidden}`).toBe(409);
      expect(refused.json().error.message).toBe(`The status cannot change from “${from}” to “${forbidden}”`);
      const [row] = await selectRows<{ status: string }>(
        db(),
        sql`select status from delivery_orders where id = ${delivery.id}`,
      );
      expect(row!.status).toBe(from);
    }
  }, 120_000);

  it('reads the legacy CANCELED as CANCELLED and refuses an unknown status name', async () => {
    const { delivery } = await booked();
    const cancelled = await setStatus(delivery.id, 'canceled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'CANCELLED',
      statusGroup: 'INACTIVE',
      nextStatuses: ['ARCHIVED'],
    });
    const unknown = await setStatus(delivery.id, 'LOST_AT_SEA');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ fieldName: 'status', errorText: 'Unknown status' }]);
  });

  it('is the carrier’s and the operators’: the client is refused, another partner does not find it', async () => {
    const { delivery } = await booked();
    expect((await setStatus(delivery.id, 'CONFIRMED', client)).statusCode).toBe(403);
    expect((await setStatus(delivery.id, 'CONFIRMED', other)).statusCode).toBe(404);
    expect((await call('GET', `/order-delivery/${delivery.id}`, client)).json().data.nextStatuses).toEqual([]);
  });

  it('tells the client of each change in the app and by mail, in its language, unless the client muted it', async () => {
    const { order, delivery } = await booked();
    await setStatus(delivery.id, 'CONFIRMED');
    const notices = await t.app.inject({
      method: 'GET',
      url: '/api/v1/common/notifications',
      headers: { ...client.headers, 'accept-language': 'ru' },
    });
    expect(notices.json().data.items[0]).toMatchObject({
      kind: 'order.status',
      message: expect.stringContaining(`Заказ на доставку ${order.number}-1`),
      link: `/client/orders/${order.id}`,
      read: false,
    });
    expect(notices.json().data.items[0].message).toContain('Подтверждён отправителем');
    const mails = await selectRows<{ recipients: string[]; subject: string }>(
      db(),
      sql`select recipients, subject from mails where kind = 'order.status' and subject like ${`%${order.number}%`}`,
    );
    expect(mails).toEqual([
      { recipients: [client.email], subject: `Заказ на доставку ${order.number}-1: Подтверждён отправителем` },
    ]);

    const muted = await call('PUT', `/order-delivery/${delivery.id}/notification-status`, client, { enabled: false });
    expect(muted.statusCode, muted.body).toBe(200);
    await setStatus(delivery.id, 'WAITING_CARGO');
    const after = await selectRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from notifications where kind = 'order.status' and link = ${`/client/orders/${order.id}`}`,
    );
    expect(after[0]!.n).toBe(1);
    expect(
      (await call('PUT', `/order-delivery/${delivery.id}/notification-status`, carrier, { enabled: true })).statusCode,
    ).toBe(403);
  });
});

describe('tracking dates', () => {
  it('refuse an actual date before the planned ready date, and a ready date before the order was made', async () => {
    const { order, delivery } = await booked();
    const ready = order.readyDate;
    const early = await call('PUT', `/order-delivery/${delivery.id}/tracking`, carrier, {
      dates: [{ date: 'PICKUP_LOADING', actual: dayFromNow(-1) }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      {
        fieldName: 'tracking.PICKUP_LOADING.actual',
        errorText: 'The actual date cannot be before the planned ready date',
      },
    ]);
    const before = await call('PUT', `/order-delivery/${delivery.id}/tracking`, carrier, {
      dates: [{ date: 'PICKUP_READY', planned: dayFromNow(-3) }],
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors[0].fieldName).toBe('tracking.PICKUP_READY.planned');
    const departed = await setStatus(delivery.id, 'CARGO_SENT', carrier, { date: dayFromNow(-1) });
    expect(departed.statusCode).toBe(400);
    const unchanged = (await call('GET', `/order-delivery/${delivery.id}`, carrier)).json().data as DeliveryOrder;
    expect(unchanged.status).toBe('NEW');
    expect(unchanged.tracking.filter((day) => day.actual !== null)).toEqual([]);

    const planned = await call('PUT', `/order-delivery/${delivery.id}/tracking`, carrier, {
      dates: [
        { date: 'PICKUP_LOADING', actual: ready },
        { date: 'DELIVERY', planned: dayFromNow(40) },
      ],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const history = await historyOf(order.id);
    expect(history.at(-1)).toMatchObject({
      action: 'TRACKING',
      before: { PICKUP_LOADING: { planned: null, actual: null }, DELIVERY: { planned: null, actual: null } },
      after: { PICKUP_LOADING: { planned: null, actual: ready }, DELIVERY: { planned: dayFromNow(40), actual: null } },
    });
  });
});

describe('the carrier’s other changes', () => {
  it('keep manual cost, external id, payment and logistics, each in the history', async () => {
    const { order, delivery } = await booked();
    const put = (path: string, body: object) => call('PUT', `/order-delivery/${delivery.id}/${path}`, carrier, body);
    expect((await put('manual-cost', { cost: { amount: 123_400, currency: 'usd' } })).json().data.manualCost).toEqual({
      amount: 123_400,
      currency: 'USD',
    });
    expect((await put('external-id', { externalId: ' MAEU-778 ' })).json().data.externalId).toBe('MAEU-778');
    const paid = (await put('payment', { paymentState: 'PAID' })).json().data as DeliveryOrder;
    expect(paid.paymentState).toBe('PAID');
    expect(paid.tracking.find((day) => day.date === 'PAYMENT')!.actual).toBe(today());
    const logistics = { trackingNumber: 'TRK1', billOfLading: 'MAEU123', houseBills: ['HB-1', 'HB-2'] };
    expect((await put('logistics', logistics)).json().data.logistics).toEqual({
      ...logistics,
      awb: null,
      cmr: null,
      railwayBill: null,
    });
    expect((await put('payment', { paymentState: 'LATER' })).statusCode).toBe(400);
    expect(
      (await call('PUT', `/order-delivery/${delivery.id}/external-id`, client, { externalId: 'x' })).statusCode,
    ).toBe(403);
    expect((await historyOf(order.id)).map((event) => event.action)).toEqual([
      'BOOKED',
      'MANUAL_COST',
      'EXTERNAL_ID',
      'PAYMENT',
      'LOGISTICS',
    ]);
  });

  it('set a cargo status by name while automatic tracking is off, and are refused it while on', async () => {
    const { delivery } = await booked();
    const put = (name: string) => call('PUT', `/order-delivery/${delivery.id}/manual-status`, carrier, { name });
    expect((await put('confirmed')).json().data.status).toBe('CONFIRMED');
    expect((await put('Held for inspection')).json().data.status).toBe('CONFIRMED');
    await db().execute(sql`update delivery_orders set automatic_tracking = true where id = ${delivery.id}`);
    const refused = await put('PLANNING');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/automatic tracking/);
  });

  it('set one status for the whole request group', async () => {
    const { order } = await booked();
    const response = await call('PUT', `/order-delivery/groups/${order.id}/status?status=PLANNING`, operator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.items.map((one: DeliveryOrder) => one.status)).toEqual(['PLANNING']);
    expect((await call('PUT', `/order-delivery/groups/${order.id}/status?status=CONFIRMED`, client)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/order-delivery/groups/${order.id}`, other)).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('find orders by number or cargo reference, by status group and booking filter, and personal ones', async () => {
    const reference = `REF-${Date.now()}`;
    const { order, delivery } = await booked({ internalId: reference });
    const ids = async (query: string, who: Actor = client) => {
      const response = await call('GET', `/orders?size=100&${query}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.items as OrderListItem[]).map((item) => item.id);
    };
    expect(await ids(`search=${reference.slice(4)}`)).toEqual([order.id]);
    expect(await ids(`search=${order.number}`)).toEqual([order.id]);
    expect(await ids('group=ACTIVE')).toContain(order.id);
    expect(await ids('group=INACTIVE')).not.toContain(order.id);
    expect(await ids('filter=BOOKING_RECEIVED')).toContain(order.id);
    expect(await ids('personal=true')).toContain(order.id);
    expect(await ids('personal=true', carrier)).not.toContain(order.id);
    await setStatus(delivery.id, 'CANCELLED');
    expect(await ids('group=INACTIVE')).toContain(order.id);
    expect(await ids('filter=NOT_DELIVERED')).not.toContain(order.id);
    expect((await call('GET', '/orders?group=SOME', client)).statusCode).toBe(400);
  });

  it('list delivery orders with their order, to the carrier and the client, not to another partner', async () => {
    const { order, delivery } = await booked();
    const items = async (who: Actor) =>
      (await call('GET', '/order-delivery?size=100', who)).json().data.items as DeliveryOrderListItem[];
    expect((await items(carrier)).find((item) => item.id === delivery.id)).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      number: `${order.number}-1`,
      status: 'NEW',
      client: { name: 'Owner' },
    });
    expect((await items(client)).map((item) => item.id)).toContain(delivery.id);
    expect((await items(other)).map((item) => item.id)).not.toContain(delivery.id);
    const filtered = await call(
      'GET',
      `/order-delivery?filters=${encodeURIComponent(JSON.stringify([{ field: 'number', kind: 'SIMPLE', value: `${order.number}-1` }]))}`,
      carrier,
    );
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.json().data.items.map((item: DeliveryOrderListItem) => item.id)).toEqual([delivery.id]);
  });
});
