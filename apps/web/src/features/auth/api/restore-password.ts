import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export interface RestorePasswordInput {
  token: string;
  password: string;
}

/** PUT /users/restore-password — the new password with the mailed one-time token; every session of the user ends. */
export async function restorePassword(input: RestorePasswordInput): Promise<void> {
  await http.put('/users/restore-password', input);
}

export function useRestorePassword() {
  return useMutation({ mutationFn: restorePassword });
}
