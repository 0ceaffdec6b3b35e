import { LANGUAGES } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { clientCalculation } from '../support/orders.js';
import { yesterdaysQuotation } from '../support/quotations.js';
import { SCREENSHOT_DIR } from '../support/screenshots.js';
import { DEMO, signInAs } from '../support/session.js';
import { htmlLang } from '../support/shell.js';
import { ensureExpiringSeaTariff } from '../support/tariffs.js';

/**
 * The list pages fit a 1366 px laptop beside the open menu, in every language (issue 30): long
 * values wrap inside their column and make a row taller, so neither the table inside its card
 * nor the page scrolls sideways, and a row's actions are in sight without scrolling. Each list
 * holds rows (the demo's, a quotation or two, an expiring tariff), so the widths are real ones.
 */

const LAPTOP = { width: 1366, height: 768 } as const;

const LISTS = [
  { name: 'admin-users', as: DEMO.admin, path: '/admin/users' },
  { name: 'partner-users', as: DEMO.partner, path: '/partner/users' },
  { name: 'admin-organizations', as: DEMO.admin, path: '/admin/organizations' },
  { name: 'quotations-client', as: DEMO.client, path: '/client/quotations' },
  { name: 'quotations-partner', as: DEMO.partner, path: '/partner/quotations' },
  { name: 'quotations-admin', as: DEMO.operator, path: '/admin/quotations' },
  { name: 'rates-sea-partner', as: DEMO.partner, path: '/partner/rates/sea' },
  { name: 'rates-sea-operator', as: DEMO.admin, path: '/admin/rates/sea' },
  // A service's rates: the place, the service and its route type, the owner (the demo's own rows).
  { name: 'rates-airport-services-operator', as: DEMO.admin, path: '/admin/rates/airport-services' },
  { name: 'rates-railway-services-operator', as: DEMO.admin, path: '/admin/rates/railway-services' },
] as const;

let seeded: Promise<void> | undefined;

/** Rows for every list, once per worker: the client's quotations, the partner's expiring tariff. */
const ensureRows = (page: Page) =>
  (seeded ??= (async () => {
    await yesterdaysQuotation(page.request);
    await clientCalculation(page.request);
    await ensureExpiringSeaTariff(page.request);
  })());

/** How far each of the page's tables and the page itself reach past their width, in px. */
const overflows = (page: Page) =>
  page.evaluate(() => ({
    tables: Array.from(
      document.querySelectorAll<HTMLElement>('main .ant-table-content, main .ant-table-body'),
      (scroller) => Math.max(0, scroller.scrollWidth - scroller.clientWidth),
    ),
    page: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
  }));

test.describe('lists at 1366 px', () => {
  test.use({ viewport: LAPTOP });
  test.describe.configure({ timeout: 120_000 });

  for (const list of LISTS) {
    test(`${list.name} fits without scrolling sideways in ru, en and zh`, async ({ page }) => {
      await ensureRows(page);
      await signInAs(page, list.as);
      for (const language of LANGUAGES) {
        await page.goto(`${list.path}?lang=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language), { timeout: 30_000 });
        await expect(page.locator('main .ant-table-row').first()).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        // A developer's run keeps the picture to read (`npm test` runs a sample and skips it; a
        // failure's own picture is in the report).
        if (process.env.E2E_SCREENSHOTS !== 'sample')
          await page.screenshot({
            path: path.join(SCREENSHOT_DIR, `${list.name}-${language}-1366.png`),
            fullPage: true,
          });
        const found = await overflows(page);
        expect(found.tables.length, `${list.name} has a table`).toBeGreaterThan(0);
        expect.soft(found, `${list.name} in ${language} scrolls sideways`).toEqual({
          tables: found.tables.map(() => 0),
          page: 0,
        });
      }
    });
  }
});
