import type { Job } from '@cargo/domain';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isApiError } from '../http';
import { useT } from '../i18n';
import { followJob } from './follow-job';
import { IDLE, jobProgressReducer, type JobProgress } from './job-progress';

export interface JobProgressControl {
  state: JobProgress;
  /** The request that starts the job is on its way. */
  send: () => void;
  /** Follows the job to its end; resolves with the ended job, or undefined when it failed or was left. */
  follow: (jobId: string) => Promise<Job | undefined>;
  /** The job could not be started: the reason shows in place of the bar. */
  fail: (error: unknown) => void;
  reset: () => void;
}

/**
 * The progress of one long job at a time, for the bar and the result: followed with its event
 * stream (polling as the fallback), left when the component goes or another job is followed.
 */
export function useJobProgress(): JobProgressControl {
  const t = useT();
  const [state, dispatch] = useReducer(jobProgressReducer, IDLE);
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);

  const fail = useCallback(
    (error: unknown) =>
      dispatch({ type: 'fail', message: isApiError(error) ? error.message : t('service.serverError') }),
    [t],
  );

  const follow = useCallback(
    async (jobId: string) => {
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      try {
        return await followJob(jobId, (job) => dispatch({ type: 'job', job }), { signal: controller.signal });
      } catch (error) {
        if (!controller.signal.aborted) fail(error);
        return undefined;
      }
    },
    [fail],
  );

  const send = useCallback(() => dispatch({ type: 'send' }), []);
  const reset = useCallback(() => {
    following.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  return { state, send, follow, fail, reset };
}
