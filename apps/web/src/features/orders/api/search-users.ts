import { dataOf, pageOf, userSchema, type User } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(pageOf(userSchema));

export interface UserSearch {
  search: string;
  organizationId?: number;
}

/** GET /api/v1/users — operators: the users of one organization an order may pass to (its client's) or be managed by (the operators'), 20 at a time. */
export async function searchUsers({ search, organizationId }: UserSearch): Promise<User[]> {
  const body = await http.get('/users', {
    params: { page: 0, size: 20, sort: 'lastName,asc', search: search || undefined, organizationId },
    schema: responseSchema,
  });
  return body.data.items;
}

export function useUserSearch(params: UserSearch, enabled: boolean) {
  return useQuery({
    queryKey: ordersKeys.users(params),
    queryFn: () => searchUsers(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
