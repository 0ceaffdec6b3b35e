import { dataOf, dictionaryEntrySchema, pageOf, type DictionaryEntry, type DictionaryName } from '@cargo/domain';
import { http } from '../../../shared/http';
import type { Page, ScreenListParams } from './list-params';

const responseSchema = dataOf(pageOf(dictionaryEntrySchema));

/**
 * GET /api/v1/dictionaries/{name} — a page of a dictionary's entries: operators see them all,
 * partners their own organization's (partner dictionaries).
 */
export async function listEntries(name: DictionaryName, params: ScreenListParams): Promise<Page<DictionaryEntry>> {
  const body = await http.get(`/dictionaries/${name}`, { params, schema: responseSchema });
  return body.data;
}
