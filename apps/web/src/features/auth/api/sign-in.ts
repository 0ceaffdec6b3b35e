import type { CurrentUser } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { signIn } from '../../../shared/session';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * Sign-in through the session (shared/session `signIn`): it stores the tokens, tells the other tabs
 * and sets the user, whose change drops every answer cached for the one before (app/session).
 */
export function useSignIn() {
  return useMutation<CurrentUser, unknown, SignInInput>({
    mutationFn: ({ email, password }) => signIn(email, password),
  });
}
