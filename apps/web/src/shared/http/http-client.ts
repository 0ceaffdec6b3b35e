import { API_BASE, BUILD_ID } from '../lib/constants';
import { callerTimeZone } from '../lib/days';
import { log } from '../lib/log';
import { acceptLanguageOf, getLanguage } from '../i18n/language-store';
import { ApiError, NETWORK_ERROR_CODE, errorFromBody } from './api-error';
import { httpHooks, type HttpMethod, type HttpRequestInfo } from './hooks';
import { setServerAvailable } from './server-status';

/** The cache-busting query parameter every GET carries (Product specification, shell §7). */
export const CACHE_BUST_PARAMETER = 'v';

export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Anything that checks an answer and gives it its type: a contract schema of @cargo/domain. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  params?: QueryParams;
  schema?: ResponseSchema<T>;
  headers?: Readonly<Record<string, string>>;
  /** The path is from the server root (`/oauth2/token`), not from the API base. */
  fromRoot?: boolean;
  /** Send the body form-encoded (the OAuth2 token endpoint) instead of as JSON. */
  form?: boolean;
  /** A 401 is this call's own answer (wrong password), not an expired session: no refresh, no login modal. */
  ownUnauthorized?: boolean;
  /** Answer the body as a Blob (a file download) instead of parsing it. */
  blob?: boolean;
}

/** What POST, PUT and DELETE resolve to when the server answers with an empty body. */
export interface EmptySuccess {
  success: true;
}

const EMPTY_SUCCESS: EmptySuccess = { success: true };

/** `/api/v1` + path + query; GETs get `v=<build id>` so no cached answer outlives a deploy. */
export function urlOf(method: HttpMethod, path: string, params?: QueryParams, fromRoot = false): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  if (method === 'GET') search.set(CACHE_BUST_PARAMETER, BUILD_ID);
  const query = search.toString();
  return `${fromRoot ? '' : API_BASE}${path.startsWith('/') ? path : `/${path}`}${query ? `?${query}` : ''}`;
}

type BodyKind = 'json' | 'form' | 'multipart' | 'none';

function headersOf(body: BodyKind, extra?: Readonly<Record<string, string>>): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': acceptLanguageOf(getLanguage()) });
  const zone = callerTimeZone();
  if (zone) headers.set('X-Timezone', zone);
  const token = httpHooks.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body === 'json') headers.set('Content-Type', 'application/json');
  if (body === 'form') headers.set('Content-Type', 'application/x-www-form-urlencoded');
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

async function bodyOf(response: Response, asBlob = false): Promise<unknown> {
  if (asBlob && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions<T>,
  retried = false,
): Promise<T> {
  const request: HttpRequestInfo = { method, path, token: httpHooks.getToken() };
  let kind: BodyKind = 'json';
  if (body === undefined) kind = 'none';
  else if (body instanceof FormData) kind = 'multipart';
  else if (options.form) kind = 'form';
  let encoded: string | FormData | undefined;
  if (kind === 'json') encoded = JSON.stringify(body);
  if (kind === 'form') encoded = new URLSearchParams(body as Record<string, string>).toString();
  // The browser writes the multipart content type itself, with its boundary.
  if (kind === 'multipart') encoded = body as FormData;
  let response: Response;
  try {
    response = await fetch(urlOf(method, path, options.params, options.fromRoot), {
      method,
      headers: headersOf(kind, options.headers),
      body: encoded,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // No answer at all (Product specification, shell §8): the server is marked unavailable and the call rejected.
    setServerAvailable(false);
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached', [], request, { cause });
  }
  setServerAvailable(true);
  const parsed = await bodyOf(response, options.blob);

  if (response.ok) {
    if (parsed === undefined && method !== 'GET') return EMPTY_SUCCESS as T;
    return options.schema ? options.schema.parse(parsed) : (parsed as T);
  }

  if (response.status === 401 && !options.ownUnauthorized) {
    const outcome = await httpHooks.onUnauthorized(request);
    if (method === 'GET' && outcome === 'retry' && !retried) return send(method, path, body, options, true);
  }
  const error = errorFromBody(response.status, parsed, request, response.statusText);
  if (method === 'GET' && response.status !== 404) log.warn(`GET ${path} answered ${response.status}`, error);
  if (response.status >= 500) httpHooks.onServerError(request, response.status);
  throw error;
}

/**
 * A streamed GET (server-sent events): the answer with its body unread, sent with the usual
 * headers and the bearer token (which `EventSource` cannot send). A refusal rejects with the
 * API's error, as any call; no 401 handling here: the caller falls back to plain GETs, which have it.
 */
async function stream(path: string, options: { signal?: AbortSignal; params?: QueryParams } = {}): Promise<Response> {
  const request: HttpRequestInfo = { method: 'GET', path, token: httpHooks.getToken() };
  let response: Response;
  try {
    response = await fetch(urlOf('GET', path, options.params), {
      method: 'GET',
      headers: headersOf('none', { Accept: 'text/event-stream' }),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached', [], request, { cause });
  }
  if (!response.ok || !response.body)
    throw errorFromBody(response.status, await bodyOf(response), request, response.statusText);
  return response;
}

/** GETs in flight, by everything that shapes their answer: identical simultaneous GETs share one call. */
const inFlight = new Map<string, Promise<unknown>>();

function get<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const key = JSON.stringify([
    urlOf('GET', path, options.params, options.fromRoot),
    getLanguage(),
    httpHooks.getToken(),
    options.headers ?? null,
  ]);
  let call = inFlight.get(key);
  if (!call) {
    call = send<unknown>('GET', path, undefined, { ...options, schema: undefined }).finally(() => inFlight.delete(key));
    inFlight.set(key, call);
  }
  // Each caller checks the shared answer with its own schema.
  return call.then((data) => (options.schema ? options.schema.parse(data) : (data as T)));
}

/**
 * The one HTTP client of the web app (Product specification, shell §7–§8, docs/architecture.md §2): base `/api/v1`,
 * Accept-Language (zh → zh-CN), X-Timezone, the bearer token, JSON bodies, `ApiError` on failure.
 */
export const http = {
  get,
  post: <T = EmptySuccess>(path: string, body?: unknown, options: RequestOptions<T> = {}) =>
    send<T>('POST', path, body, options),
  put: <T = EmptySuccess>(path: string, body?: unknown, options: RequestOptions<T> = {}) =>
    send<T>('PUT', path, body, options),
  delete: <T = EmptySuccess>(path: string, options: RequestOptions<T> = {}) =>
    send<T>('DELETE', path, undefined, options),
  /** A file from the API (with the bearer token, which a plain link would not carry). */
  download: (path: string, options: Omit<RequestOptions<Blob>, 'blob' | 'schema'> = {}) =>
    send<Blob>('GET', path, undefined, { ...options, blob: true }),
  stream,
  /** A multipart upload: `form` holds the files and fields. */
  upload: <T = EmptySuccess>(path: string, form: FormData, options: RequestOptions<T> = {}) =>
    send<T>('POST', path, form, options),
};
