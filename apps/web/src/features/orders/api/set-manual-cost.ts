import { dataOf, deliveryOrderSchema, type DeliveryOrder, type Money } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(deliveryOrderSchema);

/** PUT /api/v1/order-delivery/{id}/manual-cost — the carrier's cost typed by hand (minor units), or none. */
export async function setManualCost({ id, cost }: { id: number; cost: Money | null }): Promise<DeliveryOrder> {
  const body = await http.put(`/order-delivery/${id}/manual-cost`, { cost }, { schema: responseSchema });
  return body.data;
}

export const useSetManualCost = () => useOrdersMutation(setManualCost);
