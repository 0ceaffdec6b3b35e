import { translate, type Calculation, type Language, type Order } from '@cargo/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, bookShanghaiMoscow, carrierLogin, cheapest, clientCalculation } from '../support/orders.js';
import { DEMO, signInAs } from '../support/session.js';
import { DEVICES, languageNames, scrollToTop, takeScreenshot, sweep } from '../support/screenshots.js';

/**
 * Bookings and orders as people see them (e2e/screenshots/, not committed): the booking page of
 * the demo client's Shanghai → Moscow calculation, and an order booked on it whose first delivery
 * order its carrier has confirmed and sent on its way, with a cargo status in its own words — as
 * the client sees it, as the carrier does (with the status change, the request group and the
 * cargo status dialog) and as an operator does (the status of every delivery order at once); ru,
 * en and zh, desktop and phone. The phone pictures also prove nothing scrolls sideways.
 */

interface Fixture {
  calculation: Calculation;
  order: Order;
  carrier: string;
}

let made: Promise<Fixture> | undefined;

/** The carrier's own wording of where the cargo of the first delivery order is. */
const CARGO_STATUS = 'Loaded on MSC Aurora, Yangshan terminal';

/** One calculation and one order per server, the order's first delivery order moved to IN_TRANSIT. */
function ensureFixture(request: APIRequestContext): Promise<Fixture> {
  made ??= (async () => {
    const calculation = await clientCalculation(request);
    const order = await bookShanghaiMoscow(request);
    const first = order.deliveryOrders[0]!;
    const carrier = await carrierLogin(request, first.carrierOrganizationId);
    for (const status of ['CONFIRMED', 'IN_TRANSIT'])
      await apiAs(request, carrier, 'PUT', `/order-delivery/${first.id}/status?status=${status}`, {});
    await apiAs(request, carrier, 'PUT', `/order-delivery/${first.id}/logistics`, {
      trackingNumber: 'TRK-88120',
      billOfLading: 'MSCUSH123456',
      houseBills: ['HB-001'],
    });
    await apiAs(request, carrier, 'PUT', `/order-delivery/${first.id}/manual-status`, { name: CARGO_STATUS });
    return { calculation, order, carrier };
  })();
  return made;
}

/** The items of the select open now (Ant Design's list items carry no option role). */
const openChoices = (page: Page) =>
  page.locator('.ant-select-dropdown').filter({ visible: true }).locator('.ant-select-item-option');

type Screen = {
  name: string;
  as: (fixture: Fixture) => string;
  path: (fixture: Fixture) => string;
  /** Waits for what the picture must show. */
  show: (page: Page, language: Language, fixture: Fixture) => Promise<void>;
  /** A picture of the viewport (a dialog is open over the page) rather than the whole page. */
  viewport?: boolean;
};

/** The first delivery order's page as its carrier sees it, pictured in the viewport (something is open over it). */
const ON_CARRIERS_DELIVERY_ORDER: Pick<Screen, 'as' | 'path' | 'viewport'> = {
  as: ({ carrier }) => carrier,
  path: ({ order }) => `/partner/delivery-orders/${order.deliveryOrders[0]!.id}`,
  viewport: true,
};

