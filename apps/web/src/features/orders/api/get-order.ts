import { dataOf, orderSchema, type Order } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, retryServerFailures } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(orderSchema);

/**
 * GET /api/v1/orders/{id} — an order as the caller may see it: the client's organization all of
 * it, a carrier its own share (no price), operators everything; 404 for anyone else.
 */
export async function getOrder(id: number): Promise<Order> {
  const body = await http.get(`/orders/${id}`, { schema: responseSchema });
  return body.data;
}

export function orderQueryOptions(id: number) {
  return queryOptions({ queryKey: ordersKeys.order(id), queryFn: () => getOrder(id), retry: retryServerFailures });
}

/** The order of the page; idle without an id. */
export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
