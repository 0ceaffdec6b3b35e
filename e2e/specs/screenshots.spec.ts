import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { appReady, text } from '../support/shell.js';
import { DEVICES, SCREENSHOT_DIR as dir, untilStill, VIEWPORTS } from '../support/screenshots.js';

/** Pictures of the shell for people to look at (e2e/screenshots/, not committed). */

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });

    for (const language of languages) {
      test(`home and not-found in ${language}`, async ({ page }) => {
        await page.goto(`/?lang=${language}`);
        await expect(page.getByRole('status')).toContainText(text(language, 'system.status.operational'));
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
