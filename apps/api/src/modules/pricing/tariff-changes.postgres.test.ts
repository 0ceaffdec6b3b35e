import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { quotationsWithLegs, type Calculation, type Tariff } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariffWorld,
  pricingCatchesUp,
  quoteRequest,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;
let world: TariffWorld;
let partner: Actor;
let client: Actor;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(t.database.db);
  await createQuoteRates(t.database.db, world);
  const lines = await createOrganization(t.database.db, {
    name: 'Gamma Lines',
    profiles: [{ kind: 'Sea_transportation', status: 'APPROVED' }],
  });
  partner = await createActor(t.app, t.database.db, lines, 'PARTNER_ADMIN');
  client = await createActor(
    t.app,
    t.database.db,
    await createOrganization(t.database.db, { type: 'CLIENT' }),
    'CLIENT',
  );
});

afterAll(async () => {
  await t?.close();
});

async function seaTariff(price: number): Promise<Tariff> {
  const body = { ...tariffBody('sea', world), lines: [{ containerTypeId: world.containerTypes[1], price }] };
  const response = await callApi(t.app, 'POST', '/tariffs/sea', partner, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Tariff;
}

async function seaPrices(): Promise<number[]> {
  const response = await callApi(t.app, 'POST', '/orders/calculations', client, quoteRequest(world));
  expect(response.statusCode, response.body).toBe(201);
  const calculation = response.json().data as Calculation;
  return quotationsWithLegs(calculation)
    .map((quotation) => quotation.legs[0]?.cost?.amount as number)
    .sort((a, b) => a - b);
}

it('applies a change committed after a later one was already read (sequences are drawn before commit)', async () => {
  const slow = await seaTariff(300_000);
  const quick = await seaTariff(310_000);
  expect(await seaPrices()).toEqual([300_000, 310_000]);
  await t.database.withSession(async (session) => {
    await session.execute(sql`begin`);
    try {
      // Draws the earlier sequence, and stays uncommitted while another change commits and is read.
      await session.execute(sql`update tariffs set active = false where id = ${slow.id}`);
      await t.database.db.execute(sql`update tariffs set active = false where id = ${quick.id}`);
      await pricingCatchesUp();
      expect(await seaPrices()).toEqual([300_000]);
      await session.execute(sql`commit`);
      await pricingCatchesUp();
    } catch (error) {
      await session.execute(sql`rollback`);
      throw error;
    }
  });
  expect(await seaPrices()).toEqual([]);
});
