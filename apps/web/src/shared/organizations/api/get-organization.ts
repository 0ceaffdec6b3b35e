import { dataOf, organizationSchema, type Organization } from '@cargo/domain';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { http } from '../../http';
import { organizationKeys } from '../keys';

const responseSchema = dataOf(organizationSchema);

/** GET /api/v1/organizations/{id} — one organization with its profiles (a member may read their own). */
export async function getOrganization(id: number): Promise<Organization> {
  const body = await http.get(`/organizations/${id}`, { schema: responseSchema });
  return body.data;
}

export function organizationQueryOptions(id: number) {
  return queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: () => getOrganization(id),
  });
}

export function useOrganization(id: number | null | undefined) {
  return useQuery({ ...organizationQueryOptions(id ?? 0), enabled: typeof id === 'number' && id > 0 });
}

/** Several organizations by id (the parents named in a page of organizations): one cached call each. */
export function useOrganizationsById(ids: readonly number[]): ReadonlyMap<number, Organization> {
  return useQueries({
    queries: ids.map((id) => ({ ...organizationQueryOptions(id), staleTime: 60_000 })),
    combine: (results) => {
      const byId = new Map<number, Organization>();
      for (const result of results) if (result.data) byId.set(result.data.id, result.data);
      return byId;
    },
  });
}
