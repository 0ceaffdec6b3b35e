import type { CurrentUser } from '@cargo/domain';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { destinationAfterSignIn, forgetRedirectTarget, redirectTarget } from '../../../shared/session';

/** A kept target on the sign-in pages themselves would bring the user straight back to them. */
function isSignInPage(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path.startsWith('/auth?') || path.startsWith('/auth#');
}

/**
 * Sends a signed-in user on: to the page kept in `redirectTo`, the hash's `destination` or storage
 * when they may open it, else home; to their organization's sub-domain when it has a verified one
 * (Product specification, shell §2, with a one-time hand-over code). The kept target is forgotten once reached.
 */
export function useContinueAfterSignIn(): (user: CurrentUser) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (user: CurrentUser) => {
      const target = redirectTarget(location);
      const destination = await destinationAfterSignIn(user, target && !isSignInPage(target) ? target : null);
      if ('href' in destination) {
        window.location.assign(destination.href);
        return;
      }
      forgetRedirectTarget();
      void navigate(destination.path, { replace: true });
    },
    [navigate, location],
  );
}
