import { dataOf, organizationSchema, type Organization } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';
import { refreshIfOwn } from './refresh-own';

const responseSchema = dataOf(organizationSchema);

/**
 * PUT /api/v1/organizations/{id}/verify-domain — an operator verifies the white-label domain they
 * checked; the server refuses it when the organization's domain is another one by now.
 */
export async function verifyDomain(id: number, domain: string): Promise<Organization> {
  const body = await http.put(`/organizations/${id}/verify-domain`, { domain }, { schema: responseSchema });
  return body.data;
}

export function useVerifyDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, domain }: { id: number; domain: string }) => verifyDomain(id, domain),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationKeys.detail(organization.id), organization);
      refreshIfOwn(organization.id);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
  });
}
