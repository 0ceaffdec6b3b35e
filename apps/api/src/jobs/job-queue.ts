import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.js';

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

export async function startJobQueue(
  database: Database,
  log: FastifyBaseLogger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    ...(options.scheduleCheckSeconds
      ? {
          cronMonitorIntervalSeconds: options.scheduleCheckSeconds,
          cronWorkerIntervalSeconds: options.scheduleCheckSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  return {
    async define(name, handler, queueOptions = {}) {
      await boss.createQueue(name, {
        name,
        retryLimit: queueOptions.retryLimit ?? 3,
        retryDelay: queueOptions.retryDelaySeconds ?? 30,
        retryBackoff: true,
      });
      const concurrency = queueOptions.concurrency ?? 1;
      for (let i = 0; i < concurrency; i++) {
        await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) {
            await handler(job.data as Parameters<typeof handler>[0], { id: job.id, name: job.name });
          }
        });
      }
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
      const job = await boss.getJobById(name, id);
      return job?.state;
    },
    // The database is closed by its owner, after the queue; pg-boss only stops polling here.
    stop: () => boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 }),
  };
}
