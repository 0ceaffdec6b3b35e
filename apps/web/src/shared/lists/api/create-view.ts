import { collectionViewSchema, dataOf, type CollectionView, type CollectionViewInput } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../http';
import { listViewsKeys } from './keys';

const responseSchema = dataOf(collectionViewSchema);

/** POST /api/v1/collection-views — the list's columns, sort and page size under a name. */
export async function createView(input: CollectionViewInput): Promise<CollectionView> {
  const body = await http.post('/collection-views', input, { schema: responseSchema });
  return body.data;
}

export function useCreateView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createView,
    onSuccess: (view) => queryClient.invalidateQueries({ queryKey: listViewsKeys.views(view.context) }),
  });
}
