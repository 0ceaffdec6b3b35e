import { z } from 'zod';
import type { Language } from './languages.js';

/**
 * A name in the three interface languages (Product specification, shell §3). English is required: it is the
 * fallback every reference list has; Russian and Chinese where a source or an operator gives them.
 */
export interface LocalizedText {
  en: string;
  ru?: string;
  zh?: string;
}

const part = z.string().trim().max(500);
export const localizedTextSchema = z.object({
  en: part.min(1),
  ru: part.optional().transform((value) => value || undefined),
  zh: part.optional().transform((value) => value || undefined),
});

/** The text in the user's language, else the first one present, else a dash (Product specification, shell §3). */
export function pickText(text: Partial<LocalizedText> | null | undefined, language: Language): string {
  if (!text) return '—';
  return text[language] || text.en || text.ru || text.zh || '—';
}
