import { Alert, Progress } from 'antd';
import { asIs, keyOr, useT } from '../i18n';
import { formatNumber } from '../lib/format-number';
import { progressPercent, type JobProgress } from './job-progress';
import './jobs.css';

export interface JobProgressBarProps {
  state: JobProgress;
  /** What the bar is named for screen readers and tests: "Import progress". */
  label: string;
  /** What the job counts, with `{done}` and `{total}`: "{done} of {total} rows". */
  counting?: (done: string, total: string) => string;
  /** What a job that ended with an error says (the job's own error otherwise). */
  failure?: string;
  /** The job ended, but what it did was refused (an import with errors): the bar ends red. */
  refused?: boolean;
}

/**
 * The one progress bar of long jobs (an import, a bulk action): what it waits for (the request,
 * the queue), then `done` of `total` as the job reports them, then complete — or the failure,
 * in words, where the job could not be followed or ended with an error.
 */
export function JobProgressBar({ state, label, counting, failure, refused }: JobProgressBarProps) {
  const t = useT();
  if (state.status === 'idle') return null;
  if (state.status === 'failed') return <Alert type="error" showIcon title={state.message} />;
  const percent = progressPercent(state);
  const error = state.status === 'ended' ? state.job.error : null;

  let caption: string;
  if (state.status === 'sending') caption = t('jobs.progress.sending');
  else if (state.status === 'ended') caption = error ? t('jobs.progress.failed') : t('jobs.progress.done');
  else if (state.phase === 'START') caption = t('jobs.progress.queued');
  else if (state.total > 0)
    caption = counting
      ? counting(formatNumber(state.done), formatNumber(state.total))
      : t('jobs.progress.count', { done: formatNumber(state.done), total: formatNumber(state.total) });
  else caption = t('jobs.progress.working', { done: formatNumber(state.done) });

  return (
    <div className="job-progress">
      <Progress
        percent={percent}
        status={
          error || (refused && state.status === 'ended') ? 'exception' : state.status === 'ended' ? 'success' : 'active'
        }
        aria-label={label}
        aria-valuetext={caption}
      />
      <div
        className="job-progress-caption"
        aria-live="polite"
        data-phase={state.status === 'running' ? state.phase : state.status}
      >
        {caption}
      </div>
      {error ? <Alert type="error" showIcon title={failure ?? t(keyOr(error, asIs(error)))} /> : null}
    </div>
  );
}
