import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/session.js';
import { DEVICES, drawerOpen, languageNames, takeScreenshot, sweep } from '../support/screenshots.js';

/**
 * The dictionary screens as people see them (e2e/screenshots/, not committed): ru, en and zh,
 * desktop and phone. Each waits for its page's one h1; the phone pictures also prove the page
 * does not scroll sideways (a wide table scrolls inside its card).
 */

/** The "Add" button of the page's header in each language. */
const ADD = /(Добавить|Add|新增)$/;

const SCREENS: { name: string; path: string; as: string; open?: (page: Page) => Promise<void> }[] = [
  { name: 'dictionary-sea-lines', path: '/admin/dictionaries/sea-lines', as: DEMO.admin },
  { name: 'dictionary-container-types-common', path: '/admin/dictionaries/container-types/common', as: DEMO.admin },
  { name: 'dictionary-services', path: '/admin/dictionaries/services', as: DEMO.admin },
  { name: 'dictionary-sea-port-hubs', path: '/admin/dictionaries/sea-port-hubs', as: DEMO.admin },
  { name: 'dictionary-currencies', path: '/admin/dictionaries/currencies', as: DEMO.admin },
  {
    name: 'dictionary-form-drawer',
    path: '/admin/dictionaries/container-types/common',
    as: DEMO.admin,
    open: async (page) => {
      await page.getByRole('button', { name: ADD }).first().click();
      // The drawer slides in: the picture is taken once it stands still at the right edge.
      await drawerOpen(page);
    },
  },
  {
    name: 'dictionary-partner-sea-line-conditions',
    path: '/partner/dictionaries/sea-line-conditions',
    as: DEMO.partner,
  },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    // Three languages a test, each a full-page picture of a list of the server's data.
    test.describe.configure({ timeout: 90_000 });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        await signInAs(page, screen.as);
        for (const language of sweep(languages)) {
          await page.goto(`${screen.path}?lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
          await page.waitForLoadState('networkidle');
          if (screen.open) await screen.open(page);
          await takeScreenshot(page, screen.name, language, device, !screen.open);
        }
      });
    }
  });
}
