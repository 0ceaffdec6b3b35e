import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.js';
import { carryOverPgBoss10Jobs, setAsidePgBoss10 } from './pg-boss-10-upgrade.js';

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface QueueOptions {
  /** Attempts after the first failure (pg-boss `retryLimit`). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How many jobs of the queue one instance runs at once. */
  concurrency?: number;
}

/**
 * Background work (mail delivery, imports, bulk actions, reports) through pg-boss on the
 * product's own database, so jobs are rows in the same transactions and every API instance
 * sees them. On PGlite it runs through the same connection as everything else.
 */
export interface JobQueue {
  /** Declares a queue and the handler that works it; call before or after start. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): Promise<void>;
  /** Queues a job; answers its id. */
  send<T extends object>(name: string, data: T): Promise<string>;
  /** Queues a job unless one with the same key is already waiting or running. */
  sendOnce<T extends object>(name: string, data: T, key: string): Promise<void>;
  /** Runs a job of a defined queue on a cron schedule, once across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  /** A job's state as pg-boss records it (created, active, completed, failed, …). */
  stateOf(name: string, id: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs; pg-boss allows 0.5 s at the least. */
  pollingIntervalSeconds?: number;
  /**
   * How often schedules are looked at (pg-boss's cron monitor; 30 s by default, 1 s at the least).
   * However many instances look, one look runs the schedules per interval (a row lock in pgboss),
   * and a schedule sends one job per minute at most.
   */
  scheduleCheckSeconds?: number;
}

/** pg-boss's tables live in a schema of their own. */
export const PG_BOSS_SCHEMA = 'pgboss';

export async function startJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  await setAsidePgBoss10(database);
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    // PGlite is stock PostgreSQL on one connection; the profile says so (docs/decisions.md D4).
    backend: database.engine === 'pglite' ? 'pglite' : 'postgres',
    schema: PG_BOSS_SCHEMA,
    ...(options.scheduleCheckSeconds
      ? {
          cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
          cronWorkerIntervalSeconds: options.scheduleCheckSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await carryOverPgBoss10Jobs(database);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  return {
    async define<T extends object>(name: string, handler: JobHandler<T>, queueOptions: QueueOptions = {}) {
      await boss.createQueue(name, {
        retryLimit: queueOptions.retryLimit ?? 3,
        retryDelay: queueOptions.retryDelaySeconds ?? 30,
        retryBackoff: true,
      });
      await boss.work<T>(
        name,
        { pollingIntervalSeconds, batchSize: 1, localConcurrency: queueOptions.concurrency ?? 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data, { id: job.id, name: job.name });
        },
      );
    },
    async send(name, data) {
      const id = await boss.send(name, data);
      if (!id) throw new Error(`job queue refused a job for ${name}`);
      return id;
    },
    async sendOnce(name, data, key) {
      await boss.send(name, data, { singletonKey: key });
    },
    schedule: (name, cron) => boss.schedule(name, cron),
    async stateOf(name, id) {
      const [job] = await boss.findJobs(name, { id });
      return job?.state;
    },
    // The database is closed by its owner, after the queue; pg-boss only stops polling here, and
    // waits for the jobs running to end.
    stop: () => boss.stop({ graceful: true, close: false, timeout: 10_000 }),
  };
}
