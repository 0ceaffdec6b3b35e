import { dataOf, deliveryOrderSchema, type DeliveryOrder } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(deliveryOrderSchema);

/**
 * PUT /api/v1/order-delivery/{id}/manual-status — the cargo status in the carrier's own words,
 * while automatic tracking is off (refused, 409, while it is on).
 */
export async function setManualStatus({ id, name }: { id: number; name: string }): Promise<DeliveryOrder> {
  const body = await http.put(`/order-delivery/${id}/manual-status`, { name }, { schema: responseSchema });
  return body.data;
}

export const useSetManualStatus = () => useOrdersMutation(setManualStatus);
