import { z } from 'zod';

/** `{ data: … }`: every successful answer of the API (docs/architecture.md §3). */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** `{ items, total }`: a page of a list. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}

export const fieldErrorSchema = z.object({
  fieldName: z.string(),
  errorText: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every error answer: a code for programs, a translated message for people, field errors for forms. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
  errors: z.array(fieldErrorSchema),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error answers of a route that reads input and may refuse, name an object, or find none. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/**
 * The version of an edited object: 1 when made, one more with every change. Its ETag is the
 * number in quotes; a change that sends it back as If-Match is refused with 412 once someone
 * else has changed the object (docs/decisions.md D94).
 */
export const versionSchema = z.number().int().positive();

/** The error answers of a change guarded by If-Match: those of `errorResponses` and 412. */
export const editErrorResponses = { ...errorResponses, 412: errorBodySchema } as const;
