import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../support/session.js';

/**
 * The commission flow across the two areas: an operator sets the marketplace's commission on a
 * partner in the form, and the partner finds it on its own page, read-only.
 */

// Two sign-ins and two areas, and the first test of its worker on a cold server: it took 22–25 s
// on a quiet machine and 30–32 s on a busy one, against the default 30 s.
test.describe.configure({ timeout: 60_000 });
test('an operator sets the marketplace’s commission on a partner, who sees it read-only', async ({ browser }) => {
  const operator = await browser.newPage();
  await signInAs(operator, DEMO.admin);
  await operator.goto('/admin/commission?lang=en');
  await operator.getByRole('button', { name: 'Add rule' }).click();
  const drawer = operator.getByRole('dialog');
  await expect(drawer.getByLabel('Percentage')).toBeVisible();

  await drawer.getByLabel('Organization').fill('Demo Rail');
  // Ant Design's visible options (its role="option" items are a hidden list for screen readers).
  const option = (text: string) =>
    operator.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });
  await option('Demo Rail & Road').click();
  await drawer.getByLabel('Cargo type').click();
  await option('By the hour').click();
  await drawer.getByLabel('Percentage').fill('7.5');
  await drawer.getByLabel('Minimum').fill('40');
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(operator.getByText('Rule added')).toBeVisible();
  const created = operator.getByRole('row').filter({ hasText: 'By the hour' });
  await expect(created).toContainText('Demo Rail & Road');
  await expect(created).toContainText('7.50 %');
  await operator.close();

  const partner = await browser.newPage();
  await signInAs(partner, DEMO.partner2);
  await partner.goto('/partner/commission?lang=en');
  const seen = partner.getByRole('row').filter({ hasText: 'By the hour' });
  await expect(seen).toContainText('Marketplace commission');
  await expect(seen).toContainText('7.50 %');
  await expect(seen).toContainText('40');
  // Not the partner's to change: it may only be viewed.
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'View' }).click();
  const view = partner.getByRole('dialog');
  await expect(view.getByText("The marketplace's commission is set by the platform operator.")).toBeVisible();
  await expect(view.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(view.getByLabel('Percentage')).toBeDisabled();
  await partner.close();
});
