import { currentUserSchema, dataOf, type CurrentUser, type currentUserUpdateSchema } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/http';
import { usersKeys } from '../../../shared/users/keys';
import { refreshUser } from '../../../shared/session';

export type CurrentUserUpdate = z.input<typeof currentUserUpdateSchema>;

const currentUserResponse = dataOf(currentUserSchema);

/** PUT /users/current — your own names and phone (never your organization); answers the user as saved. */
export async function updateCurrentUser(update: CurrentUserUpdate): Promise<CurrentUser> {
  return (await http.put('/users/current', update, { schema: currentUserResponse })).data;
}

/** On success the session's user is asked for again (header, menus) and lists of users refetch. */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: async () => {
      await Promise.all([refreshUser(), queryClient.invalidateQueries({ queryKey: usersKeys.all })]);
    },
  });
}
