import { dataOf, userSchema, type User, type UserUpdate } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { currentUser, refreshUser } from '../../../shared/session';
import { usersKeys } from '../../../shared/users/keys';

const responseSchema = dataOf(userSchema);

/** PUT /api/v1/users/{id} — name, phone, roles and organization of a user. */
export async function updateUser(id: number, input: UserUpdate): Promise<User> {
  const body = await http.put(`/users/${id}`, input, { schema: responseSchema });
  return body.data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserUpdate }) => updateUser(id, input),
    onSuccess: async (user) => {
      // An admin who edits their own account sees the new name and roles in the shell at once.
      if (user.id === currentUser()?.id) void refreshUser();
      await queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
}
