import { HANDOVER_PARAM } from '@cargo/domain';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

/**
 * The stored credentials (Product specification, shell §3): `token` (the access token every call carries),
 * `refreshToken`, and `intervalUpdateToken`, here the time of the last refresh, which tabs
 * read to refresh once between them.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string | null;
}

export const readAccessToken = (): string | null => readStorage(STORAGE_KEYS.token);
export const readRefreshToken = (): string | null => readStorage(STORAGE_KEYS.refreshToken);

export function storeTokens({ accessToken, refreshToken }: TokenPair): void {
  writeStorage(STORAGE_KEYS.token, accessToken);
  writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
  writeStorage(STORAGE_KEYS.intervalUpdateToken, String(Date.now()));
}

/** Logout and an invalid token remove all three (Product specification, shell §4). */
export function clearTokens(): void {
  writeStorage(STORAGE_KEYS.token, null);
  writeStorage(STORAGE_KEYS.refreshToken, null);
  writeStorage(STORAGE_KEYS.intervalUpdateToken, null);
}

/** Milliseconds since any tab last stored a pair. */
export function msSinceLastRefresh(): number {
  const at = Number(readStorage(STORAGE_KEYS.intervalUpdateToken));
  return Number.isFinite(at) && at > 0 ? Date.now() - at : Number.POSITIVE_INFINITY;
}

/** Tells the other tabs that someone signed in (they refresh their user). */
export function markSignedIn(): void {
  writeStorage(STORAGE_KEYS.lastLogin, String(Date.now()));
}

export const TOKEN_QUERY_PARAMETER = 'token';

/** The page whose `token` is the mailed password-restore token, not a sign-in token. */
const OWN_TOKEN_PATHS = ['/auth/password-recovery'];

/** Takes a query parameter out of the address, so it is neither bookmarked nor sent on as a referrer. */
function takeFromAddress(name: string): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (!value) return null;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value;
}

/**
 * A `token` query parameter on any page is a sign-in token (Product specification, shell §2, §4). It is taken
 * out of the address at once.
 */
export function takeTokenFromAddress(): string | null {
  if (OWN_TOKEN_PATHS.includes(window.location.pathname.replace(/\/+$/, ''))) return null;
  return takeFromAddress(TOKEN_QUERY_PARAMETER);
}

/** The one-time code of a white-label hand-over (`?handover=`), taken out of the address at once. */
export function takeHandoverFromAddress(): string | null {
  return takeFromAddress(HANDOVER_PARAM);
}
