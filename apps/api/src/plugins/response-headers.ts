import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { REQUEST_ID_HEADER } from './request-context.js';

/**
 * Ant Design writes its styles at run time, hence inline styles; scripts come only from this
 * origin. Framing by other sites is refused until the widget (an embedding feature of its own)
 * opens /widget/* to host pages deliberately.
 */
const helmetOptions: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      // The product is also run on plain http (a laptop, an intranet): never rewrite to https.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Added per request, over https only: see `strictTransportSecurity` below.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with `options`, computed once. With no per-request directive (no CSP
 * nonce) helmet's answer never varies, yet its middleware re-parses every directive on every
 * request: a third of the CPU time of a small API answer (see docs/decisions.md D13).
 */
function securityHeaders(options: Readonly<HelmetOptions> = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * What a JSON answer needs, after OWASP's REST Security Cheat Sheet: it is never rendered, framed
 * or sniffed as something else, and other sites cannot read it through a tag. Every header line
 * costs about 2,500 instructions on every answer (the document set is 1 KB), and JSON is most of
 * what the server sends, so nothing redundant: no X-Frame-Options, which `frame-ancestors`
 * obsoletes and browsers ignore when both are sent (the HTML standard's frame checks); only
 * Internet Explorer lacks `frame-ancestors`.
 */
const jsonAnswerHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** Sent over https only: RFC 6797 §7.2 forbids it on plain http, where browsers ignore it anyway. */
const strictTransportSecurity = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/**
 * The headers the server adds to every answer, in one hook, since each hook costs on every
 * request (docs/decisions.md D13).
 * The request id, so a caller can quote it and find its log line; and the security headers,
 * chosen by what the answer is: JSON answers get the API set, anything a browser may render (the
 * web app, its files, the API viewer) gets helmet's full document set. Behind a proxy
 * (TRUST_PROXY) https is read from X-Forwarded-Proto.
 */
export const responseHeadersPlugin = fp(
  async (app) => {
    const document = securityHeaders();
    const sets = {
      json: { http: jsonAnswerHeaders, https: { ...jsonAnswerHeaders, ...strictTransportSecurity } },
      document: { http: document, https: { ...document, ...strictTransportSecurity } },
    };
    app.addHook('onSend', (request, reply, payload, done) => {
      const kind = isJson(reply.getHeader('content-type')) ? sets.json : sets.document;
      reply.header(REQUEST_ID_HEADER, request.id).headers(request.protocol === 'https' ? kind.https : kind.http);
      done(null, payload);
    });
  },
  { name: 'response-headers' },
);
