import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  dataOf,
  errorBodySchema,
  errorResponses,
  idSchema,
  isManagerOrGreater,
  pageOf,
  TARIFF_SHEET_MAX_BYTES,
  tariffExportQuerySchema,
  tariffFileSchema,
  tariffFilesQuerySchema,
  tariffIdParamsSchema,
  tariffImportStartedSchema,
  tariffParamsSchema,
} from '@cargo/domain';
import { refuse } from '../../errors.js';
import { readUpload, registerUploads } from '../../files/upload.js';
import type { App } from '../../app.js';
import type { Upload } from './import.service.js';
import { sheetFileName } from './sheet-export.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `attachment` with the name for every browser: an ASCII fallback and the UTF-8 name (RFC 6266),
 * so "Тарифы.xlsx" downloads as such and a quote or line break in a name cannot break the header.
 */
export function attachment(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The multipart field `file` (at most TARIFF_SHEET_MAX_BYTES: the import reads a workbook whole
 * anyway), and an operator's field `organizationId`, in either order.
 */
async function uploadedSheet(request: FastifyRequest): Promise<Upload> {
  const { filename, data, fields } = await readUpload(request, {
    maxBytes: TARIFF_SHEET_MAX_BYTES,
    tooLarge: 'tariffSheets.tooLarge',
    fileRequired: 'tariffSheets.fileRequired',
    fields: ['organizationId'],
  });
  const text = fields.organizationId?.trim() ?? '';
  if (text === '') return { filename, data };
  const organizationId = Number(text);
  if (!idSchema.safeParse(organizationId).success)
    throw refuse([{ fieldName: 'organizationId', message: 'validation.invalidValue' }]);
  return { filename, data, organizationId };
}

/**
 * Rate sheets of a kind (docs/tariffs.md, "Rate sheets"): the template, the export of a list, the
 * import of an upload (a job) and the last uploads. Partners and operators; clients 403.
 */
export async function tariffSheetsRoutes(app: App) {
  const { tariffSheets } = app.services;
  const tags = ['tariffs'];
  const path = '/api/v1/tariffs/:kind';
  const config = { access: isManagerOrGreater };
  const fileErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

  // Uploads only here: the parser is registered in this plugin's scope, not the whole API's.
  await registerUploads(app, TARIFF_SHEET_MAX_BYTES);

  app.get(
    `${path}/template`,
    {
      config,
      schema: {
        tags,
        summary:
          'The empty rate sheet (.xlsx) of the kind in your language: a sheet per cargo form and the instructions',
        params: tariffParamsSchema,
        response: { 400: errorBodySchema, ...fileErrors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const data = await tariffSheets.template(request.caller, kind, request.language);
      // A Buffer goes out as it is: no serializer runs for it.
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment(sheetFileName(kind, 'template')))
        .header('cache-control', 'no-store')
        .send(data as never);
    },
  );

  app.get(
    `${path}/export`,
    {
      config,
      schema: {
        tags,
        summary:
          'The tariffs the list shows (its filters, search and sort; every page) as a rate sheet that imports back',
        params: tariffParamsSchema,
        querystring: tariffExportQuerySchema,
        response: { 400: errorBodySchema, ...fileErrors },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const write = await tariffSheets.export(request.caller, kind, request.query, request.language, request.today);
      const output = new PassThrough();
      // Headers are gone by the time a failure could happen: the answer is cut short, and logged.
      write(output).catch((error: unknown) => {
        request.log.error({ err: error }, 'tariff export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment(sheetFileName(kind, 'export')))
        .header('cache-control', 'no-store')
        .send(output as never);
    },
  );

  app.post(
    `${path}/import`,
    {
      config,
      schema: {
        tags,
        summary:
          'Import a rate sheet: multipart field `file` (.xlsx, up to 20 MB; operators may add `organizationId`). Answers the job at once; all rows or none are saved',
        params: tariffParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 202: dataOf(tariffImportStartedSchema), ...errorResponses, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await uploadedSheet(request);
      const started = await tariffSheets.begin(request.caller, request.params.kind, upload, request.language);
      return reply.code(202).send({ data: started });
    },
  );

  app.get(
    `${path}/files`,
    {
      config,
      schema: {
        tags,
        summary:
          'The last 20 rate sheets uploaded for the kind (your organization’s; operators: all, or one organization’s)',
        params: tariffParamsSchema,
        querystring: tariffFilesQuerySchema,
        response: { 200: dataOf(pageOf(tariffFileSchema)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await tariffSheets.files(request.caller, request.params.kind, request.query.organizationId),
    }),
  );

  for (const which of ['original', 'errors'] as const)
    app.get(
      which === 'original' ? `${path}/files/:id` : `${path}/files/:id/errors`,
      {
        config,
        schema: {
          tags,
          summary:
            which === 'original'
              ? 'An uploaded rate sheet as it was uploaded'
              : 'An uploaded rate sheet with its errors marked (404 when it had none)',
          params: tariffIdParamsSchema,
          response: { 400: errorBodySchema, ...fileErrors },
        },
      },
      async (request, reply) => {
        const { kind, id } = request.params;
        const { filename, stream } = await tariffSheets.download(request.caller, kind, id, which);
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', attachment(filename))
          .header('cache-control', 'no-store')
          .send(stream as never);
      },
    );
}
