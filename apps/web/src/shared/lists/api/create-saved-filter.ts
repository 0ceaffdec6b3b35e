import { dataOf, savedFilterSchema, type SavedFilter, type SavedFilterInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../http';
import { listViewsKeys } from './keys';

const responseSchema = dataOf(savedFilterSchema);

/** POST /api/v1/filters — the list's current filters under a name. */
export async function createSavedFilter(input: SavedFilterInput): Promise<SavedFilter> {
  const body = await http.post('/filters', input, { schema: responseSchema });
  return body.data;
}

export function useCreateSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedFilter,
    onSuccess: (saved) => queryClient.invalidateQueries({ queryKey: listViewsKeys.filters(saved.context) }),
  });
}
