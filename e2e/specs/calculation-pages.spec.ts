import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { quoteShanghaiMoscow } from '../support/calculations.js';
import { apiTokens, DEMO, DEMO_PASSWORD, signInAs } from '../support/session.js';
import { text } from '../support/shell.js';

/**
 * A calculation's own pages (Product specification, shell §2) against the built app and the demo lanes: the demo
 * client quotes Shanghai → Moscow for one 40'HC through the API; its public link shows the ways to
 * go without a price and with the sign-in prompt to a guest, priced and with the owner's actions to
 * the client, priced but read-only to another organization's user, who may calculate the route as
 * their own. A guest's calculation opens on /guest/orders/{id} (and in the widget); an id nobody
 * may read is the not-found page.
 */

// A cold server builds its place index on the first search: well over the default 30 s.
test.describe.configure({ timeout: 150_000 });

const en = (key: Parameters<typeof text>[1], params?: Parameters<typeof text>[2]) => text('en', key, params);

/** An amount as the product shows it: digits, a no-break space, the currency. */
const AMOUNT = /\d\u00a0(USD|RUB|EUR|CNY)\b/;

/** A new tab of its own (its own storage) on the app, signed in as `email`. */
async function tabOf(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(page, email);
  return page;
}

function results(page: Page): Locator {
  return page.getByRole('region', { name: en('wizard.results') });
}

/** Opens a quotation's details; the drawer. */
async function details(page: Page): Promise<Locator> {
  await results(page)
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: en('wizard.quote.details') })
    .click();
  const drawer = page.getByRole('dialog', { name: en('wizard.details') });
  await expect(drawer.getByText(en('wizard.details.legs')).first()).toBeVisible();
  return drawer;
}

/** None of what changes a calculation or acts on it: Save, Update, Clarify the price, Book. */
async function expectNoOwnerActions(scope: Locator) {
  for (const key of ['wizard.save', 'wizard.saved', 'wizard.update', 'wizard.clarify', 'wizard.quote.book'] as const)
    await expect(scope.getByRole('button', { name: en(key), exact: true })).toHaveCount(0);
}

test('a client’s public link: options without prices to a guest, priced for the client, routes only for another partner', async ({
  browser,
  baseURL,
  page,
}) => {
  const client = await apiTokens(page.request, DEMO.client);
  const calculation = await quoteShanghaiMoscow(page.request, client.access_token);
  expect(calculation.quotations.length).toBeGreaterThanOrEqual(2);
  const link = `/calculation/public/${calculation.id}`;

  // ---- A guest: the ways to go, the prompt instead of each amount -------------------------------
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: en('wizard.title') })).toBeVisible();
  const summary = page.getByRole('region', { name: en('wizard.summary') });
  await expect(summary.getByLabel(en('wizard.route'))).toHaveText(/^Shanghai\s*Moscow$/);
  await expect(summary).toContainText("1 × 40'HC, 20\u00a0000 kg");
  const cards = results(page).getByRole('listitem');
  await expect(cards).toHaveCount(calculation.quotations.length);
  for (const card of await cards.all()) {
    await expect(card).toContainText(en('wizard.guest.prompt'));
    await expect(card).not.toContainText(AMOUNT);
    await expect(card.getByLabel(en('wizard.quote.route'))).toHaveText(/^Shanghai.+Moscow$/);
  }
  await expect(results(page).getByRole('combobox', { name: en('wizard.displayCurrency') })).toHaveCount(0);
  await expectNoOwnerActions(page.getByRole('main'));
  // The prompt comes back to this page and takes nothing over: the calculation is the client's.
  const login = new URL(
    (await cards
      .first()
      .getByRole('link', { name: en('wizard.guest.login'), exact: true })
      .getAttribute('href'))!,
    'http://app',
  );
  expect(login.pathname).toBe('/auth/login');
  expect(login.searchParams.get('redirectTo')).toBe(link);
  expect(login.searchParams.has('guestOrderId')).toBe(false);
  const guestDetails = await details(page);
  await expect(guestDetails).toContainText(en('wizard.guest.prompt'));
  await expect(guestDetails).not.toContainText(AMOUNT);
  await expectNoOwnerActions(guestDetails);
  await expect(guestDetails.getByRole('region', { name: en('wizard.history') })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Anyone may calculate the route as their own: the wizard with the same request.
  const calculate = summary.getByRole('link', { name: en('wizard.calculateRoute') });
  await expect(calculate).toHaveAttribute(
    'href',
    /^\/book\/wizard\?from=city_\d+_CN__Shanghai&to=city_\d+_RU__Moscow&cargo=CONTAINER&container=\d+_1_20000_KG$/,
  );

  // ---- The client: prices, and the owner's actions ----------------------------------------------
  const owner = await tabOf(browser, baseURL, DEMO.client);
  await owner.goto(link);
  const ownCards = results(owner).getByRole('listitem');
  await expect(ownCards).toHaveCount(calculation.quotations.length);
  for (const card of await ownCards.all()) await expect(card).toContainText(/\d\u00a0USD/);
  await expect(ownCards.first().getByRole('button', { name: en('wizard.quote.book'), exact: true })).toBeVisible();
  await expect(owner.getByRole('link', { name: en('wizard.calculateRoute') })).toHaveCount(0);
  const ownDetails = await details(owner);
  await expect(ownDetails.getByRole('button', { name: en('wizard.clarify'), exact: true })).toBeVisible();
  // The history: made by the client, with its options (saving adds a line: calculations.test.ts).
  const history = ownDetails.getByRole('region', { name: en('wizard.history') });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText(en('wizard.history.create'));
  // The catalogue's words up to the price, then an amount in US dollars.
  const [made] = en('wizard.history.options', { count: calculation.quotations.length, price: '\u0000' }).split(
    '\u0000',
  );
  await expect(history.getByRole('listitem').first()).toContainText(
    new RegExp(`${made!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\d\\s.,]+\u00a0USD`),
  );
  // The display currency is a view of the page, kept in its address.
  await owner.keyboard.press('Escape');
  // The drawer's closing animation must end first: a click meanwhile lands on what it uncovers.
  await expect(ownDetails).toBeHidden();
  await results(owner)
    .getByRole('combobox', { name: en('wizard.displayCurrency') })
    .click();
  await owner.getByTitle('RUB', { exact: true }).filter({ visible: true }).click();
  await expect(owner).toHaveURL(new RegExp(`${link}\\?currency=RUB$`));
  await expect(ownCards.first()).toContainText(/\d\u00a0RUB/);
  await owner.context().close();

  // ---- Another organization's user: the routes, not the owner's prices nor actions -------------
  const other = await tabOf(browser, baseURL, DEMO.partner2);
  await other.goto(link);
  const otherCards = results(other).getByRole('listitem');
  await expect(otherCards).toHaveCount(calculation.quotations.length);
  for (const card of await otherCards.all()) {
    await expect(card).toContainText(en('wizard.shared.ownersPrices'));
    await expect(card).not.toContainText(/\d\u00a0(USD|RUB|CNY|EUR)/);
  }
  await expectNoOwnerActions(other.getByRole('main'));
  const otherDetails = await details(other);
  await expect(otherDetails).not.toContainText(/\d\u00a0(USD|RUB|CNY|EUR)/);
  await expectNoOwnerActions(otherDetails);
  await expect(otherDetails.getByRole('region', { name: en('wizard.history') })).toHaveCount(0);
  await other.keyboard.press('Escape');

  // "Calculate this route": the wizard, filled with the same request.
  await other
    .getByRole('region', { name: en('wizard.summary') })
    .getByRole('link', { name: en('wizard.calculateRoute') })
    .click();
  await expect(other).toHaveURL(/\/book\/wizard\?from=city_\d+_CN__Shanghai&to=city_\d+_RU__Moscow&cargo=CONTAINER/);
  const form = other.getByRole('form', { name: en('wizard.form') });
  await expect(form.getByText('Shanghai').first()).toBeVisible();
  await expect(form.getByText('Moscow').first()).toBeVisible();
  await expect(form.getByText("40'HC").first()).toBeVisible();
  await expect(form.getByLabel(en('wizard.container.weight'), { exact: true })).toHaveValue(/^20\s?000$/);
  await other.context().close();
});

