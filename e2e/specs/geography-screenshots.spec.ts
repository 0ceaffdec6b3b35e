import path from 'node:path';
import { translate, type Language } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/session.js';
import { expectAccessible } from '../support/accessibility.js';
import { DEVICES, SCREENSHOT_DIR as dir, languageNames, sweep, untilStill } from '../support/screenshots.js';

/**
 * The geography screen as people see it (e2e/screenshots/, not committed): a country opened and
 * a city chosen, the create drawer, and the place picker showing results — in ru, en and zh, on
 * a desktop and a phone. The phone pictures also prove nothing scrolls sideways.
 */

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await untilStill(page);
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function open(page: Page, language: Language) {
  await page.goto(`/admin/dictionaries/geography?lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
  await expect(
    page.getByRole('heading', { level: 1, name: translate(language, 'admin.geography.title') }),
  ).toBeVisible();
}

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });

    test(`geography in ${languageNames(languages)}`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInAs(page, DEMO.admin);
      for (const language of sweep(languages)) {
        const shot = (name: string) => path.join(dir, `geography-${name}-${language}-${device}.png`);
        await open(page, language);

        // The picker with results: the port of Shanghai by its code.
        const picker = page.getByRole('combobox', { name: translate(language, 'admin.geography.findPlace') });
        await picker.click();
        await picker.pressSequentially('shanghai', { delay: 20 });
        // The search index is rebuilt after a change to the geography (geography.spec adds a
        // city); the first search after a start may wait for the index to be built.
        await expect(page.getByRole('option', { name: /CNSHA/ })).toBeVisible({ timeout: 45_000 });
        await settle(page);
        await page.screenshot({ path: shot('picker'), fullPage: false });
        await expectAccessible(page, `the place picker in ${language}`);
        if (device === 'phone') await noSidewaysScroll(page, `the picker in ${language}`);

        // Choosing the port opens China down to Shanghai and shows the city with its hubs.
        await page.getByRole('option', { name: /CNSHA/ }).click();
        const details = page.getByRole('region', { name: translate(language, 'admin.geography.details') });
        await expect(details.getByRole('cell', { name: 'CNSHA' })).toBeVisible();
        await expect(page.getByRole('tree').getByRole('treeitem', { selected: true })).toBeVisible();
        await settle(page);
        // Not full-page: the capture resizes the page, and the tree's own scroll would start over.
        if (device === 'phone') {
          // The details come into view on a phone; the tree is above them.
          await page.screenshot({ path: shot('city-details'), fullPage: false });
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await page.screenshot({ path: shot('city'), fullPage: false });
        await expectAccessible(page, `a city in ${language}`);
        if (device === 'phone') await noSidewaysScroll(page, `the city in ${language}`);

        // The create drawer.
        await page.getByRole('button', { name: translate(language, 'admin.geography.new') }).click();
        const drawer = page.getByRole('dialog', { name: translate(language, 'admin.geography.createTitle') });
        await expect(drawer).toBeVisible();
        await settle(page);
        await page.screenshot({ path: shot('create'), fullPage: false });
        await expectAccessible(page, `the create drawer in ${language}`);
        if (device === 'phone') await noSidewaysScroll(page, `the create drawer in ${language}`);
        await drawer.getByRole('button', { name: translate(language, 'admin.common.cancel') }).click();
        await expect(drawer).toBeHidden();
      }
    });
  });
}
