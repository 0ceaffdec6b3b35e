import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MFA_OTP_GRANT,
  MFA_RECOVERY_CODE_GRANT,
  totpCode,
  totpStep,
  TOTP_STEP_SECONDS,
  type TokenResponse,
} from '@cargo/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  auditRows,
  callApi,
  createActor,
  createMember,
  createOrganization,
  createUser,
  selectRows,
  signIn,
  type Actor,
  type TestUser,
} from '../../../test/factories.js';
import { enrolmentOf, tokenCall } from '../../../test/second-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = (user: TestUser, extra: Record<string, string> = {}) =>
  tokenCall(t.app, { grant_type: 'password', username: user.email, password: user.password, ...extra });
const otpGrant = (mfaToken: string, otp: string, extra: Record<string, string> = {}) =>
  tokenCall(t.app, { grant_type: MFA_OTP_GRANT, mfa_token: mfaToken, otp, ...extra });
const recoveryGrant = (mfaToken: string, code: string) =>
  tokenCall(t.app, { grant_type: MFA_RECOVERY_CODE_GRANT, mfa_token: mfaToken, recovery_code: code });
const startWithToken = (mfaToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/two-factor/enrolment', payload: { mfa_token: mfaToken } });
const stepCode = (secret: string, step: number) => totpCode(secret, step * TOTP_STEP_SECONDS * 1000);
const headersOf = (tokens: TokenResponse) => ({ authorization: `Bearer ${tokens.access_token}` });
const signInActions = (userId: number) =>
  auditRows(t.database.db, 'signIn', userId).then((rows) => rows.map((row) => row.action));

/** Enrols a signed-in user's optional factor through the profile routes; answers the secret. */
async function enrolSignedIn(who: { headers: { authorization: string } }): Promise<string> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/current/two-factor/enrolment',
    headers: who.headers,
  });
  expect(start.statusCode).toBe(200);
  const { secret } = start.json().data as { secret: string };
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/current/two-factor/confirm',
    headers: who.headers,
    payload: { code: totpCode(secret, Date.now()) },
  });
  expect(confirm.statusCode).toBe(200);
  expect(confirm.json().data.recoveryCodes).toHaveLength(10);
  return secret;
}

describe('an operator must have a second factor', () => {
  it('enrols at the first sign-in, then is asked for a code; a wrong or replayed code is refused', async () => {
    const operator = await createMember(t.database.db, 'OPERATOR');
    const first = await password(operator);
    expect(first.statusCode).toBe(403);
    expect(first.json().error.code).toBe('MFA_ENROLLMENT_REQUIRED');
    const enrolToken = first.json().mfa_token as string;
    // The mfa_token is not an access token, and it does not open the code step before enrolment.
    expect(
      (await t.app.inject({ url: '/api/v1/users/current', headers: { authorization: `Bearer ${enrolToken}` } }))
        .statusCode,
    ).toBe(401);
    expect((await otpGrant(enrolToken, '123456')).statusCode).toBe(400);

    const start = await startWithToken(enrolToken);
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUri } = start.json().data as { secret: string; otpauthUri: string };
    expect(otpauthUri).toContain(`secret=${secret}`);
    // The secret rests encrypted.
    const [stored] = await selectRows<{ pending_secret: string }>(
      t.database.db,
      sql`select pending_secret from user_factors where user_id = ${operator.id}`,
    );
    expect(stored!.pending_secret).not.toContain(secret);

    const now = totpStep(Date.now());
    const wrong = await otpGrant(enrolToken, stepCode(secret, now + 5));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_GRANT');
    const enrolCode = stepCode(secret, now);
    const enrolled = await otpGrant(enrolToken, enrolCode);
    expect(enrolled.statusCode).toBe(200);
    const tokens = enrolled.json<TokenResponse>();
    expect(tokens.recovery_codes).toHaveLength(10);
    const status = await t.app.inject({ url: '/api/v1/users/current/two-factor', headers: headersOf(tokens) });
    expect(status.json().data).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(secret);
    // The enrolment token cannot set up another authenticator now that one is enrolled.
    expect((await startWithToken(enrolToken)).statusCode).toBe(401);

    const second = await password(operator);
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toEqual({
      code: 'MFA_REQUIRED',
      message: 'Enter the code from your authenticator app',
    });
    const mfaToken = second.json().mfa_token as string;
    // The code that enrolled was spent: within its 90 seconds it does not sign in again.
    expect((await otpGrant(mfaToken, enrolCode)).json().error.message).toBe(
      'Wrong code, or it was used already. Wait for the next one and try again',
    );
    const signedIn = await otpGrant(mfaToken, stepCode(secret, now + 1));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().recovery_codes).toBeUndefined();
    // Nor twice at once.
    expect((await otpGrant(mfaToken, stepCode(secret, now + 1))).statusCode).toBe(400);

    // A recovery code works once.
    const third = (await password(operator)).json().mfa_token as string;
    const [code] = tokens.recovery_codes!;
    expect((await recoveryGrant(third, code!.toLowerCase())).statusCode).toBe(200);
    expect((await recoveryGrant(third, code!)).json().error.message).toBe('Unknown or already used recovery code');

    // The operator may replace the authenticator but not switch it off.
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/current/two-factor/disable',
      headers: headersOf(tokens),
      payload: { code: tokens.recovery_codes![1] },
    });
    expect(off.statusCode).toBe(409);

    // A correct password alone is no sign-in: only the completed second step is.
    expect(await signInActions(operator.id)).toEqual([
      'secondFactorFailed',
      'signedIn',
      'secondFactorFailed',
      'signedIn',
      'secondFactorFailed',
      'recoveryCodeUsed',
      'signedIn',
      'secondFactorFailed',
    ]);
    expect((await auditRows(t.database.db, 'twoFactor', operator.id)).map((row) => row.action)).toEqual(['enrolled']);
  });

  it('binds the mfa_token to its client, and a trusted device skips the code', async () => {
    const operator = await createMember(t.database.db, 'OPERATOR_ADMIN');
    await signIn(t.app, operator);
    const { secret, deviceToken } = enrolmentOf(t.app, operator.email)!;
    expect((await password(operator, { device_token: deviceToken })).statusCode).toBe(200);
    expect((await password(operator, { device_token: `${deviceToken}x` })).statusCode).toBe(403);
    await t.database.db.execute(
      sql`insert into oauth_clients (client_id, secret_hash, name) values ('erp', null, 'ERP')`,
    );
    const mfaToken = (await password(operator)).json().mfa_token as string;
    const other = await tokenCall(
      t.app,
      { grant_type: MFA_OTP_GRANT, mfa_token: mfaToken, otp: totpCode(secret, Date.now() + 30_000) },
      `Basic ${Buffer.from('erp:').toString('base64')}`,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe('The sign-in step has expired, please enter your password again');
  });
});

