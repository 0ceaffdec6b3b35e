import { dataOf, organizationSchema, pageOf, type Organization } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type QueryParams } from '../../http';
import { organizationKeys } from '../keys';

const responseSchema = dataOf(pageOf(organizationSchema));

export interface OrganizationListParams {
  page?: number;
  size?: number;
  sort?: string;
  /** CONTAINS over the name, the English name and the domain. */
  name?: string;
  type?: string;
  parentId?: string | number;
  international?: string;
}

/** GET /api/v1/organizations — a page of organizations (operators: all; anyone else: their own). */
export async function listOrganizations(
  params: OrganizationListParams,
): Promise<{ items: Organization[]; total: number }> {
  const body = await http.get('/organizations', { params: params as QueryParams, schema: responseSchema });
  return body.data;
}

export function organizationsQueryOptions(params: OrganizationListParams) {
  return queryOptions({
    queryKey: organizationKeys.list(params),
    queryFn: () => listOrganizations(params),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations(params: OrganizationListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...organizationsQueryOptions(params), enabled: options.enabled ?? true });
}
