import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../http';
import { listViewsKeys } from './keys';

/** DELETE /api/v1/collection-views/{id} — forgets a view. */
export async function deleteView(id: number): Promise<void> {
  await http.delete(`/collection-views/${id}`);
}

export function useDeleteView(context: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listViewsKeys.views(context) }),
  });
}
