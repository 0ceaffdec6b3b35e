import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MFA_RECOVERY_CODE_GRANT,
  MFA_REQUIRED,
  translate,
  WEB_CLIENT_AUTHORIZATION,
  type Calculation,
  type CalculationRequestInput,
  type Tariff,
  quotationsWithLegs,
} from '@cargo/domain';
import { createTestApp, testConfig, type TestApp } from '../../../test/harness.js';
import { completeSecondStep, enrolmentOf, tokenCall } from '../../../test/second-factor.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createUser,
  createTariffWorld,
  dayFromNow,
  pricingCatchesUp,
  quoteRequest,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import type { App } from '../../app.js';
import { buildServer } from '../../server.js';
import { createLogger } from '../../logger.js';
import { createPricingIndexService } from './pricing-index.service.js';

let t: TestApp;
let world: TariffWorld;
let partnerA: Actor;
let partnerB: Actor;
let clientA: Actor;
let clientB: Actor;
let operator: Actor;
let publicSea: Tariff;
let privateSea: Tariff;

const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object, app: App = t.app) =>
  callApi(app, method, url, who, payload);

const portToPort = (changes: Partial<CalculationRequestInput> = {}) => quoteRequest(world, changes);

async function calculate(who: Actor | undefined, request = portToPort(), app: App = t.app): Promise<Calculation> {
  const response = await call('POST', '/orders/calculations', who, request, app);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Calculation;
}
const seaPrices = (calculation: Calculation) =>
  quotationsWithLegs(calculation).map((quotation) => quotation.legs.find((leg) => leg.role === 'MAIN')?.cost?.amount);

