import { dataOf, userSchema, type User } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { usersKeys } from '../../../shared/users/keys';

const responseSchema = dataOf(userSchema);

/** PUT /api/v1/users/{id}/unblock — the user may sign in again. */
export async function unblockUser(id: number): Promise<User> {
  const body = await http.put(`/users/${id}/unblock`, undefined, { schema: responseSchema });
  return body.data;
}

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
