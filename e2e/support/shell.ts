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

/** Picks a language in the header switch and waits until its texts are on screen. */
export async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  const name = text(to, `language.${to}`);
  await languageSwitch(page, from).getByText(name, { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(to));
  await expect(languageSwitch(page, to).getByRole('radio', { name })).toBeChecked();
}

export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
