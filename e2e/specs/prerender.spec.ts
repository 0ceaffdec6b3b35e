import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs } from '../support/session.js';
import { text } from '../support/shell.js';

/**
 * The first pages sent prerendered (issue 30): `/` paints its content without the app's
 * JavaScript, in the caller's language, and the app takes it over without an error.
 */

/** Whatever the page reports as an error: console errors (React's hydration and render errors among them) and uncaught ones. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The app has replaced the prerendered page. */
const takenOver = (page: Page) => expect(page.locator('#prerendered')).toHaveCount(0);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'ru-RU' });

  test('the home page is there, in the browser’s language', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page).toHaveTitle(text('ru', 'app.name'));
    await expect(page.getByRole('heading', { level: 1, name: text('ru', 'app.name') })).toBeVisible();
    // The page holds a wide and a narrow render where they differ; roles see the one shown.
    await expect(page.getByRole('main').getByText(text('ru', 'home.headline'))).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(text('ru', 'app.name'));
  });
});

test.describe('with JavaScript', () => {
  test('the app takes the home page over without an error, and its links work', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto('/?lang=en');
    await takenOver(page);
    await expect(page.getByText(text('en', 'home.headline'))).toBeVisible();
    await page
      .getByRole('link', { name: text('en', 'nav.book.wizard') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/book\/wizard$/);
    await expect(page).toHaveTitle(`${text('en', 'nav.book.wizard')} · ${text('en', 'app.name')}`);
    expect(errors).toEqual([]);
  });

  test('a signed-in user opening / gets their own header', async ({ page }) => {
    await signInAs(page, DEMO.client);
    await page.goto('/');
    await takenOver(page);
    await expect(page.getByRole('button', { name: text('en', 'session.userMenu') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('en', 'session.signIn') })).toHaveCount(0);
  });
});

test.describe('before the app has taken over', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

  test('what a visitor types, chooses and taps on the page is carried into the app', async ({ page }) => {
    // The app's entry is held back: the visitor acts on the prerendered page alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/?lang=en');
    const form = page.getByRole('form', { name: text('en', 'home.quote.title') });
    await form.getByRole('combobox', { name: text('en', 'wizard.from') }).fill('Shanghai');
    await form.getByText(text('en', 'home.mode.sea'), { exact: true }).click();
    await form.getByRole('button', { name: text('en', 'home.quote.submit') }).click();
    // Not sent to the server: the page would have reloaded as /?mode=SEA, losing the text.
    await expect(page).toHaveURL(/\/\?lang=en$/);
    await expect(page.locator('#prerendered')).toHaveCount(1);

    release();
    await takenOver(page);
    const from = form.getByRole('combobox', { name: text('en', 'wizard.from') });
    await expect(from).toHaveValue('Shanghai');
    await expect(form.getByRole('radio', { name: new RegExp(text('en', 'home.mode.sea')) })).toBeChecked();
    // The tap on Calculate was the app's: the empty destination is named.
    await expect(form.getByText(text('en', 'home.quote.placeRequired'))).toHaveCount(2);
    await expect(page).toHaveURL(/\/\?lang=en$/);
    // The text typed is the app's own: its search answers it.
    await from.click();
    await page
      .getByRole('option', { name: /Shanghai/ })
      .first()
      .click();
    await expect(form.getByText(text('en', 'home.quote.placeRequired'))).toHaveCount(1);
  });
});
