import type { JobsService } from '../modules/jobs/index.js';
import type { JobQueue } from './job-queue.js';

/**
 * Work a person follows as a job (a rate-sheet import, a bulk action). On an instance that runs
 * jobs it goes through the queue, without retries: a retry after a commit would do the work
 * twice, and the person sees the failure and decides. On an instance without a queue
 * (JOBS_ENABLED=false) this process does it once the answer is on its way, since no other
 * instance is sure to pick it up; `close` waits for it. Either way the process that does the work
 * owns the job while it runs (JobsService.claim: heartbeats), so that a start after a crash can
 * tell it was abandoned; a job already ended that way is not run.
 */
export interface BackgroundWork<T extends { jobId: string }> {
  dispatch(data: T): Promise<void>;
  /** Defines the queue where this instance runs jobs. */
  start(): Promise<void>;
  /** Waits for the work running in this process. */
  close(): Promise<void>;
}

export function backgroundWork<T extends { jobId: string }>(options: {
  jobs: JobQueue | undefined;
  queue: string;
  progress: JobsService;
  /** Does the work and ends the job; answers the error it ended with, if any. Never throws. */
  run: (data: T) => Promise<Error | undefined>;
}): BackgroundWork<T> {
  const { jobs, queue, progress, run } = options;
  const running = new Set<Promise<unknown>>();
  const owned = async (data: T): Promise<Error | undefined> => {
    if (!(await progress.claim(data.jobId))) return undefined;
    try {
      return await run(data);
    } finally {
      progress.release(data.jobId);
    }
  };
  return {
    async dispatch(data) {
      if (!jobs) {
        // Owned before the answer goes: a crash from here on leaves a job a start can fail.
        await progress.claim(data.jobId);
        const task = new Promise((resolve) => setImmediate(resolve)).then(() => owned(data));
        running.add(task);
        void task.finally(() => running.delete(task));
        return;
      }
      try {
        await jobs.send(queue, data);
      } catch (error) {
        await progress.reporter(data.jobId).fail('service.serverError');
        throw error;
      }
    },
    async start() {
      if (!jobs) return;
      await jobs.define<T>(
        queue,
        async (data) => {
          const error = await owned(data);
          if (error) throw error;
        },
        { retryLimit: 0 },
      );
    },
    async close() {
      await Promise.allSettled([...running]);
    },
  };
}
