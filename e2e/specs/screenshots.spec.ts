import path from 'node:path';
import { LANGUAGES } from '@cargo/domain';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { appReady, text } from '../support/shell.js';
import { DEVICES, languageNames, SCREENSHOT_DIR as dir, sweep, untilStill, VIEWPORTS } from '../support/screenshots.js';

/** Pictures of the shell for people to look at (e2e/screenshots/, not committed). */

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });

    for (const language of languages) {
      test(`home and not-found in ${language}`, async ({ page }) => {
        await page.goto(`/?lang=${language}`);
        await expect(page.getByRole('button', { name: text(language, 'home.quote.submit') })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(dir, `home-${language}-${device}.png`), fullPage: true });
        await expectAccessible(page, `home in ${language}`);

        await page.goto('/no/such/page');
        await expect(page.getByRole('heading', { level: 1, name: text(language, 'page.notFound') })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(dir, `not-found-${language}-${device}.png`), fullPage: true });
        await expectAccessible(page, `not-found in ${language}`);
      });
    }
  });
}

/** The city each language's user types on the home page, and how the list names it. */
const TYPED = { en: ['Shang', 'Shanghai'], ru: ['Шанх', 'Шанхай'], zh: ['上海', '上海'] } as const;

test.describe('home page’s first step on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  // A cold server builds its place index on the first search.
  test.describe.configure({ timeout: 120_000 });

  test(`the place list open, then an error, in ${languageNames(LANGUAGES)}`, async ({ page }) => {
    for (const language of sweep(LANGUAGES)) {
      await page.goto(`/?lang=${language}`);
      const quote = page.getByRole('form', { name: text(language, 'home.quote.title') });
      const from = quote.getByRole('combobox', { name: text(language, 'wizard.from') });
      const submit = quote.getByRole('button', { name: text(language, 'home.quote.submit') });
      const [typed, named] = TYPED[language];
      await from.click();
      await from.pressSequentially(typed, { delay: 30 });
      await expect(page.getByRole('option').first()).toContainText(named, { timeout: 60_000 });
      // The list hangs right under its field.
      const field = await from.boundingBox();
      const list = await page.getByRole('listbox').boundingBox();
      expect(Math.abs(list!.y - (field!.y + field!.height))).toBeLessThanOrEqual(8);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(dir, `home-places-${language}-phone.png`) });
      await expectAccessible(page, `the home page's place list in ${language}`);

      // Leaving the field unchosen shows its error in the line kept for it: nothing moves.
      const before = await submit.boundingBox();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(page.getByText(text(language, 'home.quote.placeRequired'))).toHaveCount(1);
      expect(await submit.boundingBox()).toEqual(before);
      await page.screenshot({ path: path.join(dir, `home-error-${language}-phone.png`) });
    }
  });
});

test.describe('menu states', () => {
  test('collapsed on a desktop', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await page.getByRole('button', { name: text('en', 'shell.menu.collapse') }).click();
    await expect(page.getByRole('button', { name: text('en', 'shell.menu.expand') })).toBeVisible();
    await page.screenshot({ path: path.join(dir, 'menu-collapsed-en-desktop.png') });
    await expectAccessible(page, 'the collapsed menu');
  });

  test('drawer on a phone', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/?lang=ru');
    await appReady(page);
    await page.getByRole('button', { name: text('ru', 'shell.menu.open') }).click();
    await expect(page.getByRole('dialog').getByRole('navigation')).toBeInViewport({ ratio: 1 });
    await untilStill(page);
    await page.screenshot({ path: path.join(dir, 'menu-drawer-ru-phone.png') });
    await expectAccessible(page, 'the menu drawer');
  });
});
