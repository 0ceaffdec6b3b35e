import { z } from 'zod';
import {
  LANGUAGES,
  dataOf,
  errorBodySchema,
  languageItemSchema,
  localeTag,
  messagesOf,
  messagesQuerySchema,
  pageOf,
  translate,
} from '@cargo/domain';
import type { App } from '../../server.js';
import { constantAnswer } from '../../plugins/validation.js';

export async function l10nRoutes(app: App) {
  const items = LANGUAGES.map((code) => ({ code, locale: localeTag(code), name: translate(code, `language.${code}`) }));
  const languages = constantAnswer({ data: { items, total: items.length } });
  const catalogues = new Map(LANGUAGES.map((language) => [language, constantAnswer({ data: messagesOf(language) })]));

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
        summary: 'Every interface message in one language',
        querystring: messagesQuerySchema,
        response: { 200: dataOf(z.record(z.string(), z.string())), 400: errorBodySchema },
      },
    },
    // The query schema admits only the languages the map holds.
    async (request) => catalogues.get(request.query.lang)!,
  );
}
