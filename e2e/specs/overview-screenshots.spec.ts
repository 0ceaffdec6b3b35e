import { translate } from '@cargo/domain';
import { expect, test } from '@playwright/test';
import { bookShanghaiMoscow } from '../support/orders.js';
import { DEMO, signInAs } from '../support/session.js';
import { DEVICES, languageNames, sweep, takeScreenshot } from '../support/screenshots.js';
import { ensureExpiringSeaTariff } from '../support/tariffs.js';

/**
 * The three areas' overviews (issue 30) as people see them, with a booking of the demo client so
 * there is work to show: ru, en and zh, desktop and phone (e2e/screenshots/, not committed).
 */

test.describe.configure({ timeout: 240_000, mode: 'serial' });

const SCREENS = [
  { name: 'client-overview', path: '/client', as: DEMO.client },
  { name: 'partner-overview', path: '/partner', as: DEMO.partner },
  { name: 'admin-overview', path: '/admin', as: DEMO.admin },
] as const;

test.beforeAll(async ({ request }) => {
  await bookShanghaiMoscow(request, 'PO-OVERVIEW-SHOT');
  // A tariff of the partner's that runs out within the window, so its overview has one to show.
  await ensureExpiringSeaTariff(request);
});

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        await signInAs(page, screen.as);
        for (const language of sweep(languages)) {
          await page.goto(`${screen.path}?lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('navigation', { name: translate(language, 'overview.goTo') })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.locator('.overview-panel .ant-skeleton')).toHaveCount(0);
          await takeScreenshot(page, screen.name, language, device, true);
        }
      });
    }
  });
}
