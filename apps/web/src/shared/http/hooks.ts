import { STORAGE_KEYS, readStorage } from '../lib/storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequestInfo {
  method: HttpMethod;
  path: string;
  /** The bearer token the call carried: a 401 for a token another tab has replaced since is just retried. */
  token?: string | null;
}

/**
 * What the client does after a 401 (Product specification, shell §8): `retry` sends a GET once more (after the
 * session was refreshed), `reject` hands the error to the caller. POST, PUT and DELETE are never
 * retried; their handler opens the login modal.
 */
export type UnauthorizedOutcome = 'retry' | 'reject';
export type UnauthorizedHandler = (request: HttpRequestInfo) => UnauthorizedOutcome | Promise<UnauthorizedOutcome>;

export interface HttpHooks {
  /** The bearer token sent with every call; local storage `token` unless the session says otherwise. */
  getToken: () => string | null;
  /** Sign-in plugs in here: token refresh, the login modal, the redirect to login. */
  onUnauthorized: UnauthorizedHandler;
  /** A 5xx answer: the shell shows `service.serverError` for 4000 ms. */
  onServerError: (request: HttpRequestInfo, status: number) => void;
}

const defaults: HttpHooks = {
  getToken: () => readStorage(STORAGE_KEYS.token),
  onUnauthorized: () => 'reject',
  onServerError: () => {},
};

export const httpHooks: HttpHooks = { ...defaults };

/** Replaces some hooks; returns a function that restores the ones replaced. */
export function setHttpHooks(hooks: Partial<HttpHooks>): () => void {
  const previous = { ...httpHooks };
  Object.assign(httpHooks, hooks);
  return () => {
    for (const key of Object.keys(hooks) as (keyof HttpHooks)[]) Object.assign(httpHooks, { [key]: previous[key] });
  };
}
