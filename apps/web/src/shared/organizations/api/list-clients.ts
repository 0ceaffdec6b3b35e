import { clientOrganizationSchema, dataOf, pageOf, type ClientOrganization } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../http';
import { organizationKeys } from '../keys';

const responseSchema = dataOf(pageOf(clientOrganizationSchema));

/**
 * GET /api/v1/organizations/clients — the client organizations the caller may name on a private
 * tariff: a partner's (below it in the organization tree), every one for operators.
 */
export interface ClientListParams {
  name?: string;
  /** Comma-separated ids: the clients a picker holds. */
  ids?: string;
  size?: number;
}

export async function listClientOrganizations(
  params: ClientListParams,
): Promise<{ items: ClientOrganization[]; total: number }> {
  const body = await http.get('/organizations/clients', { params: { ...params }, schema: responseSchema });
  return body.data;
}

export function useClientOrganizations(params: ClientListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: organizationKeys.clients(params),
    queryFn: () => listClientOrganizations(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
