import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, EXPIRING_WITHIN_DAYS, type Calculation, type DeliveryOrder } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  quoteRequest,
  type Actor,
  withHeaders,
  type TariffWorld,
} from '../../../test/factories.js';
import { book, bookingDetails } from '../../../test/order-factories.js';

/**
 * "Today" is the caller's day (issue 28): the same rules asked by a caller in Asia/Vladivostok
 * (UTC+10) and in America/Los_Angeles (UTC-8/-7), at a moment when their day is not the UTC
 * day. The process's clock is set to that moment (only `Date`; the database keeps its own); each
 * test signs its people in under it, so their tokens are of that moment too.
 */

let t: TestApp;
let world: TariffWorld;
let partnerOrganization: number;
let clientOrganization: number;
const db = () => t.database.db;
/** The real UTC day the tests run on: D. */
const D = new Date().toISOString().slice(0, 10);

type Method = Parameters<typeof callApi>[1];
/** `who` calling from `zone` (the header the web client sends), or with no zone at all. */
const from = (who: Actor, zone?: string): Actor => (zone ? withHeaders(who, { 'x-timezone': zone }) : who);
const call = (method: Method, url: string, who: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

/** Sets the process's clock to `instant`, moving on from there. */
function clockAt(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
}

async function people() {
  return {
    carrier: await createActor(t.app, db(), partnerOrganization, 'PARTNER_MANAGER'),
    client: await createActor(t.app, db(), clientOrganization, 'CLIENT'),
  };
}

/** A booking of the world's lane by `client` (no zone), ready on `readyDate`: its one delivery order. */
async function bookedOn(client: Actor, readyDate: string): Promise<DeliveryOrder> {
  return (await book(t.app, client, world, {}, readyDate)).order.deliveryOrders[0]!;
}

const pickup = (delivery: DeliveryOrder) => delivery.tracking.find((day) => day.date === 'PICKUP_LOADING')!;
const expiredCount = async (who: Actor) =>
  (await call('GET', `/organizations/${partnerOrganization}/expired-tariffs/sea`, who)).json().data as {
    expired: number;
    expiring: number;
  };

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  partnerOrganization = await createOrganization(db(), {
    name: 'Far East Lines',
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  clientOrganization = await createOrganization(db(), { type: 'CLIENT', name: 'Owner' });
  const sea = (validFrom: string, validTo: string) =>
    createTariff(db(), { organizationId: partnerOrganization, world, input: { validFrom, validTo } });
  await sea(addDays(D, -30), addDays(D, 90));
  // The expiry rules' edges: until D-1, until D, until D+14, until D+15.
  for (const until of [-1, 0, EXPIRING_WITHIN_DAYS, EXPIRING_WITHIN_DAYS + 1])
    await sea(addDays(D, -60), addDays(D, until));
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await t?.close();
});

describe('a caller in Asia/Vladivostok at 07:00 of D+1 (21:00 UTC of D)', () => {
  const zone = 'Asia/Vladivostok';

  it('records the pickup of cargo ready today there: offered, taken with the day, paid the same day', async () => {
    clockAt(`${D}T21:00:00Z`);
    const { carrier, client } = await people();
    const delivery = await bookedOn(client, addDays(D, 1));
    await call('PUT', `/order-delivery/${delivery.id}/status?status=CONFIRMED`, carrier);

    // In UTC it is still D: the pickup is not offered, and taken it would come before the ready date.
    const utc = (await call('GET', `/order-delivery/${delivery.id}`, carrier)).json().data as DeliveryOrder;
    expect(utc.nextStatuses).not.toContain('PICKED_UP');
    const refused = await call('PUT', `/order-delivery/${delivery.id}/status?status=PICKED_UP`, carrier);
    expect(refused.statusCode).toBe(400);

    const there = (await call('GET', `/order-delivery/${delivery.id}`, from(carrier, zone))).json()
      .data as DeliveryOrder;
    expect(there.nextStatuses).toContain('PICKED_UP');
    const picked = await call('PUT', `/order-delivery/${delivery.id}/status?status=PICKED_UP`, from(carrier, zone), {
      date: addDays(D, 1),
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(pickup(picked.json().data as DeliveryOrder).actual).toBe(addDays(D, 1));

    const paid = await call('PUT', `/order-delivery/${delivery.id}/payment`, from(carrier, zone), {
      paymentState: 'PAID',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json().data as DeliveryOrder).tracking.find((day) => day.date === 'PAYMENT')!.actual).toBe(
      addDays(D, 1),
    );
  });

  it('refuses a ready date of D there, outdates a calculation ready on D and refuses to book it', async () => {
    clockAt(`${D}T21:00:00Z`);
    const { client } = await people();
    const pastThere = await call(
      'POST',
      '/orders/calculations',
      from(client, zone),
      quoteRequest(world, { readyDate: D }),
    );
    expect(pastThere.statusCode).toBe(400);
    expect(pastThere.json().errors).toEqual([expect.objectContaining({ fieldName: 'readyDate' })]);

    const made = (await call('POST', '/orders/calculations', client, quoteRequest(world, { readyDate: D }))).json()
      .data as Calculation;
    expect(made.outdated).toBe(false);
    const seen = (await call('GET', `/orders/calculations/${made.id}`, from(client, zone))).json().data as Calculation;
    expect(seen.outdated).toBe(true);
    const booking = { calculationId: made.id, quotationId: made.quotations[0]!.id, ...bookingDetails() };
    expect((await call('POST', '/orders', from(client, zone), booking)).statusCode).toBe(409);
  });

  it('counts a tariff valid until D as expired there and one until D+15 as expiring', async () => {
    clockAt(`${D}T21:00:00Z`);
    const { carrier } = await people();
    // UTC (D): expired the one until D-1; expiring those until D and D+14.
    expect(await expiredCount(carrier)).toMatchObject({ expired: 1, expiring: 2 });
    // Vladivostok (D+1): expired until D-1 and D; expiring until D+14 and D+15.
    expect(await expiredCount(from(carrier, zone))).toMatchObject({ expired: 2, expiring: 2 });
  });
});

describe('a caller in America/Los_Angeles on the evening of D-1 (03:00 UTC of D)', () => {
  const zone = 'America/Los_Angeles';

  it('is not offered the pickup of cargo ready on D, and a pickup dated D is in the future there', async () => {
    clockAt(`${D}T03:00:00Z`);
    const { carrier, client } = await people();
    const delivery = await bookedOn(client, D);

    const there = (await call('GET', `/order-delivery/${delivery.id}`, from(carrier, zone))).json()
      .data as DeliveryOrder;
    expect(there.nextStatuses).not.toContain('PICKED_UP');
    expect(there.nextStatuses).not.toContain('DELIVERED');
    const future = await call('PUT', `/order-delivery/${delivery.id}/status?status=PICKED_UP`, from(carrier, zone), {
      date: D,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual([
      expect.objectContaining({
        fieldName: 'tracking.PICKUP_LOADING.actual',
        errorText: 'The actual date cannot be in the future',
      }),
    ]);

    // In UTC it is D already: offered and taken.
    const utc = (await call('GET', `/order-delivery/${delivery.id}`, carrier)).json().data as DeliveryOrder;
    expect(utc.nextStatuses).toContain('PICKED_UP');
    const picked = await call('PUT', `/order-delivery/${delivery.id}/status?status=PICKED_UP`, carrier);
    expect(picked.statusCode, picked.body).toBe(200);

    // A day recorded in UTC is still tomorrow in Los Angeles; a change of another date stands.
    const tracked = await call('PUT', `/order-delivery/${delivery.id}/tracking`, from(carrier, zone), {
      dates: [{ date: 'DELIVERY', planned: addDays(D, 30) }],
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
  });

  it('books cargo ready on D-1 there, and a carrier there confirms it although the order is of D in UTC', async () => {
    clockAt(`${D}T03:00:00Z`);
    const { carrier, client } = await people();
    const { order } = await book(t.app, from(client, zone), world, {}, addDays(D, -1));
    // Made now: 03:00 UTC of D (the database's clock is not the test's).
    await db().execute(sql`update orders set created_at = ${`${D}T03:00:00Z`}::timestamptz where id = ${order.id}`);
    const delivery = order.deliveryOrders[0]!;

    const confirmed = await call('PUT', `/order-delivery/${delivery.id}/status?status=CONFIRMED`, from(carrier, zone));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const planned = await call('PUT', `/order-delivery/${delivery.id}/tracking`, from(carrier, zone), {
      dates: [{ date: 'PICKUP_READY', planned: addDays(D, -1) }],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    // A day before any zone's day of the order stays refused.
    const early = await call('PUT', `/order-delivery/${delivery.id}/tracking`, from(carrier, zone), {
      dates: [{ date: 'PICKUP_READY', planned: addDays(D, -2) }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([expect.objectContaining({ fieldName: 'tracking.PICKUP_READY.planned' })]);
  });

  it('takes a ready date of D-1 there and keeps it current; in UTC it is past', async () => {
    clockAt(`${D}T03:00:00Z`);
    const { client } = await people();
    const request = quoteRequest(world, { readyDate: addDays(D, -1) });
    expect((await call('POST', '/orders/calculations', client, request)).statusCode).toBe(400);
    const there = await call('POST', '/orders/calculations', from(client, zone), request);
    expect(there.statusCode, there.body).toBe(201);
    const made = there.json().data as Calculation;
    expect(made.outdated).toBe(false);
    expect(((await call('GET', `/orders/calculations/${made.id}`, client)).json().data as Calculation).outdated).toBe(
      true,
    );
  });

  it('counts a tariff valid until D-1 as still expiring there, and one until D+14 not yet', async () => {
    clockAt(`${D}T03:00:00Z`);
    const { carrier } = await people();
    // Los Angeles (D-1): nothing expired; expiring until D-1 and D (D+14 is after D-1 + 14).
    expect(await expiredCount(from(carrier, zone))).toMatchObject({ expired: 0, expiring: 2 });
  });
});

describe('a zone the API does not know', () => {
  it('is UTC: no error, the UTC day', async () => {
    clockAt(`${D}T21:00:00Z`);
    const { carrier } = await people();
    for (const zone of ['Mars/Olympus_Mons', 'Europe/Berlin; drop table tariffs', 'x'.repeat(300)]) {
      const answer = await call(
        'GET',
        `/organizations/${partnerOrganization}/expired-tariffs/sea`,
        from(carrier, zone),
      );
      expect(answer.statusCode, zone).toBe(200);
      expect(answer.json().data).toMatchObject({ expired: 1, expiring: 2 });
    }
  });
});
