import { z } from 'zod';
import { versionSchema } from './common.js';
import { dictionaryNameSchema } from '../dictionaries/definition.js';
import { localizedTextSchema } from '../localized-text.js';
import { idSchema, pathIdSchema } from '../validation/rules.js';

/** Names as stored and answered: English always, Russian and Chinese where known. */
export const namesSchema = z.object({ en: z.string(), ru: z.string().optional(), zh: z.string().optional() });

/** One entry of a generic dictionary (packages/domain/src/dictionaries), as lists and forms show it. */
export const dictionaryEntrySchema = z.object({
  id: z.number().int(),
  dictionary: dictionaryNameSchema,
  code: z.string().nullable(),
  names: namesSchema,
  /** The name in the caller's language (Product specification, shell §3 fallback). */
  name: z.string(),
  /** Typed per dictionary: the definition's fields. */
  attributes: z.record(z.string(), z.unknown()),
  /** The partner that keeps the entry (partner dictionaries); null for the marketplace's own. */
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  parentId: z.number().int().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** The edit's version, also its ETag: send it back as If-Match (docs/api.md, "Concurrent edits"). */
  version: versionSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

/**
 * What a form sends. `attributes` is checked against the dictionary's definition by the API;
 * `organizationId` lets an operator keep a partner's entry (partners always keep their own).
 */
export const dictionaryEntryInputSchema = z.object({
  code: z.string().trim().max(40).nullish(),
  names: localizedTextSchema,
  attributes: z.record(z.string(), z.unknown()).default({}),
  parentId: idSchema.nullish(),
  active: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
  organizationId: idSchema.nullish(),
});
export type DictionaryEntryInput = z.input<typeof dictionaryEntryInputSchema>;

export const dictionaryParamsSchema = z.object({ name: dictionaryNameSchema });
export const dictionaryEntryParamsSchema = z.object({
  name: dictionaryNameSchema,
  id: pathIdSchema,
});
