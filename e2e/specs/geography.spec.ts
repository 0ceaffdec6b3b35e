import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/session.js';

/**
 * The geography screen as an operator uses it (Product specification, domain §3, §5, §8): find a country, open
 * it, add a city whose coordinates the form checks, and be refused the delete of a country that
 * has cities; the place picker finds Shanghai by its Russian name and by its UN/LOCODE.
 */

async function openGeography(page: Page) {
  await signInAs(page, DEMO.admin);
  await page.goto('/admin/dictionaries/geography?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Geography' })).toBeVisible();
}

function tree(page: Page) {
  return page.getByRole('tree', { name: 'Countries, regions and cities' });
}

/** A country of the tree, its name followed by its ISO code ("China CN"); the expander's icon may come first. */
function countryItem(page: Page, name: string, code: string) {
  return tree(page).getByRole('treeitem', { name: new RegExp(`\\b${name}\\s*${code}$`) });
}

async function showCountry(page: Page, name: string, code: string) {
  await page.getByRole('textbox', { name: 'Filter countries by name or code' }).fill(name);
  const country = countryItem(page, name, code);
  await expect(country).toHaveCount(1);
  return country;
}

test('an operator opens a country, adds a city with checked coordinates and cannot delete a country with cities', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openGeography(page);

  const china = await showCountry(page, 'China', 'CN');
  // The switcher opens the country: its regions are read then.
  await china.locator('.ant-tree-switcher').click();
  await expect(china).toHaveAttribute('aria-expanded', 'true');
  await expect(tree(page).getByRole('treeitem', { name: /Guangdong/ })).toBeVisible();

  await china.getByText('China', { exact: true }).click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('heading', { level: 2, name: /China/ })).toBeVisible();

  // A city with a latitude out of range: the form says so and sends nothing.
  await details.getByRole('button', { name: 'Add city' }).click();
  const drawer = page.getByRole('dialog', { name: 'New geo object' });
  await expect(drawer).toBeVisible();
  const name = `E2E Town ${Date.now().toString(36)}`;
  await drawer.getByLabel('Name in English').fill(name);
  await drawer.getByLabel('Name in Russian').fill('Тестоград');
  await drawer.getByLabel('Latitude').fill('95');
  await drawer.getByLabel('Longitude').fill('121.5');
  await drawer.getByLabel('Population').fill('12500');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer.getByText('Latitude must be between -90 and 90')).toBeVisible();

  await drawer.getByLabel('Latitude').fill('31.25');
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(`“${name}” created`)).toBeVisible();
  await expect(details.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(details.getByText('12 500')).toBeVisible();
  await expect(tree(page).getByRole('treeitem', { name: new RegExp(name) })).toBeVisible();

  // A country with regions and cities stays: the API's blocking message is shown.
  await (await showCountry(page, 'China', 'CN')).getByText('China', { exact: true }).click();
  await expect(details.getByRole('heading', { level: 2, name: /China/ })).toBeVisible();
  await details.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “China”?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(details.getByRole('alert')).toContainText(
    'The geo object cannot be deleted: it has stations, ports, airports, hubs or child objects',
  );
  await expect(details.getByRole('heading', { level: 2, name: /China/ })).toBeVisible();
});

/**
 * The search index is built after the start and rebuilt after a change to the geography (the
 * other test adds a city): the first answer may take a while.
 */
const FIRST_SEARCH_MS = 45_000;

test('the place picker finds Shanghai by its Russian name and by its UN/LOCODE', async ({ page }) => {
  test.setTimeout(90_000);
  await openGeography(page);
  const picker = page.getByRole('combobox', { name: 'Find a city, port, airport or station' });

  await picker.click();
  await picker.pressSequentially('Шанхай', { delay: 30 });
  await expect(page.getByRole('option', { name: /Shanghai.*City/ }).first()).toBeVisible({ timeout: FIRST_SEARCH_MS });
  await expect(page.getByRole('option', { name: /CNSHA/ })).toBeVisible();

  await picker.fill('');
  await picker.pressSequentially('CNSHA', { delay: 30 });
  const port = page.getByRole('option', { name: /Shanghai\s*CNSHA/ });
  await expect(port).toBeVisible();
  await expect(port).toContainText('Sea port');

  // Choosing the port opens the city it serves, with its ports, airports and stations.
  await picker.press('Enter');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('heading', { level: 2, name: 'Shanghai' })).toBeVisible();
  await expect(details.getByRole('cell', { name: 'CNSHA' })).toBeVisible();
  await expect(tree(page).getByRole('treeitem', { name: /^Shanghai/, selected: true })).toBeVisible();
});
