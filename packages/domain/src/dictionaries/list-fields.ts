import type { DictionaryDefinition, DictionaryField } from './definition.js';

type FieldType = 'text' | 'int' | 'float' | 'date' | 'boolean' | 'enum';
type Kind =
  | 'SIMPLE'
  | 'CONTAINS'
  | 'STARTS_WITH'
  | 'ENDS_WITH'
  | 'INT_RANGE'
  | 'FLOAT_RANGE'
  | 'DATE_RANGE'
  | 'EXISTS'
  | 'FLAG'
  | 'SELECT';
export interface DictionaryListField {
  type: FieldType;
  filters: readonly Kind[];
  sortable?: boolean;
  values?: readonly string[];
}

const TEXT: readonly Kind[] = ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'EXISTS', 'SELECT'];

function attributeField(field: DictionaryField): DictionaryListField | undefined {
  switch (field.kind) {
    case 'text':
    case 'country':
      return { type: 'text', filters: TEXT, sortable: true };
    case 'longText':
    case 'localizedText':
      return { type: 'text', filters: ['CONTAINS', 'EXISTS'] };
    case 'integer':
      return { type: 'int', filters: ['SIMPLE', 'INT_RANGE', 'EXISTS'], sortable: true };
    case 'number':
      return { type: 'float', filters: ['SIMPLE', 'FLOAT_RANGE', 'EXISTS'], sortable: true };
    case 'boolean':
      return { type: 'boolean', filters: ['FLAG'], sortable: true };
    case 'enum':
      return { type: 'enum', filters: ['SIMPLE', 'SELECT', 'EXISTS'], values: field.values, sortable: true };
    case 'reference':
      return field.target === 'currencies'
        ? { type: 'text', filters: ['SIMPLE', 'SELECT', 'EXISTS'], sortable: true }
        : { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] };
    case 'countries':
      // "Contains this country": the codes are kept sorted, joined by commas, for text matching.
      return { type: 'text', filters: ['CONTAINS', 'EXISTS'] };
    case 'place':
      return undefined;
  }
}

/**
 * The fields a dictionary's list filters and sorts by: the entry's own (code, name, active,
 * dates, owner, parent) and each attribute by its kind. Attribute keys never clash with the
 * entry's own field names (a test checks).
 */
export function dictionaryListFields(definition: DictionaryDefinition): Record<string, DictionaryListField> {
  const fields: Record<string, DictionaryListField> = {
    id: { type: 'int', filters: ['SIMPLE', 'SELECT', 'INT_RANGE'], sortable: true },
    code: { type: 'text', filters: TEXT, sortable: true },
    name: { type: 'text', filters: ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH'], sortable: true },
    active: { type: 'boolean', filters: ['FLAG'], sortable: true },
    sortOrder: { type: 'int', filters: ['SIMPLE', 'INT_RANGE'], sortable: true },
    createdAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
    updatedAt: { type: 'date', filters: ['DATE_RANGE'], sortable: true },
    organizationId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
    parentId: { type: 'int', filters: ['SIMPLE', 'SELECT', 'EXISTS'] },
  };
  for (const field of definition.fields) {
    const listField = attributeField(field);
    if (listField) fields[field.key] = listField;
  }
  return fields;
}
