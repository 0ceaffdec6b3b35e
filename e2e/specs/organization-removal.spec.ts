import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@cargo/domain';
import { apiTokens, DEMO, signInAs } from '../support/session.js';
import { text } from '../support/shell.js';

/**
 * An operator deletes an organization from /admin/organizations: the API decides, and its refusal
 * reaches the operator in their language while the organization stays listed; one with nothing
 * attached goes.
 */

/** The organizations page filtered down to one name, in a language. */
async function openListed(page: Page, name: string, language: Language) {
  await page.goto(`/admin/organizations?name=${encodeURIComponent(name)}&lang=${language}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

async function confirmDelete(page: Page, name: string, language: Language) {
  const row = await openListed(page, name, language);
  await row.getByRole('button', { name: `${text(language, 'admin.organizations.delete')}: ${name}` }).click();
  await expect(page.getByText(text(language, 'admin.organizations.deleteConfirm', { name }))).toBeVisible();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: text(language, 'admin.organizations.delete'), exact: true })
    .click();
  return row;
}

test('an organization with users is not deleted: the API’s refusal shows in the operator’s language', async ({
  page,
}) => {
  // A sign-in and two full loads of the page (the second proves the refusal saved nothing): on the
  // two cores the other worker shares, each load's first render alone has taken up to 15 s.
  test.setTimeout(60_000);
  await signInAs(page, DEMO.admin);
  const row = await confirmDelete(page, 'Demo Trading House', 'ru');
  await expect(page.getByText(text('ru', 'organizations.deleteBlocked.users'))).toBeVisible();
  await expect(page.getByText(text('ru', 'admin.organizations.deleted', { name: 'Demo Trading House' }))).toHaveCount(
    0,
  );
  // Still there after a fresh read.
  await page.reload();
  await expect(row).toBeVisible();
});

test('an organization with nothing attached is deleted and leaves the list', async ({ page, request }) => {
  const name = `E2E removable ${Date.now().toString(36)}`;
  const { access_token } = await apiTokens(request, DEMO.admin);
  const created = await request.post('/api/v1/organizations', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { name, type: 'CLIENT' },
  });
  expect(created.status()).toBe(201);
  await signInAs(page, DEMO.admin);
  const row = await confirmDelete(page, name, 'zh');
  await expect(page.getByText(text('zh', 'admin.organizations.deleted', { name }))).toBeVisible();
  await expect(row).toHaveCount(0);
});
