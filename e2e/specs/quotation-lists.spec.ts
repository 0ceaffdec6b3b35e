import { legsByIndex, translate, type Calculation, type MessageKey, type Order } from '@cargo/domain';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, fillParties } from '../support/orders.js';
import { shownDay, yesterdaysQuotation } from '../support/quotations.js';
import { DEMO, organizationOf, signInAs } from '../support/session.js';

/**
 * The quotation lists (Product specification, domain §2 "my quotations", partner quotations): the demo client
 * finds yesterday's saved quotation in "My quotations" from the menu, recalculates it (it is
 * outdated) and books it; the partner whose tariff priced it finds it among its quotations.
 */

// The demo quotation is quoted once the pricing index is warm after the start.
test.describe.configure({ timeout: 150_000, mode: 'serial' });

const en = (key: MessageKey, params?: Record<string, string | number>) => translate('en', key, params);

/** Waits for the list's answer to a change of the page. */
async function listAnswered(page: Page, change: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/orders/calculations' &&
      response.request().method() === 'GET' &&
      response.ok(),
  );
  await change();
  await answered;
}

test('the client finds yesterday’s saved quotation in My quotations, recalculates and books it', async ({ page }) => {
  const quotation = await yesterdaysQuotation(page.request);
  expect(quotation).toMatchObject({ saved: true, outdated: true, booked: false });
  await signInAs(page, DEMO.client);
  await page.goto('/client');
  // The menu's Orders group opens on My quotations (the overview's go-to list leads there too).
  const menu = page.getByRole('navigation', { name: en('shell.navigation') });
  await menu.getByText(en('nav.group.orders'), { exact: true }).click();
  await listAnswered(page, () => menu.getByText(en('nav.client.quotations'), { exact: true }).click());
  await expect(page).toHaveURL(/\/client\/quotations$/);
  await expect(page.getByRole('heading', { level: 1, name: en('nav.client.quotations') })).toBeVisible();

  // Saved only, then the lane's place in the search: yesterday's is there, outdated.
  await listAnswered(page, () =>
    page
      .getByRole('radiogroup', { name: en('quotationLists.show.label') })
      .getByText(en('quotationLists.show.SAVED'), { exact: true })
      .click(),
  );
  await expect(page).toHaveURL(/saved=true/);
  await listAnswered(page, () => page.getByLabel(en('quotationLists.search'), { exact: true }).fill('Moscow'));
  const row = page.getByRole('row').filter({ hasText: quotation.reference });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Shanghai');
  await expect(row).toContainText('Moscow');
  await expect(row).toContainText(en('orderLists.readyOn', { date: shownDay(quotation.readyDate) }));
  await expect(row.getByText(en('quotationLists.tag.outdated'), { exact: true })).toBeVisible();
  await expect(row).toContainText(/\d[\d\s]*(\.\d+)?\u00a0USD/);
  const book = row.getByRole('button', { name: `${en('quotationLists.action.book')}: ${quotation.reference}` });
  await expect(book).toBeDisabled();

  // Recalculated with today's tariffs it is current again, and may be booked.
  const recalculated = page.waitForResponse(
    (response) => response.url().endsWith(`/orders/calculations/${quotation.id}/recalculate`) && response.ok(),
  );
  await row.getByRole('button', { name: `${en('quotationLists.action.recalculate')}: ${quotation.reference}` }).click();
  await recalculated;
  await expect(page.getByText(en('quotationLists.recalculated'))).toBeVisible();
  await expect(row.getByText(en('quotationLists.tag.current'), { exact: true })).toBeVisible();
  await expect(book).toBeEnabled();
  await book.click();
  await expect(page).toHaveURL(new RegExp(`/client/orders/new\\?calculationId=${quotation.id}&quotationId=\\d+$`));

  const form = page.getByRole('form', { name: en('orderScreens.booking.form') });
  await fillParties(form);
  await form.getByRole('button', { name: en('orderScreens.booking.submit') }).click();
  await expect(page).toHaveURL(/\/client\/orders\/\d+$/);
  const order = await apiAs<Order>(page.request, DEMO.client, 'GET', `/orders/${/(\d+)$/.exec(page.url())![1]}`);
  expect(order.calculationId).toBe(quotation.id);

  // Back in the list it is booked, with its order, and can no longer be deleted.
  await listAnswered(page, () => page.goto('/client/quotations?saved=true'));
  const booked = page.getByRole('row').filter({ hasText: quotation.reference });
  await expect(booked.getByText(en('quotationLists.tag.booked'), { exact: true })).toBeVisible();
  await expect(booked.getByRole('link', { name: order.number, exact: true })).toHaveAttribute(
    'href',
    `/client/orders/${order.id}`,
  );
  await expect(
    booked.getByRole('button', { name: `${en('quotationLists.action.delete')}: ${quotation.reference}` }),
  ).toHaveCount(0);
});

test('the partner whose tariff priced the quotation finds it among its quotations, with its share only', async ({
  page,
}) => {
  const quotation = await yesterdaysQuotation(page.request);
  const calculation = await apiAs<Calculation>(
    page.request,
    DEMO.client,
    'GET',
    `/orders/calculations/${quotation.id}`,
  );
  const sellers = new Set(
    calculation.quotations.flatMap((one) =>
      legsByIndex(calculation.legs, one.legIndexes).map((leg) => leg.organization.id),
    ),
  );
  const partnerOrg = await organizationOf(page.request, DEMO.partner);
  const partner2Org = await organizationOf(page.request, DEMO.partner2);
  const seller = sellers.has(partnerOrg) ? DEMO.partner : DEMO.partner2;
  expect(sellers.has(partnerOrg) || sellers.has(partner2Org)).toBe(true);

  await signInAs(page, seller);
  await listAnswered(page, () => page.goto('/partner/quotations'));
  await expect(page.getByRole('heading', { level: 1, name: en('nav.partner.quotations') })).toBeVisible();
  await listAnswered(page, () =>
    page.getByLabel(en('quotationLists.search'), { exact: true }).fill(quotation.reference),
  );
  const rows = page.getByRole('row').filter({ hasText: 'Shanghai' });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Moscow');
  await expect(rows).toContainText(/\d[\d\s]*(\.\d+)?\u00a0(USD|RUB|EUR|CNY)/);
  // A partner sees no client and no whole-route price: those columns are not there.
  await expect(page.getByRole('columnheader', { name: en('quotationLists.column.client') })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: en('quotationLists.column.bestPrice') })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: en('quotationLists.column.share') })).toBeVisible();
});
