import type { BulkTariffResult } from '@cargo/domain';
import { actOnChunk } from './bulk-chunks.js';
import { BULK_CHUNK_SIZE, type BulkContext, type BulkJobData, type BulkWork } from './bulk-job.js';
import { shareTariffReferences } from './delete-guard.js';

/** The counts an action's result carries besides `done` and `refused`. */
const COUNTS: Record<BulkWork['action'], Partial<BulkTariffResult>> = {
  PROLONG: {},
  DELETE: { cascaded: 0 },
  CHANGE_OWNER: { cascaded: 0 },
  ADD_SURCHARGES: { created: 0 },
  DELETE_SURCHARGES: { deleted: 0 },
};

/**
 * Does the job's work, chunk by chunk (each chunk one transaction), reporting PROGRESS and END.
 * Never throws: a failure ends the job.
 */
export async function runBulkJob({ db, progress, log }: BulkContext, data: BulkJobData): Promise<Error | undefined> {
  const reporter = progress.reporter(data.jobId);
  const { ids, work } = data;
  const result: BulkTariffResult = {
    action: work.action,
    total: ids.length,
    done: 0,
    refused: 0,
    ...COUNTS[work.action],
  };
  try {
    for (let start = 0; start < ids.length; start += BULK_CHUNK_SIZE) {
      const chunk = ids.slice(start, start + BULK_CHUNK_SIZE);
      const outcome = await db.transaction(async (tx) => {
        // A tariff write like the service's: a hub or type being deleted waits for the chunk.
        await shareTariffReferences(tx);
        return actOnChunk(tx, data, chunk);
      });
      result.done += outcome.done;
      result.refused += chunk.length - outcome.done;
      for (const count of ['created', 'deleted', 'cascaded'] as const)
        if (result[count] !== undefined) result[count] += outcome[count] ?? 0;
      await reporter.progress(start + chunk.length, ids.length);
      // PGlite answers in microtasks only: without a turn of the event loop between chunks, a
      // job in this process would hold every other request until its end.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await reporter.end(result);
    return undefined;
  } catch (error) {
    log.error({ err: error, jobId: data.jobId, action: work.action }, 'bulk tariff action failed');
    await reporter.fail('service.serverError').catch(() => undefined);
    return error instanceof Error ? error : new Error(String(error));
  }
}
