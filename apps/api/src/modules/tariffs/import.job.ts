import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  TARIFF_IMPORT_MAX_ERRORS,
  TARIFF_KIND_SPECS,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
  type TariffImportError,
  type TariffImportResult,
  type TariffInputParsed,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import { recordAudits } from '../audit/audit.repo.js';
import type { Caller } from '../auth/access-tokens.js';
import type { JobsService, ProgressReporter } from '../jobs/jobs.service.js';
import { annotatedSheetBuffer } from '../tariff-sheets/annotate.js';
import { createCodeLookup } from '../tariff-sheets/code-lookup.repo.js';
import { readTariffRows } from '../tariff-sheets/read-sheet.js';
import { issueError, locationOf, resolveTariffRows, type RowLocation } from '../tariff-sheets/resolve.js';
import type { ParsedRow, SheetError } from '../tariff-sheets/types.js';
import { bytesOf } from '../tariff-sheets/workbook-reader.js';
import { shareTariffReferences } from './delete-guard.js';
import { laneBansOf } from './lane-bans.repo.js';
import { barringBan } from './lane-bans.service.js';
import { checkReferences } from './tariff-references.js';
import { finishTariffFile, tariffFileById } from './tariff-files.repo.js';
import { insertTariffs, tariffValues } from './tariffs.repo.js';

/** The folder of the file store that holds uploaded rate sheets and their annotated copies. */
export const TARIFF_FILES_AREA = 'tariff-files';
/** Rows read before they are resolved together (one lookup per kind of reference per batch). */
export const IMPORT_RESOLVE_ROWS = 5_000;
/** Tariffs per insert statement (and per audit statement) inside the import's one transaction. */
export const IMPORT_INSERT_ROWS = 1_000;

/** What an import job needs to run on any instance: the queue stores it as JSON. */
export interface ImportJobData {
  jobId: string;
  fileId: number;
  caller: Caller;
  kind: TariffKind;
  /** The uploader's language: error texts, headers and the annotated file are written in it. */
  language: Language;
  /** The organization the tariffs are saved for. */
  ownerId: number;
  /** A partner's: the variants of the kind its approved profiles open. Operators: absent (all, never barred). */
  variants?: TariffVariant[];
}

export interface ImportDeps {
  db: Db;
  files: FileStore;
  progress: JobsService;
  log: FastifyBaseLogger;
}

/** A row that resolved, waiting for the checks over all rows. */
interface Pending {
  location: RowLocation;
  input: TariffInputParsed;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Errors by sheet (in the workbook's order), row and column (a row's own problems last). */
function sortErrors(errors: SheetError[], sheets: readonly string[]): SheetError[] {
  const order = (sheet: string) => sheets.indexOf(sheet);
  return errors
    .map((error, index) => ({ error, index }))
    .sort(
      (a, b) =>
        order(a.error.sheet) - order(b.error.sheet) ||
        a.error.row - b.error.row ||
        (a.error.columnNumber ?? Infinity) - (b.error.columnNumber ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ error }) => error);
}

/**
 * Reads and resolves the rows (PROGRESS as they go), then in one transaction checks what needs
 * the database over all rows at once (references, the partner's variants, lane bans) and, when
 * no row of the file has a problem, saves every row. Answers the rows saved and the errors.
 */
