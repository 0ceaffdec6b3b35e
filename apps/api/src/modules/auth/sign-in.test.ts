import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_AUTHORIZATION, type TokenResponse } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  createMember,
  createUser,
  createOrganization,
  TEST_PASSWORD,
  selectRows,
  signIn,
  type TestUser,
} from '../../../test/factories.js';
import { sha256 } from '../credentials/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function token(form: Record<string, string>, authorization: string | null = WEB_CLIENT_AUTHORIZATION, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: {
      ...(authorization ? { authorization } : {}),
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': language,
    },
    payload: new URLSearchParams(form).toString(),
  });
}
const password = (user: TestUser, pass = user.password) =>
  token({ grant_type: 'password', username: user.email, password: pass });
const refresh = (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken });
const current = (accessToken: string) =>
  t.app.inject({ url: '/api/v1/users/current', headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /oauth2/token, grant_type=password', () => {
  it('answers a bearer pair for the right password, the e-mail in any case', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const res = await token({ grant_type: 'password', username: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<TokenResponse>();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 300,
    });
    const me = await current(body.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      id: user.id,
      email: user.email,
      roles: [{ id: 'CLIENT' }],
      generalRole: 'CLIENT',
    });
  });

  it.each([
    ['en', 'Incorrect login or password'],
    ['ru', 'Неверный логин или пароль'],
  ])('refuses a wrong password or an unknown e-mail alike (%s)', async (language, text) => {
    const user = await createMember(t.database.db, 'CLIENT');
    for (const form of [
      { grant_type: 'password', username: user.email, password: 'Wrong12345' },
      { grant_type: 'password', username: 'nobody@test.local', password: TEST_PASSWORD },
    ]) {
      const res = await token(form, WEB_CLIENT_AUTHORIZATION, language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'INVALID_GRANT', message: text }, errors: [] });
    }
  });

  it('names the missing fields', async () => {
    const res = await token({ grant_type: 'password', username: 'a@b.c' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ fieldName: 'password', errorText: 'This is a required field' }]);
  });

  it('refuses an unknown client, a wrong secret and a missing client header', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const form = { grant_type: 'password', username: user.email, password: TEST_PASSWORD };
    for (const authorization of [
      null,
      `Basic ${Buffer.from('mobile:').toString('base64')}`,
      `Basic ${Buffer.from('web:guess').toString('base64')}`,
    ]) {
      const res = await token(form, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'INVALID_CLIENT', message: 'Unknown client or wrong client secret' });
    }
  });

  it('accepts a configured client with its secret', async () => {
    await t.database.db.execute(
      sql`insert into oauth_clients (client_id, secret_hash, name) values ('erp', ${sha256('s3cret-of-erp')}, 'ERP integration')`,
    );
    const user = await createMember(t.database.db, 'PARTNER_MANAGER');
    const erp = `Basic ${Buffer.from('erp:s3cret-of-erp').toString('base64')}`;
    const res = await token({ grant_type: 'password', username: user.email, password: TEST_PASSWORD }, erp);
    expect(res.statusCode).toBe(200);
    // The refresh token belongs to the client it was issued to.
    expect((await refresh(res.json<TokenResponse>().refresh_token)).statusCode).toBe(400);
  });

  it('refuses unconfirmed and blocked accounts once the password is right', async () => {
    const organizationId = await createOrganization(t.database.db, { type: 'CLIENT' });
    const unconfirmed = await createUser(t.database.db, { organizationId, roles: ['CLIENT'], confirmed: false });
    const blocked = await createUser(t.database.db, { organizationId, roles: ['CLIENT'], blocked: true });
    expect((await password(unconfirmed)).json().error.message).toBe(
      'Confirm your e-mail first: enter the code we sent you',
    );
    expect((await password(blocked)).json().error.message).toBe(
      'Your account is blocked. Please contact your administrator',
    );
    expect((await password(unconfirmed, 'Wrong12345')).json().error.message).toBe('Incorrect login or password');
  });
});

