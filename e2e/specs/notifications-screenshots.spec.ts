import { translate, type Language, type Notification, type NotificationPage } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/orders.js';
import { bookAs, carrierMoves, newClient } from '../support/notifications.js';
import { DEVICES, languageNames, takeScreenshot, sweep } from '../support/screenshots.js';
import { signInAs } from '../support/session.js';

/**
 * The notifications as people see them (e2e/screenshots/, not committed): a client of its own
 * whose order the carrier moved on three times, the first notice read. The bell's open panel over
 * the client's dashboard, and the notifications page; ru, en and zh, desktop and phone. The phone
 * pictures also prove nothing scrolls sideways and the header's corner stays on the screen.
 */

/** Three notices, the oldest read: made once per worker, each worker with a client of its own. */
let made: Promise<string> | undefined;
function clientWithNotices(page: Page): Promise<string> {
  made ??= (async () => {
    const email = await newClient(page.request, 'bell-shots');
    const order = await bookAs(page.request, email);
    for (const status of ['CONFIRMED', 'WAITING_CARGO', 'LOADING_COORDINATION'] as const)
      await carrierMoves(page.request, order, status);
    const notices = await apiAs<NotificationPage>(page.request, email, 'GET', '/common/notifications');
    const oldest: Notification = notices.items.at(-1)!;
    await apiAs(page.request, email, 'POST', `/common/notifications/${oldest.id}/read`);
    return email;
  })();
  return made;
}

type Screen = {
  name: string;
  path: string;
  show: (page: Page, language: Language) => Promise<void>;
  /** A picture of the viewport (the panel is open over the page) rather than the whole page. */
  viewport?: boolean;
};

const SCREENS: Screen[] = [
  {
    name: 'notifications-bell-client',
    path: '/client',
    viewport: true,
    show: async (page, language) => {
      const bell = page.getByRole('button', {
        name: translate(language, 'notifications.bell.unread', { count: 2 }),
      });
      await bell.click();
      const panel = page.getByRole('region', { name: translate(language, 'notifications.bell') });
      await expect(panel.getByRole('listitem')).toHaveCount(3);
      // The header's corner stays on a phone's screen, the panel within it.
      const width = page.viewportSize()!.width;
      for (const box of [await bell.boundingBox(), await panel.boundingBox()])
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    },
  },
  {
    name: 'notifications-page-client',
    path: '/client/notifications',
    show: async (page, language) => {
      const list = page.getByRole('list', { name: translate(language, 'nav.client.notifications') });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(page.getByText(translate(language, 'notifications.unreadCount', { count: 2 }))).toBeVisible();
    },
  },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    // A cold server builds its place index on the first search.
    test.describe.configure({ timeout: 150_000 });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        await signInAs(page, await clientWithNotices(page));
        for (const language of sweep(languages)) {
          await page.goto(`${screen.path}?lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await screen.show(page, language);
          await takeScreenshot(page, screen.name, language, device, !screen.viewport);
        }
      });
    }
  });
}
