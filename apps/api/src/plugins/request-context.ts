import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromAcceptLanguage, type Language } from '@cargo/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's interface language, from Accept-Language (zh-CN → zh); English by default. */
    readonly language: Language;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Keeps a caller's request id (a proxy's or a client's) when it is sane; otherwise makes one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request id echoed in every answer, and the caller's language, read lazily. */
export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('language', {
      getter(this: { headers: IncomingMessage['headers'] }) {
        return languageFromAcceptLanguage(this.headers['accept-language']);
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-context' },
);

/** One log line per request, when it is answered, instead of Fastify's two. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
