import { calculationSchema, dataOf, type Calculation } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { wizardKeys } from './keys';

const responseSchema = dataOf(calculationSchema);

/**
 * POST /api/v1/orders/calculations/{id}/update — the request quoted again with today's tariffs
 * (an outdated calculation must be renewed before booking). A 409 says the rates it was made
 * with are gone ("It is not possible to update the calculation using previously applied rates...").
 */
export async function updateCalculation(id: string): Promise<Calculation> {
  const body = await http.post(`/orders/calculations/${encodeURIComponent(id)}/update`, undefined, {
    schema: responseSchema,
  });
  return body.data;
}

export function useUpdateCalculation(id: string, isWidget: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateCalculation(id),
    onSuccess: async (calculation) => {
      queryClient.setQueryData(wizardKeys.calculation(calculation.id, isWidget), calculation);
      await queryClient.invalidateQueries({ queryKey: wizardKeys.history(calculation.id) });
      if (calculation.id !== id) await queryClient.invalidateQueries({ queryKey: [...wizardKeys.all, id] });
    },
  });
}
