import { expect, test, type Page } from '@playwright/test';
import { fillTemplate, sheetDay, uploadSheet } from '../support/rate-sheets.js';
import { zoneDayShown } from '../support/zone.js';
import { DEMO, signInAs } from '../support/session.js';
import { searchRates } from '../support/tariffs.js';

/**
 * Rate sheets and bulk actions on the sea rates page of a partner with the Sea_transportation
 * profile (the demo's Demo Sea Lines): the template downloaded and filled with two rows of one
 * lane, uploaded, its import followed to the end and its rows found in the table; a sheet with an
 * unknown port refused with the row and column named; the imported rows prolonged in bulk.
 */

// The first test may meet a cold server (its first page, its first import): some room for that.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/** Prices of the 20' box no other tariff of the run has: the rows are found by them. */
const price = 20_000 + Math.floor(Math.random() * 9000);
const shown = (dollars: number) => dollars.toLocaleString('en-US').replace(',', '\u00a0');
const rowOf = (page: Page, dollars: number) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: shown(dollars) });

async function openSeaRates(page: Page) {
  await signInAs(page, DEMO.partner);
  await page.goto('/partner/rates/sea?lang=en');
  // A busy machine (the screenshot project runs beside) may take a while over the first render.
  await expect(page.getByRole('heading', { level: 1, name: 'Sea freight' })).toBeVisible({ timeout: 20_000 });
}

async function template(page: Page) {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('toolbar', { name: 'Rate actions' })
    .getByRole('button', { name: /Template$/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sea-tariffs-template.xlsx');
  return download;
}

const lane = { Origin: 'CNSHA', Destination: 'RULED', 'Carrier code': 'MAEU', Currency: 'USD' };

test('a partner fills the sea template, uploads it, follows the import and finds the rows', async ({ page }) => {
  await openSeaRates(page);
  const sheet = await fillTemplate(await template(page), 'Containers', [
    { ...lane, 'Valid from': sheetDay(-1), 'Valid to': sheetDay(60), '22G1': price, '42G1': price + 800 },
    { ...lane, 'Valid from': sheetDay(61), 'Valid to': sheetDay(120), '22G1': price + 1, '42G1': price + 900.5 },
  ]);

  const dialog = await uploadSheet(page, 'shanghai-lane.xlsx', sheet);
  const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(dialog.getByText('Tariffs imported: 2')).toBeVisible({ timeout: 15_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByText('Done', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The table has been refreshed: both rows, with their 40' prices.
  await searchRates(page, 'RULED');
  await expect(rowOf(page, price)).toContainText('CNSHA');
  await expect(rowOf(page, price)).toContainText(shown(price + 800));
  await expect(rowOf(page, price + 1)).toContainText(`${shown(price + 900)}.50`);

  // The upload is among the last files, with its count.
  await page.getByRole('button', { name: 'Last uploaded files' }).click();
  const files = page.getByRole('dialog', { name: 'Last uploaded files' });
  const file = files.getByRole('row').filter({ hasText: 'shanghai-lane.xlsx' }).first();
  await expect(file).toBeVisible();
  // Name, size, uploaded, imported, errors.
  await expect(file.getByRole('cell').nth(3)).toHaveText('2');
  await expect(file.getByRole('cell').nth(4)).toHaveText('0');
  await expect(file.getByRole('button', { name: 'Download the file: shanghai-lane.xlsx' })).toBeVisible();
});

test('a sheet with an unknown port imports nothing and names the row and the column', async ({ page }) => {
  await openSeaRates(page);
  // Picked first: a file that is not .xlsx is refused before anything is sent.
  await page.getByRole('button', { name: 'Upload sheet' }).click();
  const picker = page.getByRole('dialog', { name: 'Upload a rate sheet' });
  await picker
    .locator('input[type="file"]')
    .setInputFiles({ name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b') });
  await expect(picker.getByText('Tariff files must be .xlsx in the standard template')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await picker.getByRole('button', { name: 'Cancel' }).click();

  const sheet = await fillTemplate(await template(page), 'Containers', [
    { ...lane, 'Valid from': sheetDay(0), 'Valid to': sheetDay(30), '22G1': price + 2 },
    { ...lane, Origin: 'ZZQQQ', 'Valid from': sheetDay(0), 'Valid to': sheetDay(30), '22G1': price + 3 },
  ]);
  const dialog = await uploadSheet(page, 'unknown-port.xlsx', sheet);
  await expect(dialog.getByText('Nothing was imported. Errors: 1.', { exact: false })).toBeVisible({ timeout: 15_000 });
  const error = dialog.getByRole('row').filter({ hasText: 'Unknown or invalid port' });
  await expect(error.getByRole('cell')).toHaveText(['Containers', '3', 'Origin', 'Unknown or invalid port']);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the sheet with the errors marked' }).click();
  expect((await downloading).suggestedFilename()).toBe('unknown-port-errors.xlsx');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  // Among the lane's rows, which the first test's import shows on the first page, the refused
  // sheet's valid row is not: nothing of an erroneous file is imported.
  await searchRates(page, 'RULED');
  await expect(rowOf(page, price)).toHaveCount(1);
  await expect(rowOf(page, price)).toContainText(shown(price + 800));
  await expect(rowOf(page, price + 2)).toHaveCount(0);
  await expect(rowOf(page, price + 3)).toHaveCount(0);
});

test('a partner prolongs the imported rows in bulk and sees the result', async ({ page }) => {
  await openSeaRates(page);
  // Ticked once the search is in effect: another search is another list, whose selection starts empty.
  await searchRates(page, 'RULED');
  for (const dollars of [price, price + 1]) await rowOf(page, dollars).getByRole('checkbox').check();
  await expect(page.getByText('Selected: 2')).toBeVisible();

  await page.getByRole('button', { name: 'Bulk actions (2)' }).click();
  await page.getByRole('menuitem', { name: 'Prolong' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prolong: 2 selected' });
  const newLastDay = sheetDay(200);
  await dialog.getByLabel('New valid-to date').fill(newLastDay);
  // Enter takes the typed day and sends the form, as "Prolong" does.
  await dialog.getByLabel('New valid-to date').press('Enter');

  await expect(dialog.getByRole('progressbar', { name: 'Bulk action progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
    {
      timeout: 15_000,
    },
  );
  await expect(dialog.getByText('Changed: 2')).toBeVisible();
  await expect(dialog.getByText('Refused: 0')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The table shows the new last day, and the selection has served.
  // Typed as a sheet writes it, shown as the English screens write it (D144).
  await expect(rowOf(page, price)).toContainText(zoneDayShown(200));
  await expect(rowOf(page, price + 1)).toContainText(zoneDayShown(200));
  await expect(page.getByText('Selected: 2')).toHaveCount(0);
});
