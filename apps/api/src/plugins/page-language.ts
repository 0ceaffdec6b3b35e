import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  languageFromAcceptLanguage,
  languageFromTag,
  type Language,
} from '@cargo/domain';

/** The request headers a prerendered page's language depends on besides its address: `Vary`. */
export const PAGE_LANGUAGE_VARY = 'accept-language, cookie';

/** A cookie's value from a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...value] = pair.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * The language of a page as far as a server can tell (Product specification, shell §1, in the
 * web app's order): the `lang` query parameter, then the stored choice (userLang, which the web
 * app mirrors in a cookie), then the browser's languages by Accept-Language, else English.
 */
export function pageLanguage(request: {
  search: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  const fromQuery = languageFromTag(new URLSearchParams(request.search).get(LANGUAGE_QUERY_PARAMETER));
  if (fromQuery) return fromQuery;
  const stored = cookieValue(request.cookie, LANGUAGE_COOKIE);
  if (isLanguage(stored)) return stored;
  return languageFromAcceptLanguage(request.acceptLanguage);
}
