import { dataOf, deliveryOrderSchema, type DeliveryOrder, type TrackingBody } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(deliveryOrderSchema);

/**
 * PUT /api/v1/order-delivery/{id}/tracking — planned and actual days of the dates named; the
 * spec's rules answer as field errors (`tracking.PICKUP_READY.planned`, `tracking.<DATE>.actual`).
 */
export async function updateTracking({ id, body }: { id: number; body: TrackingBody }): Promise<DeliveryOrder> {
  const answer = await http.put(`/order-delivery/${id}/tracking`, body, { schema: responseSchema });
  return answer.data;
}

export const useUpdateTracking = () => useOrdersMutation(updateTracking);
