import {
  dataOf,
  dictionaryEntrySchema,
  type DictionaryEntry,
  type DictionaryEntryInput,
  type DictionaryName,
} from '@cargo/domain';
import { http } from '../../../shared/http';

const responseSchema = dataOf(dictionaryEntrySchema);

/** POST /api/v1/dictionaries/{name} — a new entry; a partner's belongs to their organization. */
export async function createEntry(name: DictionaryName, input: DictionaryEntryInput): Promise<DictionaryEntry> {
  const body = await http.post(`/dictionaries/${name}`, input, { schema: responseSchema });
  return body.data;
}
