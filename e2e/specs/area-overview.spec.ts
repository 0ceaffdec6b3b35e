import { translate, type MessageKey } from '@cargo/domain';
import { expect, test } from '@playwright/test';
import { bookShanghaiMoscow } from '../support/orders.js';
import { DEMO, signInAs } from '../support/session.js';
import { ensureExpiringSeaTariff } from '../support/tariffs.js';

/**
 * The overview an area opens on (issue 30): a signed-in user lands on their own work, and each
 * count or row opens the page it counts — the client's booking in the open delivery orders, the
 * partner's tariff running out in its rates.
 */

// The booking is quoted once the pricing index is warm after the start.
test.describe.configure({ timeout: 150_000 });

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);

test("the client's overview shows the latest quotation and opens the open delivery orders from their count", async ({
  page,
}) => {
  const order = await bookShanghaiMoscow(page.request, 'PO-OVERVIEW-1');
  await signInAs(page, DEMO.client);
  await page.goto('/client');

  const quotations = page.getByRole('region', { name: en('overview.quotations.title') });
  const latest = quotations.getByRole('list').getByRole('link').first();
  await expect(latest).toContainText(order.from.name);
  await expect(latest).toHaveAttribute('href', /^\/book\/wizard#[0-9a-f-]{36}$/);

  const stages = page.getByRole('region', { name: en('overview.stages.title') });
  const open = stages.getByRole('link', { name: new RegExp(en('overview.stages.open')) });
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/\/client\/delivery-orders\?group=ACTIVE$/);
  await expect(page.getByRole('heading', { level: 1, name: en('nav.client.deliveryOrders') })).toBeVisible();
  await expect(page.getByText(order.deliveryOrders[0]!.number).first()).toBeVisible();
});

test("the partner's overview counts a tariff expiring soon and opens it in the rates", async ({ page }) => {
  await ensureExpiringSeaTariff(page.request);
  await signInAs(page, DEMO.partner);
  await page.goto('/partner');

  const tariffs = page.getByRole('region', { name: en('overview.tariffs.title') });
  await expect(tariffs.getByText(en('nav.partner.rates.sea'))).toBeVisible();
  await tariffs
    .getByRole('link', { name: new RegExp(en('overview.tariffs.expiring', { count: '\\d+' })) })
    .first()
    .click();
  // The rates of the kind, filtered to the organization's active tariffs whose validity ends in the window.
  await expect(page).toHaveURL(/\/partner\/rates\/sea\?filters=.*validTo/);
  await expect(page.getByRole('heading', { level: 1, name: en('nav.partner.rates.sea') })).toBeVisible();
});

test("the operator's overview says what waits and lists the latest orders", async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: en('overview.attention.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: en('overview.stages.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: en('overview.orders.title') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: en('overview.goTo') })).toBeVisible();
});
