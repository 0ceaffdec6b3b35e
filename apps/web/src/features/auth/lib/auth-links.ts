import { useCallback } from 'react';
import { useLocation, type To } from 'react-router';

/** The restore-link parameter (`/auth/password-recovery?token=…`): never carried to another page. */
export const RESTORE_TOKEN_PARAMETER = 'token';

/**
 * A link between the sign-in pages that keeps the way back: `redirectTo` (and `lang`) in the query
 * and `destination` in the hash travel along, so a registration or a recovery on the way still
 * ends on the page the user was sent from (spec/shell.md §2).
 */
export function useAuthLink(): (pathname: string) => To {
  const { search, hash } = useLocation();
  return useCallback(
    (pathname: string) => {
      const query = new URLSearchParams(search);
      query.delete(RESTORE_TOKEN_PARAMETER);
      const rest = query.toString();
      return { pathname, search: rest ? `?${rest}` : '', hash };
    },
    [search, hash],
  );
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
