import { dataOf, healthSchema, type Health } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

const healthResponseSchema = dataOf(healthSchema);

/** The server's health: read by the home page alone, refreshed by nothing but time. */
const healthKey = ['system', 'health'] as const;

/** GET /api/v1/health — status, database engine and version of the server. */
export async function getHealth(): Promise<Health> {
  const body = await http.get('/health', { schema: healthResponseSchema });
  return body.data;
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKey,
    queryFn: getHealth,
    staleTime: 60_000,
    retry: false,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
