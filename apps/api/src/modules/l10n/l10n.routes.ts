import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  L10N_IMPORT_MAX_BYTES,
  LANGUAGES,
  dataOf,
  errorBodySchema,
  isOperator,
  l10nImportResultSchema,
  languageItemSchema,
  localeTag,
  messagesQuerySchema,
  pageOf,
  translate,
} from '@cargo/domain';
import type { App } from '../../app.js';
import { readUpload, registerUploads } from '../../files/upload.js';
import { constantAnswer } from '../../plugins/validation.js';
import { createL10nService } from './l10n.service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The multipart field `file` (at most L10N_IMPORT_MAX_BYTES; one byte more is 413). */
const uploadedFile = (request: FastifyRequest) =>
  readUpload(request, {
    maxBytes: L10N_IMPORT_MAX_BYTES,
    tooLarge: 'l10n.import.tooLarge',
    fileRequired: 'l10n.import.fileRequired',
  });

/** Interface languages and texts (Product specification, shell §7): texts from the database, imported and exported by operators. */
export async function l10nRoutes(app: App) {
  const l10n = createL10nService(app.database.db, { log: app.log });
  const items = LANGUAGES.map((code) => ({ code, locale: localeTag(code), name: translate(code, `language.${code}`) }));
  const languages = constantAnswer({ data: { items, total: items.length } });

  // Uploads only here: the parser is registered in this plugin's scope, not the whole API's.
  await registerUploads(app, L10N_IMPORT_MAX_BYTES);

  app.get(
    '/api/v1/common/l10n/languages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['l10n'],
        summary: 'Interface languages',
        response: { 200: dataOf(pageOf(languageItemSchema)) },
      },
    },
    async () => languages,
  );

  app.get(
    '/api/v1/common/l10n/messages.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['l10n'],
        summary: 'Every interface message in one language (the database texts, the repository text where none)',
        querystring: messagesQuerySchema,
        response: { 200: dataOf(z.record(z.string(), z.string())), 400: errorBodySchema },
      },
    },
    // Not async: while the cached texts are fresh the answer goes out without a promise.
    (request) => l10n.messages(request.query.lang),
  );

  app.post(
    '/api/v1/common/l10n/import',
    {
      config: { access: isOperator },
      schema: {
        tags: ['l10n'],
        summary:
          'Import translations: multipart field `file`, .json ({ "ru": { key: text }, … }) or .xlsx (key | ru | en | zh); all or nothing',
        consumes: ['multipart/form-data'],
        response: {
          200: dataOf(l10nImportResultSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => ({ data: await l10n.importFile(request.caller, await uploadedFile(request)) }),
  );

  app.get(
    '/api/v1/common/l10n/export.xlsx',
    {
      config: { access: isOperator },
      schema: {
        tags: ['l10n'],
        summary: 'The current texts as an Excel sheet (key | ru | en | zh), the layout the import reads',
        response: { 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const data = await l10n.exportWorkbook();
      return (
        reply
          .type(XLSX_TYPE)
          .header('content-disposition', 'attachment; filename="messages.xlsx"')
          .header('cache-control', 'no-store')
          // A Buffer goes out as it is: Fastify calls no serializer for it, so the JSON contracts
          // (declared for the error answers) do not apply to it.
          .send(data as never)
      );
    },
  );
}
