import { dataOf, orderSchema } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http, retryServerFailures } from '../../../shared/http';
import { wizardKeys } from './keys';

/** Only what the wizard needs of an order: the calculation it was booked from. */
const responseSchema = dataOf(orderSchema.pick({ id: true, calculationId: true }));

/**
 * GET /api/v1/orders/{id} — the calculation an order was booked from, for the wizard reloaded
 * with the order's id in its hash (Back from an order page, Product specification, shell §2); null for an
 * operator's manual booking, which has none.
 */
export async function getOrderCalculation(orderId: number): Promise<string | null> {
  const body = await http.get(`/orders/${orderId}`, { schema: responseSchema });
  return body.data.calculationId;
}

/** The calculation of the order the hash names; idle without one. */
export function useOrderCalculation(orderId: number | null) {
  return useQuery({
    queryKey: wizardKeys.orderCalculation(orderId ?? 0),
    queryFn: () => getOrderCalculation(orderId!),
    enabled: orderId !== null,
    staleTime: 60_000,
    retry: retryServerFailures,
  });
}
