import type { DictionaryName } from '@cargo/domain';
import { http } from '../../../shared/http';

/**
 * DELETE /api/v1/dictionaries/{name}/{id} — refused with 409 and the spec's delete-blocking
 * message while other entries or tariffs depend on it.
 */
export async function deleteEntry(name: DictionaryName, id: number): Promise<void> {
  await http.delete(`/dictionaries/${name}/${id}`);
}
