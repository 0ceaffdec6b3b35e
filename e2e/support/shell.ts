import { translate, type Language, type MessageKey, type MessageParams } from '@cargo/domain';
import { expect, type Page } from '@playwright/test';

/** The catalogue text the app must show: read from @cargo/domain, the API's own source. */
export function text(language: Language, key: MessageKey, params?: MessageParams): string {
  return translate(language, key, params);
}

/** The `<html lang>` of a language (zh is zh-CN). */
export function htmlLang(language: Language): string {
  return language === 'zh' ? 'zh-CN' : language;
}

export function languageSwitch(page: Page, shownIn: Language) {
  return page.getByRole('radiogroup', { name: text(shownIn, 'shell.language') });
}

/** The phone header's globe button, named after the language it shows (width 768 or less: shell §9). */
export function languageMenuButton(page: Page, shownIn: Language) {
  return page.getByRole('button', {
    name: text(shownIn, 'shell.language.chosen', { language: text(shownIn, `language.${shownIn}`) }),
  });
}

/**
 * The app has taken over a prerendered page (`/`, `/book`: apps/web/src/app/take-over.ts). Until
 * then the page is the build's markup: its controls do nothing, and where the wide and the narrow
 * layout differ both are in the document (one hidden), so a text is found twice.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? Infinity) <= 768;

/**
 * Picks a language in the header (the switch on a desktop, the globe menu on a phone) and waits
 * until its texts are on screen.
 */
export async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await appReady(page);
  const name = text(to, `language.${to}`);
  if (isPhone(page)) {
    await languageMenuButton(page, from).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  } else await languageSwitch(page, from).getByText(name, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(to));
  if (isPhone(page)) await expect(languageMenuButton(page, to)).toBeVisible();
  else await expect(languageSwitch(page, to).getByRole('radio', { name })).toBeChecked();
}

export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

declare global {
  interface Window {
    __shownMessages?: string[];
  }
}

/**
 * Starts keeping the text of every message (toast) the page shows from now on. A toast stays
 * 2–6 s (Product specification, shell §9); on a busy machine a poll of the screen can miss one that came and went
 * while the list behind it re-rendered, so a test that must see one records it instead.
 */
export async function recordMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown: string[] = [];
    window.__shownMessages = shown;
    new MutationObserver(() => {
      // Ant Design's messages, and the shell's own 5xx toast (app/server-error-toast.tsx).
      document.querySelectorAll('.ant-message-notice, .app-toast').forEach((notice) => {
        const message = notice.textContent?.trim();
        if (message && !shown.includes(message)) shown.push(message);
      });
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the page has shown a message with this text since `recordMessages`. */
export async function expectMessageShown(page: Page, message: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.__shownMessages ?? [])).toContain(message);
}
