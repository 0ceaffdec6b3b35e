import { expect, type Locator, type Page } from '@playwright/test';
import { text } from './shell.js';

/** A cold server builds its place index on the first search: well over the default 30 s. */
export const FIRST_SEARCH_MS = 60_000;

const en = (key: Parameters<typeof text>[1]) => text('en', key);

/** Types into a place picker and chooses the city the search finds. */
export async function chooseCity(page: Page, field: Locator, name: string, country: string) {
  await field.click();
  await field.pressSequentially(name, { delay: 30 });
  const city = new RegExp(`${name}.*${en('placePicker.type.ADDRESS')}.*${country}`);
  await page.getByRole('option', { name: city }).first().click({ timeout: FIRST_SEARCH_MS });
}

/** A visible choice of an Ant Design select: its list items carry their text as a title (not a role). */
export function visibleChoice(page: Page, title: string | RegExp) {
  return page.getByTitle(title, { exact: true }).filter({ visible: true });
}

/**
 * Quotes Shanghai → Moscow, city to city, for one 40'HC of 20 t in the wizard (in English) and
 * waits for the results; answers the calculation's id (the address's hash).
 */
export async function quoteShanghaiMoscowInWizard(page: Page): Promise<string> {
  await page.goto('/book/wizard');
  await expect(page.getByRole('heading', { level: 1, name: en('wizard.title') })).toBeVisible();
  const form = page.getByRole('form', { name: en('wizard.form') });
  await chooseCity(page, form.getByRole('combobox', { name: en('wizard.from') }), 'Shanghai', 'China');
  await chooseCity(page, form.getByRole('combobox', { name: en('wizard.to') }), 'Moscow', 'Russia');
  const cargoForms = form.getByRole('radiogroup', { name: en('wizard.cargo') });
  await cargoForms.getByText(en('wizard.cargoForm.CONTAINER'), { exact: true }).click();
  await expect(cargoForms.getByRole('radio', { name: en('wizard.cargoForm.CONTAINER') })).toBeChecked();
  await fillHighCube(page, form);
  await form.getByRole('button', { name: en('wizard.calculate') }).click();
  return calculated(page);
}

/** The wizard's container line, on the container form: one 40'HC with 20 t of cargo. */
export async function fillHighCube(page: Page, form: Locator): Promise<void> {
  const containerType = form.getByRole('combobox', { name: en('wizard.container.type') });
  await containerType.click();
  await containerType.pressSequentially("40'HC");
  await visibleChoice(page, /^40'HC — /).click();
  await form.getByLabel(en('wizard.container.weight'), { exact: true }).fill('20000');
}

/** Waits for the calculation asked for to be in the address; answers its id (the address's hash). */
export async function calculated(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/book\/wizard\?.*#[0-9a-f-]{36}$/, { timeout: 30_000 });
  return new URL(page.url()).hash.slice(1);
}
