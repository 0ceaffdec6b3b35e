import type { Language, MessageKey, MessageParams } from '@cargo/domain';
import { createContext } from 'react';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface I18n {
  /** The language whose messages are on screen. */
  language: Language;
  t: Translate;
  /** Loads the language's messages, then switches to it and stores it as userLang; rejects if they fail to load. */
  changeLanguage: (language: Language) => Promise<void>;
}

export const I18nContext = createContext<I18n | null>(null);
