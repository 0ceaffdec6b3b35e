import type { Job } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { IDLE, isBusy, jobProgressReducer, progressPercent, type JobProgress } from './job-progress';

const job = (patch: Partial<Job>): Job => ({
  id: 'c0a80101-0000-4000-8000-000000000001',
  kind: 'tariff-bulk',
  phase: 'START',
  done: 0,
  total: 0,
  result: null,
  error: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...patch,
});
const at = (second: number) => `2026-05-01T10:00:${String(second).padStart(2, '0')}.000Z`;
const run = (...jobs: Job[]): JobProgress =>
  jobs.reduce<JobProgress>((state, next) => jobProgressReducer(state, { type: 'job', job: next }), {
    status: 'sending',
  });

describe('the progress of a job', () => {
  it('goes START → PROGRESS done of total → END with the result', () => {
    let state = jobProgressReducer(IDLE, { type: 'send' });
    expect(state).toEqual({ status: 'sending' });
    expect(isBusy(state)).toBe(true);
    state = jobProgressReducer(state, { type: 'job', job: job({ total: 400 }) });
    expect(state).toMatchObject({ status: 'running', phase: 'START', done: 0, total: 400 });
    expect(progressPercent(state)).toBe(0);
    state = jobProgressReducer(state, {
      type: 'job',
      job: job({ phase: 'PROGRESS', done: 100, total: 400, updatedAt: at(1) }),
    });
    expect(progressPercent(state)).toBe(25);
    const ended = job({ phase: 'END', done: 400, total: 400, result: { done: 400 }, updatedAt: at(2) });
    state = jobProgressReducer(state, { type: 'job', job: ended });
    expect(state).toEqual({ status: 'ended', job: ended });
    expect(progressPercent(state)).toBe(100);
    expect(isBusy(state)).toBe(false);
  });

  it('never goes back: a late START or an older report changes nothing, nothing follows END', () => {
    const state = run(
      job({ phase: 'PROGRESS', done: 300, total: 1000, updatedAt: at(5) }),
      job({ phase: 'START', updatedAt: at(6) }),
      job({ phase: 'PROGRESS', done: 100, total: 1000, updatedAt: at(3) }),
    );
    expect(state).toMatchObject({ phase: 'PROGRESS', done: 300, total: 1000 });
    const ended = run(
      job({ phase: 'END', done: 1, total: 1 }),
      job({ phase: 'PROGRESS', done: 0, total: 1, updatedAt: at(9) }),
    );
    expect(ended.status).toBe('ended');
  });

  it('counts 0 % while the total is unknown (an import before its file is read)', () => {
    const state = run(job({ phase: 'PROGRESS', done: 5000, total: 0, updatedAt: at(1) }));
    expect(progressPercent(state)).toBe(0);
    expect(
      run(
        job({ phase: 'PROGRESS', done: 5000, total: 0 }),
        job({ phase: 'PROGRESS', done: 5000, total: 9000, updatedAt: at(2) }),
      ),
    ).toMatchObject({ total: 9000 });
  });

  it('keeps a failure to start or follow, and an ended job over a later failure', () => {
    expect(
      jobProgressReducer({ status: 'sending' }, { type: 'fail', message: 'The file is larger than 20 MB' }),
    ).toEqual({
      status: 'failed',
      message: 'The file is larger than 20 MB',
    });
    const ended = run(job({ phase: 'END', error: 'service.serverError' }));
    expect(jobProgressReducer(ended, { type: 'fail', message: 'gone' })).toBe(ended);
    expect(jobProgressReducer(ended, { type: 'reset' })).toEqual(IDLE);
  });
});
