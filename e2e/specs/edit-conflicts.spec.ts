import { translate } from '@cargo/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/session.js';
import { dayFromToday, seedSeaTariff } from '../support/tariffs.js';

/**
 * Two people edit one tariff (docs/decisions.md D94): the first save goes through;
 * the second is told that someone else changed the tariff, keeps what was typed until Reload, and
 * saves once reloaded. Each person has a browser of their own (two contexts, two sessions).
 */

// Two browsers on a cold server: the first table of each takes a while on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** A 20' price below a thousand, so the row shows it without a thousands separator. */
const price20 = 100 + Math.floor(Math.random() * 800);

/** Opens the sea rates as the demo partner and the tariff's editor by its row's 20' price. */
async function openEditor(page: Page): Promise<Locator> {
  await signInAs(page, DEMO.partner);
  await page.goto('/partner/rates/sea?lang=en');
  const table = page.getByRole('table');
  const row = table
    .getByRole('row')
    .filter({ has: page.locator('.tariff-price-value').getByText(String(price20), { exact: true }) });
  await row.getByRole('button', { name: 'Edit' }).click({ timeout: 60_000 });
  const editor = page.getByRole('dialog', { name: /^Tariff #\d+$/ });
  await expect(editor.getByLabel("20'", { exact: true })).toHaveValue(`${price20}.00`);
  return editor;
}

test('of two people saving one tariff, the second is told someone else changed it and reloads', async ({ browser }) => {
  const seeder = await browser.newContext();
  await seedSeaTariff(seeder.request, DEMO.partner, {
    from: 'CNSHA',
    to: 'RULED',
    line: 'MAEU',
    prices: { '22G1': price20, '42G1': 1800 },
    // The furthest expiry of the run: the table's first page, newest expiry first, shows it.
    validTo: dayFromToday(900),
  });
  await seeder.close();
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  const editorA = await openEditor(first);
  const editorB = await openEditor(second);

  await editorA.getByLabel("20'", { exact: true }).fill(String(price20 + 1));
  await editorA.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });

  const theirs = editorB.getByLabel("40'", { exact: true });
  await theirs.fill('1777');
  await editorB.getByRole('button', { name: 'Save' }).click();
  await expect(editorB.getByText(translate('en', 'admin.common.editConflict'))).toBeVisible({ timeout: 30_000 });
  // What they typed is still there, and the other person's change is not yet.
  await expect(theirs).toHaveValue('1777.00');
  await expect(editorB.getByLabel("20'", { exact: true })).toHaveValue(`${price20}.00`);

  await editorB.getByRole('button', { name: 'Reload' }).click();
  await expect(editorB.getByText(translate('en', 'admin.common.editConflict'))).toBeHidden();
  await expect(editorB.getByLabel("20'", { exact: true })).toHaveValue(`${price20 + 1}.00`);
  await expect(theirs).toHaveValue('1800.00');
  await theirs.fill('1777');
  await editorB.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Changes saved')).toBeVisible({ timeout: 30_000 });
  await expect(editorB).toBeHidden();
  await first.context().close();
  await second.context().close();
});
