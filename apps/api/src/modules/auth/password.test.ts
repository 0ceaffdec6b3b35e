import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, TokenResponse } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  bearer,
  createMember,
  createUser,
  createOrganization,
  selectRows,
  signIn,
  TEST_PASSWORD,
} from '../../../test/factories.js';

let t: TestApp;
let operator: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://cargo.example.com' } });
  operator = await bearer(t.app, await createMember(t.database.db, 'OPERATOR'));
});
afterAll(() => t.close());

async function mailsTo(email: string): Promise<Mail[]> {
  const res = await t.app.inject({ url: `/api/v1/mails?recipient=${encodeURIComponent(email)}`, headers: operator });
  return res.json<{ data: { items: Mail[] } }>().data.items;
}
const sendRestore = (email: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/send-restore-password',
    payload: { email },
    headers: { 'accept-language': language },
  });
const restore = (token: string, password: string) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/users/restore-password', payload: { token, password } });
const tokenIn = (mail: Mail) => new URL(/https:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;

describe('password recovery', () => {
  it('mails a one-time link in the user language; the token sets a new password and ends every session', async () => {
    const organizationId = await createOrganization(t.database.db, { type: 'CLIENT' });
    const user = await createUser(t.database.db, { organizationId, roles: ['CLIENT'], lang: 'zh' });
    const session = await signIn(t.app, user);

    expect((await sendRestore(user.email.toUpperCase())).json()).toEqual({ data: true });
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({ kind: 'password.restore', subject: '找回密码', language: 'zh' });
    expect(mail!.text).toContain('https://cargo.example.com/auth/password-recovery?token=');

    const weak = await restore(tokenIn(mail!), 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].fieldName).toBe('password');

    expect((await restore(tokenIn(mail!), 'NewPass2026')).json()).toEqual({ data: true });
    await expect(signIn(t.app, user)).rejects.toThrow(/answered 400/);
    expect((await signIn(t.app, { email: user.email, password: 'NewPass2026' })).token_type).toBe('Bearer');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/oauth2/token',
      headers: { authorization: 'Basic d2ViOg==' },
      payload: { grant_type: 'refresh_token', refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(400);

    const reused = await restore(tokenIn(mail!), 'Another2026');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([
      { fieldName: 'token', errorText: 'Invalid confirm link: it is wrong, used or expired' },
    ]);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const before = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mails`);
    expect((await sendRestore('nobody@test.local')).json()).toEqual({ data: true });
    const after = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from mails`);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await sendRestore('not an email')).statusCode).toBe(400);
  });

  it('refuses a forged, malformed or expired token', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    await sendRestore(user.email);
    const token = tokenIn((await mailsTo(user.email))[0]!);
    for (const forged of ['garbage', `${user.id}.forged`, `0.${token.split('.')[1]}`])
      expect((await restore(forged, 'NewPass2026')).statusCode).toBe(400);
    await t.database.db.execute(sql`update user_secrets set expires_at = now() where user_id = ${user.id}`);
    expect((await restore(token, 'NewPass2026')).statusCode).toBe(400);
  });

  it('confirms an unconfirmed account', async () => {
    const organizationId = await createOrganization(t.database.db, { type: 'CLIENT' });
    const user = await createUser(t.database.db, { organizationId, roles: ['CLIENT'], confirmed: false });
    await sendRestore(user.email);
    await restore(tokenIn((await mailsTo(user.email))[0]!), 'NewPass2026');
    expect((await signIn(t.app, { email: user.email, password: 'NewPass2026' })).token_type).toBe('Bearer');
  });

  it('answers a registered and an unknown address alike, after the same time', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await sendRestore(email);
      return { status: res.statusCode, body: res.body, ms: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed('no.such.person@test.local');
    expect({ ...unknown, ms: 0 }).toEqual({ ...known, ms: 0 });
    // Both wait for the same floor: an unknown address (one lookup) no longer answers at once.
    expect(unknown.ms).toBeGreaterThanOrEqual(95);
    expect(known.ms).toBeGreaterThanOrEqual(95);
  });

  it.each([
    ['en', 'This password is too common: it is on the list of leaked and easily guessed passwords. Choose another'],
    ['ru', 'Этот пароль слишком распространён: он есть в списке утёкших и легко угадываемых паролей. Выберите другой'],
    ['zh', '此密码过于常见，属于已泄露或易被猜中的密码。请另选一个'],
  ])('refuses a common password such as Password1 (%s)', async (language, message) => {
    const user = await createMember(t.database.db, 'CLIENT');
    await sendRestore(user.email);
    const token = tokenIn((await mailsTo(user.email))[0]!);
    for (const common of ['Password1', 'Qwerty123', 'P@ssw0rd2026', 'Welcome2024!']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/users/restore-password',
        payload: { token, password: common },
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ fieldName: 'password', errorText: message }]);
    }
    // Nothing changed: the link still sets an uncommon password.
    expect((await restore(token, 'Tundra-Fox-58')).statusCode).toBe(200);
  });
});

