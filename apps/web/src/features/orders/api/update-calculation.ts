import { calculationSchema, dataOf, type Calculation } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { ordersKeys } from './keys';

const responseSchema = dataOf(calculationSchema);

/**
 * POST /api/v1/orders/calculations/{id}/update — an outdated calculation quoted again with today's
 * tariffs, before it is booked; the answer may be another calculation (its id is the wizard's).
 */
export async function updateCalculation(id: string): Promise<Calculation> {
  const body = await http.post(`/orders/calculations/${encodeURIComponent(id)}/update`, undefined, {
    schema: responseSchema,
  });
  return body.data;
}

export function useUpdateCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalculation,
    onSuccess: (calculation, id) => {
      queryClient.setQueryData(ordersKeys.calculation(calculation.id), calculation);
      return queryClient.invalidateQueries({ queryKey: ordersKeys.calculation(id) });
    },
  });
}
