import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calculation, DeliveryOrder, DeliveryOrderListItem, Order } from '@cargo/domain';
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
  type TariffWorld,
} from '../../../test/factories.js';
import { bookingDetails } from '../../../test/order-factories.js';

/**
 * One order, two carriers: Road Co picks up at the door in "Pudong" and delivers from the Russian
 * port to the door in "Moscow"; Sea Lines carries the sea leg between the ports. Each carrier's
 * delivery order, list row and notices name its own share; the order names the whole route. The
 * fees each reader receives are pinned on the calculation, the order and the delivery orders.
 */
let t: TestApp;
let world: TariffWorld;
let operator: Actor;
let client: Actor;
let road: Actor;
let sea: Actor;
let stranger: Actor;
let calculation: Calculation;
let order: Order;

const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);
const usd = (amount: number) => ({ amount, currency: 'USD' });
const point = (type: string, id: number) => expect.objectContaining({ type, id });

const ROAD = 'Road Co';
const SEA = 'Sea Lines';
const shareOf = (carrier: string) => order.deliveryOrders.find((delivery) => delivery.carrier.name === carrier)!;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  // Doors named apart from the ports of the same cities, so a text tells them apart.
  await db().execute(
    sql`update geo_objects set names = ${JSON.stringify({ en: 'Pudong', ru: 'Пудун', zh: '浦东' })}::jsonb where id = ${world.cities[0]}`,
  );
  await db().execute(
    sql`update geo_objects set names = ${JSON.stringify({ en: 'Moscow', ru: 'Москва', zh: '莫斯科' })}::jsonb where id = ${world.cities[1]}`,
  );
  const roadOrg = await createOrganization(db(), {
    name: ROAD,
    profiles: [{ kind: 'Road_transportation', status: 'APPROVED' }],
  });
  const seaOrg = await createOrganization(db(), {
    name: SEA,
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT', name: 'Owner' }), 'CLIENT', {
    lang: 'en',
  });
  road = await createActor(t.app, db(), roadOrg, 'PARTNER_MANAGER', { lang: 'en' });
  sea = await createActor(t.app, db(), seaOrg, 'PARTNER_ADMIN', { lang: 'en' });
  stranger = await createActor(
    t.app,
    db(),
    await createOrganization(db(), {
      name: 'Other Lines',
      profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
    }),
    'PARTNER_ADMIN',
  );
  await createTariff(db(), { organizationId: seaOrg, world });
  const boxes = [
    { containerTypeId: world.containerTypes[0], price: 30_000 },
    { containerTypeId: world.containerTypes[1], price: 40_000 },
  ];
  for (const [from, to] of [
    [
      { type: 'CITY', id: world.cities[0] },
      { type: 'SEA_PORT', id: world.seaPorts[0] },
    ],
    [
      { type: 'SEA_PORT', id: world.seaPorts[1] },
      { type: 'CITY', id: world.cities[1] },
    ],
  ])
    await createTariff(db(), {
      kind: 'road-transportation',
      organizationId: roadOrg,
      world,
      input: { variant: 'CONTAINER', from, to, rangeUnit: undefined, distanceRange: null, lines: boxes } as never,
    });
  // The marketplace's commission and Sea Lines' own markup: 10 % and 5 % of its sales.
  for (const integrator of [true, false]) {
    const rule = await call('POST', '/comissions', operator, {
      organizationId: seaOrg,
      cargoType: 'CONTAINER',
      integrator,
      type: 'PERCENT_FROM_SALES',
      percent: integrator ? 1000 : 500,
      currency: 'USD',
    });
    expect(rule.statusCode, rule.body).toBe(201);
  }
  const quoted = await call(
    'POST',
    '/orders/calculations',
    client,
    quoteRequest(world, {
      from: { type: 'ADDRESS', cityId: world.cities[0] },
      to: { type: 'ADDRESS', cityId: world.cities[1] },
    }),
  );
  expect(quoted.statusCode, quoted.body).toBe(201);
  calculation = quoted.json().data;
  const both = calculation.quotations.find((quotation) => {
    const sellers = new Set(quotation.legIndexes.map((index) => calculation.legs[index]!.organization.name));
    return sellers.has(ROAD) && sellers.has(SEA);
  });
  expect(both, JSON.stringify(calculation.quotations)).toBeDefined();
  const booked = await call('POST', '/orders', client, {
    calculationId: calculation.id,
    quotationId: both!.id,
    ...bookingDetails(),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  order = booked.json().data;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a carrier’s share of the route', () => {
  it('is what its delivery order names: the road carrier’s two stretches, the sea carrier’s one', async () => {
    expect(order.deliveryOrders).toHaveLength(2);
    const roadShare = (await call('GET', `/order-delivery/${shareOf(ROAD).id}`, road)).json().data as DeliveryOrder;
    expect(roadShare.stretches).toEqual([
      { from: point('CITY', world.cities[0]), to: point('SEA_PORT', world.seaPorts[0]) },
      { from: point('SEA_PORT', world.seaPorts[1]), to: point('CITY', world.cities[1]) },
    ]);
    const seaShare = (await call('GET', `/order-delivery/${shareOf(SEA).id}`, sea)).json().data as DeliveryOrder;
    expect(seaShare.stretches).toEqual([
      { from: point('SEA_PORT', world.seaPorts[0]), to: point('SEA_PORT', world.seaPorts[1]) },
    ]);
    // The client and operators see each share the same way, on the order's page too.
    const seen = (await call('GET', `/orders/${order.id}`, client)).json().data as Order;
    expect(seen.deliveryOrders.map((delivery) => delivery.stretches)).toEqual(
      [shareOf(ROAD), shareOf(SEA)]
        .sort((a, b) => a.position - b.position)
        .map((delivery) => (delivery === shareOf(ROAD) ? roadShare.stretches : seaShare.stretches)),
    );
    const group = (await call('GET', `/order-delivery/groups/${order.id}`, road)).json().data.items as DeliveryOrder[];
    expect(group.map((delivery) => delivery.stretches)).toEqual([roadShare.stretches]);
  });

  it('is what the delivery-order list shows each carrier, while the order shows the whole route', async () => {
    const listed = async (who: Actor) =>
      ((await call('GET', '/order-delivery', who)).json().data.items as DeliveryOrderListItem[]).filter(
        (item) => item.orderId === order.id,
      );
    const [roadRow] = await listed(road);
    expect(roadRow!.stretches.map((stretch) => [stretch.from.name, stretch.to?.name])).toEqual([
      ['Pudong', `Shanghai ${world.tag}`],
      [`Saint Petersburg ${world.tag}`, 'Moscow'],
    ]);
    const [seaRow] = await listed(sea);
    expect(seaRow!.stretches.map((stretch) => [stretch.from.name, stretch.to?.name])).toEqual([
      [`Shanghai ${world.tag}`, `Saint Petersburg ${world.tag}`],
    ]);
    expect((await listed(operator)).map((row) => row.stretches)).toHaveLength(2);
    for (const who of [road, sea, client]) {
      const whole = (await call('GET', `/orders/${order.id}`, who)).json().data as Order;
      expect([whole.from.name, whole.to.name]).toEqual(['Pudong', 'Moscow']);
    }
  });

  it('is what the carriers’ booking notices and mails name, and the client’s status notice', async () => {
    const noticeOf = async (who: Actor, kind: string) =>
      ((await call('GET', '/common/notifications', who)).json().data.items as { kind: string; message: string }[]).find(
        (item) => item.kind === kind,
      )!.message;
    const port = (name: string) => `${name} ${world.tag}`;
    expect(await noticeOf(road, 'order.booked')).toBe(
      `New booking ${order.number}: Pudong → ${port('Shanghai')}; ${port('Saint Petersburg')} → Moscow for Owner. Confirm the delivery order.`,
    );
    expect(await noticeOf(sea, 'order.booked')).toBe(
      `New booking ${order.number}: ${port('Shanghai')} → ${port('Saint Petersburg')} for Owner. Confirm the delivery order.`,
    );
    const mails = await selectRows<{ recipients: string[]; subject: string }>(
      db(),
      sql`select recipients, subject from mails where kind = 'order.booked' and subject like ${`%${order.number}%`} order by id`,
    );
    // What the notice asks for is an action: the mail leads to the very delivery order to confirm.
    const texts = await selectRows<{ text: string }>(
      db(),
      sql`select text from mails where kind = 'order.booked' and ${sea.email} = any(recipients) and subject like ${`%${order.number}%`}`,
    );
    expect(texts).toEqual([
      {
        text: expect.stringMatching(
          new RegExp(`Open the delivery order: \\S+/partner/delivery-orders/${shareOf(SEA).id}$`),
        ),
      },
    ]);
    expect(mails).toEqual(
      expect.arrayContaining([
        {
          recipients: [road.email],
          subject: `New booking ${order.number}: Pudong → ${port('Shanghai')}; ${port('Saint Petersburg')} → Moscow`,
        },
        {
          recipients: [sea.email],
          subject: `New booking ${order.number}: ${port('Shanghai')} → ${port('Saint Petersburg')}`,
        },
      ]),
    );
    const confirmed = await call('PUT', `/order-delivery/${shareOf(SEA).id}/status?status=CONFIRMED`, sea);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await noticeOf(client, 'order.status')).toBe(
      `Delivery order ${order.number}-${shareOf(SEA).position} (${port('Shanghai')} → ${port('Saint Petersburg')}): Confirmed by the shipper`,
    );
  });
});

