import { dataOf, orderSchema, type Order } from '@cargo/domain';
import { http } from '../../../shared/http';
import { useOrdersMutation } from './use-orders-mutation';

const responseSchema = dataOf(orderSchema);

/** PUT /api/v1/orders/{id}/owner — operators: the order passes to another user of the client. */
export async function changeOwner({ orderId, userId }: { orderId: number; userId: number }): Promise<Order> {
  const body = await http.put(`/orders/${orderId}/owner`, { userId }, { schema: responseSchema });
  return body.data;
}

export const useChangeOwner = () => useOrdersMutation(changeOwner);
