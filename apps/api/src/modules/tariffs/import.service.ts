import { Readable, type Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  isOperator,
  keptTariffVariants,
  TARIFF_FILES_LISTED,
  type Language,
  type TariffExportQuery,
  type TariffFile,
  type TariffImportStarted,
  type TariffKind,
  type TariffVariant,
} from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Page } from '../../db/list.js';
import { AppError } from '../../errors.js';
import type { FileStore } from '../../files/file-store.js';
import { backgroundWork } from '../../jobs/background-work.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Caller } from '../auth/index.js';
import type { JobsService } from '../jobs/index.js';
import { notFound, type OrganizationsService, tenantOf } from '../organizations/index.js';
import { notTemplate } from '../tariff-sheets/index.js';
import { isWorkbookLimitError, workbookRefusal } from '../../files/workbook/limits.js';
import { zipEntries } from '../../files/workbook/zip.js';
import { runTariffImport, TARIFF_FILES_AREA, type ImportJobData } from './import.job.js';
import { exportWriter, templateBuffer } from './sheet-export.js';
import {
  failFilesOfFailedJobs,
  findTariffFile,
  insertTariffFile,
  listTariffFiles,
  toTariffFile,
} from './tariff-files.repo.js';
import { checkTariffOwner } from './tariff-owner.js';

/** The pg-boss queue of rate-sheet imports, on instances that run jobs. */
export const IMPORT_QUEUE = 'tariffs.import';

/** An uploaded rate sheet as the route read it. */
export interface Upload {
  filename: string;
  data: Buffer;
  /** The multipart field `organizationId`: operators import for that organization; ignored for partners. */
  organizationId?: number;
}

/** A stored file to send: its name for the download and its bytes. */
export interface Download {
  filename: string;
  stream: Readable;
}

export interface TariffSheetsService {
  /** The empty rate sheet of the kind, for partners whose profiles open the kind and for operators. */
  template(caller: Caller, kind: TariffKind, language: Language): Promise<Buffer>;
  /** Checks the query and reads what the header needs; answers the writer of the streamed export. */
  export(
    caller: Caller,
    kind: TariffKind,
    query: TariffExportQuery,
    language: Language,
    today: string,
  ): Promise<(output: Writable) => Promise<void>>;
  /** Checks and stores the upload, makes its file row and job (START) and starts the import. */
  begin(caller: Caller, kind: TariffKind, upload: Upload, language: Language): Promise<TariffImportStarted>;
  files(caller: Caller, kind: TariffKind, organizationId: number | undefined): Promise<Page<TariffFile>>;
  /** The upload as it came (`original`) or with its errors marked (`errors`); 404 when there is none. */
  download(caller: Caller, kind: TariffKind, id: number, which: 'original' | 'errors'): Promise<Download>;
  /** Does an import job's work; never throws (a failure ends the job). */
  run(data: ImportJobData): Promise<Error | undefined>;
  /** Defines the queue where this instance runs jobs. */
  start(): Promise<void>;
  /** Waits for the imports running in this process (instances without a queue). */
  close(): Promise<void>;
}

interface Deps {
  db: Db;
  jobs: JobQueue | undefined;
  progress: JobsService;
  organizations: OrganizationsService;
  files: FileStore;
  log: FastifyBaseLogger;
  /** Lanes a sheet may hold (config TARIFF_SHEET_MAX_LANES). */
  maxLanes: number;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * "Tariff files must be .xlsx in the standard template" (Product specification, domain §5): the name says .xlsx,
 * the bytes are a zip (its signature, not the name alone: a text file renamed is refused) and the
 * zip is a workbook. Whether its sheets are the template's is the import's to say, row by row.
 */
export function checkWorkbook(upload: Pick<Upload, 'filename' | 'data'>): void {
  if (!/\.xlsx$/i.test(upload.filename.trim()) || !upload.data.subarray(0, 4).equals(ZIP_SIGNATURE))
    throw notTemplate();
  let parts: ReadonlyMap<string, unknown>;
  try {
    parts = zipEntries(upload.data);
  } catch (error) {
    if (isWorkbookLimitError(error)) throw workbookRefusal(error);
    // No central directory, or one that points past the end: a damaged zip is no template either.
    throw notTemplate();
  }
  if (!parts.has('xl/workbook.xml')) throw notTemplate();
}

/** `prices.xlsx` → `prices-errors.xlsx`. */
const errorsFileName = (name: string) => `${name.replace(/\.xlsx$/i, '')}-errors.xlsx`;

/** Waits until a stored file can be read, so a missing one is a 404 rather than a broken answer. */
async function opened(stream: Readable): Promise<Readable> {
  await new Promise<void>((resolve, reject) => {
    stream.once('readable', resolve);
    stream.once('error', reject);
  }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? notFound() : error;
  });
  return stream;
}

