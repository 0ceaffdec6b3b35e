import { dataOf, hubSchema, type Hub, type HubInput, type HubKind } from '@cargo/domain';
import { http } from '../../../shared/http';

const responseSchema = dataOf(hubSchema);

/** PUT /api/v1/dictionaries/{kind}/{id} — a hub's code, names, city, coordinates and flags. */
export async function updateHub(kind: HubKind, id: number, input: HubInput): Promise<Hub> {
  const body = await http.put(`/dictionaries/${kind}/${id}`, input, { schema: responseSchema });
  return body.data;
}
