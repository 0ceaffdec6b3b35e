import { z } from 'zod';

/** `{ data: … }`: every successful answer of the API (DESIGN.md §3). */
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
