import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorBody, sendError } from './errors.js';

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

/**
 * Serves the built SPA: hashed assets cached for a year, index.html revalidated, and every
 * page request outside the API answered with index.html so the client router takes the path.
 * Text files are compressed at build time (scripts/precompress.mjs writes `x.br` and `x.gz`
 * beside `x`): the file of the best encoding the request accepts is sent as it is (brotli, then
 * gzip, then the file itself), with `Vary: Accept-Encoding`; nothing is compressed per request.
 * Everything else unknown answers the JSON 404. The file list is read at start (a rebuilt web
 * app needs a restart, which `npm start` does anyway).
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasWebApp = existsSync(path.join(distDir, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
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
