import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;

let operator: Actor;
let partner: number;
/** Referred to by tariffs of every kind. */
let used: TariffWorld;
/** Referred to by nothing. */
let unused: TariffWorld;

const remove = (url: string) => callApi(t.app, 'DELETE', url, operator);
async function blocked(url: string, message: MessageKey) {
  const response = await remove(url);
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json().error).toEqual({ code: 'CONFLICT', message: translate('en', message) });
}

beforeAll(async () => {
  t = await createTestApp();
  used = await createTariffWorld(db());
  unused = await createTariffWorld(db(), 'EUR');
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  partner = await createOrganization(db(), { name: 'Alpha Lines' });
  for (const kind of ['sea', 'trucking', 'pallet', 'railway-services', 'air-transportation', 'port-services'] as const)
    await createTariff(db(), { kind, organizationId: partner, world: used });
});
afterAll(() => t.close());

describe('what tariffs refer to cannot be deleted', () => {
  it('a sea port, airport or railway station a tariff names as an end', async () => {
    await blocked(`/dictionaries/sea-port-hubs/${used.seaPorts[0]}`, 'tariffs.deleteBlocked.seaPort');
    await blocked(`/dictionaries/sea-port-hubs/${used.seaPorts[1]}`, 'tariffs.deleteBlocked.seaPort');
    await blocked(`/dictionaries/airport-hubs/${used.airports[1]}`, 'tariffs.deleteBlocked.airport');
    await blocked(`/dictionaries/railway-hubs/${used.stations[0]}`, 'tariffs.deleteBlocked.railwayStation');
  });

  it('a city a tariff names as an end', async () => {
    await blocked(`/dictionaries/geo/${used.cities[1]}`, 'tariffs.deleteBlocked.city');
  });

  it('a shipping line, airline, service, container, vehicle or pallet type a tariff uses', async () => {
    await blocked(`/dictionaries/sea-lines/${used.seaLine}`, 'tariffs.deleteBlocked.seaLine');
    await blocked(`/dictionaries/air-company/${used.airline}`, 'tariffs.deleteBlocked.airline');
    await blocked(`/dictionaries/services/${used.service}`, 'tariffs.deleteBlocked.service');
    await blocked(`/dictionaries/container-types/${used.containerTypes[1]}`, 'tariffs.deleteBlocked.type');
    await blocked(`/dictionaries/vehicle-types/${used.vehicleType}`, 'tariffs.deleteBlocked.type');
    await blocked(`/dictionaries/pallet-types/${used.palletType}`, 'tariffs.deleteBlocked.type');
  });

  it('a currency tariffs are priced in', async () => {
    await blocked('/dictionaries/currencies/USD', 'dictionaries.deleteBlocked.currency');
  });

  it('while the same things nothing refers to go', async () => {
    for (const url of [
      `/dictionaries/sea-port-hubs/${unused.seaPorts[0]}`,
      `/dictionaries/airport-hubs/${unused.airports[1]}`,
      `/dictionaries/transport-hubs/${unused.hubs[0]}`,
      `/dictionaries/geo/${unused.cities[1]}`,
      `/dictionaries/sea-lines/${unused.seaLine}`,
      `/dictionaries/container-types/${unused.containerTypes[1]}`,
      `/dictionaries/freight-surcharges/${unused.surcharge}`,
      '/dictionaries/currencies/EUR',
    ]) {
      const response = await remove(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('and go once their tariffs are gone', async () => {
    const surcharge = await createTariff(db(), { kind: 'freight-surcharges', organizationId: partner, world: used });
    await blocked(`/dictionaries/freight-surcharges/${used.surcharge}`, 'tariffs.deleteBlocked.surcharge');
    expect((await remove(`/tariffs/freight-surcharges/${surcharge}`)).statusCode).toBe(200);
    expect((await remove(`/dictionaries/freight-surcharges/${used.surcharge}`)).statusCode).toBe(200);
  });
});
