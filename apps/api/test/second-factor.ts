import {
  MFA_ENROLLMENT_REQUIRED,
  MFA_OTP_GRANT,
  MFA_REQUIRED,
  totpCode,
  WEB_CLIENT_AUTHORIZATION,
  type TokenResponse,
} from '@cargo/domain';
import type { App } from '../src/app.js';

/**
 * The second sign-in step as a test's user takes it (issue 27). Operators and partner admins
 * must have a factor, so their first sign-in enrols one through the API (the mfa_token's
 * enrolment and the code grant) and asks to trust the device; later sign-ins of the same
 * account in the same server present the device token, as a browser would, so a test may sign
 * in one user many times within one 30-second step (a code is good once).
 */
interface Enrolled {
  secret: string;
  deviceToken: string;
  recoveryCodes: string[];
}

const enrolled = new WeakMap<App, Map<string, Enrolled>>();

function enrolledIn(app: App): Map<string, Enrolled> {
  let map = enrolled.get(app);
  if (!map) enrolled.set(app, (map = new Map()));
  return map;
}

/** The authenticator a test user enrolled through `signIn`, to make codes from in a test. */
export function enrolmentOf(app: App, email: string): Enrolled | undefined {
  return enrolledIn(app).get(email.toLowerCase());
}

export function tokenCall(app: App, form: Record<string, string>, authorization = WEB_CLIENT_AUTHORIZATION) {
  return app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The device token to send with a password grant, when the user enrolled in this server. */
export function deviceTokenOf(app: App, email: string): Record<string, string> {
  const known = enrolmentOf(app, email);
  return known ? { device_token: known.deviceToken } : {};
}

/** Completes a sign-in the password grant answered with 403: enrols a first factor, or fails. */
export async function completeSecondStep(
  app: App,
  email: string,
  answer: { error: { code: string }; mfa_token?: string },
): Promise<TokenResponse> {
  const mfaToken = answer.mfa_token;
  if (!mfaToken) throw new Error(`sign-in of ${email}: no mfa_token in ${JSON.stringify(answer)}`);
  if (answer.error.code === MFA_REQUIRED)
    throw new Error(`sign-in of ${email} asks for a code: enrolled outside the test helpers, sign in by hand`);
  if (answer.error.code !== MFA_ENROLLMENT_REQUIRED) throw new Error(`sign-in of ${email}: ${answer.error.code}`);
  const start = await app.inject({
    method: 'POST',
    url: '/api/v1/two-factor/enrolment',
    payload: { mfa_token: mfaToken },
  });
  if (start.statusCode !== 200) throw new Error(`enrolment of ${email} answered ${start.statusCode}: ${start.body}`);
  const { secret } = start.json<{ data: { secret: string } }>().data;
  const res = await tokenCall(app, {
    grant_type: MFA_OTP_GRANT,
    mfa_token: mfaToken,
    otp: totpCode(secret, Date.now()),
    trust_device: 'true',
  });
  if (res.statusCode !== 200) throw new Error(`second step of ${email} answered ${res.statusCode}: ${res.body}`);
  const tokens = res.json<TokenResponse>();
  enrolledIn(app).set(email.toLowerCase(), {
    secret,
    deviceToken: tokens.device_token!,
    recoveryCodes: tokens.recovery_codes!,
  });
  return tokens;
}
