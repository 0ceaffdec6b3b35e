import { dataOf, orderSchema, type Order } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(orderSchema);

/** PUT /api/v1/orders/{id}/manager — operators: the operator who looks after the order, or none. */
export async function assignManager({ orderId, userId }: { orderId: number; userId: number | null }): Promise<Order> {
  const body = await http.put(`/orders/${orderId}/manager`, { userId }, { schema: responseSchema });
  return body.data;
}

export const useAssignManager = () => useOrdersMutation(assignManager);
