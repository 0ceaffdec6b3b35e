import type { Order, OrderTemplate } from '@cargo/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueReference } from '../support/order-lists.js';
import { apiAs, fillParties } from '../support/orders.js';
import { DEMO, signInAs } from '../support/session.js';
import { text } from '../support/shell.js';
import { quoteShanghaiMoscowInWizard, visibleChoice } from '../support/wizard.js';

/**
 * The wizard's results beyond booking a quotation (issue 7): an operator books a customer's lane
 * by hand at a carrier's own price ("manual new booking", Product specification, domain §2), and the customer
 * sees the order; a partner saves a calculation as an order template and finds it on its list.
 */

// A cold server builds its place index on the first search.
test.describe.configure({ timeout: 150_000 });

const en = (key: Parameters<typeof text>[1], params?: Parameters<typeof text>[2]) => text('en', key, params);

/** Types into a searching select and picks the choice the search finds. */
async function searchAndChoose(page: Page, field: Locator, typed: string, title: string | RegExp) {
  await field.click();
  await field.pressSequentially(typed, { delay: 30 });
  await visibleChoice(page, title).click();
}

test('an operator books a quoted lane by hand for the demo client, who then sees the order', async ({
  page,
  browser,
}) => {
  // ---- The operator quotes the customer's lane and cargo, then books it by hand ----------------
  await signInAs(page, DEMO.operator);
  const calculationId = await quoteShanghaiMoscowInWizard(page);
  const results = page.getByRole('region', { name: en('wizard.results') });
  await results.getByRole('link', { name: en('wizard.bookManually') }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/new\\?calculationId=${calculationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: en('orderScreens.manual.title') })).toBeVisible();
  await expect(page.getByLabel(en('orderScreens.route')).first()).toContainText('Shanghai');

  const form = page.getByRole('form', { name: en('orderScreens.manual.form') });
  // Nothing chosen: the owner and the carrier are asked for.
  await form.getByRole('button', { name: en('orderScreens.manual.submit') }).click();
  await expect(form.getByText(en('validation.required')).first()).toBeVisible();

  await searchAndChoose(
    page,
    form.getByRole('combobox', { name: en('orderScreens.manual.ownerUser') }),
    'Carter',
    'James Carter — Demo Trading House',
  );
  const carrier = form.getByRole('group', { name: en('orderScreens.manual.carrier', { number: 1 }) });
  await searchAndChoose(
    page,
    carrier.getByRole('combobox', { name: en('orderScreens.manual.organization') }),
    'Sea Lines',
    'Demo Sea Lines',
  );
  await carrier.getByRole('combobox', { name: en('orderScreens.manual.mode') }).click();
  await visibleChoice(page, en('wizard.mode.SEA')).click();
  await carrier.getByLabel(en('orderScreens.manual.cost')).fill('1850');
  // The price is in the calculation's currency unless chosen otherwise: the wizard's US dollars.
  await expect(carrier.getByTitle('USD', { exact: true })).toBeVisible();
  await carrier.getByLabel(en('orderScreens.manual.transitDays')).fill('32');

  await fillParties(form);

  await form.getByRole('button', { name: en('orderScreens.manual.submit') }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/, { timeout: 30_000 });
  const orderId = Number(/(\d+)$/.exec(page.url())![1]);
  const order = await apiAs<Order>(page.request, DEMO.operator, 'GET', `/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    en('orderScreens.order.title', { number: order.number }),
  );
  expect(order.calculationId).toBeNull();
  expect(order.owner?.id).toBeDefined();
  expect(order.price?.total).toEqual({ amount: 185_000, currency: 'USD' });
  expect(order.deliveryOrders).toHaveLength(1);

  // ---- The demo client sees it among its orders and on its page --------------------------------
  const mine = await apiAs<Order>(page.request, DEMO.client, 'GET', `/orders/${orderId}`);
  expect(mine.number).toBe(order.number);
  const client = await browser.newPage();
  await signInAs(client, DEMO.client);
  await client.goto(`/client/orders/${orderId}`);
  await expect(client.getByRole('heading', { level: 1 })).toContainText(
    en('orderScreens.order.title', { number: order.number }),
  );
  await expect(client.getByText('Torgovy Dom Vostok LLC')).toBeVisible();
  await client.close();
});

test('a partner saves the wizard’s calculation as a template and finds it on its templates page', async ({ page }) => {
  await signInAs(page, DEMO.partner);
  await quoteShanghaiMoscowInWizard(page);
  const results = page.getByRole('region', { name: en('wizard.results') });
  // A partner books nothing by hand: that is the operators'.
  await expect(results.getByRole('link', { name: en('wizard.bookManually') })).toHaveCount(0);
  await results.getByRole('button', { name: en('wizard.template.save') }).click();

  const dialog = page.getByRole('dialog', { name: en('wizard.template.title') });
  const name = uniqueReference('Weekly Shanghai');
  const field = dialog.getByLabel(en('wizard.template.name'));
  await expect(field).toHaveValue(/Shanghai.*Moscow/);
  await field.fill('');
  await dialog.getByRole('button', { name: en('wizard.save') }).click();
  await expect(dialog.getByText(en('validation.required'))).toBeVisible();
  await field.fill(name);
  await dialog.getByRole('button', { name: en('wizard.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en('wizard.template.done', { name }))).toBeVisible();
  const templates = await apiAs<{ items: OrderTemplate[] }>(
    page.request,
    DEMO.partner,
    'GET',
    '/orders/templates?page=0&size=100',
  );
  expect(templates.items.map((template) => template.name)).toContain(name);

  await page.getByRole('link', { name: en('wizard.template.open') }).click();
  await expect(page).toHaveURL(/\/partner\/orders-template/);
  await expect(page.getByRole('heading', { level: 1, name: en('nav.partner.ordersTemplate') })).toBeVisible();
  await page.getByLabel(en('orderLists.templates.search'), { exact: true }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});