describe('PUT /users/current/change-password', () => {
  const change = (authorization: string, payload: object, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current/change-password',
      payload,
      headers: { authorization, 'accept-language': language },
    });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await createMember(t.database.db, 'PARTNER_MANAGER');
    const here = await signIn(t.app, user);
    const elsewhere = await signIn(t.app, user);
    const res = await change(`Bearer ${here.access_token}`, { oldPassword: TEST_PASSWORD, newPassword: 'Changed2026' });
    expect(res.json()).toEqual({ data: true });
    const refresh = (pair: TokenResponse) =>
      t.app.inject({
        method: 'POST',
        url: '/oauth2/token',
        headers: { authorization: 'Basic d2ViOg==' },
        payload: { grant_type: 'refresh_token', refresh_token: pair.refresh_token },
      });
    expect((await refresh(here)).statusCode).toBe(200);
    expect((await refresh(elsewhere)).statusCode).toBe(400);
    expect((await signIn(t.app, { email: user.email, password: 'Changed2026' })).token_type).toBe('Bearer');
  });

  it('refuses a wrong old password and a weak new one, changing nothing', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const { authorization } = await bearer(t.app, user);
    const wrong = await change(authorization, { oldPassword: 'Wrong12345', newPassword: 'Changed2026' }, 'ru');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ fieldName: 'oldPassword', errorText: 'Неверный старый пароль' }]);
    const weak = await change(authorization, { oldPassword: TEST_PASSWORD, newPassword: 'abcdefgh' });
    expect(weak.json().errors).toEqual([
      {
        fieldName: 'newPassword',
        errorText: 'At least eight characters, including a digit and both lower and upper case letters',
      },
    ]);
    expect((await signIn(t.app, user)).token_type).toBe('Bearer');
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/users/current/change-password', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /users/current', () => {
  it('updates names, phone and language; refuses another organization; audits the change', async () => {
    const user = await createMember(t.database.db, 'CLIENT');
    const { authorization } = await bearer(t.app, user);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/users/current', payload, headers: { authorization } });

    const ok = await put({
      firstName: 'Ivan',
      lastName: 'Petrov',
      middleName: 'Sergeevich',
      phone: '+7 495 123-45-67',
      lang: 'ru',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      firstName: 'Ivan',
      lastName: 'Petrov',
      middleName: 'Sergeevich',
      lang: 'ru',
    });

    const other = await createOrganization(t.database.db, { type: 'CLIENT' });
    const moved = await put({ firstName: 'Ivan', lastName: 'Petrov', organizationId: other });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      { fieldName: 'organizationId', errorText: 'You cannot change the organization on your own' },
    ]);
    const bad = await put({ firstName: '', lastName: 'Petrov', lang: 'de' });
    expect(bad.json().errors.map((e: { fieldName: string }) => e.fieldName)).toEqual(['firstName', 'lang']);

    const me = await t.app.inject({ url: '/api/v1/users/current', headers: { authorization } });
    expect(me.json().data).toMatchObject({ firstName: 'Ivan', organization: { id: user.organizationId } });
    const audit = await selectRows<{ action: string; before: { firstName: string }; after: { firstName: string } }>(
      t.database.db,
      sql`select action, before, after from audit_log where entity = 'user' and entity_id = ${String(user.id)}`,
    );
    expect(audit).toEqual([
      {
        action: 'update.self',
        before: expect.objectContaining({ firstName: expect.stringMatching(/^First/) }),
        after: expect.objectContaining({ firstName: 'Ivan' }),
      },
    ]);
  });
});
