import { translate, type MessageKey } from '@cargo/domain';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse.js';

/** A phone's screen (the project's phone size for screenshots), touch and all. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** Lighthouse's mobile preset slows the CPU 4×: the same here, by the browser itself (CDP). */
export const CPU_SLOWDOWN = 4;
/** A cold server builds its place index on the first search, a minute or more. */
const FIRST_SEARCH_MS = 180_000;
const STEP_MS = 60_000;

const en = (key: MessageKey) => translate('en', key);

export interface WizardRun {
  /** From the click on Calculate to the first quotation card visible. */
  submitToCardsMs: number;
  /** The results' own address: `/book/wizard?…#<calculation id>`. */
  resultsUrl: string;
}

/**
 * A guest's page in a context of its own (empty cache), the CPU slowed by CDP before the first
 * load. Reduced motion keeps the selects' dropdowns from sliding under the clicks; it does not
 * shorten the figure, since Playwright counts a card visible from its first layout, fading or not.
 */
async function phonePage(browser: Browser, origin: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ ...PHONE, baseURL: origin, locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, context };
}

const firstCard = (page: Page) =>
  page
    .getByRole('region', { name: en('wizard.results') })
    .getByRole('listitem')
    .first();

export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS] });
}

async function pickCity(page: Page, field: 'wizard.from' | 'wizard.to', typed: string, country: string) {
  const box = page.getByRole('form', { name: en('wizard.form') }).getByRole('combobox', { name: en(field) });
  await box.click();
  await box.pressSequentially(typed, { delay: 30 });
  const city = new RegExp(`${typed}.*${en('placePicker.type.ADDRESS')}.*${country}`);
  await page.getByRole('option', { name: city }).first().click({ timeout: FIRST_SEARCH_MS });
}

/**
 * A guest on a phone, in English, with the CPU slowed 4×: opens the wizard, asks Shanghai →
 * Moscow, city to city, for one 40'HC of 20 t, and submits; times the wait for the first card.
 */
export async function quoteOnPhone(browser: Browser, origin: string): Promise<WizardRun> {
  const { page, context } = await phonePage(browser, origin);
  try {
    await page.goto('/book/wizard');
    const form = page.getByRole('form', { name: en('wizard.form') });
    await pickCity(page, 'wizard.from', 'Shanghai', 'China');
    await pickCity(page, 'wizard.to', 'Moscow', 'Russia');
    await form
      .getByRole('radiogroup', { name: en('wizard.cargo') })
      .getByText(en('wizard.cargoForm.CONTAINER'))
      .click();
    const containerType = form.getByRole('combobox', { name: en('wizard.container.type') });
    await containerType.click();
    await containerType.pressSequentially("40'HC");
    // Ant Design's options carry their text as a title, not a role.
    await page
      .getByTitle(/^40'HC — /, { exact: true })
      .filter({ visible: true })
      .click();
    await form.getByLabel(en('wizard.container.weight'), { exact: true }).fill('20000');

    const started = performance.now();
    await form.getByRole('button', { name: en('wizard.calculate') }).click();
    await firstCard(page).waitFor({ state: 'visible' });
    const submitToCardsMs = performance.now() - started;
    await page.waitForURL(/\/book\/wizard\?.*#[0-9a-f-]{36}$/);
    return { submitToCardsMs, resultsUrl: page.url() };
  } finally {
    await context.close();
  }
}

/**
 * The results' address opened afresh (a shared link, a reload) on the same slowed phone, cache
 * empty, network unthrottled: from the navigation's start to the first card visible.
 */
export async function openResultsOnPhone(browser: Browser, origin: string, resultsUrl: string): Promise<number> {
  const { page, context } = await phonePage(browser, origin);
  try {
    const started = performance.now();
    await page.goto(resultsUrl, { waitUntil: 'commit' });
    await firstCard(page).waitFor({ state: 'visible' });
    return performance.now() - started;
  } finally {
    await context.close();
  }
}
