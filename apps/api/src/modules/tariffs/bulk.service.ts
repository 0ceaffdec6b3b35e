import type { BulkTariffRequestParsed, Language, TariffKind } from '@cargo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import { backgroundWork } from '../../jobs/background-work.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Caller } from '../auth/index.js';
import type { JobsService } from '../jobs/index.js';
import type { OrganizationsService } from '../organizations/index.js';
import { beginBulkAction } from './bulk-begin.js';
import { BULK_QUEUE, type BulkContext, type BulkJobData } from './bulk-job.js';
import { runBulkJob } from './bulk-run.js';

export interface BulkTariffsService {
  /** Checks the request, resolves its selection and starts the job (START); answers the job's id. */
  begin(
    caller: Caller,
    kind: TariffKind,
    request: BulkTariffRequestParsed,
    language: Language,
    today: string,
  ): Promise<string>;
  /** Does the job's work, chunk by chunk, reporting PROGRESS and END. Never throws: a failure ends the job. */
  run(data: BulkJobData): Promise<Error | undefined>;
  /** Defines the queue where this instance runs jobs. */
  start(): Promise<void>;
  /** Waits for the jobs running in this process (instances without a queue). */
  close(): Promise<void>;
}

/**
 * Bulk tariff actions (Product specification, domain §4): the request is checked and its selection
 * resolved at once (bulk-begin.ts); the work runs as a job in chunks of BULK_CHUNK_SIZE tariffs,
 * each chunk one transaction with one audit insert (bulk-chunks.ts), reported through job_progress
 * (bulk-run.ts; docs/tariffs.md, "Bulk actions"). This binds them to one instance's database, job
 * queue and log.
 */
export function createBulkTariffsService(deps: {
  db: Db;
  jobs: JobQueue | undefined;
  progress: JobsService;
  organizations: OrganizationsService;
  log: FastifyBaseLogger;
}): BulkTariffsService {
  const { db, jobs, progress, organizations, log } = deps;
  const background = backgroundWork<BulkJobData>({
    jobs,
    queue: BULK_QUEUE,
    progress,
    run: (data) => runBulkJob(context, data),
  });
  const context: BulkContext = { db, progress, organizations, log, dispatch: (data) => background.dispatch(data) };
  return {
    begin: (caller, kind, request, language, today) => beginBulkAction(context, caller, kind, request, language, today),
    run: (data) => runBulkJob(context, data),
    start: () => background.start(),
    close: () => background.close(),
  };
}
