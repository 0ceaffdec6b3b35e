export { createSseParser, type SseEvent, type SseParser } from './sse';
export { followJob, type FollowOptions } from './follow-job';
export {
  IDLE,
  isBusy,
  jobProgressReducer,
  progressPercent,
  type JobProgress,
  type JobProgressAction,
} from './job-progress';
export { useJobProgress, type JobProgressControl } from './use-job-progress';
export { JobProgressBar, type JobProgressBarProps } from './job-progress-bar';
