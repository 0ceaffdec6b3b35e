import {
  attributesSchema,
  dictionaryEntryInputSchema,
  dictionaryListFields,
  sortableFields,
  type DictionaryDefinition,
  type DictionaryField,
  type DictionaryListField,
} from '@cargo/domain';
import { z } from 'zod';
import { filterModes, type FilterSpec } from '../../../shared/lists/filter-model';
import { ENUM_OF_FIELD, fieldLabelKey } from '../lib/labels';
import {
  activeColumn,
  activeField,
  codeColumn,
  column,
  flagFilter,
  idOf,
  nameColumn,
  nameOf,
  namesField,
} from './common';
import { entryBodyOf, entryFormOf, entryProblems } from './entry-values';
import type { CellKind, ColumnSpec, FieldKind, FieldSpec, FormValues, ScreenDefinition } from './types';

/** What the web adds to a dictionary's declaration: the order of its columns, widths, texts shown. */
export interface WebOptions {
  /** Column keys shown first, in this order; the rest follow in the declaration's order. */
  order?: readonly string[];
  widths?: Readonly<Record<string, number>>;
  /** Attributes shown as columns though the declaration does not mark them `column`. */
  show?: readonly string[];
}

const CELL_OF: Record<DictionaryField['kind'], CellKind> = {
  text: 'text',
  longText: 'text',
  localizedText: 'localizedText',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  enum: 'enum',
  reference: 'reference',
  country: 'country',
  countries: 'countries',
  place: 'place',
};

const FIELD_OF: Record<DictionaryField['kind'], FieldKind> = {
  text: 'text',
  longText: 'longText',
  localizedText: 'localizedText',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  enum: 'enum',
  reference: 'reference',
  country: 'country',
  countries: 'countries',
  place: 'place',
};

const enumNameOf = (field: DictionaryField) =>
  field.kind === 'enum' ? (ENUM_OF_FIELD[field.key] ?? field.key) : undefined;

function attributeFilter(field: DictionaryField, listField: DictionaryListField): FilterSpec {
  const options: FilterSpec['options'] =
    field.kind === 'enum'
      ? { source: 'enum', enumName: enumNameOf(field)!, values: field.values }
      : field.kind === 'reference'
        ? { source: 'reference', target: field.target }
        : field.kind === 'country'
          ? { source: 'country' }
          : undefined;
  return {
    field: field.key,
    label: fieldLabelKey(field.key),
    type: listField.type,
    modes: filterModes(listField, options !== undefined),
    ...(options ? { options } : {}),
  };
}

function columnsOf(definition: DictionaryDefinition, web: WebOptions): ColumnSpec[] {
  const listFields = dictionaryListFields(definition);
  const partition = definition.partition?.field;
  const shown = new Set(web.show ?? []);
  const columns: ColumnSpec[] = [];
  if (definition.code) columns.push(codeColumn());
  columns.push(nameColumn());
  if (definition.hierarchical)
    columns.push(column('parentId', 'reference', { target: definition.name, visible: true }));
  for (const field of definition.fields) {
    if (field.key === partition) continue;
    columns.push(
      column(field.key, CELL_OF[field.kind], {
        path: ['attributes', field.key],
        sortable: listFields[field.key]?.sortable ?? false,
        visible: Boolean(field.column) || shown.has(field.key),
        enumName: enumNameOf(field),
        target: field.kind === 'reference' ? field.target : undefined,
      }),
    );
  }
  if (definition.scope === 'partner')
    columns.push(column('organization', 'organization', { path: ['organization', 'name'] }));
  columns.push(activeColumn());
  columns.push(column('sortOrder', 'integer', { sortable: true, visible: false }));
  columns.push(column('createdAt', 'date', { sortable: true, visible: false }));
  columns.push(column('updatedAt', 'date', { sortable: true, visible: false }));

  const order = web.order ?? [];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return columns
    .map((spec, index) => ({ spec, index }))
    .sort((a, b) => rank(a.spec.key) - rank(b.spec.key) || a.index - b.index)
    .map(({ spec }) => (web.widths?.[spec.key] ? { ...spec, width: web.widths[spec.key] } : spec));
}

