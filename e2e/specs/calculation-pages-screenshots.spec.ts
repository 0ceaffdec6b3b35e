import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { translate, type Calculation, type Language } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import { quoteShanghaiMoscow } from '../support/calculations.js';
import { apiTokens, DEMO, signInAs } from '../support/session.js';
import { expectAccessible } from '../support/accessibility.js';
import {
  DEVICES,
  SCREENSHOT_DIR as dir,
  languageNames,
  scrollToTop,
  sweep,
  untilStill,
} from '../support/screenshots.js';

/**
 * A calculation's own pages as people see them (e2e/screenshots/, not committed), Shanghai → Moscow
 * with one 40'HC on the demo lanes, in ru, en and zh, on a desktop and a phone: the public link
 * as a guest (no amounts, the prompt) and as another organization's user (priced, read-only,
 * "Calculate this route"), with a quotation's details; a guest's calculation on its page and in
 * the widget; an unknown id. The phone pictures also prove nothing scrolls sideways.
 */

async function settle(page: Page) {
  await scrollToTop(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await untilStill(page);
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Opens `path` in the language and waits for the calculation's list. */
async function openCalculation(page: Page, path: string, language: Language) {
  await page.goto(`${path}?lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
  await expect(page.getByRole('heading', { level: 1, name: translate(language, 'wizard.title') })).toBeVisible();
  const list = page.getByRole('region', { name: translate(language, 'wizard.results') });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // The cargo line names its type once the dictionary has answered.
  await expect(page.getByRole('region', { name: translate(language, 'wizard.summary') })).toContainText("40'HC");
}

/** The page, then (when `withDetails`) the first quotation's details. */
async function pictures(
  page: Page,
  shot: (name: string) => string,
  name: string,
  language: Language,
  withDetails: boolean,
) {
  await settle(page);
  await page.screenshot({ path: shot(name), fullPage: true });
  await expectAccessible(page, `${name} in ${language}`);
  if (shot(name).endsWith('phone.png')) await noSidewaysScroll(page, `${name} in ${language}`);
  if (!withDetails) return;
  await page
    .getByRole('button', { name: translate(language, 'wizard.quote.details') })
    .first()
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(translate(language, 'wizard.details.legs')).first()).toBeVisible();
  await untilStill(page);
  await page.screenshot({ path: shot(`${name}-details`), fullPage: false });
  await expectAccessible(page, `${name}'s details in ${language}`);
  await page.keyboard.press('Escape');
}

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });

    test(`the public link of a client’s calculation, as a guest and as another partner, in ${languageNames(languages)}`, async ({
      browser,
      baseURL,
      page,
    }) => {
      test.setTimeout(240_000);
      const client = await apiTokens(page.request, DEMO.client);
      const calculation: Calculation = await quoteShanghaiMoscow(page.request, client.access_token);
      const link = `/calculation/public/${calculation.id}`;
      const partner = await (await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' })).newPage();
      await signInAs(partner, DEMO.partner2);
      for (const language of sweep(languages)) {
        const shot = (name: string) => path.join(dir, `calculation-${name}-${language}-${device}.png`);
        await openCalculation(page, link, language);
        await pictures(page, shot, 'public-guest', language, true);

        await openCalculation(partner, link, language);
        await expect(partner.getByRole('link', { name: translate(language, 'wizard.calculateRoute') })).toBeVisible();
        await pictures(partner, shot, 'public-partner', language, true);
      }
      await partner.context().close();
    });

    test(`a guest’s calculation on its page and in the widget, and an unknown id, in ${languageNames(languages)}`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const calculation = await quoteShanghaiMoscow(page.request);
      for (const language of sweep(languages)) {
        const shot = (name: string) => path.join(dir, `calculation-${name}-${language}-${device}.png`);
        await openCalculation(page, `/guest/orders/${calculation.id}`, language);
        await pictures(page, shot, 'guest', language, false);
        await openCalculation(page, `/widget/orders/${calculation.id}`, language);
        await pictures(page, shot, 'widget', language, false);

        await page.goto(`/guest/orders/${randomUUID()}?lang=${language}`);
        await expect(
          page.getByRole('heading', { level: 1, name: translate(language, 'wizard.results.none') }),
        ).toBeVisible();
        await pictures(page, shot, 'not-found', language, false);
      }
    });
  });
}
