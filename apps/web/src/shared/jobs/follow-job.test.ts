import type { Job } from '@cargo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followJob } from './follow-job';

const ID = 'c0a80101-0000-4000-8000-000000000001';
const job = (phase: Job['phase'], done: number): Job => ({
  id: ID,
  kind: 'tariff-import',
  phase,
  done,
  total: 10,
  result: phase === 'END' ? { imported: 10 } : null,
  error: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: `2026-05-01T10:00:0${done}.000Z`,
});
const frame = (value: Job) => `event: ${value.phase.toLowerCase()}\ndata: ${JSON.stringify(value)}\n\n`;

/** A text/event-stream answer whose body arrives in the pieces given. */
function eventStream(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { url: string; headers: Headers }[];
let answers: (() => Response)[];

beforeEach(() => {
  calls = [];
  answers = [];
  localStorage.setItem('token', 'access-1');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    calls.push({ url: input, headers: new Headers(init.headers) });
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer prepared for ${input}`);
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('following a job', () => {
  it('reads the event stream with the bearer token, reporting each job until END', async () => {
    const whole = frame(job('START', 0)) + ': keep-alive\n\n' + frame(job('PROGRESS', 4)) + frame(job('END', 10));
    answers.push(() => eventStream([whole.slice(0, 37), whole.slice(37, 200), whole.slice(200)]));
    const seen: Job[] = [];
    const ended = await followJob(ID, (next) => seen.push(next));
    expect(seen.map((next) => [next.phase, next.done])).toEqual([
      ['START', 0],
      ['PROGRESS', 4],
      ['END', 10],
    ]);
    expect(ended.result).toEqual({ imported: 10 });
    expect(calls[0]!.url).toContain(`/api/v1/jobs/${ID}/events`);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer access-1');
    expect(calls[0]!.headers.get('accept')).toBe('text/event-stream');
  });

  it('falls back to reading the job every second when the stream is refused', async () => {
    answers.push(
      () => json(502, { error: { code: 'BAD_GATEWAY', message: 'no streams here' } }),
      () => json(200, { data: job('PROGRESS', 5) }),
      () => json(200, { data: job('END', 10) }),
    );
    const seen: string[] = [];
    const ended = await followJob(ID, (next) => seen.push(next.phase), { pollMs: 1 });
    expect(ended.phase).toBe('END');
    expect(seen).toEqual(['PROGRESS', 'END']);
    expect(calls.slice(1).every((call) => call.url.includes(`/api/v1/jobs/${ID}?`))).toBe(true);
  });

  it('falls back to polling when the stream breaks off before END, and bears a failed read', async () => {
    answers.push(
      () => eventStream([frame(job('START', 0)), 'event: progress\ndata: {"cut']),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(200, { data: job('END', 10) }),
    );
    const seen: string[] = [];
    await followJob(ID, (next) => seen.push(next.phase), { pollMs: 1 });
    expect(seen).toEqual(['START', 'END']);
  });

  it('gives up on a job it may not read', async () => {
    answers.push(
      () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
      () => json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } }),
    );
    await expect(followJob(ID, () => undefined, { pollMs: 1 })).rejects.toMatchObject({ status: 404 });
  });
});
