import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Job, Language, Tariff, TariffImportResult, TariffKind } from '@cargo/domain';
import type { Db } from '../src/db/connection.js';
import { tariffSheetBuffer } from '../src/modules/tariff-sheets/index.js';
import { loadExportCodes, templateContainerCodes } from '../src/modules/tariffs/index.js';
import type { App } from '../src/app.js';
import type { Actor } from './factories.js';

/** Uploads of rate sheets and the jobs that import them, for the import's tests. */

/** A multipart/form-data body as a browser's form sends it: text fields, then one file part. */
export function multipart(filename: string, content: Buffer, fields: Record<string, string> = {}, fieldName = 'file') {
  const boundary = `----cargo${randomBytes(8).toString('hex')}`;
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(texts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  language?: Language;
  fields?: Record<string, string>;
  filename?: string;
}

/** `POST /tariffs/{kind}/import` as `who`. */
export function upload(
  app: App,
  who: Actor | undefined,
  kind: TariffKind,
  content: Buffer,
  options: UploadOptions = {},
) {
  const { payload, contentType } = multipart(options.filename ?? 'rates.xlsx', content, options.fields);
  return app.inject({
    method: 'POST',
    url: `/api/v1/tariffs/${kind}/import`,
    headers: { ...(who?.headers ?? {}), 'content-type': contentType, 'accept-language': options.language ?? 'en' },
    payload,
  });
}

/** Polls the job until END, keeping every state it was seen in. */
export async function followJob(app: App, jobId: string, who: Actor, timeoutMs = 120_000): Promise<Job[]> {
  const seen: Job[] = [];
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const response = await app.inject({ method: 'GET', url: `/api/v1/jobs/${jobId}`, headers: who.headers });
    if (response.statusCode !== 200) throw new Error(`GET /jobs/${jobId}: ${response.statusCode} ${response.body}`);
    const job = response.json().data as Job;
    const last = seen.at(-1);
    if (last?.updatedAt !== job.updatedAt || last?.phase !== job.phase || last?.done !== job.done) seen.push(job);
    if (job.phase === 'END') return seen;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`job ${jobId} did not end`);
}

/** Uploads a sheet and waits for its import to end; answers the job's result and the ids. */
export async function importSheet(
  app: App,
  who: Actor,
  kind: TariffKind,
  content: Buffer,
  options: UploadOptions = {},
): Promise<{ result: TariffImportResult; jobId: string; fileId: number; seen: Job[] }> {
  const response = await upload(app, who, kind, content, options);
  if (response.statusCode !== 202) throw new Error(`import answered ${response.statusCode}: ${response.body}`);
  const { jobId, fileId } = response.json().data as { jobId: string; fileId: number };
  const seen = await followJob(app, jobId, who);
  const end = seen.at(-1)!;
  if (end.error) throw new Error(`import ${jobId} failed: ${end.error}`);
  return { result: end.result as TariffImportResult, jobId, fileId, seen };
}

/** A rate sheet of the tariffs in the template's layout, written by the product's writer with the database's codes. */
export async function sheetOf(db: Db, kind: TariffKind, tariffs: Tariff[], language: Language = 'en'): Promise<Buffer> {
  const codes = await loadExportCodes(db);
  return tariffSheetBuffer(
    { kind, language, containerTypeCodes: await templateContainerCodes(db) },
    { tariffs, codes },
  );
}

export async function workbookOf(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

/** `filters` of a list query: the tariffs of one organization. */
export const ownedBy = (organizationId: number) =>
  encodeURIComponent(JSON.stringify([{ field: 'organizationId', kind: 'SIMPLE', value: organizationId }]));
