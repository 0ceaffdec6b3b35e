import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARIFF_KINDS, translate, type Tariff, type TariffInput, type TariffKind } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createTariff,
  createTariffWorld,
  dayFromNow,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;

/**
 * The kind's valid body, its validity one day longer each time: an organization may not keep two
 * tariffs of the same lane, validity and prices ("Tariff already exists").
 */
let bodies = 0;
const uniqueBody = (kind: TariffKind) => ({ ...tariffBody(kind, world), validTo: dayFromNow(90 + ++bodies) });
const db = () => t.database.db;
let world: TariffWorld;
let operator: Actor;
let integrator: Actor;
let clientOrganization: number;
let otherClient: number;

const post = (kind: TariffKind, body: object, who: Actor = integrator, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/tariffs/${kind}`,
    headers: { ...who.headers, 'accept-language': language },
    payload: body,
  });

/** The field errors of a refused body of the kind: its valid body with `changes`. */
async function refusal(kind: TariffKind, changes: Partial<TariffInput>, language = 'en') {
  const response = await post(kind, { ...uniqueBody(kind), ...changes }, integrator, language);
  expect(response.statusCode, response.body).toBe(400);
  return response.json().errors as { fieldName: string; errorText: string }[];
}
const error = (fieldName: string, key: Parameters<typeof translate>[1], language: 'en' | 'ru' = 'en') => ({
  fieldName,
  errorText: translate(language, key),
});

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  const operators = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace' });
  const partner = await createOrganization(db(), {
    name: 'Integrator Freight',
    profiles: [{ kind: 'Integrator', status: 'APPROVED' }],
  });
  // Two levels down: an agent of the partner and the agent's client.
  const agent = await createOrganization(db(), { name: 'Agent', parentId: partner });
  clientOrganization = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner', parentId: agent });
  otherClient = await createOrganization(db(), { type: 'CLIENT', name: 'Someone else’s client' });
  operator = await createActor(t.app, db(), operators, 'OPERATOR');
  integrator = await createActor(t.app, db(), partner, 'PARTNER_MANAGER');
});
afterAll(() => t.close());

describe('every kind of tariff', () => {
  it.each(TARIFF_KINDS.map((kind) => [kind]))('%s: created with a valid body and read back', async (kind) => {
    const body = uniqueBody(kind);
    const created = await post(kind, body);
    expect(created.statusCode, created.body).toBe(201);
    const tariff = created.json().data as Tariff;
    expect(tariff).toMatchObject({
      kind,
      variant: body.variant,
      organization: { id: integrator.organizationId, name: 'Integrator Freight' },
      from: { type: body.from!.type, id: body.from!.id },
      currency: 'USD',
      validFrom: body.validFrom,
      validTo: body.validTo,
      modifier: 'PUBLIC',
      editable: true,
    });
    expect(tariff.lines).toHaveLength(body.lines.length);
    expect(tariff.lines[0]!.price).toBe(body.lines[0]!.price);
    if (body.to) expect(tariff.to).toMatchObject({ type: body.to.type, id: body.to.id });
    else expect(tariff.to).toBeNull();

    const read = await callApi(t.app, 'GET', `/tariffs/${kind}/${tariff.id}`, integrator);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual(tariff);
  });

  it('names the ends, carrier, service and surcharge in the caller’s language', async () => {
    const created = await post('sea', uniqueBody('sea'));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tariffs/sea/${created.json().data.id}`,
      headers: { ...integrator.headers, 'accept-language': 'ru' },
    });
    const tariff = response.json().data as Tariff;
    expect(tariff.from).toMatchObject({ countryCode: 'CN', code: expect.stringMatching(/^CNSHA/) });
    expect(tariff.from!.name).toMatch(/^Шанхай/);
    expect(tariff.to!.name).toMatch(/^Санкт-Петербург/);
    expect(tariff.carrier).toMatchObject({ id: world.seaLine, name: expect.stringMatching(/^Maersk/) });
    expect(tariff).toMatchObject({ demurrageDays: 7, minPrice: null, service: null, surcharge: null });
  });

  it('keeps money as integer minor units beyond 32 bits and drops fields the kind does not have', async () => {
    const response = await post('sea', {
      ...uniqueBody('sea'),
      minPrice: 987_654_321_012,
      serviceId: world.service,
      chargingMode: 'DISTANCE',
      lines: [{ containerTypeId: world.containerTypes[0], vehicleTypeId: world.vehicleType, price: 5_000_000_000 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const tariff = response.json().data as Tariff;
    expect(tariff).toMatchObject({ minPrice: 987_654_321_012, service: null, chargingMode: null });
    expect(tariff.lines).toEqual([
      {
        containerTypeId: world.containerTypes[0],
        vehicleTypeId: null,
        palletTypeId: null,
        from: null,
        to: null,
        price: 5_000_000_000,
      },
    ]);
  });

  it('changes a tariff with PUT and refuses a kind that does not match the path', async () => {
    const id = (await post('air-transportation', uniqueBody('air-transportation'))).json().data.id as number;
    const changed = await callApi(t.app, 'PUT', `/tariffs/air-transportation/${id}`, integrator, {
      ...uniqueBody('air-transportation'),
      transitDays: 3,
      comment: '  Daily flights  ',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id, transitDays: 3, comment: 'Daily flights' });
    expect((await callApi(t.app, 'GET', `/tariffs/sea/${id}`, integrator)).statusCode).toBe(404);
    expect((await callApi(t.app, 'GET', `/tariffs/no-such-kind/${id}`, integrator)).statusCode).toBe(400);
  });
});

describe('the rules, each refused with its field and message', () => {
  it('an expiry before the start, in the caller’s language', async () => {
    expect(await refusal('sea', { validFrom: dayFromNow(10), validTo: dayFromNow(1) }, 'ru')).toEqual([
      error('validTo', 'tariffs.expiresBeforeStart', 'ru'),
    ]);
  });

  it('a container tariff without a container price', async () => {
    expect(await refusal('sea', { lines: [] })).toEqual([error('lines', 'tariffs.containerRequired')]);
  });

  it('weight ranges that overlap', async () => {
    const lines = [
      { from: 0, to: 100, price: 500 },
      { from: 50, price: 400 },
    ];
    expect(await refusal('air-transportation', { lines })).toEqual([error('lines.1.from', 'validation.invalidRange')]);
  });

  it('a private tariff without clients, and clients that are not the owner’s client organizations', async () => {
    expect(await refusal('sea', { modifier: 'PRIVATE' })).toEqual([
      error('clientOrganizationIds', 'tariffs.privateNeedsRange'),
    ]);
    expect(
      await refusal('sea', {
        modifier: 'PRIVATE',
        clientOrganizationIds: [clientOrganization, operator.organizationId, otherClient],
      }),
    ).toEqual([
      error('clientOrganizationIds.1', 'tariffs.clientNotFound'),
      error('clientOrganizationIds.2', 'tariffs.clientNotFound'),
    ]);
  });

  it('the same origin and destination', async () => {
    expect(await refusal('sea', { to: { type: 'SEA_PORT', id: world.seaPorts[0] } })).toEqual([
      error('to', 'tariffs.sameEnds'),
    ]);
  });

  it('a service without its service', async () => {
    expect(await refusal('port-services', { serviceId: null })).toEqual([error('serviceId', 'validation.required')]);
  });

  it('an unknown port, currency, carrier and container type, all at once', async () => {
    const errors = await refusal('sea', {
      from: { type: 'SEA_PORT', id: 999_999 },
      currency: 'xts',
      // A consolidator carries general cargo; a container tariff names a shipping line.
      carrierId: world.consolidator,
      lines: [{ containerTypeId: world.vehicleType, price: 100 }],
    });
    expect(errors).toEqual([
      error('from.id', 'tariffs.unknown.seaPort'),
      error('currency', 'tariffs.unknown.currency'),
      error('carrierId', 'tariffs.unknown.carrier'),
      error('lines.0.containerTypeId', 'tariffs.unknown.containerType'),
    ]);
  });

  it('an end of a type the kind does not take, and an inactive hub', async () => {
    expect(await refusal('sea', { from: { type: 'CITY', id: world.cities[0] } })).toEqual([
      error('from.type', 'validation.invalidValue'),
    ]);
    await db().execute(sql`update airports set active = false where id = ${world.airports[1]}`);
    try {
      expect(await refusal('air-transportation', {})).toEqual([error('to.id', 'tariffs.unknown.airport')]);
    } finally {
      // Back on whatever happened: every air tariff of the world lands there.
      await db().execute(sql`update airports set active = true where id = ${world.airports[1]}`);
    }
  });

  it('a surcharge for a sea tariff of another owner', async () => {
    const foreign = await createTariff(db(), { organizationId: operator.organizationId, world });
    expect(await refusal('freight-surcharges', { carrierId: null, appliesToTariffId: foreign })).toEqual([
      error('appliesToTariffId', 'tariffs.unknown.tariff'),
    ]);
  });

  it('bad shapes before any rule: a negative price, an unknown variant', async () => {
    const errors = await refusal('sea', { variant: 'BOX' as never, lines: [{ price: -1 }] });
    expect(errors.map((e) => e.fieldName).sort()).toEqual(['lines.0.price', 'variant']);
  });

  it('an owner named by an operator that is a client organization, or none', async () => {
    for (const [organizationId, key] of [
      [clientOrganization, 'validation.invalidValue'],
      [999_999, 'error.notFound'],
    ] as const) {
      const response = await post('sea', { ...uniqueBody('sea'), organizationId }, operator);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([error('organizationId', key)]);
    }
  });
});
