import { dataOf, pageOf, userSchema, type User } from '@cargo/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http, type QueryParams } from '../../../shared/http';
import { usersKeys } from '../../../shared/users/keys';

const responseSchema = dataOf(pageOf(userSchema));

export interface UserListParams {
  page: number;
  size: number;
  sort?: string;
  /** CONTAINS over e-mail, names and phone. */
  search?: string;
  organizationId?: string;
  role?: string;
  blocked?: string;
}

/** GET /api/v1/users — a page of users (operators: all; a partner admin: their organization's). */
export async function listUsers(params: UserListParams): Promise<{ items: User[]; total: number }> {
  const body = await http.get('/users', { params: params as unknown as QueryParams, schema: responseSchema });
  return body.data;
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(params), enabled: options.enabled ?? true });
}
