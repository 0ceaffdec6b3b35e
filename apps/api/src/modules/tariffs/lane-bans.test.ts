import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type LaneBan, type TariffKind } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  callApi,
  createActor,
  createOrganization,
  createTariffWorld,
  tariffBody,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';

let t: TestApp;
const db = () => t.database.db;
type Method = Parameters<typeof callApi>[1];
const call = (method: Method, url: string, who?: Actor, payload?: object) => callApi(t.app, method, url, who, payload);

let world: TariffWorld;
let operator: Actor;
let partner: Actor;
let other: Actor;
const bans = () => `/organizations/${partner.organizationId}/lane-bans`;

async function ban(payload: object): Promise<LaneBan> {
  const response = await call('POST', bans(), operator, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as LaneBan;
}
const enter = (kind: TariffKind, who: Actor, changes: object = {}) =>
  call('POST', `/tariffs/${kind}`, who, { ...tariffBody(kind, world), ...changes });
/** The world's ports: [0] in China, [1] in Russia. */
const port = (index: 0 | 1) => ({ type: 'SEA_PORT', id: world.seaPorts[index] });

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  operator = await createActor(t.app, db(), await createOrganization(db(), { type: 'OPERATOR' }), 'OPERATOR');
  const profiles = [{ kind: 'Integrator', status: 'APPROVED' }];
  partner = await createActor(t.app, db(), await createOrganization(db(), { profiles }), 'PARTNER_ADMIN');
  other = await createActor(t.app, db(), await createOrganization(db(), { profiles }), 'PARTNER_ADMIN');
});
afterAll(() => t.close());

describe('lane bans', () => {
  it('are kept by operators only, per organization, and audited', async () => {
    const created = await ban({ kind: 'sea', fromCountry: 'cn', toCountry: null });
    expect(created).toMatchObject({
      organizationId: partner.organizationId,
      kind: 'sea',
      fromCountry: 'CN',
      toCountry: null,
    });
    const listed = await call('GET', bans(), operator);
    expect(listed.json().data).toEqual({ items: [created], total: 1 });
    expect((await call('GET', bans(), partner)).statusCode).toBe(403);
    expect((await call('POST', bans(), partner, { kind: 'sea' })).statusCode).toBe(403);
    expect((await call('GET', '/organizations/999999/lane-bans', operator)).statusCode).toBe(404);
    const bad = await call('POST', bans(), operator, { kind: 'boats', fromCountry: 'China' });
    expect(
      bad
        .json()
        .errors.map((error: { fieldName: string }) => error.fieldName)
        .sort(),
    ).toEqual(['fromCountry', 'kind']);
    expect((await auditRows(db(), 'tariffLaneBan', created.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('bar the partner from entering rates on the lane, not elsewhere; operators are never barred', async () => {
    const barred = translate('en', 'tariffs.laneBarred');
    const refused = await enter('sea', partner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(barred);
    // The other way round, another kind, another partner: free.
    const reverse = await enter('sea', partner, { from: port(1), to: port(0) });
    expect(reverse.statusCode).toBe(201);
    expect((await enter('freight-surcharges', partner)).statusCode).toBe(201);
    expect((await enter('sea', other)).statusCode).toBe(201);
    // An operator may still enter the rate for the partner.
    const forPartner = await enter('sea', operator, { organizationId: partner.organizationId });
    expect(forPartner.statusCode, forPartner.body).toBe(201);
    // Nor may the partner move its own tariff onto the lane.
    const own = reverse.json().data.id as number;
    const moved = await call('PUT', `/tariffs/sea/${own}`, partner, tariffBody('sea', world));
    expect(moved.statusCode).toBe(403);
  });

  it('of every kind into a country also cover the services priced in that country', async () => {
    const intoRussia = await ban({ kind: null, fromCountry: null, toCountry: 'RU' });
    expect((await enter('air-transportation', partner)).statusCode).toBe(403);
    expect((await enter('port-services', partner, { from: port(1) })).statusCode).toBe(403);
    expect((await enter('port-services', partner, { from: port(0) })).statusCode).toBe(201);
    // A ban is lifted only through its own organization, and once.
    const otherBans = `/organizations/${other.organizationId}/lane-bans`;
    expect((await call('DELETE', `${otherBans}/${intoRussia.id}`, operator)).statusCode).toBe(404);
    const lifted = await call('DELETE', `${bans()}/${intoRussia.id}`, operator);
    expect(lifted.json()).toEqual({ data: { deleted: true } });
    expect((await call('DELETE', `${bans()}/${intoRussia.id}`, operator)).statusCode).toBe(404);
    expect((await enter('port-services', partner, { from: port(1) })).statusCode).toBe(201);
    expect((await auditRows(db(), 'tariffLaneBan', intoRussia.id)).map((row) => row.action)).toEqual([
      'create',
      'delete',
    ]);
  });
});
