import { collectionViewSchema, dataOf, type CollectionView, type CollectionViewUpdate } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../http';
import { listViewsKeys } from './keys';

const responseSchema = dataOf(collectionViewSchema);

/** PUT /api/v1/collection-views/{id} — a view's name, settings, or whether the list opens with it. */
export async function updateView(id: number, input: CollectionViewUpdate): Promise<CollectionView> {
  const body = await http.put(`/collection-views/${id}`, input, { schema: responseSchema });
  return body.data;
}

export function useUpdateView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CollectionViewUpdate }) => updateView(id, input),
    onSuccess: (view) => queryClient.invalidateQueries({ queryKey: listViewsKeys.views(view.context) }),
  });
}
