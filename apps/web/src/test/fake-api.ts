import { messagesOf, type Language } from '@cargo/domain';
import { vi } from 'vitest';

/** A request as the app sent it: the fetch of the platform is the boundary the tests stand at. */
export interface SentRequest {
  method: string;
  /** The path under /api/v1 (`/orders/calculations`), without the query. */
  path: string;
  url: URL;
  headers: Headers;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

/** What the fake server answers a request with: a real Response, or JSON data sent as `{ data }`. */
export type Answer = Response | ((request: SentRequest) => Response | Promise<Response>);

/** `GET /orders/calculations` or `PUT /order-delivery/7/status`: the method and the path under /api/v1. */
export type Route = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /${string}`;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `{ data }`, as the API wraps what it answers with. */
export const data = (value: unknown, status = 200): Response => json(status, { data: value });

/** A refusal with field errors, as the API sends one (400, the fields' texts in the user's language). */
export const refusal = (
  status: number,
  message: string,
  fieldErrors: readonly { fieldName: string; errorText: string }[] = [],
): Response => json(status, { error: { code: 'VALIDATION_ERROR', message }, errors: fieldErrors });

export interface FakeApi {
  /** Every request the app sent, in order. */
  readonly sent: SentRequest[];
  /** The requests of one route. */
  sentTo(route: Route): SentRequest[];
  /** Answers the route from now on (the last one given wins). */
  answer(route: Route, answer: Answer): void;
}

const API_BASE = '/api/v1';

/**
 * Replaces `fetch` with a server of the given routes for the rest of the test (restore it with
 * `vi.unstubAllGlobals()`). The interface's messages are served in every language from the
 * catalogue the API ships; a route nobody answers gets a 404, as from a server without it.
 */
export function fakeApi(routes: Partial<Record<Route, Answer>> = {}): FakeApi {
  const answers = new Map<string, Answer>(Object.entries(routes) as [string, Answer][]);
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.href);
    const method = init.method ?? 'GET';
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: SentRequest = {
      method,
      path,
      url,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    if (path === '/common/l10n/messages.json')
      return data(messagesOf((url.searchParams.get('lang') ?? 'en') as Language));
    sent.push(request);
    const answer = answers.get(`${method} ${path}`);
    if (!answer) return json(404, { code: 'NOT_FOUND', message: `${method} ${path} is not served here` });
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
  return {
    sent,
    sentTo: (route) => sent.filter((request) => `${request.method} ${request.path}` === route),
    answer: (route, answer) => void answers.set(route, answer),
  };
}
