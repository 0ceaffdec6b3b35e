import { dataOf, organizationSchema, type Organization, type OrganizationInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';

const responseSchema = dataOf(organizationSchema);

/** POST /api/v1/organizations — a new organization (operators). */
export async function createOrganization(input: OrganizationInput): Promise<Organization> {
  const body = await http.post('/organizations', input, { schema: responseSchema });
  return body.data;
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.lists() }),
  });
}
