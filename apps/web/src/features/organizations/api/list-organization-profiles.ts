import { dataOf, pageOf, profileSchema, type Profile } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';

const responseSchema = dataOf(pageOf(profileSchema));

/** GET /api/v1/organizations/{id}/profiles — the profiles one organization has applied for, with their status. */
export async function listOrganizationProfiles(organizationId: number): Promise<Profile[]> {
  const body = await http.get(`/organizations/${organizationId}/profiles`, { schema: responseSchema });
  return body.data.items;
}

export function organizationProfilesQueryOptions(organizationId: number) {
  return queryOptions({
    queryKey: organizationKeys.profilesOf(organizationId),
    queryFn: () => listOrganizationProfiles(organizationId),
  });
}

export function useOrganizationProfiles(organizationId: number) {
  return useQuery(organizationProfilesQueryOptions(organizationId));
}
