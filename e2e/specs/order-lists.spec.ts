import { translate, type MessageKey } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import { quoteShanghaiMoscow } from '../support/calculations.js';
import { bookIstanbulMoscow, uniqueReference, type BookedOrder } from '../support/order-lists.js';
import { apiAs } from '../support/orders.js';
import { apiTokens, DEMO, signInAs } from '../support/session.js';

/**
 * The order lists (Product specification, domain §2 "my quotations and my orders", §4): a client's booking shows
 * among its active orders and not among the inactive ones, is found by its cargo reference, and
 * reaches the carrier's delivery orders — not another partner organization's.
 */

// The first booking after a start waits for the place index (up to a minute) and quotes a lane.
test.describe.configure({ timeout: 150_000 });

const en = (key: MessageKey) => translate('en', key);

let booked: Promise<BookedOrder> | undefined;
/** One booking per worker, made through the API as the demo client. */
const bookOnce = (page: Page) => (booked ??= bookIstanbulMoscow(page.request, uniqueReference('E2E-LIST')));

/** Waits for the list's answer to a change of the page, then for the table to stand still. */
async function listAnswered(
  page: Page,
  path: '/api/v1/orders' | '/api/v1/order-delivery',
  change: () => Promise<unknown>,
) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === path && response.ok());
  await change();
  await answered;
}

test('the client finds its booking among the active orders, by its cargo reference, and not among the inactive', async ({
  page,
}) => {
  const { order } = await bookOnce(page);
  await signInAs(page, DEMO.client);
  await listAnswered(page, '/api/v1/orders', () => page.goto('/client/orders'));
  await expect(page.getByRole('heading', { level: 1, name: en('nav.client.orders') })).toBeVisible();

  const groups = page.getByRole('radiogroup', { name: en('orderLists.group.label') });
  const orderLink = page.getByRole('link', { name: order.number, exact: true });

  await listAnswered(page, '/api/v1/orders', () =>
    groups.getByText(en('dictionaries.enum.statusGroup.ACTIVE'), { exact: true }).click(),
  );
  await expect(page).toHaveURL(/group=ACTIVE/);
  await expect(orderLink).toBeVisible();
  const row = page.getByRole('row').filter({ has: orderLink });
  await expect(row.getByText(en('dictionaries.enum.orderStatus.NEW'), { exact: true }).first()).toBeVisible();
  await expect(row.getByText(order.details.internalId!)).toBeVisible();

  await listAnswered(page, '/api/v1/orders', () =>
    groups.getByText(en('dictionaries.enum.statusGroup.INACTIVE'), { exact: true }).click(),
  );
  await expect(page).toHaveURL(/group=INACTIVE/);
  await expect(orderLink).toHaveCount(0);

  // All the groups again, then the search by the cargo reference finds it alone.
  // (All was answered when the page opened: the list comes from the cache.)
  await groups.getByText(en('orderLists.group.ALL'), { exact: true }).click();
  await expect(page).not.toHaveURL(/group=/);
  await listAnswered(page, '/api/v1/orders', () =>
    page.getByLabel(en('orderLists.search'), { exact: true }).fill(order.details.internalId!),
  );
  await expect(orderLink).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('link') })).toHaveCount(1);

  // The brief view keeps the order on one line, and its link opens the order's page.
  await page
    .getByRole('radiogroup', { name: en('orderLists.view.label') })
    .getByText(en('orderLists.view.brief'))
    .click();
  await expect(page).toHaveURL(/view=brief/);
  await expect(orderLink).toHaveAttribute('href', `/client/orders/${order.id}`);
});

test('the carrier sees the booking among its delivery orders, linked to its order', async ({ page }) => {
  const { order, carrier } = await bookOnce(page);
  const delivery = order.deliveryOrders[0]!;
  await signInAs(page, carrier);
  await listAnswered(page, '/api/v1/order-delivery', () => page.goto('/partner/delivery-orders'));
  await expect(page.getByRole('heading', { level: 1, name: en('nav.partner.deliveryOrders') })).toBeVisible();
  const deliveryLink = page.getByRole('link', { name: delivery.number, exact: true });
  await expect(deliveryLink).toHaveAttribute('href', `/partner/delivery-orders/${delivery.id}`);
  const row = page.getByRole('row').filter({ has: deliveryLink });
  await expect(row.getByRole('link', { name: order.number, exact: true })).toHaveAttribute(
    'href',
    `/partner/orders/${order.id}`,
  );
  await expect(row.getByText(order.organization.name)).toBeVisible();
});

test('another partner organization sees nothing of the booking, not even by searching for it', async ({ page }) => {
  const { order, stranger } = await bookOnce(page);
  const delivery = order.deliveryOrders[0]!;
  await signInAs(page, stranger);
  await listAnswered(page, '/api/v1/order-delivery', () => page.goto('/partner/delivery-orders'));
  await expect(page.getByRole('heading', { level: 1, name: en('nav.partner.deliveryOrders') })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number, exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: delivery.number, exact: true })).toHaveCount(0);
  await listAnswered(page, '/api/v1/order-delivery', () =>
    page.getByLabel(en('orderLists.search'), { exact: true }).fill(order.number),
  );
  await expect(page.getByText(en('orderLists.empty.deliveryOrdersFiltered'))).toBeVisible();
});

test('a partner’s order template opens the wizard on its request, and is deleted after a confirmation', async ({
  page,
}) => {
  const { access_token } = await apiTokens(page.request, DEMO.partner);
  const calculation = await quoteShanghaiMoscow(page.request, access_token);
  const name = uniqueReference('Template');
  await apiAs(page.request, DEMO.partner, 'POST', '/orders/templates', { name, request: calculation.request });

  await signInAs(page, DEMO.partner);
  await page.goto('/partner/orders-template');
  await expect(page.getByRole('heading', { level: 1, name: en('nav.partner.ordersTemplate') })).toBeVisible();
  await page.getByLabel(en('orderLists.templates.search'), { exact: true }).fill(name);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // The list has answered the search (a loading list takes no clicks).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(row.getByText(en('wizard.cargoForm.CONTAINER'))).toBeVisible();

  await row.getByRole('button', { name: en('orderLists.templates.use') }).click();
  await expect(page).toHaveURL(/\/book\/wizard\?.*from=city_/);
  await expect(page).toHaveURL(/cargo=CONTAINER/);

  // Back on the list, its search kept in the address.
  await page.goBack();
  await expect(row).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await row.getByRole('button', { name: `${en('orderLists.templates.delete')}: ${name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: en('orderLists.templates.delete') }).click();
  await expect(page.getByText(en('orderLists.templates.deleted'))).toBeVisible();
  await expect(row).toHaveCount(0);
});
