import { bulkTariffStartedSchema, dataOf, type BulkTariffRequest, type TariffKind } from '@cargo/domain';
import { http } from '../../../shared/http';

const startedAnswer = dataOf(bulkTariffStartedSchema);

/** POST /tariffs/{kind}/bulk: an action over the selection; the job that does it. */
export async function startBulkAction(kind: TariffKind, request: BulkTariffRequest): Promise<string> {
  return (await http.post(`/tariffs/${kind}/bulk`, request, { schema: startedAnswer })).data.jobId;
}
