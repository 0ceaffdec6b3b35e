import { z } from 'zod';
import { LANGUAGES, languageFromTag, type Language } from '../languages.js';

export const languageSchema = z.enum(LANGUAGES);

/** A language given as `ru`, `en`, `zh`, or a tag such as `zh-CN` or `en-US`. */
export const languageTagSchema = z
  .string()
  .transform((tag, ctx): Language => {
    const language = languageFromTag(tag);
    if (language) return language;
    ctx.addIssue({ code: 'invalid_value', values: [...LANGUAGES], input: tag });
    return z.NEVER;
  })
  .meta({ description: 'ru, en or zh (a region such as zh-CN is accepted)' });

export const messagesQuerySchema = z.object({ lang: languageTagSchema });

export const languageItemSchema = z.object({
  code: languageSchema,
  locale: z.string(),
  name: z.string(),
});
export type LanguageItem = z.infer<typeof languageItemSchema>;

/** Translation import (Product specification, domain §2): the largest file an operator may upload. */
export const L10N_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The columns of the translation sheet, as the export writes them and the import reads them
 * (the import takes any subset of the language columns, in any order).
 */
export const L10N_SHEET_COLUMNS = ['key', ...LANGUAGES] as const;

/** `{ imported, changed }`: texts the file set, and how many of them differ from what was served before. */
export const l10nImportResultSchema = z.object({
  imported: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
});
export type L10nImportResult = z.infer<typeof l10nImportResultSchema>;

/** The `{name}` placeholders of a message text, sorted, each as often as it occurs. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`).sort();
}
