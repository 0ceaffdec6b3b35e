import { dataOf, hubSchema, type Hub, type HubInput, type HubKind } from '@cargo/domain';
import { http } from '../../../shared/http';

const responseSchema = dataOf(hubSchema);

/** POST /api/v1/dictionaries/{kind} — a new sea port, airport, station or transport hub. */
export async function createHub(kind: HubKind, input: HubInput): Promise<Hub> {
  const body = await http.post(`/dictionaries/${kind}`, input, { schema: responseSchema });
  return body.data;
}
