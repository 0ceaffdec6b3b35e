import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers of at least this many bytes are compressed: below it the saving is a few hundred
 * bytes, less than a packet, and costs a compressor's setup (health, tokens, small items).
 */
export const COMPRESSION_THRESHOLD = 1024;

/** A payload held whole and under the threshold: a string of n UTF-16 units is at most 3n bytes. */
function isSmall(payload: unknown): boolean {
  if (typeof payload === 'string')
    return payload.length * 3 < COMPRESSION_THRESHOLD || Buffer.byteLength(payload) < COMPRESSION_THRESHOLD;
  return Buffer.isBuffer(payload) && payload.length < COMPRESSION_THRESHOLD;
}

const onSendHooks = (route: RouteOptions): onSendHookHandler[] =>
  route.onSend ? [route.onSend as onSendHookHandler | onSendHookHandler[]].flat() : [];

/**
 * @fastify/compress's hook reads the answer's headers and parses Accept-Encoding before it looks
 * at the size (1.3 to 1.7 µs a request for a browser's header, measured): this lets a small answer
 * through before all that, exactly as the hook itself would let it through.
 */
function skippingSmallAnswers(hook: onSendHookHandler): onSendHookHandler {
  return function compressUnlessSmall(request, reply, payload, done) {
    if (isSmall(payload)) return done(null, payload);
    return hook.call(this, request, reply, payload, done);
  };
}

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
    // The route's send hooks before @fastify/compress adds its own, to find exactly those after.
    const before = new WeakMap<RouteOptions, onSendHookHandler[]>();
    app.addHook('onRoute', (route) => {
      before.set(route, onSendHooks(route));
    });
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Request bodies are not decompressed: an upload's size limit is on the bytes received, and
      // a compressed body would pass it and expand past it (test/zip-bombs.ts covers the files).
      globalDecompression: false,
    });
    app.addHook('onRoute', (route) => {
      const earlier = before.get(route) ?? [];
      const hooks = onSendHooks(route);
      if (hooks.length === earlier.length) return;
      route.onSend = hooks.map((hook) => (earlier.includes(hook) ? hook : skippingSmallAnswers(hook)));
    });
  },
  { name: 'compression' },
);
