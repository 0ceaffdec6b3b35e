import { dataOf, deliveryOrderSchema, type DeliveryOrder, type OrderStatus } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(deliveryOrderSchema);

export interface StatusChange {
  id: number;
  status: OrderStatus;
  /** The day it happened (the tracking date the status fills); today when not given. */
  date: string | null;
  comment: string | null;
}

/**
 * PUT /api/v1/order-delivery/{id}/status?status=… — one of the delivery order's `nextStatuses`;
 * any other is refused (409), an actual date before the planned ready date too (field error).
 */
export async function changeStatus({ id, status, date, comment }: StatusChange): Promise<DeliveryOrder> {
  const body = await http.put(
    `/order-delivery/${id}/status`,
    { ...(date ? { date } : {}), ...(comment ? { comment } : {}) },
    { params: { status }, schema: responseSchema },
  );
  return body.data;
}

export const useChangeStatus = () => useOrdersMutation(changeStatus);
