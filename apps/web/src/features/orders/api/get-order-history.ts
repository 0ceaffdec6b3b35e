import { dataOf, orderEventSchema, pageOf, type OrderEvent } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http, retryServerFailures } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(pageOf(orderEventSchema));

/** GET /api/v1/orders/{id}/history — who changed what and when, oldest first. */
export async function getOrderHistory(id: number): Promise<OrderEvent[]> {
  const body = await http.get(`/orders/${id}/history`, { params: { page: 0, size: 100 }, schema: responseSchema });
  return body.data.items;
}

export function useOrderHistory(id: number) {
  return useQuery({ queryKey: ordersKeys.history(id), queryFn: () => getOrderHistory(id), retry: retryServerFailures });
}
