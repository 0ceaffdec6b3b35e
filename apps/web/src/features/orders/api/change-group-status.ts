import { dataOf, deliveryOrderSchema, pageOf, type DeliveryOrder, type OrderStatus } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(pageOf(deliveryOrderSchema));

export interface GroupStatusChange {
  orderId: number;
  status: OrderStatus;
  /** The day it happened (the tracking date the status fills); today when not given. */
  date: string | null;
}

/**
 * PUT /api/v1/order-delivery/groups/{orderId}/status?status=… — the same status on every delivery
 * order of the order the caller works, all or none: one that cannot take it refuses the whole (409).
 */
export async function changeGroupStatus({ orderId, status, date }: GroupStatusChange): Promise<DeliveryOrder[]> {
  const body = await http.put(`/order-delivery/groups/${orderId}/status`, date ? { date } : {}, {
    params: { status },
    schema: responseSchema,
  });
  return body.data.items;
}

export const useChangeGroupStatus = () => useOrdersMutation(changeGroupStatus);
