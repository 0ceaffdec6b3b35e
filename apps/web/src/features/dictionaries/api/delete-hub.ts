import type { HubKind } from '@cargo/domain';
import { http } from '../../../shared/http';

/** DELETE /api/v1/dictionaries/{kind}/{id} — refused (409) while tariffs, terminals or linked hubs depend on it. */
export async function deleteHub(kind: HubKind, id: number): Promise<void> {
  await http.delete(`/dictionaries/${kind}/${id}`);
}
