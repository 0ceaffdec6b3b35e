import { encodeFilters, type Filter, type ListField, type ListFieldType, type ReferenceTarget } from '@cargo/domain';
import type { Label } from '../i18n';

/**
 * What one filter control of the bar holds while it is being set, and how it becomes a list
 * filter of the API (`{ field, kind, value | from/to | values }`, packages/domain/src/lists).
 * A control whose value is not complete yet (no text, no bound, nothing chosen) filters nothing.
 */

/** The conditions a control offers: the API's kinds, with the two ranges as one and EXISTS split in two. */
export const FILTER_MODES = [
  'CONTAINS',
  'STARTS_WITH',
  'ENDS_WITH',
  'SIMPLE',
  'RANGE',
  'SELECT',
  'FLAG',
  'EXISTS',
  'NOT_EXISTS',
] as const;
export type FilterMode = (typeof FILTER_MODES)[number];

/** Where a multi-select takes its options from. */
export type FilterOptions =
  | { source: 'enum'; enumName: string; values: readonly string[] }
  | { source: 'reference'; target: ReferenceTarget }
  | { source: 'country' }
  | { source: 'organization' };

/**
 * The conditions a control offers for a field of a list (`defineList`), the most useful first:
 * a multi-select where the field has options to pick from, then text, ranges, equality, yes or
 * no, and "has a value".
 */
export function filterModes(listField: ListField, hasOptions: boolean): FilterMode[] {
  const kinds = new Set(listField.filters);
  const modes: FilterMode[] = [];
  if (kinds.has('SELECT') && hasOptions) modes.push('SELECT');
  for (const kind of ['CONTAINS', 'STARTS_WITH', 'ENDS_WITH'] as const) if (kinds.has(kind)) modes.push(kind);
  if (kinds.has('INT_RANGE') || kinds.has('FLOAT_RANGE') || kinds.has('DATE_RANGE')) modes.push('RANGE');
  if (kinds.has('SIMPLE') && listField.type !== 'enum' && !(listField.type === 'int' && hasOptions))
    modes.push('SIMPLE');
  if (kinds.has('FLAG')) modes.push('FLAG');
  if (kinds.has('EXISTS')) modes.push('EXISTS', 'NOT_EXISTS');
  return modes;
}

/** A field the bar can filter by, and how. */
export interface FilterSpec {
  field: string;
  /** The field's label. */
  label: Label;
  type: ListFieldType;
  /** The first is what a new control starts with. */
  modes: readonly FilterMode[];
  options?: FilterOptions;
}

export interface FilterDraft {
  /** Tells two controls of one field apart. */
  id: number;
  field: string;
  mode: FilterMode;
  text?: string;
  from?: number | string | null;
  to?: number | string | null;
  values?: readonly (string | number)[];
  flag?: boolean;
}

const TEXT_MODES = new Set<FilterMode>(['CONTAINS', 'STARTS_WITH', 'ENDS_WITH']);
const present = <T>(value: T | null | undefined | ''): value is T =>
  value !== null && value !== undefined && value !== '';

function rangeKind(type: ListFieldType): 'INT_RANGE' | 'FLOAT_RANGE' | 'DATE_RANGE' {
  if (type === 'date') return 'DATE_RANGE';
  return type === 'int' ? 'INT_RANGE' : 'FLOAT_RANGE';
}

/** A draft as the API's filter; undefined while it is incomplete. */
export function filterOfDraft(draft: FilterDraft, spec: FilterSpec): Filter | undefined {
  const { field } = draft;
  switch (draft.mode) {
    case 'CONTAINS':
    case 'STARTS_WITH':
    case 'ENDS_WITH': {
      const text = draft.text?.trim();
      return text ? { field, kind: draft.mode, value: text } : undefined;
    }
    case 'SIMPLE': {
      const text = draft.text?.trim();
      if (!text) return undefined;
      if (spec.type === 'int' || spec.type === 'float') {
        const number = Number(text.replace(',', '.'));
        return Number.isFinite(number) ? { field, kind: 'SIMPLE', value: number } : undefined;
      }
      return { field, kind: 'SIMPLE', value: text };
    }
    case 'RANGE': {
      const kind = rangeKind(spec.type);
      const from = present(draft.from) ? draft.from : undefined;
      const to = present(draft.to) ? draft.to : undefined;
      if (from === undefined && to === undefined) return undefined;
      if (kind === 'DATE_RANGE')
        return {
          field,
          kind,
          ...(from !== undefined ? { from: String(from) } : {}),
          ...(to !== undefined ? { to: String(to) } : {}),
        };
      return {
        field,
        kind,
        ...(from !== undefined ? { from: Number(from) } : {}),
        ...(to !== undefined ? { to: Number(to) } : {}),
      };
    }
    case 'SELECT':
      return draft.values && draft.values.length ? { field, kind: 'SELECT', values: [...draft.values] } : undefined;
    case 'FLAG':
      return draft.flag === undefined ? undefined : { field, kind: 'FLAG', value: draft.flag };
    case 'EXISTS':
      return { field, kind: 'EXISTS', value: true };
    case 'NOT_EXISTS':
      return { field, kind: 'EXISTS', value: false };
  }
}

/** A filter read back from the address as a draft of the bar. */
export function draftOfFilter(filter: Filter, id: number): FilterDraft {
  const base = { id, field: filter.field };
  switch (filter.kind) {
    case 'CONTAINS':
    case 'STARTS_WITH':
    case 'ENDS_WITH':
      return { ...base, mode: filter.kind, text: filter.value };
    case 'SIMPLE':
      return { ...base, mode: 'SIMPLE', text: String(filter.value) };
    case 'INT_RANGE':
    case 'FLOAT_RANGE':
    case 'DATE_RANGE':
      return { ...base, mode: 'RANGE', from: filter.from ?? null, to: filter.to ?? null };
    case 'SELECT':
      return { ...base, mode: 'SELECT', values: filter.values };
    case 'FLAG':
      return { ...base, mode: 'FLAG', flag: filter.value };
    case 'EXISTS':
      return { ...base, mode: filter.value ? 'EXISTS' : 'NOT_EXISTS' };
  }
}

/** The complete drafts of the bar as the `filters` query parameter; '' when none filters. */
export function encodeDrafts(drafts: readonly FilterDraft[], specs: readonly FilterSpec[]): string {
  const filters = drafts.flatMap((draft) => {
    const spec = specs.find((candidate) => candidate.field === draft.field);
    const filter = spec ? filterOfDraft(draft, spec) : undefined;
    return filter ? [filter] : [];
  });
  return filters.length ? encodeFilters(filters) : '';
}

/** A new control for a field, in its first condition. */
export function newDraft(spec: FilterSpec, id: number): FilterDraft {
  const mode = spec.modes[0] ?? 'CONTAINS';
  return { id, field: spec.field, mode, ...(mode === 'FLAG' ? { flag: true } : {}) };
}

/** The conditions typed as text (SIMPLE among them). */
const isTextMode = (mode: FilterMode) => TEXT_MODES.has(mode) || mode === 'SIMPLE';

/** Switching a control's condition keeps what still fits it (the text between the text kinds). */
export function withMode(draft: FilterDraft, mode: FilterMode): FilterDraft {
  const keepsText = isTextMode(draft.mode) && isTextMode(mode);
  return {
    id: draft.id,
    field: draft.field,
    mode,
    ...(keepsText ? { text: draft.text } : {}),
    ...(mode === 'FLAG' ? { flag: draft.flag ?? true } : {}),
  };
}
