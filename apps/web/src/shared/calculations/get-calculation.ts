import { calculationSchema, dataOf, type Calculation } from '@cargo/domain';
import { queryOptions } from '@tanstack/react-query';
import { http, retryServerFailures } from '../http';
import { calculationKeys } from './keys';

const responseSchema = dataOf(calculationSchema);

/**
 * GET /api/v1/orders/calculations/{id}?isWidget= — a calculation of the caller's (or of the guest
 * who made it, until they sign in), named in the caller's language.
 */
export async function getCalculation(id: string, isWidget: boolean): Promise<Calculation> {
  const body = await http.get(`/orders/calculations/${encodeURIComponent(id)}`, {
    params: { isWidget: isWidget || undefined },
    schema: responseSchema,
  });
  return body.data;
}

/** One calculation, as the wizard's results and the booking pages read it. */
export function calculationQueryOptions(id: string, isWidget: boolean) {
  return queryOptions({
    queryKey: calculationKeys.detail(id, isWidget),
    queryFn: () => getCalculation(id, isWidget),
    staleTime: 60_000,
    retry: retryServerFailures,
  });
}
