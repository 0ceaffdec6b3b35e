import { z } from 'zod';

/**
 * The query every list takes (DESIGN.md §3): `page` from 0, `size` up to 100, `sort` as
 * `field,asc` or `field,desc` over the fields the list names. Filters are further query
 * parameters, declared per list.
 */
export const LIST_MAX_SIZE = 100;
export const LIST_DEFAULT_SIZE = 20;

export type SortDirection = 'asc' | 'desc';
export interface ListSort<F extends string> {
  field: F;
  direction: SortDirection;
}

export function listQuerySchema<const F extends readonly [string, ...string[]]>(sortFields: F) {
  const fields = z.enum(sortFields);
  return z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(LIST_MAX_SIZE).default(LIST_DEFAULT_SIZE),
    sort: z
      .string()
      .transform((value, ctx): ListSort<F[number]> => {
        const [field = '', direction = 'asc'] = value.split(',').map((part) => part.trim());
        const parsed = fields.safeParse(field);
        if (!parsed.success || (direction !== 'asc' && direction !== 'desc')) {
          ctx.addIssue({
            code: 'invalid_value',
            values: sortFields.flatMap((f) => [`${f},asc`, `${f},desc`]),
            input: value,
          });
          return z.NEVER;
        }
        return { field: parsed.data, direction };
      })
      .optional(),
  });
}

/** A FLAG filter in a query string: `true` or `false`. */
export const flagFilterSchema = z.enum(['true', 'false']).transform((value) => value === 'true');
