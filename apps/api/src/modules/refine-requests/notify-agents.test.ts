import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  translate,
  type Calculation,
  type NotifyAgentsResult,
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
  selectRows,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;
let world: TariffWorld;
let operator: Actor;
let alpha: Actor;
let beta: Actor;
let gamma: Actor;
let delta: Actor;
let outsider: Actor;
let client: Actor;

const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

/** A request on a lane without online rates: one 40'HC from the Chinese port to a Russian city. */
async function requested(): Promise<RefineRequest> {
  const calculated = await call('POST', '/orders/calculations', client, {
    from: { type: 'SEA_PORT', seaPortId: world.seaPorts[0] },
    to: { type: 'ADDRESS', cityId: world.cities[1] },
    readyDate: dayFromNow(5),
    cargo: { type: 'CONTAINER', containers: [{ containerTypeId: world.containerTypes[0], amount: 2, weight: 9_500 }] },
  });
  const { id } = calculated.json().data as Calculation;
  const response = await call('POST', `/orders/calculations/${id}/refine-price`, client);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as RefineRequest;
}

async function notify(who: Actor, request: RefineRequest, type: string, status = 200): Promise<NotifyAgentsResult> {
  const response = await call('POST', `/orders/calculations/${request.calculationId}/notify-agents`, who, {
    type,
    requestId: request.id,
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json().data as NotifyAgentsResult;
}

const names = (organizations: { name: string }[]) => organizations.map((organization) => organization.name);
const listed = async (who: Actor) =>
  ((await call('GET', '/orders/empty', who)).json().data.items as RefineRequest[]).map((item) => item.id);
const detail = async (who: Actor, request: RefineRequest) =>
  (await call('GET', `/orders/calculations/${request.calculationId}/refine-price`, who)).json()
    .data as RefineRequestDetail;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const organization = (name: string, parentId?: number) => createOrganization(db(), { name, parentId });
  const alphaId = await organization('Alpha Lines');
  const betaId = await organization('Beta Rail');
  const gammaId = await organization('Gamma Agency', alphaId);
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  alpha = await createActor(t.app, db(), alphaId, 'PARTNER_ADMIN');
  beta = await createActor(t.app, db(), betaId, 'PARTNER_ADMIN');
  gamma = await createActor(t.app, db(), gammaId, 'PARTNER_ADMIN', { lang: 'zh' });
  // Alpha's agent's agent: still Alpha's to reach.
  delta = await createActor(t.app, db(), await organization('Delta Freight', gammaId), 'PARTNER_MANAGER');
  outsider = await createActor(t.app, db(), await organization('Omega Logistics'), 'PARTNER_ADMIN');
  client = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT', name: 'Owner' }), 'CLIENT');
  // Alpha ships out of China; Beta's rail reaches Russia: both serve China → Russia.
  await createTariff(db(), { organizationId: alphaId, world });
  await createTariff(db(), { kind: 'railway-transportation', organizationId: betaId, world });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /orders/calculations/{id}/notify-agents', () => {
  it("sends an operator's PLAIN and FULL notices to the direction's partners and records them", async () => {
    const request = await requested();
    expect(names((await notify(operator, request, 'PLAIN')).notified)).toEqual(['Alpha Lines', 'Beta Rail']);
    expect(names((await notify(operator, request, 'FULL')).notified)).toEqual(['Alpha Lines', 'Beta Rail']);
    const log = (await detail(operator, request)).notices.map((notice) => [notice.type, notice.organization.name]);
    expect(log).toEqual([
      ['FULL', 'Beta Rail'],
      ['FULL', 'Alpha Lines'],
      ['PLAIN', 'Beta Rail'],
      ['PLAIN', 'Alpha Lines'],
      ['REQUEST', 'Beta Rail'],
      ['REQUEST', 'Alpha Lines'],
    ]);
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/v1/common/notifications',
      headers: { ...beta.headers, 'accept-language': 'ru' },
    });
    expect(inbox.json().data.items.map((item: { kind: string; message: string }) => [item.kind, item.message])).toEqual(
      [
        [
          'refine.full',
          `Запрос цены Шанхай ${world.tag} (CNSHA${world.tag}) → Saint Petersburg ${world.tag}: ставки по маршруту недоступны онлайн. ` +
            `Груз: 2 × 20' ${world.tag}, 19\u00a0000 кг; готов ${dayFromNow(5).split('-').reverse().join('.')}.`,
        ],
        ['refine.plain', expect.stringContaining('Укажите свою цену в запросе цены')],
        ['refine.request', expect.stringContaining('Груз: 2 × ')],
      ],
    );
    const subjects = await selectRows<{ subject: string }>(
      db(),
      sql`select subject from mails where kind = 'refine.full' and ${beta.email} = any(recipients)`,
    );
    expect(subjects).toEqual([
      {
        subject: `Price request with cargo details: Shanghai ${world.tag} (CNSHA${world.tag}) → Saint Petersburg ${world.tag}`,
      },
    ]);
  });

  it('lets a partner forward the request to its agents and withdraw it from them, the request staying open', async () => {
    const request = await requested();
    expect(await listed(gamma)).not.toContain(request.id);
    const forwarded = await notify(alpha, request, 'FULL');
    expect(names(forwarded.notified)).toEqual(['Delta Freight', 'Gamma Agency']);
    expect(await listed(gamma)).toContain(request.id);
    expect(await listed(delta)).toContain(request.id);
    const seenByAlpha = await detail(alpha, request);
    expect(names(seenByAlpha.agents)).toEqual(['Delta Freight', 'Gamma Agency']);
    expect(names(seenByAlpha.recipients)).toEqual(['Delta Freight', 'Gamma Agency']);
    expect(seenByAlpha.notices.every((notice) => notice.sentBy?.name === 'Alpha Lines')).toBe(true);
    expect(names((await notify(beta, request, 'PLAIN')).notified)).toEqual([]);

    const withdrawn = await notify(alpha, request, 'CANCEL');
    expect(names(withdrawn.notified)).toEqual(['Delta Freight', 'Gamma Agency']);
    expect(withdrawn.request.status).toBe('OPEN');
    expect(await listed(gamma)).not.toContain(request.id);
    const answer = { amount: 100_000, currency: 'USD', transitDays: 30, validTo: dayFromNow(20), mode: 'SEA' };
    const late = await call(
      'POST',
      `/orders/calculations/${request.calculationId}/refine-price/answers`,
      gamma,
      answer,
    );
    expect(late.statusCode).toBe(404);
    expect(await listed(alpha)).toContain(request.id);
    const [told] = await selectRows<{ message: string; params: { from: { zh: string } } }>(
      db(),
      sql`select message, params from notifications where user_id = ${gamma.id} and kind = 'refine.cancel'`,
    );
    expect(told).toMatchObject({
      message: 'refineRequests.notice.CANCEL',
      params: { from: { zh: `Shanghai ${world.tag} (CNSHA${world.tag})` } },
    });
  });

  it("withdraws the request on an operator's CANCEL: everyone notified and the client are told, it leaves the lists", async () => {
    const request = await requested();
    await notify(alpha, request, 'PLAIN');
    const cancelled = await notify(operator, request, 'CANCEL');
    expect(cancelled.request.status).toBe('CANCELLED');
    expect(names(cancelled.notified)).toEqual(['Alpha Lines', 'Beta Rail', 'Delta Freight', 'Gamma Agency']);
    for (const who of [operator, alpha, gamma]) expect(await listed(who)).not.toContain(request.id);
    const clientInbox = (await call('GET', '/common/notifications', client)).json().data.items;
    expect(clientInbox[0]).toMatchObject({ kind: 'refine.cancel', link: `/book/wizard#${request.calculationId}` });
    const calculation = await call('GET', `/orders/calculations/${request.calculationId}`, client);
    expect(calculation.json().data.refineRequested).toBe(false);

    const answer = { amount: 100_000, currency: 'USD', transitDays: 30, validTo: dayFromNow(20), mode: 'SEA' };
    const late = await call(
      'POST',
      `/orders/calculations/${request.calculationId}/refine-price/answers`,
      alpha,
      answer,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(translate('en', 'refineRequests.withdrawn'));
    await notify(operator, request, 'PLAIN', 409);
    const again = await call('POST', `/orders/calculations/${request.calculationId}/refine-price`, client);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(request.id);
  });

  it('refuses clients (403), partners not told of the request and a request of another calculation (404), bad input (400)', async () => {
    const request = await requested();
    const other = await requested();
    const url = `/orders/calculations/${request.calculationId}/notify-agents`;
    expect((await call('POST', url, client, { type: 'PLAIN' })).statusCode).toBe(403);
    expect((await call('POST', url, undefined, { type: 'PLAIN' })).statusCode).toBe(401);
    expect((await call('POST', url, outsider, { type: 'PLAIN' })).statusCode).toBe(404);
    expect((await call('POST', url, operator, { type: 'PLAIN', requestId: other.id })).statusCode).toBe(404);
    const bad = await call('POST', url, operator, { type: 'LOUD' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { fieldName: 'type', errorText: translate('en', 'validation.oneOf', { options: 'PLAIN, FULL, CANCEL' }) },
    ]);
    expect((await call('POST', url, operator, { type: 'PLAIN' })).statusCode).toBe(200);
  });
});
