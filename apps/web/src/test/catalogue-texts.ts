import { messagesOf, type Language } from '@cargo/domain';
import type { Translate } from '../shared/i18n';
import { translatorOf } from '../shared/i18n/translator';

/**
 * The app's `t` over the texts a language loads when no operator has edited them: the catalogue
 * the API ships. Tests only: the app itself reads the texts from the API.
 */
export function catalogueTexts(language: Language): Translate {
  return translatorOf(messagesOf(language));
}
