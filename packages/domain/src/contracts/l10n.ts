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