describe('lockout', () => {
  const SUSPENDED =
    'Your account has been temporarily suspended due to several failed login attempts. Please try again after 5 minutes.';
  const from = (remoteAddress: string, user: { email: string }, pass: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      remoteAddress,
      headers: { authorization: WEB_CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: user.email, password: pass }).toString(),
    });
  /** Moves the suspensions' end into the past, as five minutes passing would. */
  const fiveMinutesPass = () =>
    t.database.db.execute(sql`update rate_counters set resets_at = now() - interval '1 second'`);

  it('suspends the address from that source at the fifth failure, even for the right password, for 5 minutes', async () => {
    const user = await createMember(t.database.db, 'PARTNER_MANAGER');
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await password(user, 'Wrong12345')).json().error.code).toBe('INVALID_GRANT');
    const fifth = await password(user, 'Wrong12345');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toEqual({ code: 'ACCOUNT_SUSPENDED', message: SUSPENDED });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(290);
    expect(Number(fifth.headers['retry-after'])).toBeLessThanOrEqual(300);
    const right = await password(user);
    expect(right.json().error.message).toBe(SUSPENDED);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(300);

    await fiveMinutesPass();
    expect((await password(user)).statusCode).toBe(200);
  });

  it("a stranger's five wrong passwords from another source do not lock the owner out", async () => {
    const owner = await createMember(t.database.db, 'OPERATOR');
    for (let attempt = 1; attempt <= 5; attempt++) await from('203.0.113.9', owner, 'Wrong12345');
    expect((await from('203.0.113.9', owner, owner.password)).statusCode).toBe(429);
    // The owner's own device, another source, signs in as ever: the password holds, and the
    // second factor an operator must have is asked for next.
    const own = await from('198.51.100.20', owner, owner.password);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('MFA_ENROLLMENT_REQUIRED');
  });

  it('answers an unknown address exactly as a registered one, 429 included', async () => {
    const known = await createMember(t.database.db, 'CLIENT');
    const unknown = { email: 'nobody.here@test.local' };
    const answers = async (user: { email: string }) => {
      const out: { status: number; body: unknown }[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        const res = await from('192.0.2.77', user, 'Wrong12345');
        out.push({ status: res.statusCode, body: res.json() });
      }
      return out;
    };
    const [forKnown, forUnknown] = [await answers(known), await answers(unknown)];
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown.map((a) => a.status)).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('counts failures in a 15-minute window: older ones are forgotten; the right password clears them', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    for (let attempt = 1; attempt <= 4; attempt++) await from('192.0.2.80', user, 'Wrong12345');
    await fiveMinutesPass();
    expect((await from('192.0.2.80', user, 'Wrong12345')).json().error.code).toBe('INVALID_GRANT');
    for (let attempt = 1; attempt <= 3; attempt++) await from('192.0.2.80', user, 'Wrong12345');
    expect((await from('192.0.2.80', user, user.password)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await from('192.0.2.80', user, 'Wrong12345')).json().error.code).toBe('INVALID_GRANT');
  });

  it('counts in the database, so concurrent attempts all count', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    await Promise.all(Array.from({ length: 5 }, () => password(user, 'Wrong12345')));
    expect((await password(user)).statusCode).toBe(429);
  });

  it('keeps no address or source in clear in its counters', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    await from('192.0.2.99', user, 'Wrong12345');
    const rows = await selectRows<{ key: string }>(t.database.db, sql`select key from rate_counters`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key.includes(user.email) || row.key.includes('192.0.2.99'))).toBe(false);
  });
});

describe('POST /oauth2/token, grant_type=refresh_token', () => {
  it('rotates: each refresh token works once and the new pair works', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const first = (await password(user)).json<TokenResponse>();
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const pair = second.json<TokenResponse>();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await current(pair.access_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('a used refresh token revokes the whole family', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const first = (await password(user)).json<TokenResponse>();
    const second = (await refresh(first.refresh_token)).json<TokenResponse>();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toEqual({
      code: 'INVALID_GRANT',
      message: 'Your session has expired, please log in again',
    });
    // The thief's replay also ended the rightful holder's session.
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    expect((await current(second.access_token)).statusCode).toBe(401);
  });

  it('of two refreshes with one token at once, one wins and the family ends', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const first = (await password(user)).json<TokenResponse>();
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a forged or malformed token, and a blocked user', async () => {
    for (const forged of ['nonsense', 'abc.def', 'a.b.c']) expect((await refresh(forged)).statusCode).toBe(400);
    const user = await createMember(t.database.db, 'CLIENT');
    const pair = (await password(user)).json<TokenResponse>();
    await t.database.db.execute(sql`update users set blocked = true where id = ${user.id}`);
    expect((await refresh(pair.refresh_token)).json().error.message).toBe(
      'Your account is blocked. Please contact your administrator',
    );
  });

  it('carries the roles an admin gave since the last token', async () => {
    const user = await createMember(t.database.db, 'PARTNER_MANAGER');
    const pair = (await password(user)).json<TokenResponse>();
    await t.database.db.execute(sql`update users set roles = '{PARTNER_ADMIN}' where id = ${user.id}`);
    const next = (await refresh(pair.refresh_token)).json<TokenResponse>();
    expect((await current(next.access_token)).json().data.generalRole).toBe('PARTNER_ADMIN');
    const claims = JSON.parse(Buffer.from(next.access_token.split('.')[1]!, 'base64url').toString()) as {
      roles: string[];
    };
    expect(claims.roles).toEqual(['PARTNER_ADMIN']);
  });
});

describe('check-token, current user and logout', () => {
  it('check-token says true for a live token and false otherwise', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const pair = (await password(user)).json<TokenResponse>();
    const check = (authorization?: string) =>
      t.app.inject({ url: '/api/v1/auth/check-token', headers: authorization ? { authorization } : {} });
    expect((await check(`Bearer ${pair.access_token}`)).json()).toEqual({ data: true });
    expect((await check()).json()).toEqual({ data: false });
    expect((await check('Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged')).json()).toEqual({ data: false });

    const logout = await t.app.inject({
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(logout.json()).toEqual({ data: true });
    expect((await check(`Bearer ${pair.access_token}`)).json()).toEqual({ data: false });
    expect((await refresh(pair.refresh_token)).statusCode).toBe(400);
  });

  it('GET /users/current answers 401 without a valid token', async () => {
    const none = await t.app.inject({ url: '/api/v1/users/current' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHORIZED');
    expect((await current('not-a-jwt')).statusCode).toBe(401);
  });

  it('a token signed with another key is refused', async () => {
    const other = await createTestApp({ env: { JWT_SECRET: 'another-installation-secret-of-32+chars' } });
    try {
      const user = await createMember(other.database.db, 'CLIENT');
      const res = await other.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        headers: { authorization: WEB_CLIENT_AUTHORIZATION, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: user.email,
          password: TEST_PASSWORD,
        }).toString(),
      });
      expect((await current(res.json<TokenResponse>().access_token)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('POST /oauth2/token, token exchange', () => {
  it('no longer turns an access token into a session: the white-label hand-over carries a one-time code', async () => {
    const user = await createMember(t.database.db, 'PARTNER_ADMIN', { domain: 'rail.example.com' });
    // A partner admin passes the second factor first (test/second-factor.ts).
    const original = await signIn(t.app, user);
    const res = await token({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: original.access_token,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].fieldName).toBe('grant_type');
  });
});