describe('guessing codes', () => {
  it('five wrong codes within 15 minutes suspend the second step for 5 minutes, the right code included', async () => {
    const client = await createActor(t.app, t.database.db, await createOrganization(t.database.db), 'CLIENT');
    const secret = await enrolSignedIn(client);
    const challenge = async () => {
      const res = await password(client);
      expect(res.json().error.code).toBe('MFA_REQUIRED');
      return res.json().mfa_token as string;
    };
    const now = totpStep(Date.now());
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++)
      answers.push((await otpGrant(await challenge(), stepCode(secret, now + 10 + attempt))).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    // A new challenge (the password is known) does not start the count again, nor does the right code pass.
    const right = await otpGrant(await challenge(), stepCode(secret, now));
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(200);
    expect(await signInActions(client.id)).toContain('secondFactorFailed');
  });
});

describe('an optional factor', () => {
  it('a client signs in with the password alone until they enrol, and may switch the factor off', async () => {
    const client = await createMember(t.database.db, 'CLIENT');
    const tokens = await signIn(t.app, client);
    const who = { headers: headersOf(tokens) };
    const status = await t.app.inject({ url: '/api/v1/users/current/two-factor', headers: who.headers });
    expect(status.json().data).toEqual({ enabled: false, enrolledAt: null, required: false, recoveryCodesLeft: 0 });

    const secret = await enrolSignedIn(who);
    expect((await password(client)).json().error.code).toBe('MFA_REQUIRED');

    const badCode = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/current/two-factor/disable',
      headers: who.headers,
      payload: { code: '000000' === totpCode(secret, Date.now()) ? '111111' : '000000' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors[0].fieldName).toBe('code');
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/current/two-factor/disable',
      headers: { ...who.headers, 'accept-language': 'ru' },
      payload: { code: totpCode(secret, Date.now() + 30_000) },
    });
    expect(off.statusCode).toBe(200);
    expect((await password(client)).statusCode).toBe(200);
    expect((await auditRows(t.database.db, 'twoFactor', client.id)).map((row) => row.action)).toEqual([
      'enrolled',
      'disabled',
    ]);
  });

  it('refuses a malformed code with a field error in the caller language', async () => {
    const client = await createMember(t.database.db, 'CLIENT');
    const tokens = await signIn(t.app, client);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/current/two-factor/confirm',
      headers: { ...headersOf(tokens), 'accept-language': 'zh' },
      payload: { code: '12ab' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ fieldName: 'code', errorText: '验证码为六位数字' }]);
  });
});

