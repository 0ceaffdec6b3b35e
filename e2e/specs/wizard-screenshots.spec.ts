import path from 'node:path';
import { translate, type Language, type Place } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import { city, highCubeId } from '../support/calculations.js';
import { DEMO, signInAs } from '../support/session.js';
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
 * The booking wizard as people see it (e2e/screenshots/, not committed): the form filled for
 * Shanghai → Moscow with one 40'HC, as a guest and as the demo client, in ru, en and zh, on a
 * desktop and a phone; then, where the calculations API answers, the quotation list (the guest's
 * without amounts) and a quotation's details; and the cities-to-cities page of the lane, which
 * opens the wizard on it. The phone pictures also prove nothing scrolls sideways.
 */

/** The wizard's address for the lane (apps/web/src/features/wizard/lib/url-state.ts). */
function wizardPath(from: Place, to: Place, containerTypeId: number, language: Language): string {
  const end = (place: Place) => `city_${place.cityId}_${place.country.code}__${place.name}`;
  const query = new URLSearchParams({
    from: end(from),
    to: end(to),
    cargo: 'CONTAINER',
    container: `${containerTypeId}_1_20000_KG`,
    lang: language,
  });
  return `/book/wizard?${query.toString()}`;
}

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

/** Calculates; true with the list on screen, false when the API refused (not landed yet). */
async function calculate(page: Page, language: Language): Promise<boolean> {
  await page.getByRole('button', { name: translate(language, 'wizard.calculate') }).click();
  const list = page.locator('.wizard-results');
  const refused = page.locator('.wizard-problems');
  await expect(list.or(refused)).toBeVisible({ timeout: 30_000 });
  return list.isVisible();
}

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });

    for (const who of ['guest', 'client'] as const) {
      test(`the wizard for Shanghai → Moscow, one 40'HC, as a ${who}, in ${languageNames(languages)}`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        if (who === 'client') await signInAs(page, DEMO.client);
        const containerTypeId = await highCubeId(page.request);
        for (const language of sweep(languages)) {
          const shot = (name: string) => path.join(dir, `wizard-${name}-${who}-${language}-${device}.png`);
          const from = await city(page.request, 'Shanghai', 'CN', language);
          const to = await city(page.request, 'Moscow', 'RU', language);
          await page.goto(wizardPath(from, to, containerTypeId, language));
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(
            page.getByRole('heading', { level: 1, name: translate(language, 'wizard.title') }),
          ).toBeVisible();
          // The form as the address filled it: both ends and the container type by its short name.
          const form = page.getByRole('form', { name: translate(language, 'wizard.form') });
          await expect(form.getByText(from.name).first()).toBeVisible();
          await expect(form.getByText(to.name).first()).toBeVisible();
          await expect(form.getByText("40'HC").first()).toBeVisible();
          await settle(page);
          await page.screenshot({ path: shot('form'), fullPage: true });
          await expectAccessible(page, `the wizard's form as a ${who} in ${language}`);
          if (device === 'phone') await noSidewaysScroll(page, `the form in ${language}`);

          if (!(await calculate(page, language))) {
            test.info().annotations.push({
              type: 'calculations',
              description: `POST /orders/calculations refused (${language}): the form only`,
            });
            continue;
          }
          await expect(page).toHaveURL(/#[0-9a-f-]{36}$/);
          await settle(page);
          await page.screenshot({ path: shot('results'), fullPage: true });
          await expectAccessible(page, `the wizard's results as a ${who} in ${language}`);
          if (device === 'phone') await noSidewaysScroll(page, `the results in ${language}`);

          const details = page.getByRole('button', { name: translate(language, 'wizard.quote.details') }).first();
          if (!(await details.isVisible())) continue;
          await details.click();
          const drawer = page.getByRole('dialog');
          await expect(drawer.getByText(translate(language, 'wizard.details.legs')).first()).toBeVisible();
          await untilStill(page);
          await page.screenshot({ path: shot('details'), fullPage: false });
          await expectAccessible(page, `a quotation's details as a ${who} in ${language}`);
          if (who === 'client') {
            // The end of the drawer: the calculation's facts and its history.
            const history = drawer.getByRole('region', { name: translate(language, 'wizard.history') });
            await expect(history.getByRole('listitem').first()).toBeVisible();
            await history.scrollIntoViewIfNeeded();
            await page.screenshot({ path: shot('history'), fullPage: false });
          }
          await page.keyboard.press('Escape');
        }
      });
    }
  });
}

for (const { device, viewport, languages } of DEVICES) {
  test.describe(`${device} cities to cities`, () => {
    test.use({ viewport });

    test(`the Shanghai → Moscow page in ${languageNames(languages)} opens the wizard on the lane`, async ({ page }) => {
      test.setTimeout(180_000);
      // The place index answers the page's searches once it is built.
      await city(page.request, 'Shanghai', 'CN', 'en');
      for (const language of sweep(languages)) {
        await page.goto(
          `/book?fromCountry=CN&fromCity=Shanghai&toCountry=RU&toCity=Moscow&cargo=CONTAINER&lang=${language}`,
        );
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
        const open = page.getByRole('link', { name: translate(language, 'wizard.book.open') });
        await expect(open).toHaveAttribute('href', /from=city_\d+_CN__.+&to=city_\d+_RU__.+&cargo=CONTAINER/);
        await settle(page);
        await page.screenshot({ path: path.join(dir, `wizard-book-${language}-${device}.png`), fullPage: true });
        await expectAccessible(page, `the cities page in ${language}`);
        if (device === 'phone') await noSidewaysScroll(page, `the cities page in ${language}`);
        await open.click();
        await expect(page).toHaveURL(/\/book\/wizard\?.*cargo=CONTAINER/);
        await expect(page.getByRole('heading', { level: 1, name: translate(language, 'wizard.title') })).toBeVisible();
      }
    });
  });
}
