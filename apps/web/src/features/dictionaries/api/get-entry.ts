import { dataOf, dictionaryEntrySchema, type DictionaryEntry, type DictionaryName } from '@cargo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';
import { dictionariesKeys } from './keys';

const responseSchema = dataOf(dictionaryEntrySchema);

/** GET /api/v1/dictionaries/{name}/{id} — one entry, as its form edits it. */
export async function getEntry(name: DictionaryName, id: number): Promise<DictionaryEntry> {
  const body = await http.get(`/dictionaries/${name}/${id}`, { schema: responseSchema });
  return body.data;
}

export function entryQueryOptions(name: DictionaryName, id: number) {
  return queryOptions({
    queryKey: dictionariesKeys.entry(`/dictionaries/${name}`, id),
    queryFn: () => getEntry(name, id),
  });
}

/** The entry being edited, fresh from the server (the list's row may be older). */
export function useEntry(name: DictionaryName | undefined, id: number | undefined) {
  return useQuery({
    ...entryQueryOptions(name ?? 'sea-lines', id ?? 0),
    enabled: name !== undefined && id !== undefined,
  });
}
