import type { Job, JobPhase } from '@cargo/domain';

/**
 * Where a long job (a rate-sheet import, a bulk action) stands on screen, as one value the
 * progress bar and the result read:
 * - `idle`: nothing asked yet;
 * - `sending`: the request that starts the job is on its way (an upload, say);
 * - `running`: the job reported START or PROGRESS (`done` of `total`; `total` 0 while unknown);
 * - `ended`: END came, with the job's `result`, or its `error` when it failed;
 * - `failed`: the job could not be started or followed; `message` says why.
 */
export type JobProgress =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'running'; phase: Exclude<JobPhase, 'END'>; done: number; total: number; updatedAt: string }
  | { status: 'ended'; job: Job }
  | { status: 'failed'; message: string };

export type JobProgressAction =
  { type: 'send' } | { type: 'job'; job: Job } | { type: 'fail'; message: string } | { type: 'reset' };

export const IDLE: JobProgress = { status: 'idle' };

/**
 * The next state: a job's report moves it on, never back (an event repeated or a poll answered
 * late after a newer event changes nothing; nothing follows END); `done` never shrinks.
 */
export function jobProgressReducer(state: JobProgress, action: JobProgressAction): JobProgress {
  switch (action.type) {
    case 'reset':
      return IDLE;
    case 'send':
      return { status: 'sending' };
    case 'fail':
      return state.status === 'ended' ? state : { status: 'failed', message: action.message };
    case 'job': {
      const { job } = action;
      if (state.status === 'ended' || state.status === 'failed') return state;
      if (job.phase === 'END') return { status: 'ended', job };
      if (state.status === 'running') {
        if (job.updatedAt < state.updatedAt) return state;
        if (state.phase === 'PROGRESS' && job.phase === 'START') return state;
        const done = Math.max(state.done, job.done);
        const total = Math.max(job.total, 0);
        if (done === state.done && total === state.total && job.phase === state.phase) return state;
        return { status: 'running', phase: job.phase, done, total, updatedAt: job.updatedAt };
      }
      return { status: 'running', phase: job.phase, done: job.done, total: job.total, updatedAt: job.updatedAt };
    }
  }
}

/** The bar's percentage: `done` of `total` while running (0 while the total is unknown), 100 at the end. */
export function progressPercent(state: JobProgress): number {
  if (state.status === 'ended') return 100;
  if (state.status !== 'running' || state.total <= 0) return 0;
  return Math.min(100, Math.floor((state.done / state.total) * 100));
}

/** Whether the job is under way: sent or running, not yet ended or failed. */
export const isBusy = (state: JobProgress): boolean => state.status === 'sending' || state.status === 'running';
