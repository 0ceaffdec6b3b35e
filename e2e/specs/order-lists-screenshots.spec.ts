import { translate, type DeliveryOrder, type Language, type Order } from '@cargo/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookIstanbulMoscow, uniqueReference } from '../support/order-lists.js';
import { apiAs, bookShanghaiMoscow } from '../support/orders.js';
import { DEVICES, languageNames, takeScreenshot, sweep } from '../support/screenshots.js';
import { DEMO, signInAs } from '../support/session.js';

/**
 * The order lists as people see them (e2e/screenshots/, not committed): the demo client books
 * Shanghai → Moscow (a route of both demo partners: a delivery order each) and Istanbul → Moscow
 * (Demo Rail & Road's alone), which its carrier confirms. Then the client's orders, expanded and
 * brief, and the carrier's delivery orders; ru, en and zh, desktop and phone. The phone pictures
 * also prove nothing scrolls sideways.
 */

interface Bookings {
  orders: Order[];
  carrier: string;
}

let bookings: Promise<Bookings> | undefined;

/** The two bookings, made once per worker. */
function ensureBookings(request: APIRequestContext): Promise<Bookings> {
  bookings ??= (async () => {
    const long = await bookShanghaiMoscow(request, uniqueReference('PO-SHA'));
    const road = await bookIstanbulMoscow(request, uniqueReference('PO-IST'));
    const [delivery] = road.order.deliveryOrders;
    await apiAs<DeliveryOrder>(
      request,
      road.carrier,
      'PUT',
      `/order-delivery/${delivery!.id}/status?status=CONFIRMED`,
      {},
    );
    return { orders: [long, road.order], carrier: road.carrier };
  })();
  return bookings;
}

type Screen = {
  name: string;
  as: (bookings: Bookings) => string;
  path: string;
  /** Waits for what the picture must show. */
  show: (page: Page, bookings: Bookings, language: Language) => Promise<void>;
};

/** The orders' links are on screen and the list has stopped loading (it loads again once the language has). */
const ordersShown = async (page: Page, { orders }: Bookings) => {
  for (const order of orders) await expect(page.getByRole('link', { name: order.number, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
};

const SCREENS: Screen[] = [
  { name: 'order-lists-client-expanded', as: () => DEMO.client, path: '/client/orders', show: ordersShown },
  { name: 'order-lists-client-brief', as: () => DEMO.client, path: '/client/orders?view=brief', show: ordersShown },
  {
    name: 'order-lists-partner-delivery-orders',
    as: ({ carrier }) => carrier,
    path: '/partner/delivery-orders',
    show: async (page, { orders }, language) => {
      await ordersShown(page, { orders, carrier: '' });
      await expect(
        page.getByText(translate(language, 'dictionaries.enum.orderStatus.CONFIRMED')).first(),
      ).toBeVisible();
    },
  },
  // Operators see every carrier's delivery orders, with their carriers; other tests' orders may
  // come first, so the picture waits for the list rather than for these two orders.
  {
    name: 'order-lists-admin-delivery-orders',
    as: () => DEMO.operator,
    path: '/admin/delivery-orders',
    show: async (page) => {
      await expect(page.getByRole('link', { name: /^CM-\d+(-\d+)?$/ }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 150_000 });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        const made = await ensureBookings(page.request);
        await signInAs(page, screen.as(made));
        for (const language of sweep(languages)) {
          await page.goto(`${screen.path}${screen.path.includes('?') ? '&' : '?'}lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await screen.show(page, made, language);
          await takeScreenshot(page, screen.name, language, device, true);
        }
      });
    }
  });
}
