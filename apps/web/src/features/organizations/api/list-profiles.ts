import { dataOf, pageOf, profileSchema, type Profile } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type QueryParams } from '../../../shared/http';
import { organizationKeys } from '../../../shared/organizations';

const responseSchema = dataOf(pageOf(profileSchema));

export interface ProfileListParams {
  page: number;
  size: number;
  sort?: string;
  status?: string;
  kind?: string;
  organizationId?: string;
}

/** GET /api/v1/organizations/profiles — every organization's profiles (the operators' review queue). */
export async function listProfiles(params: ProfileListParams): Promise<{ items: Profile[]; total: number }> {
  const body = await http.get('/organizations/profiles', {
    params: params as unknown as QueryParams,
    schema: responseSchema,
  });
  return body.data;
}

export function profilesQueryOptions(params: ProfileListParams) {
  return queryOptions({
    queryKey: organizationKeys.profiles(params),
    queryFn: () => listProfiles(params),
    placeholderData: keepPreviousData,
  });
}

export function useProfiles(params: ProfileListParams) {
  return useQuery(profilesQueryOptions(params));
}
