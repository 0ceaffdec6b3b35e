import { dataOf, orderSchema, type ManualBookingBodyInput, type Order } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(orderSchema);

/**
 * POST /api/v1/orders/manual — operators: a booking for a customer's user of a calculation's
 * request at each carrier's own price (201); the owner and the carriers are checked by the server.
 */
export async function createManualOrder(body: ManualBookingBodyInput): Promise<Order> {
  const answer = await http.post('/orders/manual', body, { schema: responseSchema });
  return answer.data;
}

/** As a booking: the new order goes into the cache its page reads; the lists are read again. */
export function useCreateManualOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualOrder,
    onSuccess: async (order) => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      queryClient.setQueryData(ordersKeys.order(order.id), order);
    },
  });
}
