import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../http';
import { listViewsKeys } from './keys';

/** DELETE /api/v1/filters/{id} — forgets a saved filter. */
export async function deleteSavedFilter(id: number): Promise<void> {
  await http.delete(`/filters/${id}`);
}

export function useDeleteSavedFilter(context: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listViewsKeys.filters(context) }),
  });
}
