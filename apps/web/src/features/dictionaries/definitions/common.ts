import { localizedTextSchema, type LocalizedText } from '@cargo/domain';
import type { FilterSpec } from '../../../shared/lists/filter-model';
import { fieldLabelKey } from '../lib/labels';
import type { CellKind, ColumnSpec, FieldSpec, ScreenRow } from './types';

/** Building blocks the screens' definitions share: the usual columns, fields and value clean-up. */

/** The value at a path of a row or of form values; undefined where the path leads nowhere. */
export function valueAt(source: unknown, path: readonly (string | number)[]): unknown {
  let value: unknown = source;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** Default widths by the kind of a cell, in pixels. */
const WIDTHS: Partial<Record<CellKind, number>> = {
  code: 110,
  name: 220,
  localizedText: 320,
  text: 180,
  integer: 120,
  number: 140,
  rate: 130,
  boolean: 110,
  active: 140,
  enum: 180,
  reference: 200,
  country: 150,
  countries: 240,
  place: 220,
  date: 130,
  organization: 200,
  city: 160,
};

export function column(
  key: string,
  kind: CellKind,
  options: Partial<Omit<ColumnSpec, 'key' | 'kind'>> = {},
): ColumnSpec {
  return {
    key,
    kind,
    label: options.label ?? fieldLabelKey(key),
    path: options.path ?? [key],
    sortable: options.sortable ?? false,
    visible: options.visible ?? true,
    width: options.width ?? WIDTHS[kind],
    ...(options.enumName ? { enumName: options.enumName } : {}),
    ...(options.target ? { target: options.target } : {}),
  };
}

export const codeColumn = (): ColumnSpec => column('code', 'code', { sortable: true });
export const nameColumn = (): ColumnSpec => column('name', 'name', { sortable: true });
export const activeColumn = (): ColumnSpec => column('active', 'active', { sortable: true });

export const textFilter = (field: string): FilterSpec => ({
  field,
  label: fieldLabelKey(field),
  type: 'text',
  modes: ['CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'SIMPLE'],
});
export const flagFilter = (field: string): FilterSpec => ({
  field,
  label: fieldLabelKey(field),
  type: 'boolean',
  modes: ['FLAG'],
});

/** Names in three languages: English required, Russian and Chinese where known. */
export const namesField = (): FieldSpec => ({
  name: ['names'],
  label: fieldLabelKey('names'),
  kind: 'names',
  required: true,
  languageRules: localizedTextSchema.shape,
});

export const activeField = (): FieldSpec => ({
  name: ['active'],
  label: fieldLabelKey('active'),
  kind: 'boolean',
  required: false,
});

/** A localized text as the form holds it: every language present, empty where unknown. */
export function textForm(value: unknown): LocalizedText {
  const text = (typeof value === 'object' && value !== null ? value : {}) as Partial<LocalizedText>;
  return { en: text.en ?? '', ru: text.ru ?? '', zh: text.zh ?? '' };
}

/** A trimmed text, or undefined when nothing is left. */
export function trimmed(value: unknown, upperCase = false): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text) return undefined;
  return upperCase ? text.toUpperCase() : text;
}

/** A number typed into the form (a number, or a text with a dot or comma), or undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim()) {
    const number = Number(value.trim().replace(',', '.'));
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/** A localized text for the API: trimmed, empty languages left out; undefined when all are empty. */
export function compactText(value: unknown): LocalizedText | undefined {
  const text = textForm(value);
  const en = trimmed(text.en);
  const ru = trimmed(text.ru);
  const zh = trimmed(text.zh);
  if (!en && !ru && !zh) return undefined;
  return { en: en ?? '', ...(ru ? { ru } : {}), ...(zh ? { zh } : {}) };
}

/** Leaves out the keys whose value is undefined. */
export function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

export const idOf = (row: ScreenRow): number => Number(row.id);
export const nameOf = (row: ScreenRow): string => (typeof row.name === 'string' ? row.name : '');
