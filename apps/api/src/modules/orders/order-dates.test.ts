import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type DeliveryOrder, type OrderStatus } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  type Actor,
  withHeaders,
  type TariffWorld,
} from '../../../test/factories.js';
import { book } from '../../../test/order-factories.js';

/**
 * Issue 28: a prepayment is taken before the pickup, and the statuses offered are the ones a
 * change will pass, in the order of the milestones.
 */

let t: TestApp;
let world: TariffWorld;
let carrier: Actor;
let other: Actor;
let client: Actor;
const db = () => t.database.db;
const today = new Date().toISOString().slice(0, 10);
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

/** An order of the world's lane ready in ten days: its one delivery order. */
async function readyInTenDays(): Promise<DeliveryOrder> {
  return (await book(t.app, client, world, {}, addDays(today, 10))).order.deliveryOrders[0]!;
}

const dateOf = (delivery: DeliveryOrder, date: string) => delivery.tracking.find((day) => day.date === date)!;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  const alpha = await createOrganization(db(), { name: 'Alpha Lines', profiles: sea });
  // The carrier reads Russian: the refusals come in the caller's language.
  const russian = await createActor(t.app, db(), alpha, 'PARTNER_MANAGER', { lang: 'ru' });
  carrier = withHeaders(russian, { 'accept-language': 'ru' });
  other = await createActor(
    t.app,
    db(),
    await createOrganization(db(), { name: 'Other', profiles: sea }),
    'PARTNER_ADMIN',
  );
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
  await createTariff(db(), { organizationId: alpha, world });
});

afterAll(async () => {
  await t?.close();
});

describe('a prepayment', () => {
  it('is recorded before the planned ready date: PAID fills the payment date with today', async () => {
    const delivery = await readyInTenDays();
    const paid = await call('PUT', `/order-delivery/${delivery.id}/payment`, carrier, { paymentState: 'PAID' });
    expect(paid.statusCode, paid.body).toBe(200);
    const view = paid.json().data as DeliveryOrder;
    expect(view.paymentState).toBe('PAID');
    expect(dateOf(view, 'PAYMENT').actual).toBe(today);
    // The invoice before the pickup is as normal; the cargo's dates still follow the ready date.
    const billed = await call('PUT', `/order-delivery/${delivery.id}/status?status=BILL`, carrier);
    expect(billed.statusCode, billed.body).toBe(200);
    expect(dateOf(billed.json().data as DeliveryOrder, 'INVOICE').actual).toBe(today);
  });

  it('is not dated before the order was made, nor after today', async () => {
    const delivery = await readyInTenDays();
    const early = await call('PUT', `/order-delivery/${delivery.id}/tracking`, carrier, {
      dates: [{ date: 'PAYMENT', actual: addDays(today, -3) }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([
      { fieldName: 'tracking.PAYMENT.actual', errorText: 'Дата не может быть раньше даты создания заявки' },
    ]);
    const later = await call('PUT', `/order-delivery/${delivery.id}/tracking`, carrier, {
      dates: [{ date: 'PAYMENT', actual: addDays(today, 1) }],
    });
    expect(later.statusCode).toBe(400);
    const cargo = await call('PUT', `/order-delivery/${delivery.id}/tracking`, carrier, {
      dates: [{ date: 'PICKUP_LOADING', actual: today }],
    });
    expect(cargo.json().errors).toEqual([
      {
        fieldName: 'tracking.PICKUP_LOADING.actual',
        errorText: 'Фактическая дата не может быть раньше плановой даты готовности',
      },
    ]);
  });

  it('is still the carrier’s and the operators’ to record: another partner is answered 404, the client 403', async () => {
    const delivery = await readyInTenDays();
    const body = { paymentState: 'PAID' };
    expect((await call('PUT', `/order-delivery/${delivery.id}/payment`, other, body)).statusCode).toBe(404);
    expect((await call('PUT', `/order-delivery/${delivery.id}/payment`, client, body)).statusCode).toBe(403);
  });
});

describe('the statuses offered', () => {
  /** The milestones a cargo not yet ready cannot have reached: each dates the cargo. */
  const dated: OrderStatus[] = [
    'COLLECTED_FROM_SHIPPER',
    'PICKED_UP',
    'CARGO_SENT',
    'ARRIVED_TO_DEPARTURE_HUB',
    'IN_TRANSIT',
    'ARRIVED_TO_TRANSIT_HUB',
    'ARRIVED_TO_HUB',
    'CUSTOMS_CLEARANCE',
    'ARRIVED_TO_DESTINATION_HUB',
    'AT_DESTINATION',
    'DELIVERED',
  ];

  it('before the ready date: only the changes that pass, in the order of the milestones', async () => {
    const delivery = await readyInTenDays();
    const seen = (await call('GET', `/order-delivery/${delivery.id}`, carrier)).json().data as DeliveryOrder;
    expect(seen.nextStatuses).toEqual([
      'PLANNING',
      'CONFIRMED',
      'WAITING_CARGO',
      'LOADING_COORDINATION',
      'BILL',
      'AWAITING_PAYMENT',
      'STANDBY',
      'CANCELLED',
    ]);
    // What is not offered is refused; nothing changes.
    for (const status of dated) {
      const refused = await call('PUT', `/order-delivery/${delivery.id}/status?status=${status}`, carrier);
      expect(refused.statusCode, status).toBe(400);
    }
    const again = (await call('GET', `/order-delivery/${delivery.id}`, carrier)).json().data as DeliveryOrder;
    expect(again.status).toBe('NEW');
    // Once the ready date is moved to today, the pickup is offered, after the loading coordination.
    const moved = await call('PUT', `/order-delivery/${delivery.id}/tracking`, carrier, {
      dates: [{ date: 'PICKUP_READY', planned: today }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const offered = (moved.json().data as DeliveryOrder).nextStatuses;
    expect(offered.slice(0, 7)).toEqual([
      'PLANNING',
      'CONFIRMED',
      'WAITING_CARGO',
      'LOADING_COORDINATION',
      'COLLECTED_FROM_SHIPPER',
      'PICKED_UP',
      'CARGO_SENT',
    ]);
    expect(offered.slice(-2)).toEqual(['STANDBY', 'CANCELLED']);
    expect((await call('PUT', `/order-delivery/${delivery.id}/status?status=PICKED_UP`, carrier)).statusCode).toBe(200);
  });

  it('are none for the client, who may not change them', async () => {
    const delivery = await readyInTenDays();
    const seen = (await call('GET', `/order-delivery/${delivery.id}`, client)).json().data as DeliveryOrder;
    expect(seen.nextStatuses).toEqual([]);
  });
});