describe('the fees each reader receives', () => {
  const quotationOf = (seen: Calculation) => seen.quotations.find((quotation) => quotation.id === order.quotationId)!;

  it('on the calculation: the client one service fee, the operator the parts, a carrier not its amounts', async () => {
    const fees = (seen: Calculation) => {
      const { commission, sellerReward, serviceFee } = quotationOf(seen);
      return { commission, sellerReward, serviceFee };
    };
    const asClient = fees((await call('GET', `/orders/calculations/${calculation.id}`, client)).json().data);
    const asOperator = fees((await call('GET', `/orders/calculations/${calculation.id}`, operator)).json().data);
    const { commission, sellerReward } = asOperator;
    expect(commission!.amount).toBeGreaterThan(0);
    expect(sellerReward!.amount).toBe(commission!.amount / 2);
    expect(asOperator).toEqual({ commission: usd(commission!.amount), sellerReward, serviceFee: null });
    expect(asClient).toEqual({
      commission: null,
      sellerReward: null,
      serviceFee: usd(commission!.amount + sellerReward!.amount),
    });
    for (const who of [sea, stranger]) {
      const seen = await call('GET', `/orders/calculations/${calculation.id}`, who);
      if (seen.statusCode === 200)
        expect(fees(seen.json().data)).toEqual({ commission: null, sellerReward: null, serviceFee: null });
      else expect(seen.statusCode).toBe(404);
    }
  });

  it('on the order: the client the service fee, the operator the parts, its carrier no price, another carrier nothing', async () => {
    const priceFor = async (who: Actor) => (await call('GET', `/orders/${order.id}`, who)).json().data.price;
    const asOperator = await priceFor(operator);
    expect(asOperator.commission.amount).toBeGreaterThan(0);
    expect(asOperator).toMatchObject({ serviceFee: null, sellerReward: usd(asOperator.commission.amount / 2) });
    expect(await priceFor(client)).toMatchObject({
      commission: null,
      sellerReward: null,
      serviceFee: usd(asOperator.commission.amount + asOperator.sellerReward.amount),
    });
    expect(order.price).toMatchObject({ commission: null, sellerReward: null, serviceFee: expect.any(Object) });
    expect(await priceFor(sea)).toBeNull();
    expect((await call('GET', `/orders/${order.id}`, stranger)).statusCode).toBe(404);
  });

  it('on the delivery orders: no fee to anyone, the carrier its own legs’ cost', async () => {
    const feeFields = ['commission', 'sellerReward', 'serviceFee', 'price'];
    for (const who of [client, operator, sea]) {
      const seen = (await call('GET', `/order-delivery/${shareOf(SEA).id}`, who)).json().data as DeliveryOrder;
      expect(Object.keys(seen).filter((key) => feeFields.includes(key))).toEqual([]);
      expect(seen.cost).toEqual([usd(250_000)]);
    }
    expect((await call('GET', `/order-delivery/${shareOf(SEA).id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/order-delivery/${shareOf(SEA).id}`, road)).statusCode).toBe(404);
  });
});
