import { calculationSchema, dataOf, type Calculation } from '@cargo/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { calculationKeys } from './keys';

const responseSchema = dataOf(calculationSchema);

/**
 * POST /api/v1/orders/calculations/{id}/update — an outdated calculation quoted again with today's
 * tariffs (it must be renewed before booking). A 409 says the rates it was made with are gone.
 */
export async function updateCalculation(id: string): Promise<Calculation> {
  const body = await http.post(`/orders/calculations/${encodeURIComponent(id)}/update`, undefined, {
    schema: responseSchema,
  });
  return body.data;
}

/**
 * The renewed calculation goes into the cache its id is read from, and whatever else showed the
 * calculation (the other views of it, its history, the one it was renewed from) is read again.
 */
export async function storeRenewedCalculation(
  queryClient: QueryClient,
  renewedFrom: string,
  calculation: Calculation,
  isWidget: boolean,
): Promise<void> {
  const fresh = calculationKeys.detail(calculation.id, isWidget);
  queryClient.setQueryData(fresh, calculation);
  const others = (id: string) =>
    queryClient.invalidateQueries({
      queryKey: calculationKeys.of(id),
      predicate: (query) => query.queryHash !== JSON.stringify(fresh),
    });
  await Promise.all([others(calculation.id), calculation.id === renewedFrom ? null : others(renewedFrom)]);
}

/** Renews a calculation, from the wizard's results (the widget's too) or the booking page. */
export function useUpdateCalculation(isWidget = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalculation,
    onSuccess: (calculation, id) => storeRenewedCalculation(queryClient, id, calculation, isWidget),
  });
}
