import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** DELETE /api/v1/users/{id}/two-factor — operators: the user's second factor goes (a lost phone). */
export function useResetTwoFactor() {
  return useMutation({ mutationFn: (id: number) => http.delete(`/users/${id}/two-factor`) });
}
