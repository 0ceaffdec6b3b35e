import { expect, test as setup } from '@playwright/test';
import { MFA_ENROLLMENT_REQUIRED, MFA_OTP_GRANT, totpCode, WEB_CLIENT_AUTHORIZATION } from '@cargo/domain';
import { DEMO, DEMO_PASSWORD } from '../support/session.js';
import { writeEnrolled, type Enrolled } from '../support/two-factor.js';

/**
 * Operators and partner admins must sign in with a second factor (issue 27). Once a run, before
 * every other project, the demo logins that need one enrol it through the API, as the sign-in
 * screen would, and ask to trust this "device": the specs' API sign-in presents that token.
 */
setup('the demo logins that must have a second factor enrol one', async ({ request }) => {
  const enrolled: Record<string, Enrolled> = {};
  for (const email of Object.values(DEMO)) {
    const answer = await request.post('/oauth2/token', {
      headers: { authorization: WEB_CLIENT_AUTHORIZATION },
      form: { grant_type: 'password', username: email, password: DEMO_PASSWORD },
    });
    if (answer.ok()) continue;
    const body = (await answer.json()) as { error: { code: string }; mfa_token: string };
    expect(body.error.code).toBe(MFA_ENROLLMENT_REQUIRED);
    const start = await request.post('/api/v1/two-factor/enrolment', { data: { mfa_token: body.mfa_token } });
    const { secret } = ((await start.json()) as { data: { secret: string } }).data;
    const done = await request.post('/oauth2/token', {
      headers: { authorization: WEB_CLIENT_AUTHORIZATION },
      form: {
        grant_type: MFA_OTP_GRANT,
        mfa_token: body.mfa_token,
        otp: totpCode(secret, Date.now()),
        trust_device: 'true',
      },
    });
    expect(done.ok(), await done.text()).toBe(true);
    enrolled[email] = { secret, deviceToken: ((await done.json()) as { device_token: string }).device_token };
  }
  writeEnrolled(enrolled);
});
