import type { DeliveryOrder, Order } from '@cargo/domain';
import { expect, test } from '@playwright/test';
import { apiAs, bookShanghaiMoscow, carrierLogin } from '../support/orders.js';
import { DEMO, signInAs } from '../support/session.js';
import { text } from '../support/shell.js';
import { visibleChoice } from '../support/wizard.js';

/**
 * Where a booking is, beyond one status change (issue 7, Product specification, domain §4): an operator sets
 * the status of every delivery order of an order at once (its request group), and a carrier
 * words the cargo status in its own words while automatic tracking is off, which the client
 * then reads beside the status.
 */

// A cold server builds its place index on the first quote.
test.describe.configure({ timeout: 120_000 });

const en = (key: Parameters<typeof text>[1], params?: Parameters<typeof text>[2]) => text('en', key, params);
const confirmed = en('dictionaries.enum.orderStatus.CONFIRMED');

test('an operator confirms every delivery order at once; the carrier’s cargo status reaches the client', async ({
  page,
  browser,
}) => {
  // The cheapest Shanghai → Moscow route is sold by several demo organizations: a delivery order each.
  const order = await bookShanghaiMoscow(page.request);
  const count = order.deliveryOrders.length;
  expect(count).toBeGreaterThanOrEqual(2);

  // ---- The operator sets both at once ----------------------------------------------------------
  await signInAs(page, DEMO.operator);
  await page.goto(`/admin/orders/${order.id}`);
  const groupForm = page.getByRole('form', { name: en('orderScreens.groupStatus.form', { number: order.number }) });
  await expect(groupForm).toContainText(en('orderScreens.groupStatus.hint', { count }));
  await groupForm.getByRole('combobox', { name: en('orderScreens.status.next') }).click();
  await visibleChoice(page, confirmed).click();
  await groupForm.getByRole('button', { name: en('orderScreens.status.submit') }).click();
  await expect(page.getByText(en('orderScreens.groupStatus.changed', { status: confirmed }))).toBeVisible();
  for (const { number } of order.deliveryOrders)
    await expect(
      page
        .getByRole('region', { name: en('orderScreens.delivery.title', { number }) })
        .getByText(confirmed, { exact: true }),
    ).toBeVisible();
  const after = await apiAs<Order>(page.request, DEMO.client, 'GET', `/orders/${order.id}`);
  expect(after.deliveryOrders.map((delivery) => delivery.status)).toEqual(Array(count).fill('CONFIRMED'));

  // ---- The carrier of the first words where the cargo is ---------------------------------------
  const [first] = after.deliveryOrders;
  const carrier = await browser.newContext();
  const partnerPage = await carrier.newPage();
  await signInAs(partnerPage, await carrierLogin(page.request, first!.carrierOrganizationId));
  await partnerPage.goto(`/partner/delivery-orders/${first!.id}`);
  await partnerPage.getByRole('button', { name: en('orderScreens.cargoStatus.editButton') }).click();
  const dialog = partnerPage.getByRole('dialog', {
    name: en('orderScreens.cargoStatus.edit', { number: first!.number }),
  });
  const wording = 'At the port, awaiting the vessel';
  await dialog.getByLabel(en('orderScreens.cargoStatus')).fill(wording);
  await dialog.getByRole('button', { name: en('orderScreens.save') }).click();
  await expect(dialog).toBeHidden();
  const card = partnerPage.getByRole('region', { name: en('orderScreens.delivery.title', { number: first!.number }) });
  await expect(card.getByText(wording)).toBeVisible();
  // A wording is not a status: the delivery order stays confirmed.
  await expect(card.getByText(confirmed, { exact: true })).toBeVisible();
  await carrier.close();

  // ---- The client reads it on the order, and the history names it -------------------------------
  const seen = await apiAs<DeliveryOrder>(page.request, DEMO.client, 'GET', `/order-delivery/${first!.id}`);
  expect(seen).toMatchObject({ status: 'CONFIRMED', manualStatus: wording });
  const client = await browser.newContext();
  const clientPage = await client.newPage();
  await signInAs(clientPage, DEMO.client);
  await clientPage.goto(`/client/orders/${order.id}`);
  await expect(
    clientPage.getByRole('region', { name: en('orderScreens.delivery.title', { number: first!.number }) }),
  ).toContainText(wording);
  await expect(clientPage.getByRole('list', { name: en('orderScreens.history') })).toContainText(wording);
  // The client reads; it has no cargo status to set.
  await expect(clientPage.getByRole('button', { name: en('orderScreens.cargoStatus.editButton') })).toHaveCount(0);
  await client.close();
});
