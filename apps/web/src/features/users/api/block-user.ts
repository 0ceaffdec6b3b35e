import { dataOf, userSchema, type User } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { usersKeys } from '../../../shared/users/keys';

const responseSchema = dataOf(userSchema);

/** PUT /api/v1/users/{id}/block — the user can no longer sign in; every session of theirs ends. */
export async function blockUser(id: number): Promise<User> {
  const body = await http.put(`/users/${id}/block`, undefined, { schema: responseSchema });
  return body.data;
}

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
