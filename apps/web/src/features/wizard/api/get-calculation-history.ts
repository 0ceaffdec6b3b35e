import { calculationEventSchema, dataOf, pageOf, type CalculationEvent } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { wizardKeys } from './keys';

const responseSchema = dataOf(pageOf(calculationEventSchema));

/** GET /api/v1/orders/calculations/{id}/history — what happened to the caller's calculation, oldest first. */
export async function getCalculationHistory(id: string): Promise<CalculationEvent[]> {
  const body = await http.get(`/orders/calculations/${encodeURIComponent(id)}/history`, { schema: responseSchema });
  return body.data.items;
}

/** The history, read when the details show it; saving or updating the calculation refreshes it (same key prefix). */
export function useCalculationHistory(id: string) {
  return useQuery({ queryKey: wizardKeys.history(id), queryFn: () => getCalculationHistory(id) });
}
