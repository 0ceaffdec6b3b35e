import {
  dataOf,
  dictionaryEntrySchema,
  type DictionaryEntry,
  type DictionaryEntryInput,
  type DictionaryName,
} from '@cargo/domain';
import { http, ifMatch } from '../../../shared/http';

const responseSchema = dataOf(dictionaryEntrySchema);

/**
 * PUT /api/v1/dictionaries/{name}/{id} — an entry's code, names, attributes and state, guarded by
 * the version read (If-Match; 412 when someone else changed it).
 */
export async function updateEntry(
  name: DictionaryName,
  id: number,
  input: DictionaryEntryInput,
  version?: number,
): Promise<DictionaryEntry> {
  const body = await http.put(`/dictionaries/${name}/${id}`, input, {
    schema: responseSchema,
    headers: ifMatch(version),
  });
  return body.data;
}
