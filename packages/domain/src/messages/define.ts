import type { Language } from '../languages.js';

/** One message in every interface language: a catalogue cannot compile with a translation missing. */
export type Translations = Readonly<Record<Language, string>>;

export function defineMessages<const K extends string>(messages: Record<K, Translations>): Record<K, Translations> {
  return messages;
}
