import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../support/session.js';
import { DEVICES, languageNames, takeScreenshot, sweep } from '../support/screenshots.js';

/**
 * Every screen of the identity issue as people see it, for people to look at (e2e/screenshots/,
 * not committed): ru, en and zh, desktop and phone. Each waits for its page's one h1, and the
 * phone pictures also prove the page does not scroll sideways.
 */

const SCREENS: { name: string; path: string; as?: string }[] = [
  { name: 'login', path: '/auth/login' },
  { name: 'register', path: '/auth/register' },
  { name: 'recovery', path: '/auth/password-recovery' },
  { name: 'client-dashboard', path: '/client', as: DEMO.client },
  { name: 'client-profile', path: '/client/profile', as: DEMO.client },
  { name: 'partner-users', path: '/partner/users', as: DEMO.partner },
  { name: 'partner-organization', path: '/partner/organizations', as: DEMO.partner },
  { name: 'admin-dashboard', path: '/admin', as: DEMO.admin },
  { name: 'admin-users', path: '/admin/users', as: DEMO.admin },
  { name: 'admin-organizations', path: '/admin/organizations', as: DEMO.admin },
  { name: 'admin-organization-profiles', path: '/admin/organization-profiles', as: DEMO.admin },
  { name: 'admin-mails', path: '/admin/mails', as: DEMO.admin },
  { name: 'admin-translations', path: '/admin/dictionaries/languages', as: DEMO.admin },
  { name: 'access-denied', path: '/admin/users', as: DEMO.client },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        if (screen.as) await signInAs(page, screen.as);
        for (const language of sweep(languages)) {
          await page.goto(`${screen.path}?lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await takeScreenshot(page, screen.name, language, device, true);
        }
      });
    }
  });
}
