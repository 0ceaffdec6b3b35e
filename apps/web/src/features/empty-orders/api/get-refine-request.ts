import { dataOf, refineRequestDetailSchema, type RefineRequestDetail } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http, retryServerFailures } from '../../../shared/http';
import { emptyOrdersKeys } from './keys';

const responseSchema = dataOf(refineRequestDetailSchema);

/**
 * GET /api/v1/orders/calculations/{id}/refine-price — the calculation's price request with the
 * notices and prices the caller may see, and whom the caller's notices would reach.
 */
export async function getRefineRequest(calculationId: string): Promise<RefineRequestDetail> {
  const body = await http.get(`/orders/calculations/${encodeURIComponent(calculationId)}/refine-price`, {
    schema: responseSchema,
  });
  return body.data;
}

/** The request of a calculation; idle without one. A refusal is the answer: only a server's failure is retried. */
export function useRefineRequest(calculationId: string | null) {
  return useQuery({
    queryKey: emptyOrdersKeys.request(calculationId ?? ''),
    queryFn: () => getRefineRequest(calculationId!),
    enabled: calculationId !== null,
    retry: retryServerFailures,
  });
}
