import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { wizardKeys } from './keys';

/** POST /api/v1/orders/calculations/{id}/save — kept among the user's quotations. */
export async function saveCalculation(id: string): Promise<void> {
  await http.post(`/orders/calculations/${encodeURIComponent(id)}/save`);
}

export function useSaveCalculation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => saveCalculation(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wizardKeys.of(id) }),
  });
}
