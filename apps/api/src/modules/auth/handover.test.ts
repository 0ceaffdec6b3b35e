import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HANDOVER_GRANT, WEB_CLIENT_AUTHORIZATION, type Handover, type TokenResponse } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { callApi, createActor, createOrganization, selectRows, signIn, type Actor } from '../../../test/factories.js';

/**
 * The white-label hand-over (issue 27, finding 4): a one-time code bound to the verified domain,
 * never a bearer token in the address.
 */

let t: TestApp;
const db = () => t.database.db;
let operator: Actor;
let railAdmin: Actor;
let railOrg: number;

beforeAll(async () => {
  t = await createTestApp();
  const operatorsOrg = await createOrganization(db(), { type: 'OPERATOR' });
  operator = await createActor(t.app, db(), operatorsOrg, 'OPERATOR');
  railOrg = await createOrganization(db(), { type: 'PARTNER', name: 'Rail Road', domain: 'rail.example.com' });
  railAdmin = await createActor(t.app, db(), railOrg, 'PARTNER_ADMIN');
  const verified = await callApi(t.app, 'PUT', `/organizations/${railOrg}/verify-domain`, operator, {
    domain: 'rail.example.com',
  });
  expect(verified.statusCode).toBe(200);
});
afterAll(() => t.close());

const handover = (who: { authorization: string } | Actor) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/handover',
    headers: 'headers' in who ? who.headers : who,
  });

function redeem(code: string, domain: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: {
      authorization: WEB_CLIENT_AUTHORIZATION,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams({ grant_type: HANDOVER_GRANT, code, domain }).toString(),
  });
}

async function codeFor(who: Actor): Promise<Handover> {
  const res = await handover(who);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Handover }>().data;
}