function filtersOf(definition: DictionaryDefinition): FilterSpec[] {
  const listFields = dictionaryListFields(definition);
  const filters: FilterSpec[] = [];
  const own = (field: string, options?: FilterSpec['options']): FilterSpec => ({
    field,
    label: fieldLabelKey(field),
    type: listFields[field]!.type,
    modes: filterModes(listFields[field]!, options !== undefined),
    ...(options ? { options } : {}),
  });
  if (definition.code) filters.push(own('code'));
  filters.push(own('name'));
  if (definition.hierarchical) filters.push(own('parentId', { source: 'reference', target: definition.name }));
  for (const field of definition.fields) {
    const listField = listFields[field.key];
    if (field.key === definition.partition?.field || !listField) continue;
    filters.push(attributeFilter(field, listField));
  }
  filters.push(flagFilter('active'), own('createdAt'), own('updatedAt'));
  return filters;
}

function codeRule(code: NonNullable<DictionaryDefinition['code']>) {
  const text = z.string().trim().min(1).max(40);
  const checked = code.pattern ? text.regex(code.pattern) : text;
  const rule = code.upperCase ? z.string().trim().toUpperCase().pipe(checked) : checked;
  return code.required ? rule : rule.nullish();
}

function fieldsOf(definition: DictionaryDefinition): FieldSpec[] {
  const shape = attributesSchema(definition).shape;
  const fields: FieldSpec[] = [];
  if (definition.code)
    fields.push({
      name: ['code'],
      label: fieldLabelKey('code'),
      kind: 'code',
      required: definition.code.required,
      upperCase: Boolean(definition.code.upperCase),
      rule: codeRule(definition.code),
    });
  fields.push(namesField());
  if (definition.hierarchical)
    fields.push({
      name: ['parentId'],
      label: fieldLabelKey('parentId'),
      kind: 'reference',
      required: false,
      target: definition.name,
    });
  for (const field of definition.fields) {
    const spec: FieldSpec = {
      name: ['attributes', field.key],
      label: fieldLabelKey(field.key),
      kind: FIELD_OF[field.kind],
      required: Boolean(field.required),
      hidden: field.key === definition.partition?.field,
    };
    if (field.kind === 'localizedText') {
      const text = dictionaryEntryInputSchema.shape.names.shape;
      spec.languageRules = { en: field.required ? text.en : text.ru, ru: text.ru, zh: text.zh };
    } else spec.rule = shape[field.key];
    if (field.kind === 'enum') Object.assign(spec, { enumName: enumNameOf(field), values: field.values });
    if (field.kind === 'reference') spec.target = field.target;
    if (field.kind === 'integer' || field.kind === 'number') Object.assign(spec, { min: field.min, max: field.max });
    if (field.kind === 'text' && field.upperCase) spec.upperCase = true;
    fields.push(spec);
  }
  if (definition.scope === 'partner')
    fields.push({
      name: ['organizationId'],
      label: fieldLabelKey('organization'),
      kind: 'organization',
      required: false,
    });
  fields.push(activeField());
  fields.push({
    name: ['sortOrder'],
    label: fieldLabelKey('sortOrder'),
    kind: 'integer',
    required: false,
    min: 0,
    max: 100_000,
    rule: dictionaryEntryInputSchema.shape.sortOrder,
  });
  return fields;
}

/** A screen of a generic dictionary (or of one kind of a partitioned one), from its declaration. */
export function genericScreen(
  definition: DictionaryDefinition,
  web: WebOptions = {},
  partitionValue?: string,
): ScreenDefinition {
  const partition = definition.partition;
  const kind = partitionValue ?? partition?.defaultValue;
  const withKind = (values: FormValues): FormValues =>
    partition && kind
      ? { ...values, attributes: { ...(values.attributes as object), [partition.field]: kind } }
      : values;
  return {
    id: partition && kind ? `${definition.name}/${kind.toLowerCase()}` : definition.name,
    source: { kind: 'entries', name: definition.name },
    context: `dictionaries/${definition.name}`,
    ...(partition && kind ? { listParams: { [partition.field]: kind } } : {}),
    scope: definition.scope,
    columns: columnsOf(definition, web),
    filters: filtersOf(definition),
    sortFields: sortableFields(dictionaryListFields(definition)),
    fields: fieldsOf(definition),
    keyOf: idOf,
    nameOf,
    formOf: (row) => withKind(entryFormOf(definition, row)),
    bodyOf: (values) => entryBodyOf(definition, withKind(values)),
    check: (body) => entryProblems(definition, body),
  };
}