test('a guest’s calculation opens on its page and in the widget; signing in from the prompt makes it the client’s', async ({
  page,
}) => {
  const calculation = await quoteShanghaiMoscow(page.request);
  const path = `/guest/orders/${calculation.id}`;

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: en('wizard.title') })).toBeVisible();
  await expect(page.getByRole('region', { name: en('wizard.summary') })).toContainText("1 × 40'HC");
  const cards = results(page).getByRole('listitem');
  await expect(cards).toHaveCount(calculation.quotations.length);
  await expect(cards.first()).toContainText(en('wizard.guest.prompt'));
  await expect(cards.first()).not.toContainText(AMOUNT);
  // The guest's own: Book as in the wizard, nothing to calculate again.
  await expect(cards.first().getByRole('button', { name: en('wizard.quote.book'), exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: en('wizard.calculateRoute') })).toHaveCount(0);

  // In the widget: the same calculation, read as the widget's, without the app's chrome.
  const widgetCall = page.waitForRequest((request) =>
    request.url().includes(`/api/v1/orders/calculations/${calculation.id}?isWidget=true`),
  );
  await page.goto(`/widget/orders/${calculation.id}`);
  await widgetCall;
  await expect(results(page).getByRole('listitem')).toHaveCount(calculation.quotations.length);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: en('shell.navigation') })).toHaveCount(0);

  // The prompt signs the guest in and brings them back to the calculation, now theirs and priced.
  await page.goto(path);
  await cards
    .first()
    .getByRole('link', { name: en('wizard.guest.login'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('guestOrderId')).toBe(calculation.id);
  await page.getByLabel(en('account.field.email')).fill(DEMO.client);
  await page.getByLabel(en('account.field.password')).fill(DEMO_PASSWORD);
  // The form's button: the header's Log in has the same name.
  await page
    .locator('form')
    .getByRole('button', { name: en('session.signIn'), exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(cards.first()).toContainText(/\d\u00a0USD/);
  // Taken over: a guest no longer opens it.
  expect((await page.request.get(`/api/v1/orders/calculations/${calculation.id}`)).status()).toBe(404);
});

test('an id nobody may read shows the not-found page with "No calculations found"', async ({ page }) => {
  for (const path of [`/guest/orders/${randomUUID()}`, `/calculation/public/${randomUUID()}`, '/guest/orders/42']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: en('wizard.results.none') })).toBeVisible();
    await expect(page.getByText(en('wizard.notFound.hint'))).toBeVisible();
    await expect(page.getByRole('link', { name: en('page.notFound.home') })).toBeVisible();
  }
  // In the widget: no way home inside the host's page.
  await page.goto(`/widget/orders/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: en('wizard.results.none') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('page.notFound.home') })).toHaveCount(0);
});
