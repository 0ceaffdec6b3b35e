import { dataOf, deliveryOrderSchema, type DeliveryOrder } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http, retryServerFailures } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(deliveryOrderSchema);

/** GET /api/v1/order-delivery/{id} — one carrier's share of an order, with what the caller may set next. */
export async function getDeliveryOrder(id: number): Promise<DeliveryOrder> {
  const body = await http.get(`/order-delivery/${id}`, { schema: responseSchema });
  return body.data;
}

export function useDeliveryOrder(id: number | null) {
  return useQuery({
    queryKey: ordersKeys.deliveryOrder(id ?? 0),
    queryFn: () => getDeliveryOrder(id!),
    enabled: id !== null,
    retry: retryServerFailures,
  });
}
