import type { CalculationListItem } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, clientCalculation } from '../support/orders.js';
import { yesterdaysQuotation } from '../support/quotations.js';
import { DEVICES, languageNames, takeScreenshot } from '../support/screenshots.js';
import { DEMO, signInAs } from '../support/session.js';

/**
 * The quotation lists as people see them (e2e/screenshots/, not committed): the demo client's
 * "My quotations" with yesterday's saved quotation and one made today, a partner's quotations
 * (the demand its tariffs priced) and the operators' list; ru, en and zh, desktop and phone. The
 * phone pictures also prove nothing scrolls sideways.
 */

let made: Promise<CalculationListItem> | undefined;

/** Yesterday's saved quotation, and a fresh one beside it, once per worker. */
const ensureQuotations = (page: Page) =>
  (made ??= (async () => {
    const yesterday = await yesterdaysQuotation(page.request);
    await clientCalculation(page.request);
    return yesterday;
  })());

const SCREENS = [
  { name: 'quotations-client', as: DEMO.client, path: '/client/quotations' },
  { name: 'quotations-partner', as: DEMO.partner, path: '/partner/quotations' },
  { name: 'quotations-admin', as: DEMO.operator, path: '/admin/quotations' },
] as const;

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 150_000 });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        await ensureQuotations(page);
        // The list must hold something for the picture: the partner's, what its tariffs priced.
        const listed = await apiAs<{ total: number }>(page.request, screen.as, 'GET', '/orders/calculations');
        expect(listed.total).toBeGreaterThan(0);
        await signInAs(page, screen.as);
        for (const language of languages) {
          await page.goto(`${screen.path}?lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language, {
            timeout: 30_000,
          });
          // The admin area's chunk and a language's messages load slowly on a busy machine.
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          await expect(page.getByText(/Shanghai|Шанхай|上海/).first()).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await takeScreenshot(page, screen.name, language, device, true);
        }
      });
    }
  });
}
