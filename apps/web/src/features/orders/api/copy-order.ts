import { dataOf, orderSchema } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/http';

/** `{ calculationId }`: the same field as an order's. */
const responseSchema = dataOf(orderSchema.pick({ calculationId: true }));

/**
 * POST /api/v1/orders/{id}/copy — a new calculation of the order's request, priced today, which
 * the wizard opens; 409 "Copy failed" when it cannot be quoted again.
 */
export async function copyOrder(id: number): Promise<string | null> {
  const body = await http.post(`/orders/${id}/copy`, undefined, { schema: responseSchema });
  return body.data.calculationId;
}

export function useCopyOrder() {
  return useMutation({ mutationFn: copyOrder });
}
