import { dataOf, orderSchema, type Order } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(orderSchema);

/** PUT /api/v1/orders/{id}/create-date — operators: the day the order counts as made (YYYY-MM-DD). */
export async function changeCreateDate({ orderId, createdAt }: { orderId: number; createdAt: string }): Promise<Order> {
  const body = await http.put(`/orders/${orderId}/create-date`, { createdAt }, { schema: responseSchema });
  return body.data;
}

export const useChangeCreateDate = () => useOrdersMutation(changeCreateDate);
