import type { Job, JobKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../auth/index.js';
import { canSee, notFound } from '../organizations/index.js';
import { JOB_HEARTBEAT_MS, ownerIsGone, PROCESS_OWNER } from '../../jobs/job-owner.js';
import {
  beatJobs,
  claimJob,
  claimedUnfinishedJobs,
  failJobs,
  findJob,
  insertJob,
  toJob,
  updateJob,
  type JobRow,
} from './jobs.repo.js';

/**
 * What a running job tells the people following it. Progress is written at most every
 * `PROGRESS_INTERVAL_MS` (a 100,000-row import must not write 100,000 rows of progress); the
 * phase changes (START → PROGRESS → END) are written at once.
 */
export interface ProgressReporter {
  readonly id: string;
  progress(done: number, total?: number): Promise<void>;
  end(result: unknown): Promise<void>;
  fail(error: string): Promise<void>;
}

export const PROGRESS_INTERVAL_MS = 250;

export interface JobsService {
  /** A job in phase START, owned by the caller's organization. */
  start(caller: Caller, kind: JobKind, total?: number): Promise<Job>;
  reporter(id: string): ProgressReporter;
  /** The job, for its organization's people and operators; 404 for anyone else. */
  get(caller: Caller, id: string): Promise<Job>;
  /** The job as stored, without an access check (the event stream checked on its first read). */
  read(id: string): Promise<Job | undefined>;
  /**
   * This process takes the job (its owner, heartbeat every JOB_HEARTBEAT_MS until `release`);
   * false when the job has ended already, as one a start found abandoned has.
   */
  claim(id: string): Promise<boolean>;
  release(id: string): void;
  /**
   * Ends the unfinished jobs of processes that are gone with `jobs.interrupted` (none of them is
   * safe to run again: see docs/decisions.md D90); answers their ids. At start, and every few
   * heartbeats after.
   */
  recover(): Promise<string[]>;
  /** Stops the heartbeat. */
  close(): void;
}

/** Heartbeats between two looks for abandoned jobs. */
const RECOVER_EVERY = 6;

export function createJobsService(db: Db, owner: string = PROCESS_OWNER): JobsService {
  const running = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let beats = 0;
  let closed = false;

  async function recover(): Promise<string[]> {
    const gone = (await claimedUnfinishedJobs(db)).filter((job) => ownerIsGone(job.owner, job.quietSeconds, owner));
    return failJobs(
      db,
      gone.map((job) => job.id),
      'jobs.interrupted',
    );
  }

  function tick(): void {
    beats++;
    const work = [running.size ? beatJobs(db, owner) : undefined, beats % RECOVER_EVERY === 0 ? recover() : undefined];
    void Promise.all(work).catch(() => undefined);
  }

  function startBeating(): void {
    if (timer || closed) return;
    timer = setInterval(tick, JOB_HEARTBEAT_MS);
    timer.unref();
  }

  return {
    async start(caller, kind, total) {
      return toJob(await insertJob(db, { kind, organizationId: caller.organizationId, userId: caller.userId, total }));
    },

    reporter(id) {
      let written = 0;
      return {
        id,
        async progress(done, total) {
          const now = Date.now();
          if (now - written < PROGRESS_INTERVAL_MS && (total === undefined || done < total)) return;
          written = now;
          await updateJob(db, id, { phase: 'PROGRESS', done, ...(total === undefined ? {} : { total }) });
        },
        end: (result) => updateJob(db, id, { phase: 'END', result: result as JobRow['result'] }),
        fail: (error) => updateJob(db, id, { phase: 'END', error }),
      };
    },

    async get(caller, id) {
      const row = await findJob(db, id);
      if (!row || !canSee(caller, row.organizationId)) throw notFound();
      return toJob(row);
    },

    async read(id) {
      const row = await findJob(db, id);
      return row && toJob(row);
    },

    async claim(id) {
      if (!(await claimJob(db, id, owner))) return false;
      running.add(id);
      startBeating();
      return true;
    },

    release(id) {
      running.delete(id);
    },

    async recover() {
      const ended = await recover();
      startBeating();
      return ended;
    },

    close() {
      closed = true;
      clearInterval(timer);
      timer = undefined;
    },
  };
}
