import { useCallback } from 'react';
import { useLocation, type Path, type To } from 'react-router';

/** The restore-link parameter (`/auth/password-recovery?token=…`): never carried to another page. */
export const RESTORE_TOKEN_PARAMETER = 'token';

/**
 * A link between the sign-in pages that keeps the way back: `redirectTo` (and `lang`, and the
 * guest's `guestOrderId`) in the query and `destination` in the hash travel along, so a
 * registration or a recovery on the way still ends on the page the user was sent from
 * (Product specification, shell §2), with the calculation they made as a guest (lib/guest-order.ts).
 */
export function authLocation(pathname: string, from: { search: string; hash: string }): Path {
  const query = new URLSearchParams(from.search);
  query.delete(RESTORE_TOKEN_PARAMETER);
  const rest = query.toString();
  return { pathname, search: rest ? `?${rest}` : '', hash: from.hash };
}

export function useAuthLink(): (pathname: string) => To {
  const { search, hash } = useLocation();
  return useCallback((pathname: string) => authLocation(pathname, { search, hash }), [search, hash]);
}

/** What the sign-in pages hand each other in the history state: the e-mail typed so far. */
export interface AuthPageState {
  email?: string;
}

export function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state as AuthPageState;
  return typeof email === 'string' && email ? email : undefined;
}
