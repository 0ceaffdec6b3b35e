import { z } from 'zod';
import type { MessageKey } from '../messages/index.js';

/**
 * The filter kinds of every list (Product specification, shell §3, docs/architecture.md §3). SELECT is the spec's "select
 * filters": the value is one of a list.
 */
export const FILTER_KINDS = [
  'SIMPLE',
  'CONTAINS',
  'STARTS_WITH',
  'ENDS_WITH',
  'INT_RANGE',
  'FLOAT_RANGE',
  'DATE_RANGE',
  'EXISTS',
  'FLAG',
  'SELECT',
] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

export const TEXT_MATCH_KINDS = ['CONTAINS', 'STARTS_WITH', 'ENDS_WITH'] as const;
export type TextMatchKind = (typeof TEXT_MATCH_KINDS)[number];

/** At most this many filters in one query or one saved filter. */
export const MAX_FILTERS = 20;
/** A SELECT filter names 1..100 values. */
export const MAX_SELECT_VALUES = 100;
/** The longest text a filter compares with. */
export const MAX_FILTER_TEXT = 500;

/**
 * One condition on one field of a list; a list's filters all hold at once (AND).
 * - SIMPLE: equal to the value.
 * - CONTAINS, STARTS_WITH, ENDS_WITH: text, case-insensitively; the user's `%` and `_` are literal.
 * - INT_RANGE, FLOAT_RANGE: inclusive bounds, at least one.
 * - DATE_RANGE: `YYYY-MM-DD` bounds, inclusive whole days, at least one.
 * - EXISTS: the field has a value (not null, and for text not empty) or, with `false`, has none.
 * - FLAG: the flag is set or, with `false`, is not set.
 * - SELECT: the value is one of `values`.
 */
export type Filter =
  | { field: string; kind: 'SIMPLE'; value: string | number | boolean }
  | { field: string; kind: TextMatchKind; value: string }
  | { field: string; kind: 'INT_RANGE' | 'FLOAT_RANGE'; from?: number; to?: number }
  | { field: string; kind: 'DATE_RANGE'; from?: string; to?: string }
  | { field: string; kind: 'EXISTS' | 'FLAG'; value: boolean }
  | { field: string; kind: 'SELECT'; values: (string | number)[] };

/** The types a list's field may have; each allows some filter kinds (`FILTER_KINDS_BY_TYPE`). */
export const LIST_FIELD_TYPES = ['text', 'int', 'float', 'date', 'boolean', 'enum'] as const;
export type ListFieldType = (typeof LIST_FIELD_TYPES)[number];

/**
 * Which kinds fit which field type. A date has no SIMPLE: a DATE_RANGE from and to the same day
 * says "on that day" for dates and timestamps alike.
 */