const current = (accessToken: string) =>
  t.app.inject({ url: '/api/v1/users/current', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /auth/handover', () => {
  it('gives a code for the verified domain, valid a minute, kept only as a hash, never cached', async () => {
    const res = await handover(railAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { code, domain, expiresIn } = res.json<{ data: Handover }>().data;
    expect(domain).toBe('rail.example.com');
    expect(expiresIn).toBe(60);
    expect(code).toMatch(/^[\w-]{43}$/);
    const rows = await selectRows<{ code_hash: string; seconds: number }>(
      db(),
      sql`select code_hash, extract(epoch from expires_at - created_at)::int as seconds from handover_codes`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.code_hash)).not.toContain(code);
    expect(rows.every((row) => row.seconds === 60)).toBe(true);
  });

  it('refuses an organization whose domain is not verified, or that has none, in the caller’s language', async () => {
    const pendingOrg = await createOrganization(db(), { type: 'PARTNER', domain: 'evil.example' });
    const pending = await createActor(t.app, db(), pendingOrg, 'PARTNER_ADMIN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/handover',
      headers: { ...pending.headers, 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('У вашей организации нет подтверждённого собственного домена');
    const localOrg = await createOrganization(db(), { type: 'PARTNER', domain: 'localhost' });
    expect((await handover(await createActor(t.app, db(), localOrg, 'PARTNER_MANAGER'))).statusCode).toBe(409);
    const plainOrg = await createOrganization(db(), { type: 'CLIENT' });
    expect((await handover(await createActor(t.app, db(), plainOrg, 'CLIENT'))).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/handover' })).statusCode).toBe(401);
  });
});

describe('POST /oauth2/token, the hand-over grant', () => {
  it('turns a code into a session of its own on the domain, once', async () => {
    const { code } = await codeFor(railAdmin);
    const res = await redeem(code, 'rail.example.com', { origin: 'https://rail.example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const pair = res.json<TokenResponse>();
    expect((await current(pair.access_token)).json().data.id).toBe(railAdmin.id);
    const again = await redeem(code, 'rail.example.com');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'INVALID_GRANT',
      message: 'The sign-in link is no longer valid. Please log in again',
    });
    // Its own refresh family: ending the session that asked for the code leaves it alone.
    await t.app.inject({ url: '/api/v1/logout', headers: railAdmin.headers });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/oauth2/token',
          headers: { authorization: WEB_CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: pair.refresh_token }).toString(),
        })
      ).statusCode,
    ).toBe(200);
    railAdmin = { ...railAdmin, headers: { authorization: `Bearer ${(await signIn(t.app, railAdmin)).access_token}` } };
  });

  it('gives one session for two simultaneous presentations of one code', async () => {
    const { code } = await codeFor(railAdmin);
    const answers = await Promise.all([redeem(code, 'rail.example.com'), redeem(code, 'rail.example.com')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a code presented for another domain, and spends it', async () => {
    const { code } = await codeFor(railAdmin);
    const res = await redeem(code, 'evil.example', { 'accept-language': 'zh' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('登录链接已失效，请重新登录');
    expect((await redeem(code, 'rail.example.com')).statusCode).toBe(400);
  });

  it('refuses a code a browser brings from another origin than the domain', async () => {
    const { code } = await codeFor(railAdmin);
    expect((await redeem(code, 'rail.example.com', { origin: 'https://evil.example' })).statusCode).toBe(400);
    const opaque = await codeFor(railAdmin);
    expect((await redeem(opaque.code, 'rail.example.com', { origin: 'null' })).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const { code } = await codeFor(railAdmin);
    await db().execute(sql`update handover_codes set expires_at = now() - interval '1 second'`);
    expect((await redeem(code, 'rail.example.com')).statusCode).toBe(400);
  });

  it('refuses an unknown code and a malformed request with field errors', async () => {
    expect((await redeem('made-up-code', 'rail.example.com')).statusCode).toBe(400);
    const blank = await redeem('', 'rail.example.com');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].fieldName).toBe('code');
    const badDomain = await redeem('x', 'not a host');
    expect(badDomain.json().errors[0].fieldName).toBe('domain');
  });

  it('refuses a code whose session ended, whose user was blocked or whose domain changed since', async () => {
    const ended = await codeFor(railAdmin);
    await t.app.inject({ url: '/api/v1/logout', headers: railAdmin.headers });
    expect((await redeem(ended.code, 'rail.example.com')).statusCode).toBe(400);
    railAdmin = { ...railAdmin, headers: { authorization: `Bearer ${(await signIn(t.app, railAdmin)).access_token}` } };

    const manager = await createActor(t.app, db(), railOrg, 'PARTNER_MANAGER');
    const blocked = await codeFor(manager);
    await db().execute(sql`update users set blocked = true where id = ${manager.id}`);
    expect((await redeem(blocked.code, 'rail.example.com')).statusCode).toBe(400);

    const moved = await codeFor(railAdmin);
    const organization = (await callApi(t.app, 'GET', `/organizations/${railOrg}`, railAdmin)).json().data;
    const { id: _id, domainVerified: _verified, profiles: _profiles, createdAt: _createdAt, ...input } = organization;
    const changed = await callApi(t.app, 'PUT', `/organizations/${railOrg}`, railAdmin, {
      ...input,
      domain: 'rail2.example.com',
    });
    expect(changed.json().data).toMatchObject({ domain: 'rail2.example.com', domainVerified: false });
    expect((await redeem(moved.code, 'rail.example.com')).statusCode).toBe(400);
    expect((await redeem(moved.code, 'rail2.example.com')).statusCode).toBe(400);
    expect((await handover(railAdmin)).statusCode).toBe(409);
  });
});

describe('rate limits of the hand-over', () => {
  let seaAdmin: Actor;
  beforeAll(async () => {
    const seaOrg = await createOrganization(db(), { type: 'PARTNER', name: 'Sea Way', domain: 'sea.example.com' });
    seaAdmin = await createActor(t.app, db(), seaOrg, 'PARTNER_ADMIN');
    const verified = await callApi(t.app, 'PUT', `/organizations/${seaOrg}/verify-domain`, operator, {
      domain: 'sea.example.com',
    });
    expect(verified.statusCode).toBe(200);
  });

  it('gives a user 20 codes in ten minutes; the 21st is 429 with Retry-After, another user is not held', async () => {
    for (let i = 0; i < 20; i++) expect((await handover(seaAdmin)).statusCode).toBe(200);
    const refused = await handover(seaAdmin);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    const colleague = await createActor(t.app, db(), seaAdmin.organizationId, 'PARTNER_MANAGER');
    expect((await handover(colleague)).statusCode).toBe(200);
  });

  it('refuses a source after 20 wrong codes, even a right one; a right code from elsewhere is taken', async () => {
    const guess = (remoteAddress: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        remoteAddress,
        headers: { authorization: WEB_CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: HANDOVER_GRANT, code, domain: 'sea.example.com' }).toString(),
      });
    for (let i = 0; i < 20; i++) expect((await guess('198.51.100.7', `guess-${i}`)).statusCode).toBe(400);
    const colleague = await createActor(t.app, db(), seaAdmin.organizationId, 'PARTNER_MANAGER');
    const right = await codeFor(colleague);
    const held = await guess('198.51.100.7', right.code);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before it was looked at: the code still works once, from another source.
    expect((await guess('198.51.100.8', right.code)).statusCode).toBe(200);
  });
});
