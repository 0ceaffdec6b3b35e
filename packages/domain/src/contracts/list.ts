import { z } from 'zod';

/**
 * The query every list takes (docs/architecture.md §3): `page` from 0, `size` up to 100, `sort` as
 * `field,asc` or `field,desc` over the fields the list names. Filters come either as further
 * query parameters declared per list, or as one JSON-encoded `filters` parameter checked against
 * the list's declared fields (`listQueryFor` in packages/domain/src/lists).
 */
export const LIST_MAX_SIZE = 100;
export const LIST_DEFAULT_SIZE = 20;

export type SortDirection = 'asc' | 'desc';
export interface ListSort<F extends string> {
  field: F;
  direction: SortDirection;
}

/** `page` and `size` of a list's query string. */
export const listPagingShape = {
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(LIST_MAX_SIZE).default(LIST_DEFAULT_SIZE),
};

/** `sort=field,asc|desc` over the given fields (the direction defaults to asc). */
export function sortParamSchema<F extends string>(sortFields: readonly F[]) {
  return z.string().transform((value, ctx): ListSort<F> => {
    const [field = '', direction = 'asc'] = value.split(',').map((part) => part.trim());
    if (!(sortFields as readonly string[]).includes(field) || (direction !== 'asc' && direction !== 'desc')) {
      ctx.addIssue({
        code: 'invalid_value',
        values: sortFields.flatMap((f) => [`${f},asc`, `${f},desc`]),
        input: value,
      });
      return z.NEVER;
    }
    return { field: field as F, direction };
  });
}

export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  return z.object({
    ...listPagingShape,
    sort: sortParamSchema<F[number]>(sortFields).optional(),
  });
}

/** A FLAG filter in a query string: `true` or `false`. */
export const flagFilterSchema = z.enum(['true', 'false']).transform((value) => value === 'true');
