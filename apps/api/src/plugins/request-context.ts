import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { dayIn, languageFromAcceptLanguage, TIME_ZONE_HEADER, type Language } from '@cargo/domain';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's interface language, from Accept-Language (zh-CN → zh); English by default. */
    readonly language: Language;
    /**
     * The caller's calendar day, `YYYY-MM-DD`, in the IANA zone the X-Timezone header names (UTC
     * when it names none we know): the day every date rule compares with. Worked out when a
     * route asks, so the routes that need no day (the health check) pay nothing.
     */
    readonly today: string;
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Request ids: a caller's (a proxy's or a client's) when it is sane, otherwise this process's
 * random prefix and a counter, e.g. `Xq3v_9aK-1z4`. Unique across instances and restarts like a
 * UUID, without drawing and formatting 16 random bytes per request (docs/decisions.md D11).
 */
export function requestIdGenerator(): (request: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('base64url');
  let counter = 0;
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given)) return given;
    counter += 1;
    return `${prefix}-${counter.toString(36)}`;
  };
}

/** The caller's language and day, read lazily. The request id is echoed by the response-headers plugin. */
export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('language', {
      getter(this: { headers: IncomingMessage['headers'] }) {
        return languageFromAcceptLanguage(this.headers['accept-language']);
      },
    });
    app.decorateRequest('today', {
      getter(this: { headers: IncomingMessage['headers'] }) {
        const zone = this.headers[TIME_ZONE_HEADER];
        return dayIn(typeof zone === 'string' ? zone : undefined);
      },
    });
  },
  { name: 'request-context' },
);