export const FILTER_KINDS_BY_TYPE: Readonly<Record<ListFieldType, readonly FilterKind[]>> = {
  text: ['SIMPLE', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH', 'EXISTS', 'SELECT'],
  int: ['SIMPLE', 'INT_RANGE', 'EXISTS', 'SELECT'],
  float: ['SIMPLE', 'FLOAT_RANGE', 'EXISTS', 'SELECT'],
  date: ['DATE_RANGE', 'EXISTS'],
  boolean: ['SIMPLE', 'FLAG', 'EXISTS'],
  enum: ['SIMPLE', 'EXISTS', 'SELECT'],
};

const key = (message: MessageKey) => message;

const DATE_INPUT = /^(\d{4})([-./])(\d{2})\2(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A calendar date typed as the spec accepts it (YYYY-MM-DD, YYYY.MM.DD or YYYY/MM/DD, one
 * separator throughout) as `YYYY-MM-DD`; undefined for anything else, a 30th of February included.
 */
export function normaliseDate(text: string): string | undefined {
  const match = DATE_INPUT.exec(text.trim());
  if (!match) return undefined;
  const [, y = '', , m = '', d = ''] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return `${y}-${m}-${d}`;
}

/** A date in any accepted input format, normalised to `YYYY-MM-DD`. */
export const filterDateSchema = z.string().transform((text, ctx) => {
  const date = normaliseDate(text);
  if (date === undefined) {
    ctx.addIssue({ code: 'custom', message: key('validation.invalidDate'), input: text });
    return z.NEVER;
  }
  return date;
});

/** An optional bound of a range; `null` counts as absent (a cleared input). */
function bound<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional();
}

/** At least one bound, and `from` not after `to` (the spec's "Invalid range", on `to`). */
function checkRange(range: { from?: number | string; to?: number | string }, ctx: z.RefinementCtx): void {
  if (range.from === undefined && range.to === undefined)
    ctx.addIssue({ code: 'custom', message: key('lists.rangeEmpty'), path: ['from'], input: range.from });
  else if (range.from !== undefined && range.to !== undefined && range.from > range.to)
    ctx.addIssue({ code: 'custom', message: key('validation.invalidRange'), path: ['to'], input: range.to });
}

const filterText = z.string().max(MAX_FILTER_TEXT);
const matchText = z.string().trim().min(1).max(MAX_FILTER_TEXT);
const fieldNameSchema = z.string().trim().min(1).max(100);

/**
 * What a field of the type compares with in SIMPLE and SELECT; without a type, whatever a filter
 * may hold (a saved filter is checked against its list only when it is applied).
 */
function scalarSchema(type: ListFieldType | undefined, values: readonly string[] | undefined): z.ZodType {
  switch (type) {
    case 'text':
      return filterText;
    case 'int':
      return z.number().int();
    case 'float':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'enum':
      return values && values.length ? z.enum(values as [string, ...string[]]) : filterText;
    default:
      return z.union([filterText, z.number()]);
  }
}

/** The shape of one kind of filter, for a field of the type or (no type) for any field. */
export function filterKindSchema(
  kind: FilterKind,
  type?: ListFieldType,
  values?: readonly string[],
): z.ZodType<Filter, unknown> {
  return kindShape(kind, type, values) as z.ZodType<Filter, unknown>;
}

function kindShape(kind: FilterKind, type: ListFieldType | undefined, values: readonly string[] | undefined) {
  const head = { field: fieldNameSchema, kind: z.literal(kind) };
  switch (kind) {
    case 'SIMPLE':
      return z.strictObject({
        ...head,
        value: type === undefined ? z.union([filterText, z.number(), z.boolean()]) : scalarSchema(type, values),
      });
    case 'CONTAINS':
    case 'STARTS_WITH':
    case 'ENDS_WITH':
      return z.strictObject({ ...head, value: matchText });
    case 'INT_RANGE':
    case 'FLOAT_RANGE': {
      const number = kind === 'INT_RANGE' ? z.number().int() : z.number();
      return z.strictObject({ ...head, from: bound(number), to: bound(number) }).superRefine(checkRange);
    }
    case 'DATE_RANGE':
      return z
        .strictObject({ ...head, from: bound(filterDateSchema), to: bound(filterDateSchema) })
        .superRefine(checkRange);
    case 'EXISTS':
    case 'FLAG':
      return z.strictObject({ ...head, value: z.boolean() });
    case 'SELECT':
      return z.strictObject({
        ...head,
        values: z.array(scalarSchema(type, values)).min(1).max(MAX_SELECT_VALUES),
      });
  }
}

/**
 * A filter checked for its shape only: a known kind and the value that kind takes. Saved filters
 * are stored so; the list that applies them checks their fields again (`listQueryFor`).
 */
export const filterSchema = z.discriminatedUnion(
  'kind',
  FILTER_KINDS.map((kind) => filterKindSchema(kind)) as unknown as [
    z.ZodObject<{ kind: z.ZodLiteral<FilterKind> }>,
    ...z.ZodObject<{ kind: z.ZodLiteral<FilterKind> }>[],
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? key('lists.unknownKind') : undefined) },
) as unknown as z.ZodType<Filter, unknown>;

export const filtersSchema = z.array(filterSchema).max(MAX_FILTERS);

/**
 * Filters as the `filters` query parameter carries them: one JSON array. The web builds its
 * addresses with this; `URLSearchParams` does the percent-encoding.
 */
export function encodeFilters(filters: readonly Filter[]): string {
  return JSON.stringify(filters);
}

/**
 * The filters of a `filters` query parameter, shape-checked; an absent, malformed or invalid
 * parameter gives none (the web reading its own address back; the API validates with `listQueryFor`).
 */
export function decodeFilters(text: string | null | undefined): Filter[] {
  if (!text) return [];
  try {
    const result = filtersSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : [];
  } catch {
    return [];
  }
}
