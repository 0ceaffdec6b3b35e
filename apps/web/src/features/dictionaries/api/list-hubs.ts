import { dataOf, hubSchema, pageOf, type Hub, type HubKind } from '@cargo/domain';
import { http } from '../../../shared/http';
import type { Page, ScreenListParams } from './list-params';

const responseSchema = dataOf(pageOf(hubSchema));

/** GET /api/v1/dictionaries/{sea-port-hubs|airport-hubs|railway-hubs|transport-hubs} — a page of hubs. */
export async function listHubs(kind: HubKind, params: ScreenListParams): Promise<Page<Hub>> {
  const body = await http.get(`/dictionaries/${kind}`, { params, schema: responseSchema });
  return body.data;
}
