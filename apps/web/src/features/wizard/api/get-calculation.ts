import { calculationSchema, dataOf, type Calculation } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, http } from '../../../shared/http';
import { wizardKeys } from './keys';

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

export function calculationQueryOptions(id: string, isWidget: boolean) {
  return queryOptions({
    queryKey: wizardKeys.calculation(id, isWidget),
    queryFn: () => getCalculation(id, isWidget),
    staleTime: 60_000,
    // A refusal or an unknown id is the answer; only a failure of the server is worth a retry.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status > 0 && error.status < 500),
  });
}

/** The calculation the wizard's hash names; idle without one. */
export function useCalculation(id: string | null, isWidget: boolean) {
  return useQuery({ ...calculationQueryOptions(id ?? '', isWidget), enabled: id !== null });
}
