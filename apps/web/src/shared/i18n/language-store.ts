import { DEFAULT_LANGUAGE, isLanguage, languageFromTag, type Language } from '@cargo/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';
import { createValueStore } from '../lib/value-store';

/** The query parameter that picks the interface language (Product specification, shell §1). */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/**
 * The language at start-up (Product specification, shell §1, §4): the `lang` query parameter first (kept as
 * userLang, so it survives navigation), then the stored userLang, then the browser's languages
 * (ru*, zh*, en*), else English.
 */
export function detectLanguage(): Language {
  const fromQuery = languageFromTag(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER));
  if (fromQuery) {
    writeStorage(STORAGE_KEYS.userLang, fromQuery);
    return fromQuery;
  }
  const stored = readStorage(STORAGE_KEYS.userLang);
  if (isLanguage(stored)) return stored;
  const browser = navigator.languages.length ? navigator.languages : [navigator.language];
  for (const tag of browser) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

const requested = createValueStore<Language>(detectLanguage());

/** The language the user asked for; the HTTP client sends it as Accept-Language. */
export const getLanguage = requested.get;

/** Switches the language and stores it as userLang; the same language again changes nothing. */
export function setLanguage(language: Language): void {
  if (requested.set(language)) writeStorage(STORAGE_KEYS.userLang, language);
}

export const useRequestedLanguage = requested.use;

/** The Accept-Language value of a language: zh travels as zh-CN (Product specification, shell §7). */
export function acceptLanguageOf(language: Language): string {
  return language === 'zh' ? 'zh-CN' : language;
}
