export { KNOWN_LANGUAGES, languagesQueryOptions, useLanguages, type LanguageOption } from './api/get-languages';
export { messagesQueryOptions, type LoadedMessages } from './api/get-messages';
export type { I18n, Translate } from './i18n-context';
export { I18nProvider } from './i18n-provider';
export { l10nKeys } from './keys';
export { asIs, keyOr, type Label } from './label';
export { acceptLanguageOf, getLanguage, LANGUAGE_QUERY_PARAMETER, useRequestedLanguage } from './language-store';
export { useI18n, useOptionalI18n, useT } from './use-t';
