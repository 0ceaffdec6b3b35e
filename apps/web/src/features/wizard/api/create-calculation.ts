import { calculationSchema, dataOf, type Calculation, type CalculationRequest } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { wizardKeys } from './keys';

const responseSchema = dataOf(calculationSchema);

/** POST /api/v1/orders/calculations (guests too): the quotations for the request, best first. */
export async function createCalculation(request: CalculationRequest): Promise<Calculation> {
  const body = await http.post('/orders/calculations', request, { schema: responseSchema });
  return body.data;
}

/** The new calculation goes straight into the cache its id reads, so the results need no second call. */
export function useCreateCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalculation,
    onSuccess: (calculation, request) =>
      queryClient.setQueryData(wizardKeys.detail(calculation.id, request.isWidget), calculation),
  });
}
