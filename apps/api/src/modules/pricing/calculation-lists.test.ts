import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legsByIndex, type Calculation, type CalculationListItem, type Order } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  dayFromNow,
  quoteRequest,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { bookingDetails, createSellers, quote } from '../../../test/order-factories.js';

/**
 * The lists of calculations (`GET /orders/calculations`): two client organizations and two
 * partner organizations, each partner's sea tariff on a lane of its own. Client A quotes both
 * lanes (the first saved, then made outdated), client B books the first lane, a guest quotes it.
 */

let t: TestApp;
let north: TariffWorld;
let south: TariffWorld;
let operator: Actor;
let alpha: Actor;
let gamma: Actor;
let clientA: Actor;
let colleagueA: Actor;
let clientB: Actor;
let a1: Calculation;
let a2: Calculation;
let b1: Calculation;
let guest: Calculation;
let order: Order;

const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

async function list(who: Actor, query = ''): Promise<{ items: CalculationListItem[]; total: number }> {
  const response = await call('GET', `/orders/calculations${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const ids = (page: { items: CalculationListItem[] }) => page.items.map((item) => item.id);
const filters = (value: object[]) => `filters=${encodeURIComponent(JSON.stringify(value))}`;

beforeAll(async () => {
  t = await createTestApp();
  north = await createTariffWorld(db());
  south = await createTariffWorld(db());
  await createQuoteRates(db(), north);
  const { marketplace, alphaLines, betaAgency, gammaLines } = await createSellers(db());
  const ownersA = await createOrganization(db(), { type: 'CLIENT', name: 'Owner Trading A' });
  const ownersB = await createOrganization(db(), { type: 'CLIENT', name: 'Owner Trading B' });
  operator = await createActor(t.app, db(), marketplace, 'OPERATOR');
  alpha = await createActor(t.app, db(), alphaLines, 'PARTNER_MANAGER');
  gamma = await createActor(t.app, db(), gammaLines, 'PARTNER_ADMIN');
  clientA = await createActor(t.app, db(), ownersA, 'CLIENT');
  colleagueA = await createActor(t.app, db(), ownersA, 'CLIENT');
  clientB = await createActor(t.app, db(), ownersB, 'CLIENT');
  await createTariff(db(), { organizationId: alphaLines, world: north });
  await createTariff(db(), { kind: 'port-services', organizationId: betaAgency, world: north });
  await createTariff(db(), { organizationId: gammaLines, world: south });

  a1 = await quote(t.app, clientA, north);
  expect((await call('POST', `/orders/calculations/${a1.id}/save`, clientA)).statusCode).toBe(200);
  a2 = await quote(t.app, colleagueA, south);
  b1 = await quote(t.app, clientB, north);
  const booked = await call('POST', '/orders', clientB, {
    calculationId: b1.id,
    quotationId: b1.quotations[0]!.id,
    ...bookingDetails(),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  order = booked.json().data;
  const anonymous = await call(
    'POST',
    '/orders/calculations',
    undefined,
    quoteRequest(north, { readyDate: dayFromNow(0) }),
  );
  expect(anonymous.statusCode, anonymous.body).toBe(201);
  guest = anonymous.json().data;
  // The saved one was made yesterday, for yesterday: outdated today.
  await db().execute(
    sql`update calculations set ready_date = ${dayFromNow(-1)}, created_at = now() - interval '1 day' where id = ${a1.id}`,
  );
});

afterAll(async () => {
  await t?.close();
});

describe('GET /orders/calculations: who sees what', () => {
  it("lists a client's organization's calculations, saved first, and never another client's", async () => {
    const page = await list(clientA);
    expect(ids(page)).toEqual([a1.id, a2.id]);
    expect(page.total).toBe(2);
    const [saved, other] = page.items as [CalculationListItem, CalculationListItem];
    const cheapest = [...a1.quotations].sort((x, y) => x.totalUsd! - y.totalUsd!)[0]!;
    expect(saved).toMatchObject({
      reference: a1.id.slice(0, 8).toUpperCase(),
      readyDate: dayFromNow(-1),
      from: { name: `Shanghai ${north.tag}`, code: `CNSHA${north.tag}` },
      to: { name: `Saint Petersburg ${north.tag}` },
      cargo: { form: 'CONTAINER', amount: 1, weightKg: 18_000, types: [{ name: `40'HC ${north.tag}`, amount: 1 }] },
      saved: true,
      outdated: true,
      booked: false,
      order: null,
      quotations: a1.quotations.length,
      bestQuotationId: cheapest.id,
      bestPrice: cheapest.total,
      bestPriceUsd: cheapest.totalUsd,
      transitDays: Math.min(...a1.quotations.map((one) => one.transitDays)),
      organization: null,
      user: null,
      guest: false,
      share: null,
    });
    expect(other).toMatchObject({ saved: false, outdated: false, from: { name: `Shanghai ${south.tag}` } });
    expect(ids(await list(clientB))).toEqual([b1.id]);
  });

  it('answers a booked calculation with its order to its client', async () => {
    const [item] = (await list(clientB)).items;
    expect(item).toMatchObject({ booked: true, order: { id: order.id, number: order.number } });
  });

  it('lists to a partner only the calculations its tariffs priced, with its own share and nothing of the client', async () => {
    const page = await list(alpha);
    expect(ids(page).sort()).toEqual([a1.id, b1.id, guest.id].sort());
    for (const item of page.items)
      expect(item).toMatchObject({
        bestPrice: null,
        bestPriceUsd: null,
        bestQuotationId: null,
        quotations: null,
        transitDays: null,
        organization: null,
        user: null,
        guest: false,
      });
    // Its share: its own legs of the cheapest quotation it is part of, with VAT; never the port agent's.
    const own = a1.quotations
      .map((quotation) => ({
        quotation,
        legs: legsByIndex(a1.legs, quotation.legIndexes).filter((leg) => leg.organization.id === alpha.organizationId),
      }))
      .filter((one) => one.legs.length > 0)
      .sort((x, y) => x.quotation.totalUsd! - y.quotation.totalUsd!)[0]!;
    const expected = own.legs.reduce((sum, leg) => sum + leg.cost!.amount + leg.vat!.amount, 0);
    const item = page.items.find((one) => one.id === a1.id)!;
    expect(item.share).toEqual([{ amount: expected, currency: 'USD' }]);
    expect(expected).toBeLessThan(own.quotation.totalUsd!);
    expect(page.items.find((one) => one.id === b1.id)).toMatchObject({ booked: true, order: { number: order.number } });

    expect(ids(await list(gamma))).toEqual([a2.id]);
  });

  it('lists every calculation to operators, by organization and user, a guest one marked', async () => {
    const page = await list(operator);
    expect(ids(page)).toEqual(expect.arrayContaining([a1.id, a2.id, b1.id, guest.id]));
    expect(page.items.find((one) => one.id === a2.id)).toMatchObject({
      organization: { id: clientA.organizationId, name: 'Owner Trading A' },
      user: { id: colleagueA.id },
      guest: false,
    });
    expect(page.items.find((one) => one.id === guest.id)).toMatchObject({
      organization: null,
      user: null,
      guest: true,
    });
    const guests = await list(operator, `?${filters([{ field: 'guest', kind: 'FLAG', value: true }])}`);
    expect(ids(guests)).toEqual([guest.id]);
    const ofB = await list(
      operator,
      `?${filters([{ field: 'organizationId', kind: 'SIMPLE', value: clientB.organizationId }])}`,
    );
    expect(ids(ofB)).toEqual([b1.id]);
  });

  it('is for the signed-in only', async () => {
    expect((await call('GET', '/orders/calculations')).statusCode).toBe(401);
  });
});

