import { dataOf, userSchema, type User, type UserCreate } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { usersKeys } from '../../../shared/users/keys';

const responseSchema = dataOf(userSchema);

/** POST /api/v1/users — a new, confirmed account in an organization the caller administers. */
export async function createUser(input: UserCreate): Promise<User> {
  const body = await http.post('/users', input, { schema: responseSchema });
  return body.data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists() }),
  });
}
