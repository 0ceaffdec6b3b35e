import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { commissionKeys } from './keys';

/** DELETE /api/v1/comissions/{id}. */
export async function deleteCommission(id: number): Promise<void> {
  await http.delete(`/comissions/${id}`);
}

export function useDeleteCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
}
