import { dataOf, organizationSchema, type Organization, type OrganizationInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, ifMatch } from '../../../shared/http';
import { usersKeys } from '../../../shared/users/keys';
import { organizationKeys } from '../../../shared/organizations';
import { refreshIfOwn } from './refresh-own';

const responseSchema = dataOf(organizationSchema);

/** PUT /api/v1/organizations/{id} — every field; a partner admin sends the operator's fields back unchanged. */
export async function updateOrganization(
  id: number,
  input: OrganizationInput,
  version?: number,
): Promise<Organization> {
  // Guarded by the version read: 412 when someone else changed it meanwhile.
  const body = await http.put(`/organizations/${id}`, input, { schema: responseSchema, headers: ifMatch(version) });
  return body.data;
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, version }: { id: number; input: OrganizationInput; version?: number }) =>
      updateOrganization(id, input, version),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationKeys.detail(organization.id), organization);
      refreshIfOwn(organization.id);
      // Lists name organizations (and parents) everywhere: users, organizations, profiles.
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}
