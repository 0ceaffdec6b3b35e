import { dataOf, hubSchema, type Hub, type HubKind } from '@cargo/domain';
import { http } from '../../../shared/http';

const responseSchema = dataOf(hubSchema);

/** GET /api/v1/dictionaries/{kind}/{id} — one sea port, airport, railway station or transport hub. */
export async function getHub(kind: HubKind, id: number): Promise<Hub> {
  const body = await http.get(`/dictionaries/${kind}/${id}`, { schema: responseSchema });
  return body.data;
}
