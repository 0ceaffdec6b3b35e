import { z } from 'zod';
import { idSchema } from '../validation/rules.js';
import { localizedTextSchema } from '../localized-text.js';
import { placeTypeSchema } from '../reference/enums.js';

/**
 * The reference lists that share one shape: a code, a name in three languages and a few typed
 * attributes. Each is declared once here; the API validates and stores entries from the
 * declaration, and the web builds its table and form from the same one.
 */
export const DICTIONARY_NAMES = [
  'container-types',
  'general-types',
  'logistic-document-kind',
  'customs-clearance',
  'sea-lines',
  'consolidators',
  'railway-operators',
  'air-company',
  'freight-surcharges',
  'airline-disclaimers',
  'railway-disclaimers',
  'vehicle-disclaimers',
  'sea-line-conditions',
  'service-categories',
  'services',
  'vehicle-types',
  'pallet-types',
  'interest-types',
  'country-categories',
  'transportation-rules',
  'events',
  'statuses',
  'popular-destinations',
] as const;
export type DictionaryName = (typeof DICTIONARY_NAMES)[number];
export const dictionaryNameSchema = z.enum(DICTIONARY_NAMES);

/** Reference targets that are not generic dictionaries: typed tables of their own. */
export type ReferenceTarget = DictionaryName | 'currencies';

/** A place an attribute points at: a city or a hub, as quotes name them. */
export const placeRefSchema = z.object({ type: placeTypeSchema, id: idSchema });
export type PlaceRef = z.infer<typeof placeRefSchema>;

interface FieldBase {
  key: string;
  required?: boolean;
  /** Shown as a column of the table (all fields appear in the form). */
  column?: boolean;
}
export type DictionaryField = FieldBase &
  (
    | { kind: 'text'; pattern?: RegExp; max?: number; upperCase?: boolean }
    | { kind: 'longText' }
    | { kind: 'localizedText' }
    | { kind: 'integer' | 'number'; min?: number; max?: number }
    | { kind: 'boolean' }
    | { kind: 'enum'; values: readonly string[] }
    | { kind: 'reference'; target: ReferenceTarget }
    | { kind: 'country' }
    | { kind: 'countries' }
    | { kind: 'place' }
  );

/** A rule across fields: answers the field keys in error with a message key. */
export type CrossFieldRule = (attributes: Record<string, unknown>) => { field: string; message: string }[];

export interface DictionaryDefinition {
  name: DictionaryName;
  /**
   * `marketplace`: operators keep one list for everyone. `partner`: each partner keeps its own
   * entries (disclaimers, conditions); operators see and keep all of them.
   */
  scope: 'marketplace' | 'partner';
  code: { required: boolean; pattern?: RegExp; upperCase?: boolean } | null;
  /** Entries may hang under another entry of the same dictionary (no cycles). */
  hierarchical?: boolean;
  fields: readonly DictionaryField[];
  /** Readable by everyone under /common/dictionaries (what the wizard needs). */
  publicRead: boolean;
  /** The attribute that splits the list into kinds, with the kind a list shows by default. */
  partition?: { field: string; defaultValue: string };
  rules?: readonly CrossFieldRule[];
}

export const COUNTRY_CODE = /^[A-Z]{2}$/;

function fieldSchema(field: DictionaryField): z.ZodType {
  switch (field.kind) {
    case 'text': {
      let text = z
        .string()
        .trim()
        .min(1)
        .max(field.max ?? 200);
      if (field.pattern) text = text.regex(field.pattern);
      return field.upperCase ? z.string().trim().toUpperCase().pipe(text) : text;
    }
    case 'longText':
      return z.string().trim().min(1).max(5000);
    case 'localizedText':
      return localizedTextSchema;
    case 'integer':
    case 'number': {
      let number = field.kind === 'integer' ? z.number().int() : z.number();
      if (field.min !== undefined) number = number.min(field.min);
      if (field.max !== undefined) number = number.max(field.max);
      return number;
    }
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(field.values as [string, ...string[]]);
    case 'reference':
      return field.target === 'currencies' ? z.string().regex(/^[A-Z]{3}$/) : idSchema;
    case 'country':
      return z.string().trim().toUpperCase().pipe(z.string().regex(COUNTRY_CODE));
    case 'countries':
      return z
        .array(z.string().trim().toUpperCase().pipe(z.string().regex(COUNTRY_CODE)))
        .min(1)
        .max(300)
        .transform((codes) => [...new Set(codes)].sort());
    case 'place':
      return placeRefSchema;
  }
}

/** The zod schema of a dictionary's attributes, derived from its fields. Unknown keys are refused. */
export function attributesSchema(definition: DictionaryDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.fields) {
    const schema = fieldSchema(field);
    // An optional field may be left out or sent as null; it is stored absent.
    shape[field.key] = field.required
      ? schema
      : schema
          .nullish()
          .transform((value) => value ?? undefined)
          .optional();
  }
  return z.strictObject(shape).superRefine((attributes, ctx) => {
    for (const rule of definition.rules ?? [])
      for (const problem of rule(attributes))
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

/** The fields of other dictionaries that point at `target`: what blocks deleting its entries. */
export function referencesTo(
  definitions: readonly DictionaryDefinition[],
  target: ReferenceTarget,
): { dictionary: DictionaryName; field: string }[] {
  return definitions.flatMap((definition) =>
    definition.fields
      .filter((field) => field.kind === 'reference' && field.target === target)
      .map((field) => ({ dictionary: definition.name, field: field.key })),
  );
}

/**
 * An entry's code as its dictionary wants it: absent where the list has none, present where
 * required, upper-cased where codes are, of the list's pattern. Answers the code to store and
 * the message of what is wrong, if anything.
 */
export function normalizeCode(
  definition: DictionaryDefinition,
  code: string | null | undefined,
): { code: string | null; problem?: 'dictionaries.noCode' | 'validation.required' | 'validation.invalidValue' } {
  const rule = definition.code;
  const value = code?.trim() || null;
  if (!rule) return value ? { code: null, problem: 'dictionaries.noCode' } : { code: null };
  if (!value) return rule.required ? { code: null, problem: 'validation.required' } : { code: null };
  const normalized = rule.upperCase ? value.toUpperCase() : value;
  return rule.pattern && !rule.pattern.test(normalized)
    ? { code: normalized, problem: 'validation.invalidValue' }
    : { code: normalized };
}
