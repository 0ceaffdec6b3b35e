import { dataOf, deliveryOrderSchema, type DeliveryOrder, type LogisticsInput } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(deliveryOrderSchema);

/** PUT /api/v1/order-delivery/{id}/logistics — the tracking number and the transport documents' numbers. */
export async function updateLogistics({
  id,
  logistics,
}: {
  id: number;
  logistics: LogisticsInput;
}): Promise<DeliveryOrder> {
  const body = await http.put(`/order-delivery/${id}/logistics`, logistics, { schema: responseSchema });
  return body.data;
}

export const useUpdateLogistics = () => useOrdersMutation(updateLogistics);
