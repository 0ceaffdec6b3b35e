import { collectionViewSchema, dataOf, pageOf, type CollectionView } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http';
import { listViewsKeys } from './keys';

const responseSchema = dataOf(pageOf(collectionViewSchema));

/** GET /api/v1/collection-views/context/{context} — the signed-in user's views of one list. */
export async function listViews(context: string): Promise<CollectionView[]> {
  const body = await http.get(`/collection-views/context/${context}`, { schema: responseSchema });
  return body.data.items;
}

export function viewsQueryOptions(context: string) {
  return queryOptions({ queryKey: listViewsKeys.views(context), queryFn: () => listViews(context) });
}

export function useViews(context: string) {
  return useQuery(viewsQueryOptions(context));
}
