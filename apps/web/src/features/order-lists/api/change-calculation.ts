import { calculationSchema, dataOf } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { orderListsKeys } from './keys';

/** DELETE /api/v1/orders/calculations/{id} — one of the organization's; 409 once booked. */
export async function deleteCalculation(id: string): Promise<void> {
  await http.delete(`/orders/calculations/${id}`);
}

/** POST /api/v1/orders/calculations/{id}/recalculate — searched afresh with today's tariffs ("update price"). */
export async function recalculateCalculation(id: string) {
  const body = await http.post(`/orders/calculations/${id}/recalculate`, undefined, {
    schema: dataOf(calculationSchema),
  });
  return body.data;
}

function useListChange<T>(mutationFn: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderListsKeys.quotations }),
  });
}

export const useDeleteCalculation = () => useListChange(deleteCalculation);
export const useRecalculateCalculation = () => useListChange(recalculateCalculation);
