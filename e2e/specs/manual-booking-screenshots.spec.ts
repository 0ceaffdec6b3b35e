import { translate, type Calculation, type Language } from '@cargo/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { quoteShanghaiMoscow } from '../support/calculations.js';
import { apiTokens, DEMO, signInAs } from '../support/session.js';
import { DEVICES, languageNames, scrollToTop, takeScreenshot, sweep } from '../support/screenshots.js';

/**
 * The operators' manual booking as they see it (e2e/screenshots/, not committed): the page of a
 * Shanghai → Moscow calculation the demo operator made, its carrier row and the booking details,
 * with the form's required fields pointed out; ru, en and zh, desktop and phone. The phone
 * pictures also prove nothing scrolls sideways.
 */

let made: Promise<Calculation> | undefined;

/** One operator's calculation per server. */
function ensureCalculation(request: APIRequestContext): Promise<Calculation> {
  made ??= (async () => {
    const { access_token } = await apiTokens(request, DEMO.operator);
    return quoteShanghaiMoscow(request, access_token);
  })();
  return made;
}

async function show(page: Page, language: Language) {
  const form = page.getByRole('form', { name: translate(language, 'orderScreens.manual.form') });
  await expect(
    form.getByRole('group', { name: translate(language, 'orderScreens.manual.carrier', { number: 1 }) }),
  ).toBeVisible();
  // A second carrier, and the required fields pointed out.
  await form.getByRole('button', { name: translate(language, 'orderScreens.manual.addCarrier') }).click();
  await form.getByRole('button', { name: translate(language, 'orderScreens.manual.submit') }).click();
  await expect(form.getByText(translate(language, 'validation.required')).first()).toBeVisible();
}

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 150_000 });

    test(`manual-booking-admin in ${languageNames(languages)}`, async ({ page }) => {
      const calculation = await ensureCalculation(page.request);
      await signInAs(page, DEMO.operator);
      for (const language of sweep(languages)) {
        await page.goto(`/admin/orders/new?calculationId=${calculation.id}&lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await show(page, language);
        // A full-page picture starts at the top (the form scrolls to its first error).
        await scrollToTop(page);
        await takeScreenshot(page, 'manual-booking-admin', language, device, true);
      }
    });

    test(`wizard-results-operator in ${languageNames(languages)}`, async ({ page }) => {
      const calculation = await ensureCalculation(page.request);
      await signInAs(page, DEMO.operator);
      for (const language of sweep(languages)) {
        await page.goto(`/book/wizard?lang=${language}#${calculation.id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
        const results = page.getByRole('region', { name: translate(language, 'wizard.results') });
        const manual = results.getByRole('link', { name: translate(language, 'wizard.bookManually') });
        await expect(manual).toBeVisible({ timeout: 30_000 });
        await results.getByRole('button', { name: translate(language, 'wizard.template.save') }).click();
        const dialog = page.getByRole('dialog', { name: translate(language, 'wizard.template.title') });
        await expect(dialog).toBeVisible();
        await takeScreenshot(page, 'wizard-save-template', language, device, false);
        await dialog.getByRole('button', { name: translate(language, 'wizard.template.cancel') }).click();
        await expect(dialog).toBeHidden();
        await manual.scrollIntoViewIfNeeded();
        const scrolled = await page.evaluate(() => window.scrollY);
        await page.evaluate(() => window.scrollBy(0, -120));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(Math.max(0, scrolled - 120));
        await takeScreenshot(page, 'wizard-results-operator', language, device, false);
      }
    });
  });
}
