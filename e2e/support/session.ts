import type { APIRequestContext, Page } from '@playwright/test';
import { WEB_CLIENT_AUTHORIZATION, type Language, type Mail, type TokenResponse } from '@cargo/domain';
import { text } from './shell.js';
import { readEnrolled } from './two-factor.js';

/** The demo logins `npm start` loads into a new embedded database (the e2e server is one). */
export const DEMO_PASSWORD = 'Demo12345';
export const DEMO = {
  admin: 'admin@demo.local',
  operator: 'operator@demo.local',
  partner: 'partner@demo.local',
  manager: 'manager@demo.local',
  partner2: 'partner2@demo.local',
  client: 'client@demo.local',
} as const;

/**
 * Signs in through the API, as the sign-in helper of docs/architecture.md §9: only the form's own tests use
 * the form. A demo login that must have a second factor presents the trusted device the setup
 * project enrolled (specs/two-factor.setup.ts).
 */
export async function apiTokens(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TokenResponse> {
  const response = await request.post('/oauth2/token', {
    headers: { authorization: WEB_CLIENT_AUTHORIZATION },
    form: {
      grant_type: 'password',
      username: email,
      password,
      ...(readEnrolled()[email] ? { device_token: readEnrolled()[email]!.deviceToken } : {}),
    },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

/** The page opens signed in: the tokens are in local storage before the app's first script runs. */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<TokenResponse> {
  const tokens = await apiTokens(page.request, email, password);
  await page.addInitScript(
    ({ access, refresh }) => {
      // Once per tab: a later sign-out or refresh in the test must not be undone on reload.
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('token', access);
      window.localStorage.setItem('refreshToken', refresh);
      window.localStorage.setItem('intervalUpdateToken', String(Date.now()));
    },
    { access: tokens.access_token, refresh: tokens.refresh_token },
  );
  return tokens;
}

/** The newest mails to an address, read from the outbox as an operator does on /admin/mails. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const { access_token } = await apiTokens(request, DEMO.admin);
  const response = await request.get(`/api/v1/mails?recipient=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return ((await response.json()) as { data: { items: Mail[] } }).data.items;
}

/** A unique address per run and test, so tests sharing the server never meet. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

/** A confirmed user made by the operators' admin through the API. */
export async function createUserViaApi(
  request: APIRequestContext,
  user: { email: string; password: string; organizationId: number; roles: string[] },
): Promise<void> {
  const { access_token } = await apiTokens(request, DEMO.admin);
  const response = await request.post('/api/v1/users', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { ...user, firstName: 'Test', lastName: 'User' },
  });
  if (!response.ok()) throw new Error(`user creation answered ${response.status()}: ${await response.text()}`);
}

/** The id of the demo organization a demo login belongs to. */
export async function organizationOf(request: APIRequestContext, email: string): Promise<number> {
  const { access_token } = await apiTokens(request, email);
  const response = await request.get('/api/v1/users/current', { headers: { authorization: `Bearer ${access_token}` } });
  return ((await response.json()) as { data: { organization: { id: number } } }).data.organization.id;
}

/**
 * Fills the login page's form and sends it, for the specs of the sign-in itself (the second
 * factor's among them); others sign in through the API (`signInAs`). The form's own button: on a
 * phone the header has an icon button of the same name.
 */
export async function submitLoginForm(page: Page, email: string, password: string, language: Language = 'en') {
  await page.goto(`/auth/login?lang=${language}`);
  await page.getByLabel(text(language, 'account.field.email')).fill(email);
  await page.getByLabel(text(language, 'account.field.password')).fill(password);
  await page
    .locator('form')
    .getByRole('button', { name: text(language, 'session.signIn'), exact: true })
    .click();
}
