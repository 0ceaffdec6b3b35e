import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { usersKeys } from '../../../shared/users/keys';
import { organizationKeys } from '../../../shared/organizations';

/**
 * DELETE /api/v1/organizations/{id} (operators): refused with 409 while the organization has
 * users, requests, open orders or other dependants, the refusal's message in the caller's language.
 */
export async function deleteOrganization(id: number): Promise<void> {
  await http.delete(`/organizations/${id}`);
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOrganization(id),
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: organizationKeys.detail(id) });
      // Lists name organizations (and parents) everywhere: users, organizations, profiles.
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}
