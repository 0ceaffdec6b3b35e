import { z } from 'zod';
import { listQueryFor } from '../lists/spec.js';
import { idSchema as id, pathIdSchema } from '../validation/rules.js';
import { TARIFF_LIST } from './list.js';

/** The largest rate sheet an import takes (Product specification, domain §9: files up to 20 MB). */
export const TARIFF_SHEET_MAX_BYTES = 20 * 1024 * 1024;
/** Errors an import's job result lists at most; `errorCount` says how many there were. */
export const TARIFF_IMPORT_MAX_ERRORS = 1_000;
/**
 * Lanes (distinct pairs of ends) one rate sheet may hold by default: "too many lanes in the file"
 * beyond it (Product specification, domain §8; docs/decisions.md D100). TARIFF_SHEET_MAX_LANES
 * sets another.
 */
export const TARIFF_SHEET_MAX_LANES = 100_000;
/** Uploads `GET /tariffs/{kind}/files` lists: the latest ones. */
export const TARIFF_FILES_LISTED = 20;

/**
 * `GET /tariffs/{kind}/export`: the list's `filters`, `search` and `sort`, without paging: every
 * tariff the list would show, on every page.
 */
export const tariffExportQuerySchema = listQueryFor(TARIFF_LIST)
  .omit({ page: true, size: true })
  .extend({
    /** CONTAINS over the code and the names (any language) of either end, as the list's `search`. */
    search: z.string().trim().max(200).optional(),
  });
export type TariffExportQuery = z.output<typeof tariffExportQuerySchema>;

/** `POST /tariffs/{kind}/import` answers at once: the job that imports, and the stored upload. */
export const tariffImportStartedSchema = z.object({ jobId: z.uuid(), fileId: id });
export type TariffImportStarted = z.infer<typeof tariffImportStartedSchema>;

/**
 * One problem of an import (Product specification, domain §5, §8: per row and column), in the uploader's
 * language. `sheet` and `row` (1-based, the header is row 1) name the cell's row, `column` its
 * header; `column` is null for a problem of the whole row, and all three are null for a problem
 * of the whole file ("Tariff files must be .xlsx in the standard template", missing columns).
 */
export const tariffImportErrorSchema = z.object({
  sheet: z.string().nullable(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  errorText: z.string(),
});
export type TariffImportError = z.infer<typeof tariffImportErrorSchema>;

/**
 * An import's job `result` at END. All or nothing: `imported` is every row of the file, or 0
 * when there is any error. `errors` are sorted by sheet, row and column and hold the first
 * TARIFF_IMPORT_MAX_ERRORS; `errorCount` counts all of them. `hasAnnotated`: the file with its
 * errors marked can be downloaded (`GET /tariffs/{kind}/files/{fileId}/errors`).
 */
export const tariffImportResultSchema = z.object({
  fileId: id,
  imported: z.number().int().nonnegative(),
  errorCount: z.number().int().nonnegative(),
  errors: z.array(tariffImportErrorSchema),
  hasAnnotated: z.boolean(),
});
export type TariffImportResult = z.infer<typeof tariffImportResultSchema>;

/**
 * An uploaded rate sheet (`GET /tariffs/{kind}/files`). `imported` and `errorCount` are null
 * while its import runs (and stay null when the import failed: `failure` then says why).
 */
export const tariffFileSchema = z.object({
  id,
  name: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  uploadedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The organization whose tariffs the file holds. */
  organization: z.object({ id: z.number().int(), name: z.string() }),
  imported: z.number().int().nullable(),
  errorCount: z.number().int().nullable(),
  jobId: z.string().nullable(),
  /**
   * Why the import ended without a result, as a message key (`jobs.interrupted`: the server
   * stopped during it; `service.serverError`); null while it runs and once it has one.
   */
  failure: z.string().nullable(),
  hasAnnotated: z.boolean(),
});
export type TariffFile = z.infer<typeof tariffFileSchema>;

/** Operators may narrow the list to one organization; partners always see their own. */
export const tariffFilesQuerySchema = z.object({ organizationId: pathIdSchema.optional() });
