import { z } from 'zod';
import { filtersSchema } from '../lists/filters.js';
import { LIST_MAX_SIZE } from './list.js';

/**
 * A user's saved filters and collection views (Product specification, shell §7 "Filters and views"). Both belong
 * to one list, named by its context (`dictionaries/sea-lines`), and to the user who saved them.
 */

/** At most this many saved filters, and as many views, per user and list. */
export const LIST_VIEWS_LIMIT = 50;
/** A view shows 1..50 columns. */
export const VIEW_MAX_COLUMNS = 50;

/** A list's name: 1..100 of lower-case Latin letters, digits, `/`, `_` and `-`. */
export const listContextSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9/_-]+$/, { message: 'lists.invalidContext' });

/**
 * The context in the path: `/context/dictionaries/sea-lines` (the route's wildcard) or encoded
 * (`/context/dictionaries%2Fsea-lines`). A bad one is reported on `context`.
 */
export const listContextParamsSchema = z.object({ '*': z.string() }).transform((params, ctx) => {
  const result = listContextSchema.safeParse(params['*'], { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: ['context'] });
    return z.NEVER;
  }
  return { context: result.data };
});

/** The name a user gives a saved filter or a view; unique per user and list, ignoring case. */
export const listViewNameSchema = z.string().trim().min(1).max(100);

export const savedFilterInputSchema = z.object({
  context: listContextSchema,
  name: listViewNameSchema,
  /** Checked for their shape (kinds and values); the list checks the fields when applying them. */
  filters: filtersSchema,
});
export type SavedFilterInput = z.infer<typeof savedFilterInputSchema>;

/** A change keeps the list the filter belongs to. */
export const savedFilterUpdateSchema = savedFilterInputSchema.omit({ context: true });
export type SavedFilterUpdate = z.infer<typeof savedFilterUpdateSchema>;

export const savedFilterSchema = z.object({
  id: z.number().int(),
  context: z.string(),
  name: z.string(),
  filters: filtersSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

const columnName = z.string().trim().min(1).max(100);

/** How a list is laid out: visible columns in order, the sort, the page size, column widths (px). */
export const collectionViewSettingsSchema = z.object({
  columns: z
    .array(columnName)
    .min(1)
    .max(VIEW_MAX_COLUMNS)
    .superRefine((columns, ctx) => {
      columns.forEach((column, index) => {
        if (columns.indexOf(column) !== index)
          ctx.addIssue({ code: 'custom', message: 'validation.unique', path: [index], input: column });
      });
    }),
  sort: z
    .string()
    .regex(/^[A-Za-z0-9_.]{1,100},(asc|desc)$/, { message: 'lists.invalidSort' })
    .optional(),
  size: z.number().int().min(1).max(LIST_MAX_SIZE).optional(),
  widths: z
    .record(columnName, z.number().int().min(1).max(5000))
    .refine((widths) => Object.keys(widths).length <= VIEW_MAX_COLUMNS, {
      message: 'validation.tooManyItems',
      params: { max: VIEW_MAX_COLUMNS },
    })
    .optional(),
});
export type CollectionViewSettings = z.infer<typeof collectionViewSettingsSchema>;

export const collectionViewInputSchema = z.object({
  context: listContextSchema,
  name: listViewNameSchema,
  settings: collectionViewSettingsSchema,
  /** The view the list opens with; making one default un-defaults the user's others of the list. */
  isDefault: z.boolean().optional(),
});
export type CollectionViewInput = z.infer<typeof collectionViewInputSchema>;

/** A change keeps the list the view belongs to. */
export const collectionViewUpdateSchema = collectionViewInputSchema.omit({ context: true });
export type CollectionViewUpdate = z.infer<typeof collectionViewUpdateSchema>;

export const collectionViewSchema = z.object({
  id: z.number().int(),
  context: z.string(),
  name: z.string(),
  settings: collectionViewSettingsSchema,
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionView = z.infer<typeof collectionViewSchema>;
