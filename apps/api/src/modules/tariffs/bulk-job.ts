import type { BulkTariffRequestParsed, TariffKind, TariffVariant } from '@cargo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../auth/index.js';
import type { JobsService } from '../jobs/index.js';
import type { OrganizationsService } from '../organizations/index.js';

/** The pg-boss queue of bulk actions, on instances that run jobs. */
export const BULK_QUEUE = 'tariffs.bulk';
/** Tariffs per transaction and per progress step. */
export const BULK_CHUNK_SIZE = 1_000;

/** An action with its params, the discriminated union of the request without the selection. */
type Distribute<T> = T extends { action: infer A; params: infer P } ? { action: A; params: P } : never;
export type BulkWork = Distribute<BulkTariffRequestParsed>;

/** What a job needs to run anywhere: the queue stores it as JSON. */
export interface BulkJobData {
  jobId: string;
  caller: Caller;
  kind: TariffKind;
  work: BulkWork;
  /** The selection, resolved when the request arrived: ascending ids the caller may change. */
  ids: number[];
  /** A partner's: the variants its approved profiles let it keep of what the action writes. */
  variants?: TariffVariant[];
}

/** What the bulk functions work with: one instance's database, jobs, organizations and log. */
export interface BulkContext {
  db: Db;
  progress: JobsService;
  organizations: Pick<OrganizationsService, 'get'>;
  log: FastifyBaseLogger;
  /** Hands a started job to the queue, or to this process where no queue runs. */
  dispatch(data: BulkJobData): Promise<void>;
}
