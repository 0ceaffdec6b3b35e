import type { Language, MessageParams } from '@cargo/domain';
import { createContext } from 'react';
import type { Label } from './label';

/** The text of a catalogue key (or of a label with its fallback) in the loaded messages, `{name}` filled from params. */
export type Translate = (key: Label, params?: MessageParams) => string;

export interface I18n {
  /** The language whose messages are on screen. */
  language: Language;
  t: Translate;
  /** Loads the language's messages, then switches to it and stores it as userLang; rejects if they fail to load. */
  changeLanguage: (language: Language) => Promise<void>;
}

export const I18nContext = createContext<I18n | null>(null);
