import { pino, type DestinationStream } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { turnBatchedStdout } from './log-destination.js';

let stdout: DestinationStream | undefined;

/**
 * JSON lines, by default on stdout, the format log collectors read. Secrets never reach it:
 * request lines name method, url, status and time only, never headers or bodies; the
 * redaction guards Fastify's own request serializer should it ever be switched on.
 */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    { level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    destination ?? (stdout ??= turnBatchedStdout()),
  );
}