async function importRows(
  deps: ImportDeps,
  data: ImportJobData,
  bytes: Buffer,
  reporter: ProgressReporter,
): Promise<{ imported: number; errors: SheetError[] }> {
  const { db } = deps;
  const { kind, language, ownerId, caller } = data;
  const lookup = createCodeLookup(db, { organizationId: ownerId });
  const pending: Pending[] = [];
  const errors: SheetError[] = [];
  const sheets: string[] = [];
  let batch: ParsedRow[] = [];
  let read = 0;
  const resolveBatch = async () => {
    const locations = new Map(batch.map((row) => [`${row.sheet}\u0000${row.row}`, locationOf(row)]));
    const resolved = await resolveTariffRows(kind, batch, lookup, language, { organizationId: ownerId });
    errors.push(...resolved.errors);
    for (const { sheet, row, input } of resolved.inputs)
      pending.push({ location: locations.get(`${sheet}\u0000${row}`)!, input });
    batch = [];
    await reporter.progress(read);
    await turn();
  };
  for await (const result of readTariffRows(bytes, kind, language)) {
    read++;
    const sheet = 'row' in result ? result.row.sheet : result.errors[0]!.sheet;
    if (sheets.at(-1) !== sheet && !sheets.includes(sheet)) sheets.push(sheet);
    if ('row' in result) batch.push(result.row);
    else errors.push(...result.errors);
    if (batch.length >= IMPORT_RESOLVE_ROWS) await resolveBatch();
  }
  await resolveBatch();
  await reporter.progress(read, read);

  const spec = TARIFF_KIND_SPECS[kind];
  const rowError = (location: RowLocation, message: MessageKey, params?: MessageParams) =>
    issueError(kind, location, { path: [], message, params }, language);
  return db.transaction(async (tx) => {
    // A tariff write like the form's: a hub or type being deleted waits for the import, or goes first.
    await shareTariffReferences(tx);
    const references = await checkReferences(
      tx,
      kind,
      pending.map(({ input }) => ({ input, ownerId })),
    );
    const bans = data.variants ? await laneBansOf(tx, [ownerId]) : [];
    pending.forEach(({ location, input }, index) => {
      const { issues, fromCountry, toCountry } = references[index]!;
      for (const issue of issues) errors.push(issueError(kind, location, issue, language));
      if (!data.variants) return;
      if (!data.variants.includes(input.variant))
        errors.push(rowError(location, 'tariffSheets.variantNotAuthorized', { sheet: location.sheet }));
      // A service priced at one place serves the lanes into and out of its country.
      else if (barringBan(bans, { kind, fromCountry, toCountry: spec.to ? toCountry : fromCountry }))
        errors.push(rowError(location, 'tariffs.laneBarred'));
    });
    // All or nothing: one bad cell anywhere and nothing of the file is saved.
    if (errors.length) return { imported: 0, errors: sortErrors(errors, sheets) };
    let imported = 0;
    for (let start = 0; start < pending.length; start += IMPORT_INSERT_ROWS) {
      const chunk = pending.slice(start, start + IMPORT_INSERT_ROWS);
      const rows = await insertTariffs(
        tx,
        chunk.map(({ input }) => ({ ...tariffValues(kind, input, ownerId), createdBy: caller.userId })),
      );
      await recordAudits(
        tx,
        rows.map((row) => ({
          actorUserId: caller.userId,
          entity: 'tariff' as const,
          entityId: row.id,
          action: 'create:import',
          after: row,
        })),
      );
      imported += rows.length;
    }
    return { imported, errors: [] };
  });
}

const shown = (error: SheetError): TariffImportError => ({
  sheet: error.sheet,
  row: error.row,
  column: error.column,
  errorText: error.errorText,
});

/**
 * The import job (docs/tariffs.md, "Rate sheets"): reads the stored upload, imports it all or
 * nothing, writes the annotated copy when there are errors, records the outcome on the file's
 * row and ends the job with TariffImportResult. A file the reader refuses whole (no workbook, a
 * sheet without its required columns) ends the same way with one error naming no row. Any other
 * failure ends the job with `error`; the transaction saw to it that nothing was saved. Never throws.
 */
export async function runTariffImport(deps: ImportDeps, data: ImportJobData): Promise<Error | undefined> {
  const { db, files, progress, log } = deps;
  const reporter = progress.reporter(data.jobId);
  try {
    const file = await tariffFileById(db, data.fileId);
    if (!file) throw new Error(`tariff file ${data.fileId} is gone`);
    const bytes = await bytesOf(files.open(file.storedName));
    let imported = 0;
    let errors: SheetError[] = [];
    let fileErrors: TariffImportError[] = [];
    try {
      ({ imported, errors } = await importRows(deps, data, bytes, reporter));
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'BAD_REQUEST') throw error;
      const errorText = translate(data.language, error.messageKey, error.details.params);
      fileErrors = [{ sheet: null, row: null, column: null, errorText }];
    }
    let annotatedName: string | null = null;
    if (errors.length) {
      const annotated = await annotatedSheetBuffer(bytes, data.kind, errors, data.language);
      annotatedName = (await files.save(TARIFF_FILES_AREA, Readable.from([annotated]), '.xlsx')).name;
    }
    const all = [...fileErrors, ...errors.map(shown)];
    await finishTariffFile(db, file.id, { imported, errorCount: all.length, annotatedName });
    const result: TariffImportResult = {
      fileId: file.id,
      imported,
      errorCount: all.length,
      errors: all.slice(0, TARIFF_IMPORT_MAX_ERRORS),
      hasAnnotated: annotatedName !== null,
    };
    await reporter.end(result);
    return undefined;
  } catch (error) {
    log.error({ err: error, jobId: data.jobId, fileId: data.fileId }, 'tariff import failed');
    await reporter.fail('service.serverError').catch(() => undefined);
    return error instanceof Error ? error : new Error(String(error));
  }
}
