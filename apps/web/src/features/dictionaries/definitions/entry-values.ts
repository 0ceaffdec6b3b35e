import { attributesSchema, issueMessage, type DictionaryDefinition, type DictionaryField } from '@cargo/domain';
import { compactText, defined, numberOf, textForm, trimmed } from './common';
import type { FormProblem } from '../../../shared/forms';
import type { FormValues } from './types';

/** A generic dictionary's entry as the form holds it, and the form's values as the API's body. */

/** An attribute's value for the API, or undefined when the field is left empty. */
function attributeValue(field: DictionaryField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      return trimmed(value, field.upperCase);
    case 'longText':
      return trimmed(value);
    case 'localizedText':
      return compactText(value);
    case 'integer':
    case 'number':
      return numberOf(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'enum':
      return trimmed(value);
    case 'reference':
      return field.target === 'currencies' ? trimmed(value, true) : numberOf(value);
    case 'country':
      return trimmed(value, true);
    case 'countries': {
      const codes = Array.isArray(value) ? value.flatMap((code) => trimmed(code, true) ?? []) : [];
      return codes.length ? codes : undefined;
    }
    case 'place': {
      const place = value as { type?: unknown; id?: unknown } | null | undefined;
      return place && typeof place.type === 'string' && typeof place.id === 'number'
        ? { type: place.type, id: place.id }
        : undefined;
    }
  }
}

/** The form's values of an entry (or of a new one, on the page of a kind). */
export function entryFormOf(
  definition: DictionaryDefinition,
  row: Readonly<Record<string, unknown>> | null,
): FormValues {
  const source = (row?.attributes ?? {}) as Record<string, unknown>;
  const attributes: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = source[field.key];
    if (field.kind === 'localizedText') attributes[field.key] = textForm(value);
    else if (field.kind === 'boolean') attributes[field.key] = value === true;
    else attributes[field.key] = value ?? null;
  }
  const organization = row?.organization as { id?: number } | null | undefined;
  return {
    code: typeof row?.code === 'string' ? row.code : '',
    names: textForm(row?.names),
    attributes,
    parentId: typeof row?.parentId === 'number' ? row.parentId : null,
    organizationId: organization?.id ?? null,
    active: row ? row.active !== false : true,
    sortOrder: typeof row?.sortOrder === 'number' ? row.sortOrder : 0,
  };
}

/** The API's body (dictionaryEntryInputSchema) of the form's values. */
export function entryBodyOf(definition: DictionaryDefinition, values: FormValues): Record<string, unknown> {
  const source = (values.attributes ?? {}) as Record<string, unknown>;
  const attributes = defined(
    Object.fromEntries(definition.fields.map((field) => [field.key, attributeValue(field, source[field.key])])),
  );
  return defined({
    code: definition.code ? trimmed(values.code, Boolean(definition.code.upperCase)) : undefined,
    names: compactText(values.names) ?? { en: '' },
    attributes,
    parentId: definition.hierarchical ? numberOf(values.parentId) : undefined,
    organizationId: definition.scope === 'partner' ? numberOf(values.organizationId) : undefined,
    active: values.active !== false,
    sortOrder: numberOf(values.sortOrder) ?? 0,
  });
}

/** The rules across attributes (a transit hub equal to an end…), as problems of the form's fields. */
export function entryProblems(definition: DictionaryDefinition, body: Record<string, unknown>): FormProblem[] {
  const result = attributesSchema(definition).safeParse(body.attributes ?? {}, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const { key, params } = issueMessage(issue);
    return {
      name: ['attributes', ...issue.path.map((part) => (typeof part === 'number' ? part : String(part)))],
      key,
      ...(params ? { params } : {}),
    };
  });
}
