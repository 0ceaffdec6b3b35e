/**
 * The interface languages (Product specification, shell §1, §9). `zh` travels to the server as `zh-CN`;
 * the server answers in whichever of the three an Accept-Language header asks for first.
 */
export const LANGUAGES = ['ru', 'en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The query parameter that picks the interface language (Product specification, shell §1). */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/**
 * The cookie the web app mirrors the stored choice (userLang) in (shell §9: "language and cookie
 * are stored with path /"), so the server can send a first page in that language.
 */
export const LANGUAGE_COOKIE = 'userLang';

const LOCALE_TAGS: Record<Language, string> = { ru: 'ru-RU', en: 'en-US', zh: 'zh-CN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag a language is sent and formatted with (zh → zh-CN). */
export function localeTag(language: Language): string {
  return LOCALE_TAGS[language];
}

/** Maps one language tag (`ru`, `ru-RU`, `zh-CN`, `zh-Hans`, `EN`) to a supported language, if any. */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * Picks the language of an Accept-Language header: the supported language with the highest
 * quality value, the earlier one on a tie; the default language when none is supported.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { language: Language; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.split(';');
    const language = languageFromTag(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The language actually used: an international organization's users get English instead of
 * Russian (Product specification, shell §1, §4, §6).
 */
export function effectiveLanguage(requested: Language, organization?: { international: boolean } | null): Language {
  return requested === 'ru' && organization?.international ? 'en' : requested;
}
