import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { orderListsKeys } from './keys';

/** DELETE /api/v1/orders/templates/{id} — 204; another organization's template is 404. */
export async function deleteOrderTemplate(id: number): Promise<void> {
  await http.delete(`/orders/templates/${id}`);
}

export function useDeleteOrderTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrderTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderListsKeys.templates }),
  });
}
