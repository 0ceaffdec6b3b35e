import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/** JSON lines on stdout, the format log collectors read; secrets never reach it. */
export function createLogger(level: string): FastifyBaseLogger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token'],
  });
}
