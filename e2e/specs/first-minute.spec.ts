import { expect, test, type Locator, type Page } from '@playwright/test';
import * as OpenCC from 'opencc-js/t2cn';
import { text } from '../support/shell.js';
import { calculated, chooseCity, fillHighCube } from '../support/wizard.js';

/**
 * Issue 30's acceptance of the first minute: a guest on a phone goes from the home page to the
 * quotations Shanghai → Moscow without opening the menu (the home page's first step, the wizard's
 * cargo step, Calculate), then reads the same results in Chinese, Simplified characters only, and
 * in Russian, the cities in Cyrillic.
 */

// A cold server builds its place index on the first search: well over the default 30 s.
test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const en = (key: Parameters<typeof text>[1]) => text('en', key);

/** OpenCC's Traditional → mainland Simplified conversion: a character it changes is Traditional-only. */
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
function traditionalOnly(shown: string): string[] {
  return [...new Set([...shown].filter((character) => toSimplified(character) !== character))];
}

/** The results' cards and each one's route ("Shanghai → … → Moscow"), once the list has come. */
async function routesOf(page: Page, language: 'en' | 'ru' | 'zh'): Promise<{ cards: Locator; routes: string[] }> {
  const results = page.getByRole('region', { name: text(language, 'wizard.results') });
  const cards = results.getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const routes = [];
  for (const card of await cards.all())
    routes.push((await card.getByLabel(text(language, 'wizard.quote.route')).innerText()).replace(/\s+/g, ' '));
  return { cards, routes };
}

/** The results' address in another interface language (the `lang` parameter comes first and is kept). */
function inLanguage(url: string, language: 'ru' | 'zh'): string {
  const address = new URL(url);
  address.searchParams.set('lang', language);
  return `${address.pathname}${address.search}${address.hash}`;
}

test('a guest on a phone goes from / to the quotations Shanghai → Moscow, and reads them in zh and ru', async ({
  page,
}) => {
  const menu = page.getByRole('button', { name: en('shell.menu.open') });

  // ---- The home page's first step --------------------------------------------------------------
  await page.goto('/');
  const quote = page.getByRole('form', { name: en('home.quote.title') });
  await chooseCity(page, quote.getByRole('combobox', { name: en('wizard.from') }), 'Shanghai', 'China');
  await chooseCity(page, quote.getByRole('combobox', { name: en('wizard.to') }), 'Moscow', 'Russia');
  await quote.getByText(en('home.mode.sea'), { exact: true }).tap();
  await expect(quote.getByRole('radio', { name: new RegExp(en('home.mode.sea')) })).toBeChecked();
  const submit = quote.getByRole('button', { name: en('home.quote.submit') });
  // The button is in the first screen of a phone, the fields filled above it.
  expect(await submit.evaluate((button) => button.getBoundingClientRect().bottom)).toBeLessThanOrEqual(844);
  await submit.tap();

  // ---- The wizard's cargo step, on the ends and the sea's cargo form ---------------------------
  await expect(page).toHaveURL(/\/book\/wizard\?/);
  const form = page.getByRole('form', { name: en('wizard.form') });
  await expect(form).toContainText('Shanghai');
  await expect(form).toContainText('Moscow');
  const cargoForms = form.getByRole('radiogroup', { name: en('wizard.cargo') });
  await expect(cargoForms.getByRole('radio', { name: en('wizard.cargoForm.CONTAINER') })).toBeChecked();
  await fillHighCube(page, form);
  await form.getByRole('button', { name: en('wizard.calculate') }).tap();
  await calculated(page);

  const english = await routesOf(page, 'en');
  expect(english.routes.length).toBeGreaterThanOrEqual(2);
  for (const route of english.routes) expect(route).toMatch(/^Shanghai .+ Moscow$/);
  // Never through the menu: it was not opened once.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const results = page.url();

  // ---- The same results in Chinese: Simplified characters only ---------------------------------
  await page.goto(inLanguage(results, 'zh'));
  const chinese = await routesOf(page, 'zh');
  expect(chinese.routes).toHaveLength(english.routes.length);
  for (const route of chinese.routes) expect(route).toMatch(/^上海 .+ 莫斯科$/);
  expect(traditionalOnly(await page.locator('body').innerText())).toEqual([]);

  // ---- And in Russian: the cities in Cyrillic, not in Latin letters ----------------------------
  await page.goto(inLanguage(results, 'ru'));
  const russian = await routesOf(page, 'ru');
  expect(russian.routes).toHaveLength(english.routes.length);
  for (const route of russian.routes) expect(route).toMatch(/^Шанхай .+ Москва$/);
  for (const card of await russian.cards.all()) await expect(card).not.toContainText(/Shanghai|Moscow/);
});
