import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { wizardKeys } from './keys';

/**
 * POST /api/v1/orders/calculations/{id}/refine-price — "clarify the price": the partners serving
 * the direction are asked, and their answer becomes a quotation of the calculation.
 */
export async function refinePrice(id: string): Promise<void> {
  await http.post(`/orders/calculations/${encodeURIComponent(id)}/refine-price`);
}

export function useRefinePrice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refinePrice(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wizardKeys.of(id) }),
  });
}
