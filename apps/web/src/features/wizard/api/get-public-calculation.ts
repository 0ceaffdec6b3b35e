import { calculationSchema, dataOf, type Calculation } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, retryServerFailures } from '../../../shared/http';
import { wizardKeys } from './keys';

const responseSchema = dataOf(calculationSchema);

/**
 * GET /api/v1/orders/calculations/public/{id} — a calculation shared by its link: anyone reads it,
 * the amounts only when signed in (`pricesHidden` otherwise); 404 for an unknown id.
 */
export async function getPublicCalculation(id: string): Promise<Calculation> {
  const body = await http.get(`/orders/calculations/public/${encodeURIComponent(id)}`, { schema: responseSchema });
  return body.data;
}

export function publicCalculationQueryOptions(id: string) {
  return queryOptions({
    queryKey: wizardKeys.publicView(id),
    queryFn: () => getPublicCalculation(id),
    staleTime: 60_000,
    retry: retryServerFailures,
  });
}

/** The shared calculation of `id` once `enabled` (the page knows by then whose it is). */
export function usePublicCalculation(id: string, enabled: boolean) {
  return useQuery({ ...publicCalculationQueryOptions(id), enabled });
}
