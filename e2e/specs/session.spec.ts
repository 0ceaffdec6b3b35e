import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, text } from '../support/shell.js';
import { createUserViaApi, DEMO, mailsTo, organizationOf, signInAs, uniqueEmail } from '../support/session.js';
import { nextCode, readEnrolled } from '../support/two-factor.js';

/** The identity issue's acceptance in Chromium: the real server, the real database, the real outbox. */

async function codeMailedTo(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(page.request, email);
      code = mail ? /\d{6}/.exec(mail.subject)?.[0] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

test('register, read the code from the outbox, confirm, and land on the page first asked for', async ({ page }) => {
  const email = uniqueEmail('owner');
  await page.goto('/client/orders');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fclient%2Forders#destination=%2Fclient%2Forders$/);

  await page.getByRole('link', { name: text('en', 'login.createAccount') }).click();
  await expect(page).toHaveURL(/\/auth\/register\?redirectTo=%2Fclient%2Forders/);
  await page.getByText(text('en', 'register.kind.client'), { exact: true }).click();
  await page.getByLabel(text('en', 'account.field.lastName')).fill('Ivanova');
  await page.getByLabel(text('en', 'account.field.firstName')).fill('Anna');
  await page.getByLabel(text('en', 'account.field.phone')).fill('+7 912 345-67-89');
  await page.getByLabel(text('en', 'account.field.email')).fill(email);
  await page.getByLabel(text('en', 'account.field.organizationName')).fill('Volga Trading');
  await page.getByLabel(text('en', 'account.field.password'), { exact: true }).fill('Cargo2026');
  await page.getByLabel(text('en', 'account.field.confirmPassword')).fill('Cargo2026');
  await page.getByRole('button', { name: text('en', 'register.submit') }).click();

  await expect(page.getByText(text('en', 'register.code.label'))).toBeVisible();
  const code = await codeMailedTo(page, email);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);

  await expect(page).toHaveURL(/\/client\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'nav.client.orders') })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ivanova Anna/ })).toBeVisible();
});

test('five wrong passwords show the suspension message', async ({ page }) => {
  const email = uniqueEmail('locked');
  await createUserViaApi(page.request, {
    email,
    password: 'Right2026',
    organizationId: await organizationOf(page.request, DEMO.client),
    roles: ['CLIENT'],
  });
  await page.goto('/auth/login');
  await page.getByLabel(text('en', 'account.field.email')).fill(email);
  const attempt = async (password: string) => {
    const field = page.getByLabel(text('en', 'account.field.password'));
    await field.fill(password);
    const answered = page.waitForResponse((response) => response.url().endsWith('/oauth2/token'));
    // Enter submits the form as a user typing would; it does not depend on where a click lands.
    await field.press('Enter');
    await answered;
  };
  for (let n = 1; n <= 4; n++) {
    await attempt(`Wrong${n}2026`);
    await expect(page.getByRole('alert')).toHaveText(text('en', 'auth.incorrectLogin'));
  }
  await attempt('Wrong52026');
  await expect(page.getByRole('alert')).toHaveText(text('en', 'auth.suspended'));
  // The right password does not open a suspended account either.
  await attempt('Right2026');
  await expect(page.getByRole('alert')).toHaveText(text('en', 'auth.suspended'));
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a client opening /admin/users sees the access-denied message', async ({ page }) => {
  await signInAs(page, DEMO.client);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'page.accessDenied') })).toBeVisible();
  // Decided on each location change: the client's own area opens without a reload.
  await page.goto('/client');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'page.accessDenied') })).toBeHidden();
});

test('a guest asking for a closed page signs in and is sent back to it', async ({ page }) => {
  await page.goto('/partner/users');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fpartner%2Fusers/);
  await page.getByLabel(text('en', 'account.field.email')).fill(DEMO.partner);
  await page.getByLabel(text('en', 'account.field.password')).fill('Demo12345');
  // The form's button: the header's Log in has the same name.
  await page
    .locator('form')
    .getByRole('button', { name: text('en', 'session.signIn'), exact: true })
    .click();
  // A partner admin passes the second factor (enrolled by the setup project).
  await page.getByLabel(text('en', 'twoFactor.field.code')).fill(nextCode(readEnrolled()[DEMO.partner]!.secret));
  await page.getByRole('button', { name: text('en', 'twoFactor.verify'), exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'admin.users.title') })).toBeVisible();
});

test('switching to 中文 and Русский translates the shell of a signed-in operator', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/admin');
  const navigation = (language: 'en' | 'ru' | 'zh') =>
    page.getByRole('navigation', { name: text(language, 'shell.navigation') });
  await expect(navigation('en').getByText(text('en', 'nav.group.people'))).toBeVisible();

  await chooseLanguage(page, 'en', 'zh');
  await expect(navigation('zh').getByText(text('zh', 'nav.group.people'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('zh', 'session.userMenu') })).toBeVisible();

  await chooseLanguage(page, 'zh', 'ru');
  await expect(navigation('ru').getByText(text('ru', 'nav.group.people'))).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: text('ru', 'admin.users.title') })).toBeVisible();
});

test('a token refresh happens without the user noticing', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, DEMO.manager);
  await page.goto('/partner/profile');
  await expect(page.getByLabel(text('en', 'account.field.email'))).toHaveValue(DEMO.manager);

  // Every 30 s the stored pair is exchanged for a new one.
  const before = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const refreshed = page.waitForRequest(
    (request) =>
      request.url().endsWith('/oauth2/token') && (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.clock.runFor(31_000);
  await refreshed;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBe(before);

  // An access token the server refuses (as an expired one) is refreshed and the call retried: the page never leaves.
  await page.evaluate(() => localStorage.setItem('token', 'expired.or.forged'));
  await page.evaluate(() => localStorage.setItem('intervalUpdateToken', '0'));
  await page.reload();
  await expect(page.getByLabel(text('en', 'account.field.email'))).toHaveValue(DEMO.manager);
  await expect(page).toHaveURL(/\/partner\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe('expired.or.forged');
});

test('logout ends the session in this tab and the server', async ({ page }) => {
  await signInAs(page, DEMO.operator);
  await page.goto('/admin/mails');
  await page.getByRole('button', { name: text('en', 'session.userMenu') }).click();
  await page.getByRole('menuitem', { name: text('en', 'session.signOut') }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')])).toEqual([
    null,
    null,
  ]);
  await page.goto('/admin/mails');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fadmin%2Fmails/);
});
