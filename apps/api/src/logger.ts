import { pino, type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { turnBatchedStdout } from './log-destination.js';
import { redactUrl } from './log-redaction.js';

let stdout: DestinationStream | undefined;

/** What a log line keeps of a request (Fastify's request or Node's message): never a header or body. */
function requestForLog(request: { method?: string; url?: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    ip: request.ip,
  };
}

/**
 * JSON lines, by default on stdout, the format log collectors read. Secrets never reach it:
 * request lines name method, url (its secret parameters redacted, log-redaction.ts), status and
 * time only, never headers or bodies. The request serializer replaces Fastify's, which logs the
 * raw address, wherever a request is logged whole (`{ req }`), and the redaction guards the
 * headers should they ever be logged.
 */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestForLog },
    },
    destination ?? (stdout ??= turnBatchedStdout()),
  );
}