describe('GET /orders/calculations: search, filters, sort', () => {
  it('finds by a place of the lane in any language, a port code, the reference and the order number', async () => {
    expect(ids(await list(clientA, `?search=${encodeURIComponent(`Saint Petersburg ${south.tag}`)}`))).toEqual([a2.id]);
    expect(ids(await list(clientA, `?search=${encodeURIComponent(`Санкт-Петербург ${north.tag}`)}`))).toEqual([a1.id]);
    expect(ids(await list(clientA, `?search=${encodeURIComponent(`CNSHA${south.tag} → RULED${south.tag}`)}`))).toEqual([
      a2.id,
    ]);
    expect(ids(await list(clientA, `?search=${a2.id.slice(0, 8).toUpperCase()}`))).toEqual([a2.id]);
    expect(ids(await list(clientB, `?search=${order.number}`))).toEqual([b1.id]);
    expect(ids(await list(clientA, `?search=${order.number}`))).toEqual([]);
    expect(ids(await list(clientA, '?search=100%25_'))).toEqual([]);
  });

  it('filters saved, outdated and booked, by the quick filters and by the typed ones', async () => {
    expect(ids(await list(clientA, '?saved=true'))).toEqual([a1.id]);
    expect(ids(await list(clientA, '?outdated=false'))).toEqual([a2.id]);
    expect(ids(await list(clientA, '?outdated=true'))).toEqual([a1.id]);
    expect(ids(await list(clientB, '?booked=true'))).toEqual([b1.id]);
    expect(ids(await list(clientA, '?booked=true'))).toEqual([]);
    expect(ids(await list(clientA, `?${filters([{ field: 'saved', kind: 'FLAG', value: false }])}`))).toEqual([a2.id]);
    expect(ids(await list(alpha, `?${filters([{ field: 'booked', kind: 'FLAG', value: true }])}`))).toEqual([b1.id]);
    const today = dayFromNow(0);
    expect(
      ids(await list(clientA, `?${filters([{ field: 'createdAt', kind: 'DATE_RANGE', from: today, to: today }])}`)),
    ).toEqual([a2.id]);
  });

  it('sorts when asked, the newest first otherwise for partners', async () => {
    expect(ids(await list(clientA, '?sort=createdAt,desc'))).toEqual([a2.id, a1.id]);
    expect(ids(await list(clientA, '?sort=readyDate,asc'))).toEqual([a1.id, a2.id]);
    expect(ids(await list(alpha))[0]).toBe(guest.id);
    expect((await list(clientA, '?size=1&page=1')).items.map((item) => item.id)).toEqual([a2.id]);
  });

  it("refuses the operators' fields to others and the whole route's price to partners, with field errors", async () => {
    const byOrganization = await call(
      'GET',
      `/orders/calculations?${filters([{ field: 'organizationId', kind: 'SIMPLE', value: clientA.organizationId }])}`,
      alpha,
    );
    expect(byOrganization.statusCode).toBe(400);
    expect(byOrganization.json().errors).toEqual([
      { fieldName: 'filters.0.field', errorText: 'This list cannot be filtered by this field' },
    ]);
    const byPrice = await call('GET', '/orders/calculations?sort=bestPriceUsd,asc', alpha);
    expect(byPrice.statusCode).toBe(400);
    expect(byPrice.json().errors[0].fieldName).toBe('sort');
    const guests = await call(
      'GET',
      `/orders/calculations?${filters([{ field: 'guest', kind: 'FLAG', value: true }])}`,
      clientA,
    );
    expect(guests.statusCode).toBe(400);
    expect((await call('GET', '/orders/calculations?sort=bestPriceUsd,asc', clientA)).statusCode).toBe(200);
    const bad = await call('GET', '/orders/calculations?size=500&saved=maybe', clientA);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { fieldName: string }) => error.fieldName)
        .sort(),
    ).toEqual(['saved', 'size']);
  });
});

