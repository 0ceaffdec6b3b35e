import { expect, test } from '@playwright/test';
import { sharedStringsBomb } from '../../apps/api/test/zip-bombs.js';
import { text } from '../support/shell.js';
import { DEMO, signInAs } from '../support/session.js';

/**
 * The translations import refuses a workbook bomb (issue 27, finding 1) with the whole file's
 * reason alone: no table of places naming the raw field `file`.
 */
test('an operator uploading a workbook compressed past any spreadsheet is told why, and nothing else', async ({
  page,
}) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/dictionaries/languages?lang=en');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: text('en', 'l10n.import.action') }).click();
  await (
    await chooser
  ).setFiles({
    name: 'texts.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sharedStringsBomb('<si><t>A</t></si>', 2_000_000),
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('compressed more than 100 times', { timeout: 30_000 });
  await expect(alert.getByRole('table')).toHaveCount(0);
});
