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

const post = (url: string, payload?: object, language = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });

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
    expect(res.statusCode).toBe(200);
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

    const again = await post(`${base}/${id}/confirm-code`, { code: codeIn(mail) });
    expect(again.json().error.message).toBe('This e-mail is already confirmed, you can log in');
  });

  it('refuses a registered e-mail and a weak password with field errors, creating nothing', async () => {
    const email = `${kind}.dup@test.local`;
    expect((await post(`${base}/register`, person(email))).statusCode).toBe(200);
    const count = async () =>
      (await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from users`))[0]!.n;
    const before = await count();

    const dup = await post(`${base}/register`, person(email), 'zh');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual([{ fieldName: 'email', errorText: '该电子邮箱已注册' }]);

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
    expect(await count()).toBe(before);
  });

  it('regenerates the code at most once a minute; the old code stops working', async () => {
    const email = `${kind}.regen@test.local`;
    const { id } = (await post(`${base}/register`, person(email))).json<{ data: { id: number } }>().data;
    const first = codeIn(await lastMailTo(email));
    expect((await post(`${base}/${id}/regenerate-code`)).statusCode).toBe(429);

    await t.database.db.execute(
      sql`update user_secrets set created_at = now() - interval '61 seconds' where user_id = ${id}`,
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
});

describe('registration paths', () => {
  it('a partner id is not found under /clients and the other way round, nor an unknown id', async () => {
    const client = (await post('/api/v1/clients/register', person('paths.client@test.local'))).json().data.id as number;
    const partner = (await post('/api/v1/users/partners/register', person('paths.partner@test.local'))).json().data
      .id as number;
    for (const url of [
      `/api/v1/users/partners/${client}/confirm-code`,
      `/api/v1/clients/${partner}/confirm-code`,
      '/api/v1/clients/999999/confirm-code',
    ]) {
      const res = await post(url, { code: '123456' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('User not found');
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
