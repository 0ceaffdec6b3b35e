import {
  HANDOVER_GRANT,
  MFA_OTP_GRANT,
  MFA_RECOVERY_CODE_GRANT,
  twoFactorEnrolmentSchema,
  type TwoFactorEnrolment,
  WEB_CLIENT_AUTHORIZATION,
  currentUserSchema,
  dataOf,
  handoverSchema,
  tokenResponseSchema,
  type CurrentUser,
  type Handover,
  type TokenResponse,
} from '@cargo/domain';
import { http } from '../http';

/** The calls of the session (Product specification, shell §7). The token endpoint sits at the server root. */

const tokenOptions = {
  fromRoot: true,
  form: true,
  ownUnauthorized: true,
  headers: { Authorization: WEB_CLIENT_AUTHORIZATION },
  schema: tokenResponseSchema,
} as const;

export function requestPasswordToken(
  username: string,
  password: string,
  guestOrderId?: string,
): Promise<TokenResponse> {
  const form: Record<string, string> = { grant_type: 'password', username, password };
  if (guestOrderId) form.guestOrderId = guestOrderId;
  return http.post('/oauth2/token', form, tokenOptions);
}

/** The second sign-in step: a code from the app, or a recovery code, with the mfa_token of the 403. */
export function requestSecondFactorToken(
  mfaToken: string,
  proof: { otp: string } | { recoveryCode: string },
): Promise<TokenResponse> {
  const form: Record<string, string> =
    'otp' in proof
      ? { grant_type: MFA_OTP_GRANT, mfa_token: mfaToken, otp: proof.otp }
      : { grant_type: MFA_RECOVERY_CODE_GRANT, mfa_token: mfaToken, recovery_code: proof.recoveryCode };
  return http.post('/oauth2/token', form, tokenOptions);
}

const enrolmentResponse = dataOf(twoFactorEnrolmentSchema);

/** The first authenticator secret of a user who must have one (MFA_ENROLLMENT_REQUIRED). */
export async function startEnrolmentWithToken(mfaToken: string): Promise<TwoFactorEnrolment> {
  return (
    await http.post(
      '/two-factor/enrolment',
      { mfa_token: mfaToken },
      { ownUnauthorized: true, schema: enrolmentResponse },
    )
  ).data;
}

export function requestRefreshedToken(refreshToken: string): Promise<TokenResponse> {
  return http.post('/oauth2/token', { grant_type: 'refresh_token', refresh_token: refreshToken }, tokenOptions);
}

const handoverResponse = dataOf(handoverSchema);

/** A one-time code for the organization's verified white-label domain (issue 27). */
export async function requestHandover(): Promise<Handover> {
  return (await http.post('/auth/handover', undefined, { schema: handoverResponse })).data;
}

/** The code a white-label hand-over brought in the address becomes a session of this site's own. */
export function requestHandedOverToken(code: string, domain: string): Promise<TokenResponse> {
  return http.post('/oauth2/token', { grant_type: HANDOVER_GRANT, code, domain }, tokenOptions);
}

const currentUserResponse = dataOf(currentUserSchema);

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await http.get('/users/current', { schema: currentUserResponse })).data;
}

export async function callLogout(): Promise<void> {
  await http.get('/logout', { ownUnauthorized: true });
}
