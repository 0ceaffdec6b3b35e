import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, displayDay, LANGUAGES, type Calculation, type Language, type Order } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  quoteRequest,
  selectRows,
  type Actor,
  withHeaders,
  type TariffWorld,
} from '../../../test/factories.js';
import { bookingDetails } from '../../../test/order-factories.js';

/**
 * Every kind of mail the product writes, rendered as it leaves through the outbox: dates as the
 * recipient's language writes them (D144) and amounts by the display rule (Product specification,
 * domain §9), never `2026-12-10` (issue 28).
 */

let t: TestApp;
let world: TariffWorld;
let client: Actor;
let carrier: Actor;
const db = () => t.database.db;
const today = new Date().toISOString().slice(0, 10);
const ISO_DAY = /\d{4}-\d{2}-\d{2}/;
const SHOWN_DAY = /\b\d{2}\.\d{2}\.\d{4}\b/;

type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object, language = 'ru') =>
  callApi(t.app, method, url, who && withHeaders(who, { 'accept-language': language }), payload);

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const alpha = await createOrganization(db(), {
    name: 'Alpha Lines',
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  carrier = await createActor(t.app, db(), alpha, 'PARTNER_ADMIN', { lang: 'zh' });
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT', { lang: 'ru' });
  await createTariff(db(), { organizationId: alpha, world });
});

afterAll(async () => {
  await t?.close();
});

describe('mails', () => {
  it('of every kind show days as the recipient’s language writes them and no ISO date', async () => {
    // A booking (to the carrier), a status (to the client), the orders' summary in each language.
    const quoted = (
      await call('POST', '/orders/calculations', client, quoteRequest(world, { readyDate: addDays(today, 9) }))
    ).json().data as Calculation;
    const booked = await call('POST', '/orders', client, {
      calculationId: quoted.id,
      quotationId: quoted.quotations[0]!.id,
      ...bookingDetails(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json().data as Order;
    const confirmed = await call(
      'PUT',
      `/order-delivery/${order.deliveryOrders[0]!.id}/status?status=CONFIRMED`,
      carrier,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (const language of LANGUAGES) {
      const sent = await call(
        'POST',
        '/orders/send-by-email',
        client,
        { orderIds: [order.id], emails: [`summary.${language}@example.com`] },
        language,
      );
      expect(sent.statusCode, sent.body).toBe(200);
    }
    // A price request with no online rate (to the partners of the direction) and its answer (to the client).
    const unrated = (
      await call(
        'POST',
        '/orders/calculations',
        client,
        quoteRequest(world, { to: { type: 'ADDRESS', cityId: world.cities[1] }, readyDate: addDays(today, 9) }),
      )
    ).json().data as Calculation;
    expect((await call('POST', `/orders/calculations/${unrated.id}/refine-price`, client)).statusCode).toBe(201);
    const answered = await call('POST', `/orders/calculations/${unrated.id}/refine-price/answers`, carrier, {
      amount: 125_050_00,
      currency: 'USD',
      transitDays: 35,
      validTo: addDays(today, 30),
      mode: 'SEA',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    // The account's own mail.
    const restore = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/send-restore-password',
      payload: { email: client.email },
      headers: { 'accept-language': 'zh' },
    });
    expect(restore.statusCode, restore.body).toBe(200);

    const mails = await selectRows<{ kind: string; language: string; subject: string; text: string }>(
      db(),
      sql`select kind, language, subject, text from mails order by id`,
    );
    expect(new Set(mails.map((mail) => mail.kind))).toEqual(
      new Set(['order.booked', 'order.status', 'order.summary', 'refine.request', 'refine.answer', 'password.restore']),
    );
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`, mail.kind).not.toMatch(ISO_DAY);
    }
    const summaries = mails.filter((mail) => mail.kind === 'order.summary');
    expect(summaries.map((mail) => mail.language)).toEqual(['ru', 'en', 'zh']);
    const ready = addDays(today, 9);
    for (const mail of summaries) expect(mail.text).toContain(displayDay(ready, mail.language as Language));
    expect(summaries[0]!.text).toContain(`готовность ${displayDay(ready, 'ru')}`);
    expect(summaries[1]!.text).toContain(displayDay(ready, 'en'));
    expect(summaries[2]!.text).toContain(`就绪日期 ${displayDay(ready, 'zh')}`);
    const answer = mails.find((mail) => mail.kind === 'refine.answer')!;
    expect(answer.language).toBe('ru');
    expect(answer.text).toMatch(SHOWN_DAY);
    expect(answer.text).toMatch(/125\s050 USD/u);
    const request = mails.find((mail) => mail.kind === 'refine.request')!;
    expect(request.language).toBe('zh');
    expect(request.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  });
});
