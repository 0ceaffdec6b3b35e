import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierGroups, legsByIndex, type Calculation, type Order, type OrderEvent } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  dayFromNow,
  pricingCatchesUp,
  quoteRequest,
  selectRows,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { book, bookingDetails, createSellers, quote } from '../../../test/order-factories.js';

let t: TestApp;
let world: TariffWorld;
let operator: Actor;
let alpha: Actor;
let beta: Actor;
let gamma: Actor;
let client: Actor;
let colleague: Actor;
let stranger: Actor;
let seaTariffId: number;

const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);
const countOrders = async () =>
  (await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from orders`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const { marketplace, alphaLines, betaAgency, gammaLines } = await createSellers(db());
  const owners = await createOrganization(db(), { type: 'CLIENT', name: 'Owner Trading' });
  operator = await createActor(t.app, db(), marketplace, 'OPERATOR');
  alpha = await createActor(t.app, db(), alphaLines, 'PARTNER_MANAGER');
  beta = await createActor(t.app, db(), betaAgency, 'PARTNER_ADMIN');
  gamma = await createActor(t.app, db(), gammaLines, 'PARTNER_ADMIN');
  client = await createActor(t.app, db(), owners, 'CLIENT');
  colleague = await createActor(t.app, db(), owners, 'CLIENT');
  stranger = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
  // Alpha carries the sea leg; Beta's terminal handling at the Chinese port is a leg of the same route.
  seaTariffId = await createTariff(db(), { organizationId: alphaLines, world });
  await createTariff(db(), { kind: 'port-services', organizationId: betaAgency, world });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /orders', () => {
  it('books a quotation: one NEW delivery order per selling organization, the price as quoted, the carriers told', async () => {
    const { order, calculation } = await book(t.app, client, world);
    const quotation = calculation.quotations[0]!;
    const legs = legsByIndex(calculation.legs, quotation.legIndexes);
    const carriers = carrierGroups(legs.map((leg) => ({ organizationId: leg.organization.id })));
    expect(carriers.length).toBe(2);
    expect(order).toMatchObject({
      number: expect.stringMatching(/^CM-\d+$/),
      status: 'NEW',
      statusGroup: 'ACTIVE',
      calculationId: calculation.id,
      quotationId: quotation.id,
      organization: { id: client.organizationId, name: 'Owner Trading' },
      owner: { id: client.id },
      price: { total: quotation.total, totalUsd: quotation.totalUsd, transitDays: quotation.transitDays },
      details: { shipper: { name: 'Shanghai Export Co' }, internalId: 'PO-4711', notifyParties: [] },
      documents: [],
      manageable: false,
    });
    expect(
      order.deliveryOrders.map(({ status, carrierOrganizationId, number }) => ({
        status,
        carrierOrganizationId,
        number,
      })),
    ).toEqual(
      carriers.map((carrier, at) => ({
        status: 'NEW',
        carrierOrganizationId: carrier.organizationId,
        number: `${order.number}-${at + 1}`,
      })),
    );
    // Each share runs between the places its legs name: the port's service at one, the freight between two.
    const port = (id: number) => expect.objectContaining({ type: 'SEA_PORT', id });
    expect(order.deliveryOrders.map(({ stretches }) => stretches)).toEqual([
      [{ from: port(world.seaPorts[0]), to: null }],
      [{ from: port(world.seaPorts[0]), to: port(world.seaPorts[1]) }],
    ]);
    expect(order.deliveryOrders[0]!.tracking.find((day) => day.date === 'PICKUP_READY')).toEqual({
      date: 'PICKUP_READY',
      planned: calculation.readyDate,
      actual: null,
    });
    expect((await call('GET', `/orders/${order.id}`, client)).json().data).toEqual(order);

    const told = await selectRows<{ user_id: number; link: string }>(
      db(),
      sql`select user_id, link from notifications where kind = 'order.booked' and params->>'number' = ${order.number} order by user_id`,
    );
    expect(told).toEqual([
      {
        user_id: alpha.id,
        link: `/partner/delivery-orders/${order.deliveryOrders.find((one) => one.carrierOrganizationId === alpha.organizationId)!.id}`,
      },
      {
        user_id: beta.id,
        link: `/partner/delivery-orders/${order.deliveryOrders.find((one) => one.carrierOrganizationId === beta.organizationId)!.id}`,
      },
    ]);
    const mails = await selectRows<{ recipients: string[] }>(
      db(),
      sql`select recipients from mails where kind = 'order.booked' and subject like ${`%${order.number}%`} order by id`,
    );
    const emails = new Map([alpha, beta].map((partner) => [partner.organizationId, partner.email]));
    expect(mails.map((mail) => mail.recipients)).toEqual(
      order.deliveryOrders.map((delivery) => [emails.get(delivery.carrierOrganizationId)]),
    );
  });

  it('freezes the price: a tariff changed after the booking changes new quotes, not the order', async () => {
    const { order } = await book(t.app, client, world);
    const body = { ...tariffBody('sea', world), lines: [{ containerTypeId: world.containerTypes[1], price: 400_000 }] };
    const edited = await call('PUT', `/tariffs/sea/${seaTariffId}`, alpha, body);
    expect(edited.statusCode, edited.body).toBe(200);
    await pricingCatchesUp();
    const fresh = await quote(t.app, client, world);
    expect(fresh.quotations[0]!.totalUsd).toBeGreaterThan(order.price!.totalUsd);
    const again = (await call('GET', `/orders/${order.id}`, client)).json().data as Order;
    expect(again.price).toEqual(order.price);
    expect(again.legs).toEqual(order.legs);
  });

  it('refuses an outdated calculation until it is updated, and writes nothing', async () => {
    const calculation = await quote(t.app, client, world);
    await db().execute(sql`update calculations set ready_date = current_date - 1 where id = ${calculation.id}`);
    const before = await countOrders();
    const refused = await call('POST', '/orders', client, {
      calculationId: calculation.id,
      quotationId: calculation.quotations[0]!.id,
      ...bookingDetails(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('The calculation is outdated: update it before booking');
    expect(await countOrders()).toBe(before);

    const updated = (await call('POST', `/orders/calculations/${calculation.id}/update`, client)).json()
      .data as Calculation;
    const booked = await call('POST', '/orders', client, {
      calculationId: updated.id,
      quotationId: updated.quotations[0]!.id,
      ...bookingDetails(),
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('refuses bad details with field errors in the caller’s language, and writes nothing', async () => {
    const calculation = await quote(t.app, client, world);
    await db().execute(
      sql`update dictionary_entries set attributes = attributes || '{"sizeFeet": 20}' where id = ${world.containerTypes[0]}`,
    );
    const before = await countOrders();
    const party = { name: 'Notify Ltd', address: 'Somewhere 1' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...client.headers, 'accept-language': 'ru' },
      payload: {
        calculationId: calculation.id,
        quotationId: calculation.quotations[0]!.id,
        ...bookingDetails({
          consignee: { name: '', address: 'Moscow' },
          notifyParties: [party, party, party, party],
          containers: [{ containerTypeId: world.containerTypes[0], weightKg: 29_000 }],
        }),
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { fieldName: 'consignee.name', errorText: 'Это обязательное поле' },
      { fieldName: 'notifyParties', errorText: 'Достигнуто максимальное количество уведомляемых сторон' },
      { fieldName: 'containers.0.weightKg', errorText: 'Максимальная загрузка контейнера — 28 т' },
    ]);
    const numbered = await call('POST', '/orders', client, {
      calculationId: calculation.id,
      quotationId: calculation.quotations[0]!.id,
      ...bookingDetails({ containers: [{ containerTypeId: world.containerTypes[0], number: 'MSKU1234565' }] }),
    });
    expect(numbered.statusCode).toBe(400);
    expect(numbered.json().errors).toEqual([
      { fieldName: 'containers.0.number', errorText: "A 20' container number has 9 digits" },
    ]);
    const elsewhere = await call('POST', '/orders', client, {
      calculationId: calculation.id,
      quotationId: 2_000_000_000,
      ...bookingDetails(),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0].fieldName).toBe('quotationId');
    expect(await countOrders()).toBe(before);
  });

  it('books only the caller’s organization’s calculations: another’s is not found', async () => {
    const calculation = await quote(t.app, client, world);
    const response = await call('POST', '/orders', stranger, {
      calculationId: calculation.id,
      quotationId: calculation.quotations[0]!.id,
      ...bookingDetails(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('who sees an order', () => {
  it('is its organization, its carriers (their own delivery orders, no client price) and operators; nobody else', async () => {
    const { order } = await book(t.app, client, world);
    for (const who of [colleague, operator])
      expect((await call('GET', `/orders/${order.id}`, who)).json().data.deliveryOrders).toHaveLength(2);
    const asBeta = (await call('GET', `/orders/${order.id}`, beta)).json().data as Order;
    expect(asBeta.price).toBeNull();
    expect(asBeta.deliveryOrders.map((one) => one.carrierOrganizationId)).toEqual([beta.organizationId]);
    expect(
      asBeta.legs.filter((leg) => leg.cost !== null).every((leg) => leg.organization.id === beta.organizationId),
    ).toBe(true);
    const alphaDelivery = order.deliveryOrders.find((one) => one.carrierOrganizationId === alpha.organizationId)!;
    for (const who of [gamma, stranger]) {
      expect((await call('GET', `/orders/${order.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/orders/${order.id}/history`, who)).statusCode).toBe(404);
      expect((await call('GET', `/order-delivery/${alphaDelivery.id}`, who)).statusCode).toBe(404);
      expect((await call('GET', `/orders/${order.id}/check-access`, who)).json().data).toEqual({ access: false });
      const listed = (await call('GET', '/orders?size=100', who)).json().data;
      expect(listed.items.map((item: { id: number }) => item.id)).not.toContain(order.id);
    }
    // A carrier does not reach another carrier's delivery order of the same order.
    expect((await call('GET', `/order-delivery/${alphaDelivery.id}`, beta)).statusCode).toBe(404);
    expect((await call('GET', `/orders/${order.id}/check-access`, beta)).json().data).toEqual({ access: true });
  });
});

describe('operators manage orders', () => {
  it('change the owner to another customer’s user: the order moves to their organization', async () => {
    const { order } = await book(t.app, client, world);
    expect((await call('PUT', `/orders/${order.id}/owner`, client, { userId: stranger.id })).statusCode).toBe(403);
    const moved = await call('PUT', `/orders/${order.id}/owner`, operator, { userId: stranger.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      owner: { id: stranger.id },
      organization: { id: stranger.organizationId },
    });
    expect((await call('GET', `/orders/${order.id}`, client)).statusCode).toBe(404);
    expect((await call('GET', `/orders/${order.id}`, stranger)).statusCode).toBe(200);
    const [moving] = (await call('GET', `/orders/${order.id}/history`, stranger)).json().data.items.slice(-1);
    expect(moving).toMatchObject({
      action: 'OWNER',
      before: { owner: { id: client.id }, organization: { id: client.organizationId, name: 'Owner Trading' } },
      after: { owner: { id: stranger.id }, organization: { id: stranger.organizationId } },
    });
    const refused = await call('PUT', `/orders/${order.id}/owner`, operator, { userId: operator.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ fieldName: 'userId', errorText: 'Choose a client user as the owner' }]);
  });

  it('assign an operator as the manager, or none; history records both changes', async () => {
    const { order } = await book(t.app, client, world);
    expect((await call('PUT', `/orders/${order.id}/manager`, operator, { userId: alpha.id })).statusCode).toBe(400);
    const assigned = await call('PUT', `/orders/${order.id}/manager`, operator, { userId: operator.id });
    const operatorNamed = assigned.json().data.manager;
    expect(operatorNamed).toEqual({ id: operator.id, name: expect.any(String) });
    expect(
      (await call('PUT', `/orders/${order.id}/manager`, operator, { userId: null })).json().data.manager,
    ).toBeNull();
    const history = (await call('GET', `/orders/${order.id}/history`, client)).json().data.items as OrderEvent[];
    expect(history.map(({ action, before, after, user }) => ({ action, before, after, user: user?.id }))).toEqual([
      { action: 'BOOKED', before: null, after: expect.objectContaining({ number: order.number }), user: client.id },
      { action: 'MANAGER', before: { manager: null }, after: { manager: operatorNamed }, user: operator.id },
      { action: 'MANAGER', before: { manager: operatorNamed }, after: { manager: null }, user: operator.id },
    ]);
  });

  it('change the creation date, not after the ready date', async () => {
    const { order } = await book(t.app, client, world);
    const earlier = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const changed = await call('PUT', `/orders/${order.id}/create-date`, operator, { createdAt: earlier });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.createdAt.slice(0, 10)).toBe(earlier);
    const late = await call('PUT', `/orders/${order.id}/create-date`, operator, { createdAt: '2999-01-01' });
    expect(late.statusCode).toBe(400);
  });
});

describe('POST /orders/{id}/copy', () => {
  it('quotes the order’s request again today for the owner; a carrier may not', async () => {
    const { order, calculation } = await book(t.app, client, world);
    const copy = await call('POST', `/orders/${order.id}/copy`, client);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ request: { cargo: calculation.request.cargo } });
    expect(copy.json().data.id).not.toBe(calculation.id);
    expect((await call('POST', `/orders/${order.id}/copy`, beta)).statusCode).toBe(403);
  });
});

describe('POST /orders/manual', () => {
  const manual = (changes: object = {}) => ({
    ...bookingDetails(),
    ownerUserId: client.id,
    request: quoteRequest(world, { readyDate: dayFromNow(3) }),
    carriers: [
      {
        organizationId: alpha.organizationId,
        mode: 'SEA',
        cost: { amount: 180_000, currency: 'USD' },
        transitDays: 30,
      },
      { organizationId: beta.organizationId, mode: 'ROAD', cost: { amount: 45_000, currency: 'USD' }, transitDays: 3 },
    ],
    ...changes,
  });

  it('books for a customer’s user at the carriers’ prices: one delivery order each, the owner’s to see', async () => {
    const response = await call('POST', '/orders/manual', operator, manual());
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as Order;
    expect(order).toMatchObject({
      calculationId: null,
      quotationId: null,
      owner: { id: client.id },
      organization: { id: client.organizationId },
      readyDate: dayFromNow(3),
      price: { total: { amount: 225_000, currency: 'USD' }, totalUsd: 225_000, transitDays: 33 },
    });
    expect(order.deliveryOrders.map((one) => one.carrierOrganizationId)).toEqual([
      alpha.organizationId,
      beta.organizationId,
    ]);
    expect(order.legs.map((leg) => [leg.mode, leg.tariffId, leg.cost])).toEqual([
      ['SEA', null, { amount: 180_000, currency: 'USD' }],
      ['ROAD', null, { amount: 45_000, currency: 'USD' }],
    ]);
    expect((await call('GET', `/orders/${order.id}`, colleague)).statusCode).toBe(200);
  });

  it('is the operators’, and refuses an operator as owner, a client as carrier and an unpriced currency', async () => {
    expect((await call('POST', '/orders/manual', client, manual())).statusCode).toBe(403);
    const before = await countOrders();
    const refused = await call(
      'POST',
      '/orders/manual',
      operator,
      manual({
        ownerUserId: operator.id,
        carriers: [
          {
            organizationId: stranger.organizationId,
            mode: 'SEA',
            cost: { amount: 1, currency: 'USD' },
            transitDays: 1,
          },
        ],
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((error: { fieldName: string }) => error.fieldName)).toEqual([
      'ownerUserId',
      'carriers.0.organizationId',
    ]);
    const unpriced = await call(
      'POST',
      '/orders/manual',
      operator,
      manual({
        carriers: [
          { organizationId: alpha.organizationId, mode: 'SEA', cost: { amount: 1, currency: 'XTS' }, transitDays: 1 },
        ],
      }),
    );
    expect(unpriced.statusCode).toBe(400);
    expect(unpriced.json().errors[0].fieldName).toBe('carriers.0.cost.currency');
    expect(await countOrders()).toBe(before);
  });
});
