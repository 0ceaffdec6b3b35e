import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Language, Organization, Profile } from '@cargo/domain';
import { apiAs } from '../support/orders.js';
import { DEMO, signInAs } from '../support/session.js';
import { DEVICES, languageNames, sweep, takeScreenshot } from '../support/screenshots.js';
import { text } from '../support/shell.js';

/**
 * The operator's refusals of a removal, as they read them (e2e/screenshots/): an organization
 * with users that cannot be deleted, and the last approved profile of a forwarder a company is
 * attached to, each with the API's message on screen.
 */

/** A forwarder (its one profile approved) with a client company attached, once per worker. */
let forwarder: Promise<string> | undefined;
const ensureForwarder = (request: APIRequestContext) =>
  (forwarder ??= (async () => {
    const name = `Demo Forwarding ${Date.now().toString(36)}`;
    const parent = await apiAs<Organization>(request, DEMO.admin, 'POST', '/organizations', { name, type: 'PARTNER' });
    const profile = await apiAs<Profile>(request, DEMO.admin, 'POST', `/organizations/${parent.id}/profiles`, {
      kind: 'Forwarder',
    });
    await apiAs(request, DEMO.admin, 'PUT', `/organizations/profiles/${profile.id}/approve`);
    await apiAs(request, DEMO.admin, 'POST', '/organizations', {
      name: `${name} client`,
      type: 'CLIENT',
      parentId: parent.id,
    });
    return name;
  })());

async function refusedDelete(page: Page, language: Language) {
  const name = 'Demo Trading House';
  await page.goto(`/admin/organizations?name=${encodeURIComponent(name)}&lang=${language}`);
  await page.getByRole('button', { name: `${text(language, 'admin.organizations.delete')}: ${name}` }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: text(language, 'admin.organizations.delete'), exact: true })
    .click();
  await expect(page.getByText(text(language, 'organizations.deleteBlocked.users'))).toBeVisible();
}

async function refusedProfileRemoval(page: Page, language: Language) {
  const name = await ensureForwarder(page.request);
  await page.goto(`/admin/organizations?name=${encodeURIComponent(name)}&lang=${language}`);
  await page.getByRole('button', { name, exact: true }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByRole('tab', { name: text(language, 'admin.profiles.title') }).click();
  const row = drawer
    .getByRole('row')
    .filter({ has: page.getByText(text(language, 'admin.profileKind.Forwarder'), { exact: true }) });
  await row.getByRole('button', { name: text(language, 'admin.profiles.remove') }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: text(language, 'admin.profiles.remove'), exact: true })
    .click();
  await expect(page.getByText(text(language, 'organizations.profileDeleteBlocked.company'))).toBeVisible();
}

const SCREENS = [
  { name: 'organization-delete-refused', show: refusedDelete },
  { name: 'organization-profile-removal-refused', show: refusedProfileRemoval },
];

for (const { device, viewport, languages } of DEVICES) {
  test.describe(device, () => {
    test.use({ viewport });

    for (const screen of SCREENS) {
      test(`${screen.name} in ${languageNames(languages)}`, async ({ page }) => {
        await signInAs(page, DEMO.admin);
        for (const language of sweep(languages)) {
          await screen.show(page, language);
          await takeScreenshot(page, screen.name, language, device, false);
        }
      });
    }
  });
}
