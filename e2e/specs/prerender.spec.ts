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
