import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type Mail } from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { bearer, createMember, selectRows, signIn } from '../../../test/factories.js';

let t: TestApp;
let operator: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  operator = await bearer(t.app, await createMember(t.database.db, 'OPERATOR'));
});
afterAll(() => t.close());

const person = (email: string) => ({
  email,
  password: 'Cargo2026',
  firstName: 'Anna',
  lastName: 'Ivanova',
  phone: '+7 912 345-67-89',
  organizationName: 'Volga Trading',
});

let calls = 0;
/** Each call from a source of its own: these tests are not about the per-source limits. */
const post = (url: string, payload?: object, language = 'en') => {
  calls += 1;
  const remoteAddress = `10.1.${calls >> 8}.${calls & 255}`;
  return t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'accept-language': language } });
};
const userIdOf = async (email: string) =>
  (await selectRows<{ id: number }>(t.database.db, sql`select id from users where email = ${email}`))[0]!.id;

/** The last mail to an address, as an operator reads it in the outbox. */
async function lastMailTo(email: string): Promise<Mail> {
  const res = await t.app.inject({ url: `/api/v1/mails?recipient=${encodeURIComponent(email)}`, headers: operator });
  expect(res.statusCode).toBe(200);
  const mail = res.json<{ data: { items: Mail[] } }>().data.items[0];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}
const codeIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.subject)![1]!;

describe.each([
  ['client', '/api/v1/clients', 'CLIENT', 'CLIENT'],
  ['partner', '/api/v1/users/partners', 'PARTNER_ADMIN', 'PARTNER'],
] as const)('%s registration', (kind, base, role, organizationType) => {
  it('registers, mails a code, refuses sign-in until the code is confirmed, then signs in', async () => {
    const email = `${kind}.flow@test.local`;
    const res = await post(`${base}/register`, person(email.toUpperCase()), 'ru');
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ data: { id: number } }>().data;

    const mail = await lastMailTo(email);
    expect(mail).toMatchObject({ kind: 'registration.code', recipients: [email], status: 'NEW', language: 'ru' });
    expect(mail.subject).toMatch(/^Ваш код подтверждения: \d{6}$/);
    expect(mail.text).toContain('Здравствуйте, Anna!');

    const early = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { authorization: 'Basic d2ViOg==' },
      payload: { grant_type: 'password', username: email, password: 'Cargo2026' },
    });
    expect(early.json().error.message).toBe('Confirm your e-mail first: enter the code we sent you');

    const wrong = await post(`${base}/${id}/confirm-code`, { code: codeIn(mail) === '000000' ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ fieldName: 'code', errorText: 'Invalid confirmation code' }]);

    const confirmed = await post(`${base}/${id}/confirm-code`, { code: codeIn(mail) });
    expect(confirmed.json()).toEqual({ data: { id } });
    const tokens = await signIn(t.app, { email, password: 'Cargo2026' });
    const me = await t.app.inject({
      url: '/api/v1/users/current',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json().data).toMatchObject({
      email,
      firstName: 'Anna',
      lastName: 'Ivanova',
      lang: 'ru',
      roles: [{ id: role }],
      organization: { name: 'Volga Trading', type: organizationType, profiles: [] },
    });

    // A confirmed handle answers as an unknown one does.
    const again = await post(`${base}/${id}/confirm-code`, { code: codeIn(mail) });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ fieldName: 'code', errorText: 'Invalid confirmation code' }]);
    expect(id).not.toBe(await userIdOf(email));
  });

  it('answers a registered e-mail as a new one and mails its owner instead, creating nothing', async () => {
    const email = `${kind}.dup@test.local`;
    const first = await post(`${base}/register`, person(email));
    expect(first.statusCode).toBe(201);
    const count = async () =>
      (
        await selectRows<{ n: number }>(
          t.database.db,
          sql`select (select count(*) from users)::int + (select count(*) from organizations)::int as n`,
        )
      )[0]!.n;
    const before = await count();

    const dup = await post(`${base}/register`, person(email.toUpperCase()), 'zh');
    const fresh = await post(`${base}/register`, person(`${kind}.fresh@test.local`), 'zh');
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(dup.json().data)).toEqual(Object.keys(fresh.json().data));
    const notice = await lastMailTo(email);
    // The owner registered in English: the notice comes in their language, with the sign-in link.
    expect(notice).toMatchObject({ kind: 'registration.exists', recipients: [email], language: 'en' });
    expect(notice.text).toContain('/auth/login');
    expect(await count()).toBe(before + 2);
    // The handle of the taken address confirms nothing and mails nothing.
    const handle = dup.json().data.id as number;
    expect((await post(`${base}/${handle}/confirm-code`, { code: '123456' })).statusCode).toBe(400);
    expect((await post(`${base}/${handle}/regenerate-code`)).json()).toEqual({ data: { id: handle } });
    expect((await lastMailTo(email)).kind).toBe('registration.exists');

    const common = await post(
      `${base}/register`,
      { ...person(`${kind}.common@test.local`), password: 'Password1' },
      'ru',
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual([
      {
        fieldName: 'password',
        errorText:
          'Этот пароль слишком распространён: он есть в списке утёкших и легко угадываемых паролей. Выберите другой',
      },
    ]);
    const weak = await post(`${base}/register`, {
      ...person(`${kind}.weak@test.local`),
      password: 'password1',
      email: 'not-an-email',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      { fieldName: 'email', errorText: 'Invalid email' },
      {
        fieldName: 'password',
        errorText: 'At least eight characters, including a digit and both lower and upper case letters',
      },
    ]);
    const missing = await post(`${base}/register`, { email: `${kind}.x@test.local` });
    expect(missing.json().errors.map((e: { fieldName: string }) => e.fieldName)).toEqual([
      'password',
      'firstName',
      'lastName',
      'phone',
      'organizationName',
    ]);
    expect(await count()).toBe(before + 2);
  });

  it('regenerates the code at most once a minute; the old code stops working', async () => {
    const email = `${kind}.regen@test.local`;
    const { id } = (await post(`${base}/register`, person(email))).json<{ data: { id: number } }>().data;
    const first = codeIn(await lastMailTo(email));
    const early = await post(`${base}/${id}/regenerate-code`);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    await t.database.db.execute(
      sql`update user_secrets set created_at = now() - interval '61 seconds' where user_id = ${await userIdOf(email)}`,
    );
    expect((await post(`${base}/${id}/regenerate-code`)).json()).toEqual({ data: { id } });
    const second = codeIn(await lastMailTo(email));
    if (first !== second) expect((await post(`${base}/${id}/confirm-code`, { code: first })).statusCode).toBe(400);
    expect((await post(`${base}/${id}/confirm-code`, { code: second })).statusCode).toBe(200);
  });

  it('a code dies after five wrong tries', async () => {
    const email = `${kind}.guess@test.local`;
    const { id } = (await post(`${base}/register`, person(email))).json<{ data: { id: number } }>().data;
    const code = codeIn(await lastMailTo(email));
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) await post(`${base}/${id}/confirm-code`, { code: wrong });
    expect((await post(`${base}/${id}/confirm-code`, { code })).statusCode).toBe(400);
  });

  it('caps wrong codes per address a day across new codes, and new codes per address a day', async () => {
    const email = `${kind}.cap@test.local`;
    const { id } = (await post(`${base}/register`, person(email))).json<{ data: { id: number } }>().data;
    const userId = await userIdOf(email);
    const fresh = async () => {
      await t.database.db.execute(
        sql`update user_secrets set created_at = now() - interval '61 seconds' where user_id = ${userId}`,
      );
      return post(`${base}/${id}/regenerate-code`);
    };
    const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');
    // Two codes' worth of wrong tries (5 each, then a new code): 10 wrong tries a day in all.
    for (let round = 0; round < 2; round++) {
      const code = codeIn(await lastMailTo(email));
      for (let i = 0; i < 5; i++)
        expect((await post(`${base}/${id}/confirm-code`, { code: wrongFor(code) })).statusCode).toBe(400);
      expect((await fresh()).statusCode).toBe(200);
    }
    const right = await post(`${base}/${id}/confirm-code`, { code: codeIn(await lastMailTo(email)) }, 'ru');
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe('Слишком много запросов, повторите позже');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(86_000);
    // New codes: 5 a day (2 above), then 429 whatever the minute says.
    for (let i = 0; i < 3; i++) expect((await fresh()).statusCode).toBe(200);
    const sixth = await fresh();
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(86_000);
  });
});

