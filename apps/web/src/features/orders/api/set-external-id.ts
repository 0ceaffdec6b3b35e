import { dataOf, deliveryOrderSchema, type DeliveryOrder } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(deliveryOrderSchema);

/** PUT /api/v1/order-delivery/{id}/external-id — the carrier's own number of the delivery order, or none. */
export async function setExternalId({
  id,
  externalId,
}: {
  id: number;
  externalId: string | null;
}): Promise<DeliveryOrder> {
  const body = await http.put(`/order-delivery/${id}/external-id`, { externalId }, { schema: responseSchema });
  return body.data;
}

export const useSetExternalId = () => useOrdersMutation(setExternalId);
