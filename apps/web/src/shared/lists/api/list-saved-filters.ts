import { dataOf, pageOf, savedFilterSchema, type SavedFilter } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../http';
import { listViewsKeys } from './keys';

const responseSchema = dataOf(pageOf(savedFilterSchema));

/** GET /api/v1/filters/context/{context} — the signed-in user's saved filters of one list. */
export async function listSavedFilters(context: string): Promise<SavedFilter[]> {
  const body = await http.get(`/filters/context/${context}`, { schema: responseSchema });
  return body.data.items;
}

export function savedFiltersQueryOptions(context: string) {
  return queryOptions({ queryKey: listViewsKeys.filters(context), queryFn: () => listSavedFilters(context) });
}

export function useSavedFilters(context: string) {
  return useQuery(savedFiltersQueryOptions(context));
}