describe('an organization that requires a second factor', () => {
  it('its admin requires it of every user; another partner and a manager may not change it', async () => {
    const organizationId = await createOrganization(t.database.db, { type: 'PARTNER' });
    const otherOrganization = await createOrganization(t.database.db, { type: 'PARTNER' });
    const admin: Actor = await createActor(t.app, t.database.db, organizationId, 'PARTNER_ADMIN');
    const manager = await createUser(t.database.db, { organizationId, roles: ['PARTNER_MANAGER'] });
    const managerActor = { ...manager, headers: (await signIn(t.app, manager)) && { authorization: '' } };
    const strangerAdmin = await createActor(t.app, t.database.db, otherOrganization, 'PARTNER_ADMIN');
    const managerTokens = await signIn(t.app, manager);
    managerActor.headers = headersOf(managerTokens);

    expect(
      (await callApi(t.app, 'PUT', `/organizations/${organizationId}/two-factor`, strangerAdmin, { required: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await callApi(t.app, 'PUT', `/organizations/${organizationId}/two-factor`, managerActor, { required: true }))
        .statusCode,
    ).toBe(403);
    const set = await callApi(t.app, 'PUT', `/organizations/${organizationId}/two-factor`, admin, { required: true });
    expect(set.statusCode).toBe(200);
    expect(
      (await callApi(t.app, 'GET', `/organizations/${organizationId}/two-factor`, managerActor)).json().data,
    ).toEqual({ required: true });
    expect(
      (await callApi(t.app, 'GET', `/organizations/${otherOrganization}/two-factor`, strangerAdmin)).json().data,
    ).toEqual({ required: false });

    expect((await password(manager)).json().error.code).toBe('MFA_ENROLLMENT_REQUIRED');
    const [audit] = await auditRows(t.database.db, 'organization', organizationId);
    expect(audit).toMatchObject({ action: 'twoFactorRequirement', after: { requireTwoFactor: true } });
  });
});

describe('an operator resets a user whose phone is lost', () => {
  it('removes the factor and its trusted devices; the user enrols again; others may not reset', async () => {
    const operator = await createActor(
      t.app,
      t.database.db,
      await createOrganization(t.database.db, { type: 'OPERATOR' }),
      'OPERATOR',
    );
    const partnerOrganization = await createOrganization(t.database.db, { type: 'PARTNER' });
    const partnerAdmin = await createActor(t.app, t.database.db, partnerOrganization, 'PARTNER_ADMIN');
    const deviceToken = enrolmentOf(t.app, partnerAdmin.email)!.deviceToken;

    expect((await callApi(t.app, 'DELETE', `/users/${operator.id}/two-factor`, partnerAdmin)).statusCode).toBe(403);
    expect((await callApi(t.app, 'DELETE', `/users/2147483647/two-factor`, operator)).statusCode).toBe(404);
    expect((await callApi(t.app, 'DELETE', `/users/${partnerAdmin.id}/two-factor`, operator)).statusCode).toBe(200);

    const next = await password(partnerAdmin, { device_token: deviceToken });
    expect(next.json().error.code).toBe('MFA_ENROLLMENT_REQUIRED');
    expect(await auditRows(t.database.db, 'twoFactor', partnerAdmin.id)).toMatchObject([
      { action: 'enrolled', actor_user_id: partnerAdmin.id },
      { action: 'reset', actor_user_id: operator.id },
    ]);
  });
});

describe('the audit log', () => {
  it('records failed sign-ins, unknown accounts and a reused refresh token', async () => {
    const client = await createMember(t.database.db, 'CLIENT');
    await password(client, { password: 'Wrong12345' });
    const tokens = (await password(client)).json<TokenResponse>();
    const refreshed = await tokenCall(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const reused = await tokenCall(t.app, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.statusCode).toBe(400);
    expect(await auditRows(t.database.db, 'signIn', client.id)).toMatchObject([
      { action: 'signInFailed', after: { reason: 'wrongPassword' } },
      { action: 'signedIn', after: { method: 'password' } },
      { action: 'refreshTokenReused' },
    ]);
    await tokenCall(t.app, { grant_type: 'password', username: 'Nobody@Test.local', password: 'x' });
    expect(await auditRows(t.database.db, 'signIn', 'nobody@test.local')).toMatchObject([
      { action: 'signInFailed', actor_user_id: null, after: { reason: 'unknownAccount' } },
    ]);
  });
});
