import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  displayDay,
  quotationsWithLegs,
  translate,
  type Calculation,
  type CalculationEvent,
  type RefineRequest,
  type RefineRequestDetail,
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
  quoteRequest,
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;
let world: TariffWorld;
let operator: Actor;
let alphaAdmin: Actor;
let alphaManager: Actor;
let beta: Actor;
let client: Actor;
let stranger: Actor;

const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

/** One 40'HC of 18 t from the world's Chinese port to a Russian city: no online rate reaches the door. */
async function calculateUnrated(who: Actor): Promise<Calculation> {
  const response = await call(
    'POST',
    '/orders/calculations',
    who,
    quoteRequest(world, { to: { type: 'ADDRESS', cityId: world.cities[1] } }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const calculation = response.json().data as Calculation;
  expect(calculation).toMatchObject({ noOnlineRates: true, refineRequested: false, quotations: [] });
  return calculation;
}

async function refine(who: Actor | undefined, calculationId: string, status = 201): Promise<RefineRequest> {
  const response = await call('POST', `/orders/calculations/${calculationId}/refine-price`, who);
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data as RefineRequest;
}

const listOf = async (who: Actor) => {
  const response = await call('GET', '/orders/empty', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { items: RefineRequest[]; total: number };
};

const price = (changes: object = {}) => ({
  amount: 310_000,
  currency: 'USD',
  transitDays: 35,
  validTo: dayFromNow(30),
  mode: 'SEA',
  comment: 'Via Vladivostok, rail to the door',
  ...changes,
});

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  const marketplace = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace' });
  const alpha = await createOrganization(db(), { name: 'Alpha Lines', profiles: sea });
  const betaOrganization = await createOrganization(db(), { name: 'Beta Shipping', profiles: sea });
  operator = await createActor(t.app, db(), marketplace, 'OPERATOR');
  alphaAdmin = await createActor(t.app, db(), alpha, 'PARTNER_ADMIN', { lang: 'ru' });
  alphaManager = await createActor(t.app, db(), alpha, 'PARTNER_MANAGER');
  beta = await createActor(t.app, db(), betaOrganization, 'PARTNER_ADMIN');
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT', name: 'Owner' }), 'CLIENT');
  stranger = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
  // Alpha ships out of China (a sea rate from the Chinese port to the Russian one).
  await createTariff(db(), { organizationId: alpha, world });
  // None of Beta's rates makes it a carrier of the direction: expired, switched off, a port service.
  await createTariff(db(), {
    organizationId: betaOrganization,
    world,
    input: { validFrom: dayFromNow(-60), validTo: dayFromNow(-1) },
  });
  await createTariff(db(), { organizationId: betaOrganization, world, input: { active: false } });
  await createTariff(db(), { kind: 'port-services', organizationId: betaOrganization, world });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /orders/calculations/{id}/refine-price', () => {
  it('notifies exactly the partners serving the direction, once per request, with a mail each', async () => {
    const calculation = await calculateUnrated(client);
    const made = await refine(client, calculation.id);
    expect(made).toMatchObject({
      calculationId: calculation.id,
      status: 'OPEN',
      from: { type: 'SEA_PORT', id: world.seaPorts[0], code: `CNSHA${world.tag}`, countryCode: 'CN' },
      to: { type: 'CITY', id: world.cities[1], countryCode: 'RU' },
      cargo: {
        form: 'CONTAINER',
        amount: 1,
        weightKg: 18_000,
        volumeM3: null,
        types: [{ id: world.containerTypes[1], name: `40'HC ${world.tag}`, amount: 1 }],
      },
      answersCount: 0,
      client: null,
    });
    const again = await refine(client, calculation.id, 200);
    expect(again.id).toBe(made.id);

    const notified = await selectRows<{ user_id: number; link: string }>(
      db(),
      sql`select user_id, link from notifications where kind = 'refine.request' order by user_id`,
    );
    expect(notified).toEqual([
      { user_id: alphaAdmin.id, link: `/partner/empty-orders?request=${calculation.id}` },
      { user_id: alphaManager.id, link: `/partner/empty-orders?request=${calculation.id}` },
    ]);
    const mails = await selectRows<{ recipients: string[]; subject: string; language: string }>(
      db(),
      sql`select recipients, subject, language from mails where kind = 'refine.request' order by id`,
    );
    expect(mails).toEqual([
      {
        recipients: [alphaAdmin.email],
        subject: `Запрос цены: Шанхай ${world.tag} (CNSHA${world.tag}) → Saint Petersburg ${world.tag}`,
        language: 'ru',
      },
      {
        recipients: [alphaManager.email],
        subject: `Price request: Shanghai ${world.tag} (CNSHA${world.tag}) → Saint Petersburg ${world.tag}`,
        language: 'en',
      },
    ]);
    const mine = await call('GET', `/orders/calculations/${calculation.id}`, client);
    expect(mine.json().data.refineRequested).toBe(true);
  });

  it('asks a guest to sign in first, and finds nothing of another organization', async () => {
    const calculation = await calculateUnrated(client);
    const guest = await call('POST', `/orders/calculations/${calculation.id}/refine-price`);
    expect(guest.statusCode).toBe(401);
    const other = await call('POST', `/orders/calculations/${calculation.id}/refine-price`, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(translate('en', 'pricing.noCalculations'));
    expect((await call('POST', '/orders/calculations/not-a-uuid/refine-price', client)).statusCode).toBe(400);
  });
});

describe('GET /orders/empty', () => {
  it('lists open requests to operators and to the partners notified of them; clients are refused', async () => {
    const calculation = await calculateUnrated(client);
    const made = await refine(client, calculation.id);
    const forOperator = await listOf(operator);
    expect(forOperator.items.find((item) => item.id === made.id)).toMatchObject({
      client: { name: 'Owner' },
      status: 'OPEN',
    });
    const forAlpha = await listOf(alphaManager);
    expect(forAlpha.items.map((item) => item.id)).toContain(made.id);
    expect(forAlpha.items.every((item) => item.client === null)).toBe(true);
    expect(await listOf(beta)).toEqual({ items: [], total: 0 });
    expect((await call('GET', '/orders/empty', client)).statusCode).toBe(403);
    expect((await call('GET', '/orders/empty')).statusCode).toBe(401);
    expect((await call('GET', `/orders/calculations/${calculation.id}/refine-price`, beta)).statusCode).toBe(404);
    const bad = await call(
      'GET',
      '/orders/empty?filters=[{"field":"status","kind":"SIMPLE","value":"CANCELLED"}]',
      operator,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].fieldName).toBe('filters.0.value');
  });
});

describe('POST /orders/calculations/{id}/refine-price/answers', () => {
  it('becomes a manual quotation of the calculation and tells the client, with the link to it', async () => {
    const calculation = await calculateUnrated(client);
    await refine(client, calculation.id);
    const answered = await call(
      'POST',
      `/orders/calculations/${calculation.id}/refine-price/answers`,
      alphaAdmin,
      price(),
    );
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().data).toMatchObject({ status: 'ANSWERED', answersCount: 1, answeredByYou: true });
    // Its answer is its share: the calculation is in the partner's quotation list now.
    const quotationList = (await call('GET', '/orders/calculations', alphaAdmin)).json().data.items as { id: string }[];
    expect(quotationList.map((item) => item.id)).toContain(calculation.id);

    const seen = (await call('GET', `/orders/calculations/${calculation.id}`, client)).json().data as Calculation;
    expect(seen.quotations).toHaveLength(1);
    expect(quotationsWithLegs(seen)[0]).toMatchObject({
      manual: true,
      total: { amount: 310_000, currency: 'USD' },
      totalUsd: 310_000,
      transitDays: 35,
      validTo: dayFromNow(30),
      modes: ['SEA'],
      legs: [
        {
          role: 'MAIN',
          kind: 'sea',
          mode: 'SEA',
          tariffId: null,
          organization: { name: 'Alpha Lines' },
          from: { type: 'SEA_PORT', id: world.seaPorts[0] },
          to: { type: 'CITY', id: world.cities[1] },
          cost: { amount: 310_000, currency: 'USD' },
        },
      ],
    });

    // The client's history of the calculation says a partner priced it, and what it holds now.
    const history = (await call('GET', `/orders/calculations/${calculation.id}/history`, client)).json().data
      .items as CalculationEvent[];
    expect(history.at(-1)).toMatchObject({ action: 'answer', quotations: 1, cheapestUsd: 310_000 });
    expect(history.at(-1)?.user).not.toBeNull();
    expect(history.at(-1)?.user?.id).not.toBe(history[0]?.user?.id);

    // The calculation is now as valid as the answer.
    const [stored] = await selectRows<{ valid_to: string }>(
      db(),
      sql`select valid_to::text as valid_to from calculations where id = ${calculation.id}`,
    );
    expect(stored?.valid_to).toBe(dayFromNow(30));

    const inbox = await call('GET', '/common/notifications', client);
    expect(inbox.json().data.items[0]).toMatchObject({
      kind: 'refine.answer',
      link: `/book/wizard#${calculation.id}`,
      read: false,
      message:
        `Alpha Lines priced your request Shanghai ${world.tag} (CNSHA${world.tag}) → Saint Petersburg ${world.tag}: 3\u00a0100 USD, 35 days in transit, ` +
        `valid until ${displayDay(dayFromNow(30), 'en')}.`,
    });
    const mails = await selectRows<{ recipients: string[]; text: string }>(
      db(),
      sql`select recipients, text from mails where kind = 'refine.answer' order by id desc limit 1`,
    );
    expect(mails[0]?.recipients).toEqual([client.email]);
    expect(mails[0]?.text).toContain(`/book/wizard#${calculation.id}`);

    const detail = (await call('GET', `/orders/calculations/${calculation.id}/refine-price`, operator)).json()
      .data as RefineRequestDetail;
    expect(detail.answers).toMatchObject([
      { organization: { name: 'Alpha Lines' }, amount: { amount: 310_000, currency: 'USD' }, comment: price().comment },
    ]);
    expect(detail.notices.map((notice) => [notice.organization.name, notice.type])).toEqual([
      ['Alpha Lines', 'REQUEST'],
    ]);
  });

  it('lets an operator enter a partner’s price, naming the partner', async () => {
    const calculation = await calculateUnrated(client);
    await refine(client, calculation.id);
    const url = `/orders/calculations/${calculation.id}/refine-price/answers`;
    const unnamed = await call('POST', url, operator, price());
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toEqual([
      { fieldName: 'organizationId', errorText: translate('en', 'refineRequests.partnerRequired') },
    ]);
    const named = await call('POST', url, operator, price({ organizationId: beta.organizationId, mode: 'RAIL' }));
    expect(named.statusCode, named.body).toBe(201);
    const seen = (await call('GET', `/orders/calculations/${calculation.id}`, client)).json().data as Calculation;
    expect(quotationsWithLegs(seen)[0]?.legs[0]).toMatchObject({
      kind: 'railway-transportation',
      organization: { name: 'Beta Shipping' },
    });
  });

  it('refuses bad prices with field errors, and refuses clients and partners not asked', async () => {
    const calculation = await calculateUnrated(client);
    await refine(client, calculation.id);
    const url = `/orders/calculations/${calculation.id}/refine-price/answers`;
    const fields = async (body: object) => {
      const response = await call('POST', url, alphaAdmin, body);
      expect(response.statusCode, response.body).toBe(400);
      return Object.fromEntries(
        (response.json().errors as { fieldName: string; errorText: string }[]).map((error) => [
          error.fieldName,
          error.errorText,
        ]),
      );
    };
    expect(await fields(price({ amount: 0, transitDays: 0, mode: 'BOAT' }))).toEqual({
      amount: translate('en', 'refineRequests.amountPositive'),
      transitDays: translate('en', 'validation.tooSmall', { min: 1 }),
      mode: translate('en', 'validation.oneOf', { options: 'SEA, AIR, RAIL, ROAD, INTERMODAL' }),
    });
    expect(await fields(price({ currency: 'CNY', validTo: dayFromNow(-1) }))).toEqual({
      currency: translate('en', 'pricing.noRate'),
      validTo: translate('en', 'refineRequests.validToPast'),
    });
    expect(await fields({ ...price(), amount: undefined })).toEqual({ amount: translate('en', 'validation.required') });
    expect((await call('POST', url, client, price())).statusCode).toBe(403);
    expect((await call('POST', url, beta, price())).statusCode).toBe(404);
    const detail = (await call('GET', `/orders/calculations/${calculation.id}/refine-price`, client)).json().data;
    expect(detail).toMatchObject({ status: 'OPEN', answersCount: 0, notices: [], agents: [], recipients: [] });
  });

  it('refuses a partner barred from the lane for the kind of its price', async () => {
    const calculation = await calculateUnrated(client);
    await refine(client, calculation.id);
    const barred = await call('POST', `/organizations/${alphaAdmin.organizationId}/lane-bans`, operator, {
      kind: 'air-transportation',
      fromCountry: 'CN',
      toCountry: 'RU',
    });
    expect(barred.statusCode, barred.body).toBe(201);
    const url = `/orders/calculations/${calculation.id}/refine-price/answers`;
    const refused = await call('POST', url, alphaAdmin, price({ mode: 'AIR' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(translate('en', 'tariffs.laneBarred'));
    expect((await call('POST', url, alphaAdmin, price({ mode: 'SEA' }))).statusCode).toBe(201);
  });
});
