import { mulDivHalfUp } from '@cargo/domain';
import { expect, test, type Locator } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/session.js';
import { text } from '../support/shell.js';
import { quoteShanghaiMoscowInWizard, visibleChoice } from '../support/wizard.js';

/**
 * The booking wizard's acceptance (issue 6) against the built app and the demo lanes
 * (docs/pricing.md §9): a guest quotes Shanghai → Moscow, city to city, for one 40'HC and sees
 * the ways to go without a price; signs in as the demo client from the prompt and is back on the
 * same calculation, now theirs and priced; reads the totals in roubles and in dollars, which the
 * rates frozen on the calculation tie to the cent; sorts by time.
 */

// A cold server builds its place index on the first search: well over the default 30 s.
test.describe.configure({ timeout: 150_000 });

const en = (key: Parameters<typeof text>[1], params?: Parameters<typeof text>[2]) => text('en', key, params);

/** "12 345.67 USD" as minor units (the product's display: a no-break space between thousands). */
function minorOf(shown: string, currency: string): number {
  const match = new RegExp(`(\\d[\\d\\u00a0]*(?:\\.\\d{1,2})?)\\u00a0${currency}`).exec(shown);
  if (!match?.[1]) throw new Error(`No amount in ${currency} in "${shown}"`);
  const [whole = '0', fraction = ''] = match[1].replace(/\u00a0/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "45 days" → 45. */
function daysOf(shown: string): number {
  const match = /(\d+)\s+days?/.exec(shown);
  if (!match?.[1]) throw new Error(`No transit days in "${shown}"`);
  return Number(match[1]);
}

/** A frozen rate as the details show it ("1 USD = 81.50 RUB") in ten-thousandths of a rouble. */
function rateOf(shown: string, currency: string): number {
  const match = new RegExp(`1 ${currency} = (\\d[\\d\\u00a0]*(?:\\.\\d{1,4})?) RUB`).exec(shown);
  if (!match?.[1]) throw new Error(`No rate of ${currency} in "${shown}"`);
  const [whole = '0', fraction = ''] = match[1].replace(/\u00a0/g, '').split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** What the list shows of each quotation, in its order: its route and its transit days. */
async function listed(cards: Locator): Promise<{ route: string; days: number }[]> {
  const shown = [];
  for (const card of await cards.all())
    shown.push({
      route: (await card.getByLabel(en('wizard.quote.route')).innerText()).replace(/\s+/g, ' '),
      days: daysOf(await card.getByText(/^\d+ days?$/).innerText()),
    });
  return shown;
}

test('a guest quotes Shanghai → Moscow for one 40’HC, signs in from the prompt and sees the prices in RUB and USD, sorted by time', async ({
  page,
}) => {
  // ---- A guest quotes -------------------------------------------------------------------------
  const calculationId = await quoteShanghaiMoscowInWizard(page);
  const results = page.getByRole('region', { name: en('wizard.results') });
  const cards = results.getByRole('listitem');
  await expect(cards.first()).toBeVisible();

  // Several ways to go, each with its route through the hubs and its transit time, no amount.
  const asGuest = await listed(cards);
  expect(asGuest.length).toBeGreaterThanOrEqual(2);
  for (const { route, days } of asGuest) {
    expect(route).toMatch(/^Shanghai .+ Moscow$/);
    expect(days).toBeGreaterThan(0);
  }
  await expect(cards).toHaveCount(asGuest.length);
  for (const card of await cards.all()) {
    await expect(card).toContainText(en('wizard.guest.prompt'));
    await expect(card).not.toContainText(/\d\u00a0(USD|RUB|EUR|CNY)\b/);
  }
  // Nothing to show in another currency either.
  await expect(results.getByRole('combobox', { name: en('wizard.displayCurrency') })).toHaveCount(0);

  // ---- Signs in from the prompt ---------------------------------------------------------------
  await cards
    .first()
    .getByRole('link', { name: en('wizard.guest.login'), exact: true })
    .click();
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('guestOrderId')).toBe(calculationId);
  await page.getByLabel(en('account.field.email')).fill(DEMO.client);
  await page.getByLabel(en('account.field.password')).fill(DEMO_PASSWORD);
  // The form's button: the header's Log in has the same name.
  await page
    .locator('form')
    .getByRole('button', { name: en('session.signIn'), exact: true })
    .click();

  // Back on the same calculation, the same ways in the same order, now with prices.
  await expect(page).toHaveURL(new RegExp(`/book/wizard\\?.*#${calculationId}$`));
  await expect(cards.first()).toContainText(/\d\u00a0USD/);
  expect(await listed(cards)).toEqual(asGuest);
  await expect(results.getByRole('link', { name: en('wizard.guest.login'), exact: true })).toHaveCount(0);
  // The sign-in made it the client's: nobody else opens it any more (a guest's is anyone's).
  const asNobody = await page.request.get(`/api/v1/orders/calculations/${calculationId}`);
  expect(asNobody.status()).toBe(404);

  // ---- The first option in USD, its parts and the frozen rates, in RUB --------------------------
  const first = cards.first();
  const totalOf = async (currency: string) =>
    minorOf(await first.getByText(new RegExp(`\\u00a0${currency}$`)).innerText(), currency);
  const usd = await totalOf('USD');

  await first.getByRole('button', { name: en('wizard.quote.details') }).click();
  const details = page.getByRole('dialog', { name: en('wizard.details') });
  const total = details.getByRole('region', { name: en('wizard.details.total') });
  await expect(total).toContainText(/\d\u00a0USD/);
  expect(minorOf(await total.innerText(), 'USD')).toBe(usd);
  // The total kept per currency of its legs ("By currency: 2 500 CNY + 4 050 USD + …").
  const parts = (await total.innerText()).split(`${en('wizard.details.byCurrency')}:`)[1] ?? '';
  const perCurrency = [...parts.matchAll(/(\d[\d\u00a0]*(?:\.\d{1,2})?)\u00a0([A-Z]{3})/g)].map(
    ([shown, , currency]) => ({ currency: currency!, minor: minorOf(shown, currency!) }),
  );
  expect(perCurrency.length).toBeGreaterThanOrEqual(2);
  const facts = await details.getByRole('region', { name: en('wizard.details.calculation') }).innerText();
  const rates = Object.fromEntries(
    perCurrency.map(({ currency }) => [currency, currency === 'RUB' ? 10_000 : rateOf(facts, currency)]),
  );
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Each currency's sum converted once at its frozen rate (RUB per unit), half-up (docs/pricing.md §6).
  const inRub = perCurrency.reduce(
    (sum, { currency, minor }) => sum + mulDivHalfUp(minor, rates[currency]!, 10_000),
    0,
  );
  const inUsd = perCurrency.reduce(
    (sum, { currency, minor }) => sum + mulDivHalfUp(minor, rates[currency]!, rates.USD!),
    0,
  );
  expect(usd).toBe(inUsd);

  await results.getByRole('combobox', { name: en('wizard.displayCurrency') }).click();
  await visibleChoice(page, 'RUB').click();
  await expect(page).toHaveURL(/[?&]currency=RUB/);
  await expect(first).toContainText(/\d\u00a0RUB/);
  const rub = await totalOf('RUB');
  expect(rub).toBe(inRub);
  // The two totals are one amount at the dollar's frozen rate, but for the roundings of the parts
  // converted (half a cent, or half a kopeck, each).
  expect(Math.abs(rub - (usd * rates.USD!) / 10_000)).toBeLessThanOrEqual((perCurrency.length * rates.USD!) / 10_000);
  await expect(cards).toHaveCount(asGuest.length);

  await results.getByRole('combobox', { name: en('wizard.displayCurrency') }).click();
  await visibleChoice(page, 'USD').click();
  await expect(page).not.toHaveURL(/[?&]currency=/);
  expect(await totalOf('USD')).toBe(usd);

  // ---- Sorted by time -------------------------------------------------------------------------
  const sort = results.getByRole('radiogroup', { name: en('wizard.sort') });
  await sort.getByText(en('wizard.sort.BEST_TIME'), { exact: true }).click();
  await expect(sort.getByRole('radio', { name: en('wizard.sort.BEST_TIME') })).toBeChecked();
  await expect(page).toHaveURL(/[?&]sort=BEST_TIME/);
  const byTime = await listed(cards);
  const days = byTime.map((quote) => quote.days);
  expect(days).toEqual([...days].sort((a, b) => a - b));
  expect(days[0]).toBe(Math.min(...asGuest.map((quote) => quote.days)));
  // The same ways, only in another order.
  expect([...byTime].sort((a, b) => a.route.localeCompare(b.route) || a.days - b.days)).toEqual(
    [...asGuest].sort((a, b) => a.route.localeCompare(b.route) || a.days - b.days),
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Where an element's top is on the page (not the screen: the form scrolls to its first problem). */
  const pageTop = (locator: Locator) =>
    locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

  test('the form says what is missing once per field without moving, and the place list opens under its field', async ({
    page,
  }) => {
    await page.goto('/book/wizard');
    const form = page.getByRole('form', { name: en('wizard.form') });
    const calculate = form.getByRole('button', { name: en('wizard.calculate') });
    await expect(calculate).toBeVisible();
    const before = await pageTop(calculate);
    await calculate.click();
    await expect(form.locator('.ant-form-item-explain-error:visible').first()).toBeVisible();
    // Each problem takes the line kept for it: nothing below moves.
    expect(await pageTop(calculate)).toBe(before);
    const withProblems = form.locator('.ant-form-item-with-help');
    expect(await withProblems.count()).toBeGreaterThanOrEqual(3);
    for (const item of await withProblems.all())
      await expect(item.locator('.ant-form-item-explain-error:visible')).toHaveCount(1);

    const to = form.getByRole('combobox', { name: en('wizard.to') });
    await to.click();
    await to.pressSequentially('Mosc');
    const list = page.locator('.place-picker-popup:visible');
    await expect(list.getByText('Moscow').first()).toBeVisible({ timeout: 60_000 });
    const field = (await form.locator('.wizard-field-place .ant-select').nth(1).boundingBox())!;
    const popup = (await list.boundingBox())!;
    expect(popup.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
    expect(Math.abs(popup.x - field.x)).toBeLessThanOrEqual(1);
    expect(popup.x + popup.width).toBeLessThanOrEqual(390);
  });

  test('a guest’s cards show the price and Book in their first screen, two at least to a screen, and Book says why it asks to sign in', async ({
    page,
  }) => {
    await quoteShanghaiMoscowInWizard(page);
    const cards = page.getByRole('region', { name: en('wizard.results') }).getByRole('listitem');
    await expect(cards.nth(1)).toBeVisible();
    const header = await page
      .locator('header')
      .first()
      .evaluate((element) => element.getBoundingClientRect().height);
    const screen = 844 - header;
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((card) => {
        const top = card.getBoundingClientRect().top;
        const below = (selector: string) => card.querySelector(selector)!.getBoundingClientRect().bottom - top;
        return {
          height: card.getBoundingClientRect().height,
          price: below('.wizard-quote-total'),
          book: below('.ant-btn-primary'),
        };
      }),
    );
    for (const box of boxes) {
      expect(box.price).toBeLessThanOrEqual(screen);
      expect(box.book).toBeLessThanOrEqual(screen);
    }
    // Two cards and the gap between them fit in what the header leaves.
    expect(boxes[0]!.height + 12 + boxes[1]!.height).toBeLessThanOrEqual(screen);

    await cards
      .first()
      .getByRole('button', { name: en('wizard.quote.book') })
      .click();
    await expect(page).toHaveURL(/\/auth\/login\?.*reason=book/);
    await expect(page.getByText(en('login.reason.book'))).toBeVisible();
  });
});
