import type { CurrentUser } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { signIn } from '../../../shared/session';

export interface SignInInput {
  email: string;
  password: string;
  /** A calculation made as a guest, to become the user's (lib/guest-order.ts). */
  guestOrderId?: string;
}

/**
 * Sign-in through the session (shared/session `signIn`): it stores the tokens, tells the other tabs
 * and sets the user, whose change drops every answer cached for the one before (app/session).
 */
export function useSignIn() {
  return useMutation<CurrentUser, unknown, SignInInput>({
    mutationFn: ({ email, password, guestOrderId }) => signIn(email, password, guestOrderId),
  });
}
