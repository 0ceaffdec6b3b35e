import {
  dataOf,
  dictionaryEntrySchema,
  type DictionaryEntry,
  type DictionaryEntryInput,
  type DictionaryName,
} from '@cargo/domain';
import { http } from '../../../shared/http';

const responseSchema = dataOf(dictionaryEntrySchema);

/** PUT /api/v1/dictionaries/{name}/{id} — an entry's code, names, attributes and state. */
export async function updateEntry(
  name: DictionaryName,
  id: number,
  input: DictionaryEntryInput,
): Promise<DictionaryEntry> {
  const body = await http.put(`/dictionaries/${name}/${id}`, input, { schema: responseSchema });
  return body.data;
}
