import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  callApi,
  createActor,
  createOrganization,
  createQuoteRates,
  createTariffWorld,
  quoteRequest,
  type Actor,
  type TariffWorld,
} from '../../../test/factories.js';
import { selectRows } from '../../db/rows.js';
import type { Caller } from './access-tokens.js';
import { cachedSessionCheck, sessionsEnded } from '../credentials/index.js';

let t: TestApp;
let world: TariffWorld;
let operator: Actor;
let owner: number;

const db = () => t.database.db;
const savedCalculations = async (organizationId: number): Promise<number> => {
  const [row] = await selectRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from calculations where organization_id = ${organizationId}`,
  );
  return row!.n;
};

beforeAll(async () => {
  t = await createTestApp();
  world = await createTariffWorld(db());
  await createQuoteRates(db(), world);
  const marketplace = await createOrganization(db(), { type: 'OPERATOR', name: 'Marketplace' });
  owner = await createOrganization(db(), { type: 'CLIENT', name: 'Cargo Owner' });
  operator = await createActor(t.app, db(), marketplace, 'OPERATOR');
});
afterAll(() => t?.close());

describe('a session that ended is refused on every route at once', () => {
  it('after sign-out: reads, writes and the public quote answer 401, and nothing is saved', async () => {
    const client = await createActor(t.app, db(), owner, 'CLIENT');
    expect((await callApi(t.app, 'GET', '/users/current', client)).statusCode).toBe(200);
    const quoted = await callApi(t.app, 'POST', '/orders/calculations', client, quoteRequest(world));
    expect(quoted.statusCode, quoted.body).toBe(201);
    const before = await savedCalculations(owner);
    expect(before).toBeGreaterThan(0);

    expect((await callApi(t.app, 'GET', '/logout', client)).statusCode).toBe(200);

    expect((await callApi(t.app, 'GET', '/users/current', client)).statusCode).toBe(401);
    expect((await callApi(t.app, 'PUT', '/users/current', client, { firstName: 'Late' })).statusCode).toBe(401);
    // Not a guest's answer given silently: the signed-out user is told, and their
    // organization gets no calculation it did not ask for.
    const late = await callApi(t.app, 'POST', '/orders/calculations', client, quoteRequest(world));
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('UNAUTHORIZED');
    expect(await savedCalculations(owner)).toBe(before);
    // Signing out again is done, not an error.
    expect((await callApi(t.app, 'GET', '/logout', client)).statusCode).toBe(200);
  });

  it('after an operator blocks the user: refused at once, and again once unblocked and signed in anew', async () => {
    const client = await createActor(t.app, db(), owner, 'CLIENT');
    expect((await callApi(t.app, 'GET', '/users/current', client)).statusCode).toBe(200);
    expect((await callApi(t.app, 'PUT', `/users/${client.id}/block`, operator)).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', '/users/current', client)).statusCode).toBe(401);
    expect((await callApi(t.app, 'POST', '/orders/calculations', client, quoteRequest(world))).statusCode).toBe(401);
    // Unblocking does not bring the ended session back.
    expect((await callApi(t.app, 'PUT', `/users/${client.id}/unblock`, operator)).statusCode).toBe(200);
    expect((await callApi(t.app, 'GET', '/users/current', client)).statusCode).toBe(401);
  });

  it('a forged token on a public route answers 401 rather than as to a guest', async () => {
    const forged = { headers: { authorization: 'Bearer forged' } } as Actor;
    expect((await callApi(t.app, 'POST', '/orders/calculations', forged, quoteRequest(world))).statusCode).toBe(401);
    expect((await callApi(t.app, 'POST', '/orders/calculations', undefined, quoteRequest(world))).statusCode).toBe(201);
  });
});

describe('the cached session check', () => {
  const caller = { sessionId: 'session-1', userId: 1 } as Caller;

  it('asks once a second per session; a session ended elsewhere is refused within that second', async () => {
    let time = 0;
    let active = true;
    let asked = 0;
    const check = cachedSessionCheck(
      async () => {
        asked += 1;
        return active;
      },
      { maxAgeMs: 1000, now: () => time },
    );
    expect(await check(caller)).toBe(true);
    active = false; // ended on another instance: this one learns within the second
    time = 999;
    expect(await check(caller)).toBe(true);
    expect(asked).toBe(1);
    time = 1000;
    expect(await check(caller)).toBe(false);
    expect(asked).toBe(2);
  });

  it('an end in this process is not trusted away: the next check asks again', async () => {
    let active = true;
    const check = cachedSessionCheck(async () => active, { maxAgeMs: 60_000, now: () => 0 });
    expect(await check(caller)).toBe(true);
    active = false;
    sessionsEnded();
    expect(await check(caller)).toBe(false);
  });
});
