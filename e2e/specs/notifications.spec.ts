import type { DeliveryOrder, Order, OrderStatus } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import { bookAs, carrierMoves, newClient } from '../support/notifications.js';
import { signInAs } from '../support/session.js';
import { text } from '../support/shell.js';

/**
 * The notifications of the header's bell and page, told as they happen: a client of its own books
 * Shanghai → Moscow through the API and its carrier confirms the first delivery order. The bell
 * shows one unread; its panel the notice, which opens the order and is read. The next change
 * reaches the bell when the window is back in view, "Mark all as read" clears it, and the page
 * lists both, the unread ones on their own, one marked read there.
 */

// A cold server builds its place index on the first search.
test.describe.configure({ timeout: 150_000 });

const en = (key: Parameters<typeof text>[1], params?: Parameters<typeof text>[2]) => text('en', key, params);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const bell = (page: Page, unread: number) =>
  page.getByRole('button', {
    name: unread ? en('notifications.bell.unread', { count: unread }) : en('notifications.bell'),
    exact: true,
  });
const panel = (page: Page) => page.getByRole('region', { name: en('notifications.bell') });
/** The notice of a delivery order's status, by its number and the status (the places' names are the API's). */
const notice = (delivery: DeliveryOrder, status: OrderStatus) =>
  new RegExp(`${escape(delivery.number)}.*${escape(en(`dictionaries.enum.orderStatus.${status}`))}`);

/** The window comes back into view: TanStack Query refetches what asks for it then. */
const backInView = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test('a status change reaches the client in the bell and on the notifications page', async ({ page }) => {
  const email = await newClient(page.request, 'bell');
  const order: Order = await bookAs(page.request, email);
  const first = order.deliveryOrders[0]!;
  await carrierMoves(page.request, order, 'CONFIRMED');

  // ---- The bell shows it; choosing it opens the order and reads it -----------------------------
  await signInAs(page, email);
  await page.goto('/client');
  await expect(bell(page, 1)).toBeVisible();
  await expect(bell(page, 1)).toHaveAttribute('aria-expanded', 'false');
  await bell(page, 1).click();
  await expect(bell(page, 1)).toHaveAttribute('aria-expanded', 'true');
  const confirmed = panel(page).getByRole('link', { name: notice(first, 'CONFIRMED') });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toContainText(en('notifications.time.now'));
  await confirmed.click();
  await expect(page).toHaveURL(new RegExp(`/client/orders/${order.id}$`));
  await expect(panel(page)).toBeHidden();
  await expect(bell(page, 0)).toBeVisible();

  // ---- The next one arrives while the page is open; "Mark all as read" clears it ---------------
  await carrierMoves(page.request, order, 'WAITING_CARGO');
  await backInView(page);
  await expect(bell(page, 1)).toBeVisible();
  await bell(page, 1).click();
  await expect(panel(page).getByRole('link', { name: notice(first, 'WAITING_CARGO') })).toBeVisible();
  await panel(page)
    .getByRole('button', { name: en('notifications.markAllRead') })
    .click();
  await expect(bell(page, 0)).toBeVisible();
  await expect(panel(page).getByRole('button', { name: en('notifications.markAllRead') })).toBeDisabled();
  // Escape closes the panel and gives the focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page, 0)).toBeFocused();

  // ---- The page: every notice, the unread ones on their own, one marked read there -------------
  await carrierMoves(page.request, order, 'LOADING_COORDINATION');
  await backInView(page);
  await bell(page, 1).click();
  await panel(page)
    .getByRole('link', { name: en('notifications.all') })
    .click();
  await expect(page).toHaveURL(/\/client\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: en('nav.client.notifications') })).toBeVisible();
  await expect(page.getByText(en('notifications.unreadCount', { count: 1 }))).toBeVisible();
  const list = page.getByRole('list', { name: en('nav.client.notifications') });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText(notice(first, 'LOADING_COORDINATION'));

  await page
    .getByRole('radiogroup', { name: en('notifications.show') })
    .getByText(en('notifications.show.unread'))
    .click();
  await expect(page).toHaveURL(/\/client\/notifications\?show=unread$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: en('notifications.markRead') }).click();
  await expect(page.getByText(en('notifications.noneUnread'))).toBeVisible();
  await expect(bell(page, 0)).toBeVisible();
  await expect(page.getByText(en('notifications.unreadCount', { count: 0 }))).toBeVisible();

  // A read notice still opens its order from the page.
  await page
    .getByRole('radiogroup', { name: en('notifications.show') })
    .getByText(en('notifications.show.all'))
    .click();
  await list.getByRole('link', { name: notice(first, 'CONFIRMED') }).click();
  await expect(page).toHaveURL(new RegExp(`/client/orders/${order.id}$`));
});
