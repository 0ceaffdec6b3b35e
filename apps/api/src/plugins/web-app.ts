import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@cargo/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, sendError } from './errors.js';
import { PAGE_LANGUAGE_VARY, pageLanguage } from './page-language.js';

/** Paths that belong to the API: never answered with the SPA. */
const API_PREFIXES = ['/api/', '/oauth2/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? url;
  return pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A browser navigating to a screen: GET or HEAD, outside the API, asking for HTML, and not for a
 * file (a last segment with a dot): a missing script must be a 404, not index.html.
 */
function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiPath(url) || !accept?.includes('text/html')) return false;
  const pathname = url.split('?', 1)[0] ?? url;
  return !(pathname.split('/').at(-1) ?? '').includes('.');
}

/** A page the build prerendered (scripts/prerender.mjs): its path and its file in each language. */
interface PrerenderedPage {
  path: string;
  files: Record<Language, string>;
}

/**
 * The prerendered pages of the build, from `prerendered/pages.json`, each with a file per
 * language; none when the build has none (an older build, a test's folder).
 */
function prerenderedPages(distDir: string): PrerenderedPage[] {
  const list = path.join(distDir, 'prerendered/pages.json');
  if (!existsSync(list)) return [];
  const { pages } = JSON.parse(readFileSync(list, 'utf8')) as { pages: PrerenderedPage[] };
  for (const page of pages) {
    for (const language of LANGUAGES) {
      const file = page.files[language];
      if (!file || !existsSync(path.join(distDir, file)))
        throw new Error(`prerendered/pages.json: ${page.path} has no ${language} file`);
    }
  }
  return pages;
}

/** Answers a prerendered page in the caller's language, revalidated as index.html is. */
function sendPrerendered(page: PrerenderedPage, request: FastifyRequest, reply: FastifyReply) {
  const query = request.url.indexOf('?');
  const language = pageLanguage({
    search: query === -1 ? '' : request.url.slice(query),
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
  return reply.header('cache-control', 'no-cache').header('vary', PAGE_LANGUAGE_VARY).sendFile(page.files[language]);
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated, and every
 * page request outside the API answered with index.html so the client router takes the path.
 * Text files are compressed at build time (scripts/precompress.mjs writes `x.br` and `x.gz`
 * beside `x`): the file of the best encoding the request accepts is sent as it is (brotli, then
 * gzip, then the file itself), with `Vary: Accept-Encoding`; nothing is compressed per request.
 * Everything else unknown answers the JSON 404. The file list is read at start (a rebuilt web
 * app needs a restart, which `npm start` does anyway).
 *
 * The pages the build prerendered (`/`, `/book`: scripts/prerender.mjs) answer with the file of
 * the caller's language instead of index.html (`pageLanguage`: `?lang=`, the userLang cookie,
 * Accept-Language, else English), with `Vary` naming the headers the choice read. No page is
 * rendered per request: the files are sent as index.html is.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasWebApp = existsSync(path.join(distDir, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        // `/` is a prerendered page's when the build has one, index.html's otherwise (below).
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      const pages = prerenderedPages(distDir);
      for (const page of pages) app.get(page.path, (request, reply) => sendPrerendered(page, request, reply));
      if (!pages.some((page) => page.path === '/'))
        app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    } else {
      app.log.warn({ distDir }, 'web app not built: only the API is served');
    }
    app.setNotFoundHandler((request, reply) => {
      if (hasWebApp && isPageRequest(request.method, request.url, request.headers.accept)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(reply, 'NOT_FOUND', errorBody(request.language, 'NOT_FOUND'));
    });
  },
  { name: 'web-app' },
);
