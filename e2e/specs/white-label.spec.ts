import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import { text } from '../support/shell.js';
import { totpCode } from '@cargo/domain';
import { apiTokens, createUserViaApi, DEMO, uniqueEmail } from '../support/session.js';
import { nextCode } from '../support/two-factor.js';

/**
 * White-label domains (issue 27, finding 4) in Chromium: the platform is opened as
 * `cargo.test`, a partner's domain is a sub-domain of it, and Chromium resolves both to the
 * test server (`--host-resolver-rules`), so the browser really changes origin.
 */

// The port of the one test server (playwright.config.ts sets it for every worker).
const port = process.env.E2E_PORT;
const MAIN = `http://cargo.test:${port}`;

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP cargo.test 127.0.0.1, MAP *.cargo.test 127.0.0.1'],
  },
});

/** A partner organization with the domain and its admin, made by the operators' admin. */
async function partnerWithDomain(request: APIRequestContext, domain: string) {
  const { access_token } = await apiTokens(request, DEMO.admin);
  const headers = { authorization: `Bearer ${access_token}` };
  const created = await request.post('/api/v1/organizations', {
    headers,
    data: { name: `White Label ${domain}`, type: 'PARTNER', domain },
  });
  expect(created.ok()).toBe(true);
  const organization = ((await created.json()) as { data: { id: number; domainVerified: boolean } }).data;
  expect(organization.domainVerified).toBe(false);
  const email = uniqueEmail('wl-admin');
  const password = 'Label2026';
  await createUserViaApi(request, { email, password, organizationId: organization.id, roles: ['PARTNER_ADMIN'] });
  const verify = () =>
    request.put(`/api/v1/organizations/${organization.id}/verify-domain`, { headers, data: { domain } });
  return { id: organization.id, email, password, verify, secret: undefined as string | undefined };
}

/**
 * Signs in on the form, with the second factor a partner admin must have: set up at the first
 * sign-in (the key kept in `account`), a code from it at the next.
 */
async function signInOnForm(page: Page, account: { email: string; password: string; secret?: string }) {
  await page.goto(`${MAIN}/auth/login`);
  await page.getByLabel(text('en', 'account.field.email')).fill(account.email);
  const field = page.getByLabel(text('en', 'account.field.password'));
  await field.fill(account.password);
  await field.press('Enter');
  const code = page.getByLabel(text('en', 'twoFactor.field.code'));
  if (account.secret) {
    await expect(page.getByRole('heading', { name: text('en', 'twoFactor.step.title') })).toBeVisible();
    await code.fill(nextCode(account.secret));
    await page.getByRole('button', { name: text('en', 'twoFactor.verify'), exact: true }).click();
    return;
  }
  await expect(page.getByRole('heading', { name: text('en', 'twoFactor.enrol.title') })).toBeVisible();
  account.secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await code.fill(totpCode(account.secret, Date.now()));
  await page.getByRole('button', { name: text('en', 'twoFactor.enrol.submit'), exact: true }).click();
  await page.getByRole('button', { name: text('en', 'twoFactor.codes.done') }).click();
}

const hostOf = (page: Page) => new URL(page.url()).hostname;

test("a partner admin's unverified domain does not redirect; once verified, the hand-over signs the user in there", async ({
  page,
  browser,
}) => {
  // Two sign-ins on the form, one of them across origins.
  test.setTimeout(90_000);
  const domain = `wl-${Date.now().toString(36)}.cargo.test`;
  const partner = await partnerWithDomain(page.request, domain);

  await signInOnForm(page, partner);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.waitForLoadState('networkidle');
  expect(hostOf(page)).toBe('cargo.test');
  await page.goto(`${MAIN}/partner/organizations`);
  await expect(page.getByText(text('en', 'whiteLabel.pending')).first()).toBeVisible();

  // A hand-over asked for by hand is refused while the domain waits.
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/v1/auth/handover', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return response.status;
  });
  expect(refused).toBe(409);

  expect((await partner.verify()).ok()).toBe(true);

  const context = await browser.newContext();
  const fresh = await context.newPage();
  try {
    const handedOver = fresh.waitForRequest(
      (request) => request.url().endsWith('/oauth2/token') && new URL(request.url()).hostname === domain,
    );
    await signInOnForm(fresh, partner);
    const exchange = await handedOver;
    // The address carried a one-time code, never a token; the site there redeemed it itself.
    expect(new URLSearchParams(exchange.postData() ?? '').get('grant_type')).toBe(
      'urn:cargo:oauth:grant-type:handover',
    );
    await expect.poll(() => hostOf(fresh)).toBe(domain);
    await fresh.waitForLoadState('networkidle');
    expect(new URL(fresh.url()).searchParams.has('handover')).toBe(false);
    expect(new URL(fresh.url()).searchParams.has('token')).toBe(false);
    await expect.poll(() => fresh.evaluate(() => localStorage.getItem('refreshToken'))).not.toBeNull();
    const me = await fresh.evaluate(async () => {
      const response = await fetch('/api/v1/users/current', {
        headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
      });
      return ((await response.json()) as { data: { email: string } }).data.email;
    });
    expect(me).toBe(partner.email);
  } finally {
    await context.close();
  }
});