const SCREENS: Screen[] = [
  {
    name: 'booking-client',
    as: () => DEMO.client,
    path: ({ calculation }) =>
      `/client/orders/new?calculationId=${calculation.id}&quotationId=${cheapest(calculation).id}`,
    show: async (page, language) => {
      const form = page.getByRole('form', { name: translate(language, 'orderScreens.booking.form') });
      await expect(
        form.getByRole('group', { name: translate(language, 'orderScreens.booking.shipper') }),
      ).toBeVisible();
      // At the limit of notify parties, to see the message.
      const add = form.getByRole('button', { name: translate(language, 'orderScreens.booking.addNotifyParty') });
      await add.click();
      await form.getByRole('button', { name: translate(language, 'orderScreens.booking.submit') }).click();
      await expect(form.getByText(translate(language, 'validation.required')).first()).toBeVisible();
    },
  },
  {
    name: 'order-client',
    as: () => DEMO.client,
    path: ({ order }) => `/client/orders/${order.id}`,
    show: async (page, language, { order }) => {
      await expect(page.getByRole('list', { name: translate(language, 'orderScreens.history') })).toBeVisible();
      const first = order.deliveryOrders[0]!;
      await expect(
        page.getByRole('list', { name: translate(language, 'orderScreens.tracking.of', { number: first.number }) }),
      ).toBeVisible();
    },
  },
  {
    name: 'order-partner',
    as: ({ carrier }) => carrier,
    path: ({ order }) => `/partner/orders/${order.id}`,
    show: async (page, language, { order }) => {
      const first = order.deliveryOrders[0]!;
      await expect(
        page.getByRole('form', { name: translate(language, 'orderScreens.status.form', { number: first.number }) }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: translate(language, 'orderScreens.history') })).toBeVisible();
    },
  },
  {
    name: 'tracking-dates-partner',
    ...ON_CARRIERS_DELIVERY_ORDER,
    show: async (page, language) => {
      await page.getByRole('button', { name: translate(language, 'orderScreens.tracking.editButton') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(translate(language, 'orderScreens.tracking.DELIVERY'))).toBeVisible();
    },
  },
  {
    // The status control of a delivery order on its way, its choices open: only what passes today.
    name: 'status-change-partner',
    ...ON_CARRIERS_DELIVERY_ORDER,
    show: async (page, language, { order }) => {
      const form = page.getByRole('form', {
        name: translate(language, 'orderScreens.status.form', { number: order.deliveryOrders[0]!.number }),
      });
      await form.getByRole('combobox', { name: translate(language, 'orderScreens.status.next') }).click();
      await expect(openChoices(page).first()).toBeVisible();
    },
  },
  {
    // The carrier's details dialog, where the payment is recorded, its choices open.
    name: 'payment-partner',
    ...ON_CARRIERS_DELIVERY_ORDER,
    show: async (page, language) => {
      await page.getByRole('button', { name: translate(language, 'orderScreens.delivery.editDetailsButton') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: translate(language, 'orderScreens.delivery.payment') }).click();
      await expect(openChoices(page).first()).toBeVisible();
    },
  },
  {
    name: 'order-admin',
    as: () => DEMO.operator,
    path: ({ order }) => `/admin/orders/${order.id}`,
    show: async (page, language, { order }) => {
      // The first delivery order is on its way, the others new: cancelling is what all may take.
      await expect(
        page.getByRole('form', {
          name: translate(language, 'orderScreens.groupStatus.form', { number: order.number }),
        }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: translate(language, 'orderScreens.history') })).toBeVisible();
    },
  },
  {
    name: 'delivery-group-partner',
    as: ({ carrier }) => carrier,
    path: ({ order }) => `/partner/delivery-group-orders/${order.id}`,
    show: async (page, language, { order }) => {
      const first = order.deliveryOrders[0]!;
      const card = page.getByRole('region', {
        name: translate(language, 'orderScreens.delivery.title', { number: first.number }),
      });
      await expect(card.getByText(CARGO_STATUS)).toBeVisible();
    },
  },
  {
    name: 'cargo-status-partner',
    ...ON_CARRIERS_DELIVERY_ORDER,
    show: async (page, language) => {
      await page.getByRole('button', { name: translate(language, 'orderScreens.cargoStatus.editButton') }).click();
      await expect(page.getByRole('dialog').getByRole('textbox')).toHaveValue(CARGO_STATUS);
    },
  },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 150_000 });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        const fixture = await ensureFixture(page.request);
        await signInAs(page, screen.as(fixture));
        for (const language of sweep(languages)) {
          await page.goto(`${screen.path(fixture)}${screen.path(fixture).includes('?') ? '&' : '?'}lang=${language}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : language);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          await screen.show(page, language, fixture);
          // A full-page picture starts at the top (the booking scrolls to its first error).
          if (!screen.viewport) await scrollToTop(page);
          await takeScreenshot(page, screen.name, language, device, !screen.viewport);
        }
      });
    }
  });
}
