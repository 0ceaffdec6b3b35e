import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, engine, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
});
afterAll(() => t.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - start > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it(`runs a job on ${engine} and records it completed`, async () => {
  const jobs = t.jobs!;
  const received: { shipment: string }[] = [];
  await jobs.define<{ shipment: string }>('test.track', async (data) => {
    received.push(data);
  });
  const id = await jobs.send('test.track', { shipment: 'MSCU1234567' });
  const state = await until(
    () => jobs.stateOf('test.track', id),
    (s) => s === 'completed',
  );
  expect(state).toBe('completed');
  expect(received).toEqual([{ shipment: 'MSCU1234567' }]);
});

it('records a job that keeps failing as failed after its retries', async () => {
  const jobs = t.jobs!;
  let attempts = 0;
  await jobs.define(
    'test.broken',
    async () => {
      attempts++;
      throw new Error('carrier API down');
    },
    { retryLimit: 1, retryDelaySeconds: 0 },
  );
  const id = await jobs.send('test.broken', {});
  const state = await until(
    () => jobs.stateOf('test.broken', id),
    (s) => s === 'failed',
  );
  expect(state).toBe('failed');
  expect(attempts).toBe(2);
});
