import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

export const LOGIN_PATH = '/auth/login';
export const REDIRECT_PARAMETER = 'redirectTo';
export const DESTINATION_PARAMETER = 'destination';
/**
 * The sign-in pages' parameter naming a calculation made as a guest (the wizard's "Log in /
 * Register to view the details"): the token call attaches it to the account (docs/api.md).
 */
export const GUEST_ORDER_PARAMETER = 'guestOrderId';

/**
 * Where a forced login goes (Product specification, shell §2): the login page with the path kept in the
 * `redirectTo` query parameter and as `destination` in the address hash; also stored under
 * `redirectTo`, so a registration or a password recovery on the way keeps it.
 */
export function loginLocation(path: string): string {
  writeStorage(STORAGE_KEYS.redirectTo, path);
  const query = new URLSearchParams({ [REDIRECT_PARAMETER]: path });
  const hash = new URLSearchParams({ [DESTINATION_PARAMETER]: path });
  return `${LOGIN_PATH}?${query.toString()}#${hash.toString()}`;
}

/** A path of this site only: an absolute or protocol-relative address is not followed (open redirects). */
function sitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Where to go after signing in: the query's redirectTo, the hash's destination, the stored one. */
export function redirectTarget(location: { search: string; hash: string }): string | null {
  const fromQuery = new URLSearchParams(location.search).get(REDIRECT_PARAMETER);
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get(DESTINATION_PARAMETER);
  return sitePath(fromQuery) ?? sitePath(fromHash) ?? sitePath(readStorage(STORAGE_KEYS.redirectTo));
}

export function forgetRedirectTarget(): void {
  writeStorage(STORAGE_KEYS.redirectTo, null);
}
