import { totpCode } from '@cargo/domain';
import { expect, test } from '@playwright/test';
import { text } from '../support/shell.js';
import { createUserViaApi, DEMO, organizationOf, signInAs, submitLoginForm, uniqueEmail } from '../support/session.js';
import { DEVICES, languageNames, takeScreenshot, sweep } from '../support/screenshots.js';
import { nextCode } from '../support/two-factor.js';

/**
 * The two-factor screens as people see them (e2e/screenshots/, not committed): the enrolment at
 * an operator's first sign-in (QR code and key), the recovery codes shown once, the code step of
 * a later sign-in and the security card of the profile; ru, en and zh, desktop and phone.
 */

const PASSWORD = 'Cargo2026';

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 240_000 });

    test(`two-factor screens in ${languageNames(languages)}`, async ({ page }) => {
      for (const language of sweep(languages)) {
        const email = uniqueEmail(`mfa-${language}-${device}`);
        await createUserViaApi(page.request, {
          email,
          password: PASSWORD,
          organizationId: await organizationOf(page.request, DEMO.operator),
          roles: ['OPERATOR'],
        });
        await page.context().clearCookies();
        await page.goto('/');
        await page.evaluate(() => localStorage.clear());

        await submitLoginForm(page, email, PASSWORD, language);
        await expect(page.getByRole('heading', { name: text(language, 'twoFactor.enrol.title') })).toBeVisible();
        await expect(page.locator('.ant-qrcode canvas, .ant-qrcode svg')).toBeVisible();
        await takeScreenshot(page, 'two-factor-enrol', language, device, true);

        const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
        await page.getByLabel(text(language, 'twoFactor.field.code')).fill(totpCode(secret, Date.now()));
        await page.getByRole('button', { name: text(language, 'twoFactor.enrol.submit'), exact: true }).click();
        await expect(page.getByRole('heading', { name: text(language, 'twoFactor.codes.title') })).toBeVisible();
        await takeScreenshot(page, 'two-factor-codes', language, device, true);
        await page.getByRole('button', { name: text(language, 'twoFactor.codes.done') }).click();
        await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 20_000 });

        await page.goto(`/admin/profile?lang=${language}`);
        await expect(page.getByText(text(language, 'twoFactor.card.title')).first()).toBeVisible();
        await takeScreenshot(page, 'two-factor-profile', language, device, true);

        await page.evaluate(() => localStorage.clear());
        await submitLoginForm(page, email, PASSWORD, language);
        await expect(page.getByRole('heading', { name: text(language, 'twoFactor.step.title') })).toBeVisible();
        const right = nextCode(secret);
        const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
        await page.getByLabel(text(language, 'twoFactor.field.code')).fill(wrong);
        await page.getByRole('button', { name: text(language, 'twoFactor.verify'), exact: true }).click();
        await expect(page.getByText(text(language, 'twoFactor.wrongCode'))).toBeVisible();
        await takeScreenshot(page, 'two-factor-step', language, device, true);
      }
    });
  });
}

/**
 * A white-label domain waiting for an operator (issue 27, finding 4): the partner admin's own
 * organization page and the operators' list of organizations, where they find it to verify.
 */
for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 240_000 });

    test(`pending white-label domain in ${languageNames(languages)}`, async ({ page }) => {
      await signInAs(page, DEMO.partner2);
      for (const language of sweep(languages)) {
        await page.goto(`/partner/organizations?lang=${language}`);
        await expect(page.getByText(text(language, 'whiteLabel.pending')).first()).toBeVisible();
        await takeScreenshot(page, 'white-label-partner', language, device, true);
      }
    });

    test(`white-label domains in the operators' list in ${languageNames(languages)}`, async ({ page }) => {
      await signInAs(page, DEMO.operator);
      for (const language of sweep(languages)) {
        await page.goto(`/admin/organizations?lang=${language}&name=Rail`);
        await expect(page.getByText('rail-road.cargo.local').first()).toBeVisible();
        await takeScreenshot(page, 'white-label-operator', language, device, false);
      }
    });
  });
}
