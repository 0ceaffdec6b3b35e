import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

export const LOGIN_PATH = '/auth/login';
export const REDIRECT_PARAMETER = 'redirectTo';
export const DESTINATION_PARAMETER = 'destination';
/**
 * The sign-in pages' parameter naming a calculation made as a guest (the wizard's "Log in /
 * Register to view the details"): the token call attaches it to the account (docs/api.md).
 */
export const GUEST_ORDER_PARAMETER = 'guestOrderId';

/** The login page's parameter saying why a sign-in is asked for (the page says it, translated). */
export const REASON_PARAMETER = 'reason';
/** Why a sign-in is asked for: `book`, a guest's Book on a quotation. */
export const SIGN_IN_REASONS = ['book'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export interface LoginLocationOptions {
  reason?: SignInReason;
  /** A calculation the guest made: the sign-in makes it theirs (GUEST_ORDER_PARAMETER). */
  guestOrderId?: string;
}

/**
 * Where a forced login goes (Product specification, shell §2): the login page with the path kept in the
 * `redirectTo` query parameter and as `destination` in the address hash; also stored under
 * `redirectTo`, so a registration or a password recovery on the way keeps it. With a reason, the
 * page says why it is asked for.
 */
export function loginLocation(path: string, { reason, guestOrderId }: LoginLocationOptions = {}): string {
  writeStorage(STORAGE_KEYS.redirectTo, path);
  const query = new URLSearchParams({ [REDIRECT_PARAMETER]: path });
  if (reason) query.set(REASON_PARAMETER, reason);
  if (guestOrderId) query.set(GUEST_ORDER_PARAMETER, guestOrderId);
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

/** The reason the address gives for a sign-in, if it is one the login page knows. */
export function signInReason(search: string): SignInReason | null {
  const value = new URLSearchParams(search).get(REASON_PARAMETER);
  return SIGN_IN_REASONS.find((reason) => reason === value) ?? null;
}
