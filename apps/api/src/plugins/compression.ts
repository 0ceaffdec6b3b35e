import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers of at least this many bytes are compressed: below it the saving is a few hundred
 * bytes, less than a packet, and costs a compressor's setup (health, tokens, small items).
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The API's text answers (JSON lists, the message catalogue, the OpenAPI document) compressed per
 * request: brotli where the request accepts it, gzip otherwise, identity when it accepts neither.
 * Brotli at quality 4: per request, quality 11 costs tens of times the CPU for a few percent
 * fewer bytes (the web app's files, compressed once at build time, get 11: web-app.ts).
 * Types that are compressed already (xlsx downloads, images) are left alone (mime-db's
 * `compressible`), and the server-sent job events are written to the socket, past this hook.
 *
 * Only routes registered after this plugin get its hook (Fastify's onRoute): server.ts registers
 * the web app's file routes before it, as they are served precompressed.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Request bodies are not decompressed: an upload's size limit is on the bytes received, and
      // a compressed body would pass it and expand past it (test/zip-bombs.ts covers the files).
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
