import { useEffect, useRef } from 'react';
import { useSession } from '../../../shared/session';
import { useContinueAfterSignIn } from './use-continue-after-sign-in';

/**
 * On a sign-in page, a signed-in user does not stay: whether they were signed in already or have
 * just signed in (the session's user appears), they are sent on the way a sign-in sends them.
 * Answers whether a user is there, so the page can show that it is moving on.
 */
export function useSignedInGoesOn(): boolean {
  const { user } = useSession();
  const continueAfterSignIn = useContinueAfterSignIn();
  const sent = useRef(false);
  useEffect(() => {
    if (!user || sent.current) return;
    sent.current = true;
    void continueAfterSignIn(user);
  }, [user, continueAfterSignIn]);
  return user !== null;
}
