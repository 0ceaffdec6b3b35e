import { afterAll, describe, expect, it } from 'vitest';
import type { TimedTask } from '../../../test/fixtures/timed-reader.js';
import { isolatedResult, MAX_READERS, stopIdleReaders } from './isolated.js';
import { WorkbookLimitError } from './limits.js';

/**
 * The reading processes of uploaded workbooks (isolated.ts), with a child that only waits: no
 * database, so it runs on one engine.
 */

const ENTRY = new URL('../../../test/fixtures/timed-reader.ts', import.meta.url);

interface Timed {
  pid: number;
  started: number;
  ended: number;
}

const read = (task: TimedTask) => isolatedResult<Timed>(ENTRY, task);

afterAll(() => stopIdleReaders());

describe('isolated readers', () => {
  it(`read at most ${MAX_READERS} files at once; the others wait their turn`, async () => {
    const runs = await Promise.all(Array.from({ length: MAX_READERS + 2 }, () => read({ ms: 400 })));
    const events = runs.flatMap((run) => [
      { at: run.started, delta: 1 },
      { at: run.ended, delta: -1 },
    ]);
    events.sort((a, b) => a.at - b.at || a.delta - b.delta);
    let running = 0;
    let most = 0;
    for (const event of events) most = Math.max(most, (running += event.delta));
    expect(most).toBe(MAX_READERS);
  });

  it('keep a reader that finished for the next file', async () => {
    const first = await read({ ms: 1 });
    const second = await read({ ms: 1 });
    expect(second.pid).toBe(first.pid);
  });

  it('refuse the file when the reader dies, give its place back, and read the next in a new one', async () => {
    const before = await read({ ms: 1 });
    await expect(read({ ms: 1, die: true })).rejects.toBeInstanceOf(WorkbookLimitError);
    // Every place is free again: as many files as places still read side by side.
    const after = await Promise.all(Array.from({ length: MAX_READERS }, () => read({ ms: 300 })));
    expect(after.map((run) => run.pid)).not.toContain(before.pid);
    const [a, b] = after;
    expect(Math.max(a!.started, b!.started)).toBeLessThan(Math.min(a!.ended, b!.ended));
  });
});
