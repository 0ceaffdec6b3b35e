import type { Language } from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { FullPageSpinner } from '../ui/page-spinner';
import { messagesQueryOptions } from './api/get-messages';
import { I18nContext, type I18n } from './i18n-context';
import { translatorOf } from './translator';
import { l10nKeys } from './keys';
import { acceptLanguageOf, getLanguage, setLanguage, useRequestedLanguage } from './language-store';

/**
 * Loads the messages of the chosen language (Product specification, shell §4) and provides `t`. Until they
 * arrive a neutral spinner shows, so no language flashes; if they cannot be loaded the error
 * goes to the crash boundary, which has its two texts of its own (app/errors/crash-texts.ts).
 */
export function I18nProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const queryClient = useQueryClient();
  // A server render (the build's prerender) names its language; a browser follows the store.
  const requested = useRequestedLanguage();
  const wanted = fixed ?? requested;
  const { data, error } = useQuery(messagesQueryOptions(wanted));

  const changeLanguage = useCallback(
    async (language: Language) => {
      if (language === getLanguage()) return;
      await queryClient.fetchQuery(messagesQueryOptions(language));
      setLanguage(language);
      // Answers of the server may be in the old language: fetch them again.
      await queryClient.invalidateQueries({ predicate: (query) => !l10nKeys.owns(query.queryKey) });
    },
    [queryClient],
  );

  const value = useMemo<I18n | null>(() => {
    if (!data) return null;
    const { language, messages } = data;
    return { language, t: translatorOf(messages), changeLanguage };
  }, [data, changeLanguage]);

  useEffect(() => {
    if (!value) return;
    document.documentElement.lang = acceptLanguageOf(value.language);
  }, [value]);

  if (error) throw error;
  if (!value) return <FullPageSpinner />;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
