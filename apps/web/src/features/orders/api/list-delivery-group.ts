import { dataOf, deliveryOrderSchema, pageOf, type DeliveryOrder } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http, retryServerFailures } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(pageOf(deliveryOrderSchema));

/** GET /api/v1/order-delivery/groups/{orderId} — the order's delivery orders the caller sees, in route order. */
export async function listDeliveryGroup(orderId: number): Promise<DeliveryOrder[]> {
  const body = await http.get(`/order-delivery/groups/${orderId}`, { schema: responseSchema });
  return body.data.items;
}

export function useDeliveryGroup(orderId: number | null) {
  return useQuery({
    queryKey: ordersKeys.group(orderId ?? 0),
    queryFn: () => listDeliveryGroup(orderId!),
    enabled: orderId !== null,
    retry: retryServerFailures,
  });
}
