import { isApiError } from '../http';
import { log } from '../lib/log';
import { TOKEN_REFRESH_INTERVAL_MS } from '../lib/constants';
import { requestRefreshedToken } from './auth-api';
import { clearTokens, msSinceLastRefresh, readRefreshToken, storeTokens } from './tokens';

/** A pair younger than this is fresh enough: another tab refreshed it moments ago. */
const FRESH_FOR_MS = TOKEN_REFRESH_INTERVAL_MS - 5_000;
const LOCK_NAME = 'cargo-token-refresh';

export type RefreshOutcome = 'refreshed' | 'fresh' | 'ended' | 'failed';

/** Runs `work` while no other tab of this site runs it: a refresh token may be used once only. */
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK_NAME, work) as Promise<T>) : work();
}

let running: Promise<RefreshOutcome> | null = null;

/**
 * Exchanges the stored refresh token for a new pair (Product specification, shell §4). The server rotates
 * refresh tokens and ends the whole session when a used one comes back, so tabs take turns
 * under a Web Lock, and a tab that finds a pair stored moments ago by another uses that one.
 * `ended`: the server refused the token, the session is over; `failed`: no answer, try later.
 */
export function refreshTokens({ force = false } = {}): Promise<RefreshOutcome> {
  running ??= exclusively(async (): Promise<RefreshOutcome> => {
    const refreshToken = readRefreshToken();
    if (!refreshToken) return 'ended';
    if (!force && msSinceLastRefresh() < FRESH_FOR_MS) return 'fresh';
    try {
      const pair = await requestRefreshedToken(refreshToken);
      storeTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
      return 'refreshed';
    } catch (error) {
      // Another tab may have rotated the token while this one waited for the lock.
      if (readRefreshToken() !== refreshToken) return 'fresh';
      if (isApiError(error) && error.status === 400) {
        clearTokens();
        return 'ended';
      }
      log.warn('The token refresh failed', error);
      return 'failed';
    }
  }).finally(() => {
    running = null;
  });
  return running;
}

/** Every 30 s while a refresh token is stored; failures are only logged (Product specification, shell §4). */
export function startTokenRefresh(onEnded: () => void): () => void {
  const timer = window.setInterval(() => {
    if (!readRefreshToken()) return;
    void refreshTokens().then((outcome) => {
      if (outcome === 'ended') onEnded();
    });
  }, TOKEN_REFRESH_INTERVAL_MS);
  return () => window.clearInterval(timer);
}
