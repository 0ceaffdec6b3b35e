import { roleSchema, type Role } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, type ResponseSchema } from '../../../shared/http';
import { usersKeys } from '../../../shared/users/keys';

/** `{ data: { items: Role[] } }` (a `total` beside the items is ignored). */
const responseSchema: ResponseSchema<Role[]> = {
  parse: (body) => roleSchema.array().parse((body as { data?: { items?: unknown } } | undefined)?.data?.items),
};

/** GET /api/v1/users/subordinate-roles — the roles the signed-in user may give (may be none). */
export async function getSubordinateRoles(): Promise<Role[]> {
  return http.get('/users/subordinate-roles', { schema: responseSchema });
}

export function subordinateRolesQueryOptions() {
  return queryOptions({
    queryKey: usersKeys.subordinateRoles(),
    queryFn: getSubordinateRoles,
    staleTime: 5 * 60_000,
  });
}

export function useSubordinateRoles(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subordinateRolesQueryOptions(), enabled: options.enabled ?? true });
}