describe('registration paths', () => {
  it('a partner handle, a client one the other way round and an unknown one all answer "invalid code"', async () => {
    const client = (await post('/api/v1/clients/register', person('paths.client@test.local'))).json().data.id as number;
    const partner = (await post('/api/v1/users/partners/register', person('paths.partner@test.local'))).json().data
      .id as number;
    for (const url of [
      `/api/v1/users/partners/${client}/confirm-code`,
      `/api/v1/clients/${partner}/confirm-code`,
      '/api/v1/clients/999999/confirm-code',
    ]) {
      const res = await post(url, { code: '123456' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ fieldName: 'code', errorText: 'Invalid confirmation code' }]);
    }
    expect((await post('/api/v1/clients/abc/confirm-code', { code: '123456' })).statusCode).toBe(400);
    expect((await post(`/api/v1/clients/${client}/confirm-code`, { code: '12a' })).json().errors).toEqual([
      { fieldName: 'code', errorText: 'Invalid confirmation code' },
    ]);
  });

  it('GET /mails is for operators only', async () => {
    expect((await t.app.inject({ url: '/api/v1/mails' })).statusCode).toBe(401);
    for (const role of ['CLIENT', 'PARTNER_ADMIN'] as const) {
      const headers = await bearer(t.app, await createMember(t.database.db, role));
      expect((await t.app.inject({ url: '/api/v1/mails', headers })).statusCode).toBe(403);
    }
    const bad = await t.app.inject({ url: '/api/v1/mails?status=LOST&size=1000', headers: operator });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { fieldName: string }) => e.fieldName)
        .sort(),
    ).toEqual(['size', 'status']);
  });
});
