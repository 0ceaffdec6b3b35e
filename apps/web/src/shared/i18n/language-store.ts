import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  languageFromTag,
  type Language,
} from '@cargo/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';
import { createValueStore } from '../lib/value-store';

export { LANGUAGE_QUERY_PARAMETER };

/**
 * Keeps the choice as userLang, in storage and in its cookie, which the server reads to answer `/`
 * with the prerendered page of that language (apps/api/src/plugins/web-app.ts). No secret: a year,
 * path /.
 */
function rememberLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.userLang, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * The language at start-up (Product specification, shell §1, §4): the `lang` query parameter first (kept as
 * userLang, so it survives navigation), then the stored userLang, then the browser's languages
 * (ru*, zh*, en*), else English.
 */
export function detectLanguage(): Language {
  // A render on a server (the build's prerender) names its language to the i18n provider.
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const fromQuery = languageFromTag(new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAMETER));
  if (fromQuery) {
    rememberLanguage(fromQuery);
    return fromQuery;
  }
  const stored = readStorage(STORAGE_KEYS.userLang);
  if (isLanguage(stored)) {
    // A choice stored before the cookie existed reaches the server from now on.
    rememberLanguage(stored);
    return stored;
  }
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
  if (requested.set(language)) rememberLanguage(language);
}

export const useRequestedLanguage = requested.use;

/** The Accept-Language value of a language: zh travels as zh-CN (Product specification, shell §7). */
export function acceptLanguageOf(language: Language): string {
  return language === 'zh' ? 'zh-CN' : language;
}
