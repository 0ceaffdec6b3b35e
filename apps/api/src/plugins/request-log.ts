import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../log-redaction.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'failures': only errors and answers of 500 and above reach the request log. A route-level
     * `logLevel` would do the same, but makes pino rebuild every log method of each request's
     * child logger.
     */
    accessLog?: 'failures';
  }
}

/**
 * One log line per request, when it is answered, instead of Fastify's two. Server failures are
 * logged at warn, also for a route that keeps its successes out of the log (`accessLog:
 * 'failures'`, the health check).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    // `error` is undefined, not null, when the answer simply finished.
    const failed = Boolean(error) || status >= 500;
    if (!failed && request.routeOptions.config.accessLog === 'failures') return;
    const line = { method: request.method, url: redactUrl(request.url), status, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (failed) reply.log.warn(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }

  /** Fastify's own puts the raw address into the message; unused while the web app answers 404s. */
  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method, url: redactUrl(request.url) }, 'route not found');
  }
}
