import { dataOf, orderSchema, type BookingBodyInput, type Order } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(orderSchema);

/**
 * POST /api/v1/orders — books a quotation of a calculation with the parties and the cargo's
 * details; 409 when the calculation is outdated (update it first).
 */
export async function createOrder(body: BookingBodyInput): Promise<Order> {
  const answer = await http.post('/orders', body, { schema: responseSchema });
  return answer.data;
}

/** The new order goes straight into the cache its page reads; the lists are read again. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async (order) => {
      await queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      queryClient.setQueryData(ordersKeys.order(order.id), order);
    },
  });
}