/**
 * Rate sheets (docs/tariffs.md, "Rate sheets"): the template and the export of a kind, uploads
 * imported all or nothing as jobs, and the last uploads with their annotated copies.
 */
export function createTariffSheetsService({
  db,
  jobs,
  progress,
  organizations,
  files,
  log,
  maxLanes,
}: Deps): TariffSheetsService {
  const run = (data: ImportJobData) => runTariffImport({ db, files, progress, log, maxLanes }, data);
  const background = backgroundWork<ImportJobData>({ jobs, queue: IMPORT_QUEUE, progress, run });

  /** The variants of `kind` a partner's approved profiles open; every variant for operators. */
  async function keptVariants(caller: Caller, kind: TariffKind): Promise<TariffVariant[]> {
    if (isOperator(caller)) return keptTariffVariants(kind, null, true);
    return keptTariffVariants(kind, await organizations.get(caller, caller.organizationId), false);
  }

  /** A partner keeps a kind where a profile opens one of its variants (the rule of creating one). */
  async function authorize(caller: Caller, kind: TariffKind): Promise<TariffVariant[]> {
    const variants = await keptVariants(caller, kind);
    if (!variants.length) throw new AppError('FORBIDDEN', { message: 'tariffs.kindNotAuthorized' });
    return variants;
  }

  /** A partner imports for its own organization; an operator for its own, or a partner or operator one it names. */
  async function ownerFor(caller: Caller, requested: number | undefined): Promise<number> {
    if (!isOperator(caller) || requested === undefined) return caller.organizationId;
    await checkTariffOwner(db, requested, 'organizationId');
    return requested;
  }

  return {
    async template(caller, kind, language) {
      await authorize(caller, kind);
      return templateBuffer(db, kind, language);
    },

    async export(caller, kind, query, language, today) {
      return exportWriter(db, kind, tenantOf(caller), query, language, today);
    },

    async begin(caller, kind, upload, language) {
      const variants = await authorize(caller, kind);
      checkWorkbook(upload);
      const ownerId = await ownerFor(caller, upload.organizationId);
      const stored = await files.save(TARIFF_FILES_AREA, Readable.from([upload.data]), '.xlsx');
      let data: ImportJobData;
      try {
        const job = await progress.start(caller, 'tariff-import', 0);
        const file = await insertTariffFile(db, {
          organizationId: ownerId,
          kind,
          originalName: upload.filename.trim().slice(0, 255),
          size: stored.size,
          storedName: stored.name,
          uploadedBy: caller.userId,
          jobId: job.id,
        });
        data = { jobId: job.id, fileId: file.id, caller, kind, language, ownerId };
        if (!isOperator(caller)) data.variants = variants;
      } catch (error) {
        await files.remove(stored.name).catch(() => undefined);
        throw error;
      }
      await background.dispatch(data);
      return { jobId: data.jobId, fileId: data.fileId };
    },

    async files(caller, kind, organizationId) {
      const scope = isOperator(caller) ? organizationId : caller.organizationId;
      const items = (await listTariffFiles(db, kind, scope, TARIFF_FILES_LISTED)).map(toTariffFile);
      return { items, total: items.length };
    },

    async download(caller, kind, id, which) {
      const record = await findTariffFile(db, kind, id, tenantOf(caller));
      const stored = which === 'original' ? record?.row.storedName : record?.row.annotatedName;
      if (!record || !stored) throw notFound();
      const { originalName } = record.row;
      const filename = which === 'original' ? originalName : errorsFileName(originalName);
      return { filename, stream: await opened(files.open(stored)) };
    },

    run,

    async start() {
      // Imports a crashed process left behind (JobsService.recover) say so on their files.
      await failFilesOfFailedJobs(db);
      await background.start();
    },

    close: () => background.close(),
  };
}