describe('DELETE /orders/calculations/{id}', () => {
  it("deletes a calculation of the caller's organization, which then leaves every list", async () => {
    const extra = await quote(t.app, clientA, south);
    expect(ids(await list(gamma))).toContain(extra.id);
    expect((await call('DELETE', `/orders/calculations/${extra.id}`, clientB)).statusCode).toBe(404);
    expect((await call('DELETE', `/orders/calculations/${extra.id}`, gamma)).statusCode).toBe(404);
    expect((await call('DELETE', `/orders/calculations/${extra.id}`, operator)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/orders/calculations/${extra.id}`, colleagueA);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ data: true });
    expect(ids(await list(clientA))).not.toContain(extra.id);
    expect(ids(await list(gamma))).not.toContain(extra.id);
    expect((await call('GET', `/orders/calculations/${extra.id}`, clientA)).statusCode).toBe(404);
    expect((await call('DELETE', `/orders/calculations/${extra.id}`, clientA)).statusCode).toBe(404);
  });

  it("keeps a booked calculation, and a guest's that nobody has taken", async () => {
    const refused = await call('DELETE', `/orders/calculations/${b1.id}`, clientB, undefined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This calculation has been booked and cannot be deleted');
    const inRussian = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/orders/calculations/${b1.id}`,
      headers: { ...clientB.headers, 'accept-language': 'ru' },
    });
    expect(inRussian.json().error.message).toBe('По этому расчёту оформлена заявка, его нельзя удалить');
    expect((await call('DELETE', `/orders/calculations/${guest.id}`, clientA)).statusCode).toBe(404);
    expect((await call('DELETE', '/orders/calculations/not-a-uuid', clientA)).statusCode).toBe(400);
    expect((await call('DELETE', `/orders/calculations/${guest.id}`)).statusCode).toBe(401);
    expect(ids(await list(clientB))).toEqual([b1.id]);
  });
});
