import {
  HANDOVER_GRANT,
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

/** The calls of the session (spec/shell.md §7). The token endpoint sits at the server root. */

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
