import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/session.js';
import { expectMessageShown, recordMessages } from '../support/shell.js';
import { seedSeaTariff } from '../support/tariffs.js';

/**
 * The rates screens: a partner with the Sea_transportation profile (the demo's Demo Sea Lines)
 * adds a sea container tariff through the form — first told what is missing, next to the fields —
 * and finds it in the table; an operator sees it among all tariffs, with its owner; the partner
 * views the marketplace's own public tariff read-only, and deletes its own after confirming.
 */

// A cold server builds its place index on the first search: more than the default 30 s. The
// operator looks for the partner's tariff: the tests run in order, in one worker.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const FIRST_SEARCH_MS = 45_000;
/** A price of the 20' box no other tariff of the run has: the row is found by it. */
const price20 = 1000 + Math.floor(Math.random() * 8000);
const shown = (dollars: number) => dollars.toLocaleString('en-US').replace(',', '\u00a0');
/**
 * The table's rows that show this price as one of their prices, the whole figure: a row of
 * another spec priced 21 650 holds the text "1 650" too.
 */
const priced = (table: Locator, dollars: number) =>
  table
    .getByRole('row')
    .filter({ has: table.page().locator('.tariff-price-value').getByText(shown(dollars), { exact: true }) });

/** Types into a picker of the drawer and chooses the option the text finds. */
async function choose(page: Page, field: Locator, text: string, option: RegExp) {
  await field.click();
  await field.pressSequentially(text, { delay: 30 });
  await page.getByRole('option', { name: option }).first().click({ timeout: FIRST_SEARCH_MS });
}

test('a partner adds a sea container tariff through the form and finds it in the table', async ({ page }) => {
  await signInAs(page, DEMO.partner);
  await page.goto('/partner/rates/sea?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sea freight' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Containers', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'General cargo' })).toBeVisible();

  await page.getByRole('button', { name: 'Add tariff' }).click();
  const drawer = page.getByRole('dialog', { name: 'New tariff: Containers' });
  await expect(drawer.getByLabel("20'", { exact: true })).toBeVisible();

  // Sent empty: the domain's rules speak next to their fields, nothing goes to the server.
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(drawer.getByText('This is a required field')).toHaveCount(3);
  await expect(drawer.getByText('Must be filled for at least one type of container')).toBeVisible();

  await choose(page, drawer.getByRole('combobox', { name: 'Origin' }), 'CNSHA', /Shanghai\s*CNSHA/);
  await choose(page, drawer.getByRole('combobox', { name: 'Destination' }), 'RULED', /RULED/);
  await choose(page, drawer.getByRole('combobox', { name: 'Shipping line' }), 'Maersk', /Maersk/);
  await drawer.getByLabel("20'", { exact: true }).fill(String(price20));
  await drawer.getByLabel("40'HC", { exact: true }).fill('1900.5');
  await drawer.getByLabel('Transit, days').fill('35');
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page.getByText('Tariff added')).toBeVisible();
  await expect(drawer).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search by place, code or country' }).fill('RULED');
  const row = priced(page.getByRole('table'), price20);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('CNSHA');
  await expect(row).toContainText('Maersk');
  await expect(row).toContainText('1\u00a0900.50');
  await expect(row).toContainText('35 d');
  await expect(row.getByRole('button', { name: 'Delete' })).toBeVisible();
  // A partner keeps its own rates: no owner column.
  await expect(page.getByRole('columnheader', { name: 'Owner' })).toHaveCount(0);

  // Opened again, the form shows what was saved.
  await row.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: /^Tariff #\d+$/ });
  await expect(editor.getByLabel("20'", { exact: true })).toHaveValue(`${price20}.00`);
  await expect(editor.getByLabel("40'HC", { exact: true })).toHaveValue('1900.50');
  await editor.getByRole('button', { name: 'Cancel' }).click();
});

test('an operator sees the partner’s tariff with its owner', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/rates/sea?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sea freight' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by place, code or country' }).fill('CNSHA');
  const row = priced(page.getByRole('table'), price20);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Demo Sea Lines');
  await expect(row).toContainText('RULED');

  // Filtered by the shipping line: Maersk's tariffs stay; "has no line" leaves none.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Shipping line' }).click();
  const filter = page.getByRole('group', { name: 'Shipping line' });
  await choose(page, filter.getByRole('combobox', { name: 'Shipping line', exact: true }), 'Maersk', /Maersk/);
  await expect(page).toHaveURL(/filters=.*carrierId/);
  await expect(row).toHaveCount(1);
  // Chosen at once, while the address may still be catching up with the line: the choice stands
  // (it was undone when the address arrived late, use-filter-drafts.test.ts).
  await filter.getByRole('combobox', { name: 'Shipping line: Condition' }).click();
  await page.getByRole('option', { name: 'is empty' }).click();
  await expect(page.getByText('No tariffs match the filters')).toBeVisible();
  await expect(filter).toContainText('is empty');
});

test('a partner views a marketplace tariff read-only and deletes its own after confirming', async ({ page }) => {
  const marketplacePrice = price20 + 1;
  await seedSeaTariff(page.request, DEMO.admin, {
    from: 'NLRTM',
    to: 'RULED',
    line: 'CMDU',
    prices: { '22G1': marketplacePrice },
  });
  await signInAs(page, DEMO.partner);
  await page.goto('/partner/rates/sea?lang=en');
  const table = page.getByRole('table');

  const marketplace = priced(table, marketplacePrice);
  await expect(marketplace).toHaveCount(1);
  await expect(marketplace.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await marketplace.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: /^Tariff #\d+$/ });
  await expect(view.getByText('This is a marketplace tariff: you can view it but not change it.')).toBeVisible();
  await expect(view.getByLabel("20'", { exact: true })).toBeDisabled();
  await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).first().click();

  const own = priced(table, price20);
  await own.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('tooltip')).toContainText('Delete the tariff Shanghai (CNSHA) → ');
  await recordMessages(page);
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expectMessageShown(page, 'Tariff deleted');
  await expect(own).toHaveCount(0);
});
