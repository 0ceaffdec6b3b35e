import { z } from 'zod';
import { listPagingShape, sortParamSchema, type ListSort } from '../contracts/list.js';
import type { MessageKey } from '../messages/index.js';
import {
  FILTER_KINDS_BY_TYPE,
  filterKindSchema,
  MAX_FILTERS,
  type Filter,
  type FilterKind,
  type ListFieldType,
} from './filters.js';

/** One field of a list: its type, the filter kinds it takes, whether it sorts, an enum's values. */
export interface ListField {
  type: ListFieldType;
  filters: readonly FilterKind[];
  sortable?: boolean;
  /** The values of an `enum` field. */
  values?: readonly string[];
}

/** A list's fields, declared once: the query schema, the SQL and the web's filter bar read it. */
export type ListSpec = Record<string, ListField>;

/** The fields of the list that sort. */
export type SortableField<S extends ListSpec> = {
  [K in keyof S & string]: S[K] extends { sortable: true } ? K : never;
}[keyof S & string];

/** A filter on one of the list's fields. */
export type FilterOf<S extends ListSpec> = Filter & { field: keyof S & string };

/** A list's query after validation: the page, the sort and the filters, all checked against the spec. */
export interface ListQueryOf<S extends ListSpec> {
  page: number;
  size: number;
  sort?: ListSort<SortableField<S>>;
  filters: FilterOf<S>[];
}

/**
 * Declares a list's fields, keeping their names and flags as literal types. A kind that does not
 * fit the field's type (`FILTER_KINDS_BY_TYPE`), or an enum without values, is a programming
 * error and throws when the module loads.
 */
export function defineList<const S extends ListSpec>(spec: S): S {
  for (const [name, field] of Object.entries(spec)) {
    const misfit = field.filters.find((kind) => !FILTER_KINDS_BY_TYPE[field.type].includes(kind));
    if (misfit) throw new Error(`List field ${name} (${field.type}) cannot take a ${misfit} filter`);
    if (field.type === 'enum' && !field.values?.length) throw new Error(`List field ${name} is an enum without values`);
  }
  return spec;
}

const key = (message: MessageKey) => message;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One filter checked against the spec: a field of the list, a kind it takes, a value of its type. */
function specFilterSchema<S extends ListSpec>(spec: S): z.ZodType<FilterOf<S>, unknown> {
  const schemas = new Map<string, Map<string, z.ZodType<Filter, unknown>>>(
    Object.entries(spec).map(([name, field]) => [
      name,
      new Map(field.filters.map((kind) => [kind, filterKindSchema(kind, field.type, field.values)])),
    ]),
  );
  return z.unknown().transform((input, ctx): FilterOf<S> => {
    if (!isRecord(input)) {
      ctx.addIssue({ code: 'invalid_type', expected: 'object', input });
      return z.NEVER;
    }
    const kinds = typeof input.field === 'string' && Object.hasOwn(spec, input.field) && schemas.get(input.field);
    if (!kinds) {
      ctx.addIssue({ code: 'custom', message: key('lists.unknownField'), path: ['field'], input: input.field });
      return z.NEVER;
    }
    const schema = kinds.get(String(input.kind));
    if (!schema) {
      const allowed = [...kinds.keys()];
      ctx.addIssue({ code: 'invalid_value', values: allowed, path: ['kind'], input: input.kind });
      return z.NEVER;
    }
    const result = schema.safeParse(input, { reportInput: true });
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue });
      return z.NEVER;
    }
    return result.data as FilterOf<S>;
  });
}

/**
 * The `filters` query parameter: a JSON array (`[{"field":"code","kind":"STARTS_WITH","value":"CN"}]`),
 * at most `MAX_FILTERS`, each checked against the spec. Absent or empty means no filters.
 */
export function filtersParamSchema<S extends ListSpec>(spec: S) {
  const filters = z.array(specFilterSchema(spec)).max(MAX_FILTERS);
  return z
    .string()
    .transform((text, ctx): unknown => {
      if (text.trim() === '') return [];
      try {
        return JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: key('lists.filtersMalformed'), input: text });
        return z.NEVER;
      }
    })
    .pipe(
      z.unknown().transform((value, ctx) => {
        if (!Array.isArray(value)) {
          ctx.addIssue({ code: 'custom', message: key('lists.filtersMalformed'), input: value });
          return z.NEVER;
        }
        return value;
      }),
    )
    .pipe(filters)
    .optional()
    .transform((value): FilterOf<S>[] => value ?? []);
}

/** The sortable fields of a spec, in declaration order. */
export function sortableFields<S extends ListSpec>(spec: S): SortableField<S>[] {
  return Object.keys(spec).filter((name) => spec[name]!.sortable) as SortableField<S>[];
}

/**
 * The query string of a list declared by `spec`: `page` (from 0), `size` (1..100, 20 by default),
 * `sort=field,asc|desc` over its sortable fields, and `filters`, one JSON-encoded array
 * (`?filters=[{"field":"code","kind":"STARTS_WITH","value":"CN"}]`). Every problem is a field
 * error: `filters` for malformed JSON or too many filters, `filters.0.kind`, `filters.0.to`, … for
 * one filter.
 */
export function listQueryFor<const S extends ListSpec>(spec: S) {
  return z.object({
    ...listPagingShape,
    sort: sortParamSchema(sortableFields(spec)).optional(),
    filters: filtersParamSchema(spec),
  }) satisfies z.ZodType<ListQueryOf<S>, unknown>;
}
