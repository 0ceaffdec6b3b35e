import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  barringBan,
  TARIFF_IMPORT_MAX_ERRORS,
  tariffLane,
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
import type { Caller } from '../auth/index.js';
import type { JobsService, ProgressReporter } from '../jobs/index.js';
import { isWorkbookLimitError } from '../../files/workbook/limits.js';
import { bytesOf } from '../../files/workbook/reader.js';
import { isolatedAnnotatedSheet, isolatedTariffRows, type ParsedRow, type SheetError } from '../tariff-sheets/index.js';
import { createCodeLookup } from './code-lookup.repo.js';
import { issueError, resolveTariffRows, type RowLocation } from './resolve-rows.js';
import { shareTariffReferences } from './delete-guard.js';
import { laneBansOf } from './lane-bans.repo.js';
import { failTariffFile, finishTariffFile, tariffFileById } from './tariff-files.repo.js';
import { StagedTariffs } from './import-staging.js';
import { insertTariffsAudited } from './tariff-insert.repo.js';
import { lockOwnersTariffs, sameTariffKey, storedDuplicates } from './tariff-duplicates.repo.js';
import { ReferenceLedger } from './tariff-references.js';
import { tariffValues, type TariffValues } from './tariffs.repo.js';

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
  /** Lanes a sheet may hold: "too many lanes in the file" beyond. */
  maxLanes: number;
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
 * A file without a problem whose ports, lines, currencies or lane bans an operator changed while
 * it was read: nothing is saved and the partner uploads it again (the job's one error).
 */
function referencesChanged(): never {
  throw new AppError('BAD_REQUEST', { message: 'tariffSheets.referencesChanged' });
}

/** A lane: the tariff's two ends (one for a service priced at one place). */
const laneKey = (input: TariffInputParsed) =>
  `${input.from?.type ?? ''}:${input.from?.id ?? ''}>${input.to?.type ?? ''}:${input.to?.id ?? ''}`;

/** The file is refused whole, as a file over a workbook limit is: nothing of it is saved. */
function tooManyLanes(max: number): never {
  throw new AppError('BAD_REQUEST', { message: 'tariffSheets.tooManyLanes', params: { max } });
}

/**
 * Reads, resolves and checks the rows batch by batch (PROGRESS as they go), every check of a
 * row included: its cells, its references, the partner's variants and lane bans. Rows without a
 * problem wait on disk. When no row of the file has one, one transaction asks whether everything
 * the checks relied on still holds and saves every row; else nothing is saved. Answers the rows
 * saved and the errors.
 */
async function importRows(
  deps: ImportDeps,
  data: ImportJobData,
  bytes: Buffer,
  reporter: ProgressReporter,
  staged: StagedTariffs,
): Promise<{ imported: number; errors: SheetError[] }> {
  const { db } = deps;
  const { kind, language, ownerId, caller } = data;
  const lookup = createCodeLookup(db, { organizationId: ownerId });
  const ledger = new ReferenceLedger();
  const bans = data.variants ? await laneBansOf(db, [ownerId]) : [];
  const errors: SheetError[] = [];
  const sheets: string[] = [];
  const rowError = (location: RowLocation, message: MessageKey, params?: MessageParams) =>
    issueError(kind, location, { path: [], message, params }, language);

  let batch: ParsedRow[] = [];
  let read = 0;
  // The lanes seen and the tariffs of the rows without a problem (fingerprints: a row repeating
  // an earlier one is refused as an existing tariff, as one already stored is).
  const lanes = new Set<string>();
  const seen = new Set<string>();
  const checkBatch = async () => {
    const resolved = await resolveTariffRows(kind, batch, lookup, language, { organizationId: ownerId });
    batch = [];
    errors.push(...resolved.errors);
    for (const { input } of resolved.inputs) lanes.add(laneKey(input));
    if (lanes.size > deps.maxLanes) tooManyLanes(deps.maxLanes);
    const subjects = resolved.inputs.map(({ input }) => ({ input, ownerId }));
    const references = await ledger.check(db, kind, subjects);
    const values = resolved.inputs.map(({ input }) => tariffValues(kind, input, ownerId));
    const stored = await storedDuplicates(db, values);
    const passed: TariffValues[] = [];
    resolved.inputs.forEach(({ location, input }, index) => {
      const { issues, fromCountry, toCountry } = references[index]!;
      const before = errors.length;
      for (const issue of issues) errors.push(issueError(kind, location, issue, language));
      if (data.variants && !data.variants.includes(input.variant))
        errors.push(rowError(location, 'tariffSheets.variantNotAuthorized', { sheet: location.sheet }));
      else if (data.variants && barringBan(bans, tariffLane(kind, fromCountry, toCountry)))
        errors.push(rowError(location, 'tariffs.laneBarred'));
      // Only a row without another problem is compared: a refused row is no tariff yet.
      const key = sameTariffKey(values[index]!);
      if (errors.length === before && (stored.has(index) || seen.has(key)))
        errors.push(issueError(kind, location, { path: ['validFrom'], message: 'tariffs.alreadyExists' }, language));
      seen.add(key);
      if (errors.length === before) passed.push({ ...values[index]!, createdBy: caller.userId });
    });
    // All or nothing: once a row has a problem the file is only read for the error list.
    if (!errors.length) await staged.write(passed);
    await reporter.progress(read);
    await turn();
  };
  for await (const result of isolatedTariffRows(bytes, kind, language)) {
    read++;
    const sheet = 'row' in result ? result.row.sheet : result.errors[0]!.sheet;
    if (sheets.at(-1) !== sheet && !sheets.includes(sheet)) sheets.push(sheet);
    if ('row' in result) batch.push(result.row);
    else errors.push(...result.errors);
    if (batch.length >= IMPORT_RESOLVE_ROWS) await checkBatch();
  }
  await checkBatch();
  await reporter.progress(read, read);
  if (errors.length) return { imported: 0, errors: sortErrors(errors, sheets) };

  const audit = { actorUserId: caller.userId, action: 'create:import' };
  const imported = await db.transaction(async (tx) => {
    // A tariff write like the form's: a hub or type being deleted waits for the import, or goes first.
    await shareTariffReferences(tx);
    // The same sheet uploaded twice at once: the second import waits here and finds the first's tariffs.
    await lockOwnersTariffs(tx, ownerId);
    const bansNow = data.variants ? await laneBansOf(tx, [ownerId]) : [];
    if (!(await ledger.holds(tx)) || JSON.stringify(bansNow) !== JSON.stringify(bans)) referencesChanged();
    let saved = 0;
    for await (const chunk of staged.chunks(IMPORT_INSERT_ROWS)) {
      if ((await storedDuplicates(tx, chunk)).size)
        throw new AppError('BAD_REQUEST', { message: 'tariffs.alreadyExists' });
      saved += await insertTariffsAudited(tx, chunk, audit);
    }
    return saved;
  });
  return { imported, errors: [] };
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
 * row and ends the job with TariffImportResult. The file is read in a process of its own
 * (isolated-sheet.ts). A file the reader refuses whole (no workbook, a sheet without its required
 * columns, a limit of WORKBOOK_LIMITS crossed, the reader out of memory) ends the same way with one
 * error naming no row. Any other failure ends the job with `error` and records it on the file;
 * the transaction saw to it that nothing was saved. Never throws.
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
    const staged = await StagedTariffs.create();
    try {
      ({ imported, errors } = await importRows(deps, data, bytes, reporter, staged));
    } catch (error) {
      const refused = isWorkbookLimitError(error)
        ? { key: error.messageKey, params: error.params }
        : error instanceof AppError && error.code === 'BAD_REQUEST'
          ? { key: error.messageKey, params: error.details.params }
          : undefined;
      if (!refused) throw error;
      if (isWorkbookLimitError(error) && error.cause)
        log.warn({ fileId: file.id, cause: error.cause }, 'rate sheet reader died');
      const errorText = translate(data.language, refused.key, refused.params);
      fileErrors = [{ sheet: null, row: null, column: null, errorText }];
    } finally {
      await staged.discard();
    }
    let annotatedName: string | null = null;
    if (errors.length) {
      const annotated = await isolatedAnnotatedSheet(bytes, data.kind, errors, data.language);
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
    await failTariffFile(db, data.fileId, 'service.serverError').catch(() => undefined);
    return error instanceof Error ? error : new Error(String(error));
  }
}
