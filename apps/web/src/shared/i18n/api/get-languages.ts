import { LANGUAGES, isLanguage, type Language } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type ResponseSchema } from '../../http';
import { l10nKeys } from '../keys';

export interface LanguageOption {
  code: Language;
  name: string;
}

/** Each language named in itself (the catalogue's 'language.<code>'): the switch shows them before the answer. */
const NATIVE_NAMES: Readonly<Record<Language, string>> = { ru: 'Русский', en: 'English', zh: '中文' };

export const KNOWN_LANGUAGES: readonly LanguageOption[] = LANGUAGES.map((code) => ({ code, name: NATIVE_NAMES[code] }));

const languagesResponseSchema: ResponseSchema<LanguageOption[]> = {
  parse(body) {
    const items = (body as { data?: { items?: unknown } } | undefined)?.data?.items;
    if (!Array.isArray(items)) throw new TypeError('languages: the answer has no items');
    return items.flatMap((item: unknown) => {
      const { code, name } = (item ?? {}) as { code?: unknown; name?: unknown };
      return isLanguage(code) && typeof name === 'string' ? [{ code, name }] : [];
    });
  },
};

/** GET /api/v1/common/l10n/languages — the interface languages. */
export function getLanguages(): Promise<LanguageOption[]> {
  return http.get('/common/l10n/languages', { schema: languagesResponseSchema });
}

export function languagesQueryOptions() {
  return queryOptions({
    queryKey: l10nKeys.languages(),
    queryFn: getLanguages,
    staleTime: Infinity,
  });
}

export function useLanguages(): readonly LanguageOption[] {
  const { data } = useQuery(languagesQueryOptions());
  return data?.length ? data : KNOWN_LANGUAGES;
}
