import { dataOf, jobSchema, type Job } from '@cargo/domain';
import { http, isApiError } from '../http';
import { createSseParser } from './sse';

/** How often the job is read when its event stream cannot be had. */
export const JOB_POLL_MS = 1_000;
/** Failed reads in a row (no answer, a 5xx) before following gives up. */
const POLL_TRIES = 5;

const jobAnswer = dataOf(jobSchema);

export interface FollowOptions {
  signal?: AbortSignal;
  pollMs?: number;
}

/** A job from an event's data; undefined for anything else. */
export function jobOfEvent(data: string): Job | undefined {
  try {
    const parsed = jobSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

/** The job's events (`start`, `progress`, `end`) until END; undefined when the stream broke off first. */
async function fromEvents(id: string, onJob: (job: Job) => void, signal?: AbortSignal): Promise<Job | undefined> {
  const response = await http.stream(`/jobs/${id}/events`, { signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      const events = done ? parser.end() : parser.push(decoder.decode(value, { stream: true }));
      for (const event of events) {
        const job = jobOfEvent(event.data);
        if (!job) continue;
        onJob(job);
        if (job.phase === 'END') return job;
      }
      if (done) return undefined;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

/** GET /jobs/{id} every `pollMs` until END; a few failed reads in a row are borne. */
async function fromPolling(id: string, onJob: (job: Job) => void, options: FollowOptions): Promise<Job> {
  let failures = 0;
  for (;;) {
    try {
      const job = (await http.get(`/jobs/${id}`, { schema: jobAnswer })).data;
      failures = 0;
      onJob(job);
      if (job.phase === 'END') return job;
    } catch (error) {
      const transient = isApiError(error) && (error.isNetworkError || error.status >= 500);
      if (!transient || ++failures >= POLL_TRIES) throw error;
    }
    await sleep(options.pollMs ?? JOB_POLL_MS, options.signal);
  }
}

/**
 * Follows a long job to its END (docs/api.md "Long jobs"): its server-sent events read with
 * fetch (the bearer token goes along), each job reported to `onJob`; should the stream fail or
 * break off before END, the job is read every second instead. Resolves with the ended job;
 * rejects when the job cannot be read (404) or `signal` aborts.
 */
export async function followJob(id: string, onJob: (job: Job) => void, options: FollowOptions = {}): Promise<Job> {
  try {
    const ended = await fromEvents(id, onJob, options.signal);
    if (ended) return ended;
  } catch (error) {
    if (options.signal?.aborted) throw error;
  }
  return fromPolling(id, onJob, options);
}
