import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderParty } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariff,
  createTariffWorld,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { book, createSellers } from '../../../test/order-factories.js';

let t: TestApp;
let world: TariffWorld;
let client: Actor;
let colleague: Actor;
let stranger: Actor;
let carrier: Actor;

const db = () => t.database.db;
const partiesOf = async (who: Actor) => {
  const response = await callApi(t.app, 'GET', '/orders/parties', who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OrderParty[] }).data.map((party) => party.name);
};

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const { alphaLines } = await createSellers(db());
  const owners = await createOrganization(db(), { type: 'CLIENT', name: 'Owner Trading' });
  client = await createActor(t.app, db(), owners, 'CLIENT');
  colleague = await createActor(t.app, db(), owners, 'CLIENT');
  stranger = await createActor(t.app, db(), await createOrganization(db(), { type: 'CLIENT' }), 'CLIENT');
  carrier = await createActor(t.app, db(), alphaLines, 'PARTNER_MANAGER');
  await createTariff(db(), { organizationId: alphaLines, world });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /orders/parties', () => {
  it("offers the parties of the organization's own orders only, each once, the latest first", async () => {
    const address = '1 Harbour Road';
    await book(t.app, client, world, {
      shipper: { name: 'Ningbo Export', address },
      consignee: { name: 'Owner Trading', address: 'Tverskaya 1' },
    });
    await book(t.app, colleague, world, {
      shipper: { name: 'Ningbo Export', address: ` ${address.toUpperCase()}` },
      consignee: { name: 'Owner Trading', address: 'Tverskaya 1' },
      notifyParties: [{ name: 'Vostok Broker', address: 'Khimki' }],
    });
    await book(t.app, stranger, world, {
      shipper: { name: 'Secret Supplier', address: 'Elsewhere 5' },
      consignee: { name: 'Stranger Imports', address: 'Far Street 9' },
    });

    // The colleague's order is the organization's too; the stranger's is not.
    expect(await partiesOf(client)).toEqual(['Ningbo Export', 'Owner Trading', 'Vostok Broker']);
    expect(await partiesOf(colleague)).toEqual(['Ningbo Export', 'Owner Trading', 'Vostok Broker']);
    expect(await partiesOf(stranger)).toEqual(['Secret Supplier', 'Stranger Imports']);
    // Carrying a leg of an order does not make its parties the carrier's to reuse.
    expect(await partiesOf(carrier)).toEqual([]);
  });

  it('answers a caller without a session 401', async () => {
    expect((await callApi(t.app, 'GET', '/orders/parties')).statusCode).toBe(401);
  });
});
