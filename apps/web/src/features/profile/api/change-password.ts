import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/**
 * PUT /users/current/change-password — "Invalid old password" comes back as a field error on
 * `oldPassword`. This session stays; the user's other sessions end. No cached answer changes.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await http.put('/users/current/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