async function seaTariff(who: Actor, changes: object): Promise<Tariff> {
  const response = await call('POST', '/tariffs/sea', who, { ...tariffBody('sea', world), ...changes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Tariff;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const sea = [{ kind: 'Sea_transportation', status: 'APPROVED' }];
  const marketplace = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace' });
  const alpha = await createOrganization(db(), { name: 'Alpha Lines', profiles: sea });
  const beta = await createOrganization(db(), { name: 'Beta Shipping', profiles: sea });
  const ownerA = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner A', parentId: alpha });
  const ownerB = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner B' });
  operator = await createActor(t.app, db(), marketplace, 'OPERATOR');
  partnerA = await createActor(t.app, db(), alpha, 'PARTNER_ADMIN');
  partnerB = await createActor(t.app, db(), beta, 'PARTNER_ADMIN');
  clientA = await createActor(t.app, db(), ownerA, 'CLIENT');
  clientB = await createActor(t.app, db(), ownerB, 'CLIENT');
  publicSea = await seaTariff(partnerA, {});
  privateSea = await seaTariff(partnerA, {
    modifier: 'PRIVATE',
    clientOrganizationIds: [ownerA],
    lines: [{ containerTypeId: world.containerTypes[1], price: 200_000 }],
  });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /orders/calculations', () => {
  it("prices a partner's private tariff only for the client it names", async () => {
    const forA = await calculate(clientA);
    expect(seaPrices(forA)).toEqual([200_000, 250_000]);
    expect(quotationsWithLegs(forA).map((quotation) => quotation.legs[0]?.tariffId)).toEqual([
      privateSea.id,
      publicSea.id,
    ]);
    expect(forA.quotations[0]?.total).toEqual({ amount: 200_000, currency: 'USD' });
    expect(quotationsWithLegs(forA)[0]?.legs[0]).toMatchObject({
      role: 'MAIN',
      kind: 'sea',
      mode: 'SEA',
      carrier: { id: world.seaLine },
      organization: { name: 'Alpha Lines' },
      from: { type: 'SEA_PORT', id: world.seaPorts[0] },
      to: { type: 'SEA_PORT', id: world.seaPorts[1] },
      transitDays: 12,
    });
    expect(seaPrices(await calculate(clientB))).toEqual([250_000]);
    expect(seaPrices(await calculate(partnerB))).toEqual([250_000]);
  });

  it('shows a guest the routes, carriers and transit but no amount', async () => {
    const guest = await calculate(undefined);
    expect(guest.pricesHidden).toBe(true);
    expect(guest.quotations).toHaveLength(1);
    const [only] = quotationsWithLegs(guest);
    expect(only).toMatchObject({ total: null, totalUsd: null, totals: null, commission: null, transitDays: 12 });
    expect(only?.legs.map((leg) => [leg.cost, leg.vat, leg.carrier?.id])).toEqual([[null, null, world.seaLine]]);
  });

  it('answers in RUB with the frozen rate, and per currency for DEFAULT', async () => {
    const inRub = await calculate(clientB, portToPort({ currency: 'RUB' }));
    expect(inRub.rates).toMatchObject({ USD: '90.00000000', RUB: '1' });
    expect(inRub.quotations[0]?.total).toEqual({ amount: 225_000_00, currency: 'RUB' });
    expect(inRub.quotations[0]?.totalUsd).toBe(250_000);
    const multi = await calculate(clientB, portToPort({ currency: 'DEFAULT' }));
    expect(multi.quotations[0]?.totals).toEqual([{ amount: 250_000, currency: 'USD' }]);
  });

  it('uses an edited tariff in the next quote, on this instance and on another one sharing the database', async () => {
    const other = await buildServer({ config: testConfig(), database: t.database, logger: createLogger('silent') });
    try {
      expect(seaPrices(await calculate(clientB, portToPort(), other))).toEqual([250_000]);
      const body = {
        ...tariffBody('sea', world),
        lines: [{ containerTypeId: world.containerTypes[1], price: 240_000 }],
      };
      const edited = await call('PUT', `/tariffs/sea/${publicSea.id}`, partnerA, body);
      expect(edited.statusCode, edited.body).toBe(200);
      expect(seaPrices(await calculate(clientB))).toEqual([240_000]);
      // The other instance was not written through: it sees the change once its last check is FRESH_MS old.
      await pricingCatchesUp();
      expect(seaPrices(await calculate(clientB, portToPort(), other))).toEqual([240_000]);
    } finally {
      await other.close();
    }
  });

  it('serves quotes from its last check for a while, and checks again at once after a write through it', async () => {
    const index = createPricingIndexService(db(), createLogger('silent'), { freshMs: 60_000 });
    const held = (await index.current()).index.size;
    await db().execute(sql`update tariffs set active = false where id = ${publicSea.id}`);
    try {
      expect((await index.current()).index.size).toBe(held);
      index.markStale();
      expect((await index.current()).index.size).toBe(held - 1);
    } finally {
      await db().execute(sql`update tariffs set active = true where id = ${publicSea.id}`);
    }
  });

  it('tells its pricing index of every write through it but a quote', async () => {
    const index = t.app.services.pricingIndex;
    const markStale = index.markStale;
    let marks = 0;
    index.markStale = () => {
      marks += 1;
      markStale();
    };
    try {
      const calculation = await calculate(clientB);
      expect(marks).toBe(0);
      const saved = await call('POST', `/orders/calculations/${calculation.id}/save`, clientB);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(marks).toBe(1);
    } finally {
      index.markStale = markStale;
    }
  });

  it('reads changed rates, commission rules and names in the next quote, on this instance and another', async () => {
    const other = await buildServer({ config: testConfig(), database: t.database, logger: createLogger('silent') });
    const rub = (calculation: Calculation) => calculation.quotations[0]?.total?.amount;
    const seller = (calculation: Calculation) => quotationsWithLegs(calculation)[0]?.legs[0]?.organization?.name;
    let ruleId: number | undefined;
    try {
      const before = await calculate(clientB, portToPort({ currency: 'RUB' }), other);
      const usd = before.quotations[0]?.totalUsd as number;
      expect([rub(before), before.quotations[0]?.commission, seller(before)]).toEqual([usd * 90, null, 'Alpha Lines']);
      // Written behind the API's back: the triggers, not the services, tell the quotes.
      await db().execute(
        sql`insert into exchange_rates (currency_code, rate, valid_from) values (${world.currency}, '100', ${dayFromNow(0)})`,
      );
      await db().execute(sql`update organizations set name = 'Alpha Lines Renamed' where name = 'Alpha Lines'`);
      const rule = await call('POST', '/comissions', operator, {
        organizationId: quotationsWithLegs(before)[0]?.legs[0]?.organization?.id,
        cargoType: 'CONTAINER',
        integrator: true,
        type: 'PERCENT_FROM_SALES',
        percent: 1000,
        currency: 'USD',
      });
      expect(rule.statusCode, rule.body).toBe(201);
      ruleId = (rule.json().data as { id: number }).id;
      await pricingCatchesUp();
      for (const app of [t.app, other]) {
        const after = await calculate(clientB, portToPort({ currency: 'RUB' }), app);
        expect(after.rates).toMatchObject({ USD: '100.00000000' });
        // A client receives the commission inside its one service fee (shownFees).
        expect(after.quotations[0]).toMatchObject({
          commission: null,
          serviceFee: { amount: usd / 10, currency: 'USD' },
        });
        expect([rub(after), seller(after)]).toEqual([(usd + usd / 10) * 100, 'Alpha Lines Renamed']);
      }
    } finally {
      if (ruleId !== undefined) await call('DELETE', `/comissions/${ruleId}`, operator);
      await db().execute(sql`update organizations set name = 'Alpha Lines' where name = 'Alpha Lines Renamed'`);
      await db().execute(sql`delete from exchange_rates where rate = 100`);
      await other.close();
    }
  });

  it('says when no online rate covers the lane', async () => {
    const calculation = await calculate(clientB, portToPort({ to: { type: 'ADDRESS', cityId: world.cities[1] } }));
    expect(calculation).toMatchObject({ noOnlineRates: true, quotations: [] });
  });

  it('refuses bad input with field errors in the caller’s language and stores nothing', async () => {
    const response = await call(
      'POST',
      '/orders/calculations',
      clientB,
      portToPort({
        readyDate: dayFromNow(-1),
        to: { type: 'SEA_PORT', seaPortId: 2_000_000 },
        cargo: {
          type: 'CONTAINER',
          containers: [{ containerTypeId: world.containerTypes[1], amount: 1, weight: 30_000 }],
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (response.json().errors as { fieldName: string; errorText: string }[]).map((error) => [
        error.fieldName,
        error.errorText,
      ]),
    );
    expect(fields).toMatchObject({
      readyDate: translate('en', 'pricing.readyDateInPast'),
      to: translate('en', 'pricing.unknownPlace'),
    });
    expect(Object.keys(fields)).toContain('cargo.containers.0.weight');
    const malformed = await call('POST', '/orders/calculations', clientB, { ...portToPort(), cargo: { type: 'BOAT' } });
    expect(malformed.statusCode).toBe(400);
    const unrated = await call('POST', '/orders/calculations', clientB, portToPort({ currency: 'CNY' }));
    expect(unrated.statusCode).toBe(400);
    expect(unrated.json().errors).toEqual([{ fieldName: 'currency', errorText: translate('en', 'pricing.noRate') }]);
  });

  it('lets only operators calculate with a custom commission', async () => {
    const refused = await call(
      'POST',
      '/orders/calculations',
      clientB,
      portToPort({ customCommission: { percent: 1_000 } }),
    );
    expect(refused.statusCode).toBe(403);
    const custom = await calculate(operator, portToPort({ customCommission: { percent: 1_000 } }));
    expect(custom.quotations[0]?.commission).toEqual({ amount: 24_000, currency: 'USD' });
    expect(custom.quotations[0]?.total).toEqual({ amount: 264_000, currency: 'USD' });
  });
});

describe('a calculation after it is made', () => {
  it('is read on a fresh instance without waiting for its pricing index', async () => {
    const mine = await calculate(clientA);
    const other = await buildServer({ config: testConfig(), database: t.database, logger: createLogger('silent') });
    try {
      const read = await call('GET', `/orders/calculations/${mine.id}`, clientA, undefined, other);
      expect(read.statusCode, read.body).toBe(200);
      expect((read.json().data as Calculation).quotations).toEqual(mine.quotations);
      expect(other.services.pricingIndex.stats().builtInMs).toBeNull();
    } finally {
      await other.close();
    }
  });

  it("is its organization's: another client is answered 404", async () => {
    const mine = await calculate(clientA);
    const again = await call('GET', `/orders/calculations/${mine.id}`, clientA);
    expect(again.statusCode).toBe(200);
    // The answer to the quote (built from what was written) is what the stored calculation reads as.
    expect(again.json().data).toEqual(mine);
    const stranger = await call('GET', `/orders/calculations/${mine.id}`, clientB);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(translate('en', 'pricing.noCalculations'));
    expect((await call('GET', `/orders/calculations/${mine.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/orders/calculations/not-a-uuid', clientA)).statusCode).toBe(400);
    const shared = await call('GET', `/orders/calculations/public/${mine.id}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data).toMatchObject({ pricesHidden: true, editable: false });
    // The link shows another organization the routes, never the owner's prices (a private rate among them).
    const elsewhere = (await call('GET', `/orders/calculations/public/${mine.id}`, clientB)).json().data as Calculation;
    expect(elsewhere).toMatchObject({ pricesHidden: true, editable: false });
    expect(elsewhere.quotations.map((quotation) => quotation.total)).toEqual([null, null]);
    const own = (await call('GET', `/orders/calculations/public/${mine.id}`, clientA)).json().data as Calculation;
    expect(own).toMatchObject({ pricesHidden: false, editable: true });
    expect(seaPrices(own)).toEqual(seaPrices(mine));
  });

  it("becomes the guest's at sign-in, with its prices", async () => {
    const guest = await calculate(undefined);
    const form = new URLSearchParams({
      grant_type: 'password',
      username: clientB.email,
      password: clientB.password,
      guestOrderId: guest.id,
    });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: WEB_CLIENT_AUTHORIZATION },
      payload: form.toString(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const mine = await call('GET', `/orders/calculations/${guest.id}`, clientB);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.pricesHidden).toBe(false);
    expect(mine.json().data.quotations[0].total).not.toBeNull();
    expect((await call('GET', `/orders/calculations/${guest.id}`, clientA)).statusCode).toBe(404);
  });

  it("becomes the guest's when a sign-in completes with a second factor, enrolled or presented", async () => {
    const organizationId = await createOrganization(db(), { type: 'CLIENT' });
    await db().execute(sql`update organizations set require_two_factor = true where id = ${organizationId}`);
    const user = await createUser(db(), { organizationId, roles: ['CLIENT'] });
    const password = (guestOrderId: string) =>
      tokenCall(t.app, { grant_type: 'password', username: user.email, password: user.password, guestOrderId });
    const opens = async (id: string, accessToken: string) =>
      (
        await t.app.inject({
          url: `/api/v1/orders/calculations/${id}`,
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).statusCode === 200;

    // The first sign-in enrols the factor the organization requires.
    const first = await calculate(undefined);
    const enrol = await password(first.id);
    expect(enrol.statusCode).toBe(403);
    const enrolled = await completeSecondStep(t.app, user.email, enrol.json());
    expect(await opens(first.id, enrolled.access_token)).toBe(true);
    // The user's now: another organization no longer opens it as a guest's.
    expect((await call('GET', `/orders/calculations/${first.id}`, clientA)).statusCode).toBe(404);

    // A later one, on a device not trusted, presents a recovery code.
    const second = await calculate(undefined);
    const challenge = await password(second.id);
    expect(challenge.json().error.code).toBe(MFA_REQUIRED);
    const completed = await tokenCall(t.app, {
      grant_type: MFA_RECOVERY_CODE_GRANT,
      mfa_token: challenge.json().mfa_token,
      recovery_code: enrolmentOf(t.app, user.email)!.recoveryCodes[0]!,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await opens(second.id, completed.json().access_token)).toBe(true);
    expect(await opens(second.id, enrolled.access_token)).toBe(true);
    expect((await call('GET', `/orders/calculations/${second.id}`, clientA)).statusCode).toBe(404);
  });

  it('saves, updates with the same tariffs, and refuses the update when they are gone', async () => {
    const made = await calculate(clientA);
    const saved = await call('POST', `/orders/calculations/${made.id}/save`, clientA);
    expect(saved.json().data.saved).toBe(true);
    const body = {
      ...tariffBody('sea', world),
      modifier: 'PRIVATE',
      clientOrganizationIds: privateSea.clientOrganizationIds,
      lines: [{ containerTypeId: world.containerTypes[1], price: 190_000 }],
    };
    expect((await call('PUT', `/tariffs/sea/${privateSea.id}`, partnerA, body)).statusCode).toBe(200);
    const updated = await call('POST', `/orders/calculations/${made.id}/update`, clientA);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(seaPrices(updated.json().data)).toEqual([190_000, 240_000]);
    for (const tariff of [privateSea, publicSea])
      expect((await call('DELETE', `/tariffs/sea/${tariff.id}`, partnerA)).statusCode).toBe(200);
    const impossible = await call('POST', `/orders/calculations/${made.id}/update`, clientA);
    expect(impossible.statusCode).toBe(409);
    expect(impossible.json().error.message).toBe(translate('en', 'pricing.updateImpossible'));
    const unchanged = await call('GET', `/orders/calculations/${made.id}`, clientA);
    expect(seaPrices(unchanged.json().data)).toEqual([190_000, 240_000]);
    const outdated = await call('GET', '/orders/calculations/expired/count', clientA);
    expect(outdated.json().data).toEqual({ count: 0 });
    await db().execute(sql`update calculations set ready_date = ready_date - 30 where id = ${made.id}`);
    expect((await call('GET', '/orders/calculations/expired/count', clientA)).json().data).toEqual({ count: 1 });
    expect((await call('GET', '/orders/calculations/expired/count', clientB)).json().data).toEqual({ count: 0 });
    expect((await call('GET', `/orders/calculations/${made.id}`, clientA)).json().data.outdated).toBe(true);
    const fresh = await call('POST', `/orders/calculations/${made.id}/recalculate`, clientA);
    expect(fresh.json().data).toMatchObject({ noOnlineRates: true, quotations: [] });
    const history = await call('GET', `/orders/calculations/${made.id}/history`, clientA);
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history
        .json()
        .data.items.map(
          (event: { action: string; quotations: number; cheapestUsd: number | null; user: { id: number } | null }) => [
            event.action,
            event.quotations,
            event.cheapestUsd,
            event.user?.id,
          ],
        ),
    ).toEqual([
      ['create', 2, 200_000, clientA.id],
      ['save', 0, null, clientA.id],
      ['update', 2, 190_000, clientA.id],
      ['recalculate', 0, null, clientA.id],
    ]);
    expect((await call('GET', `/orders/calculations/${made.id}/history`, clientB)).statusCode).toBe(404);
    expect((await call('POST', `/orders/calculations/${made.id}/save`)).statusCode).toBe(401);
  });
});
