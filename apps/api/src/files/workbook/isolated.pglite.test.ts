import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEET_MS, type Timed, type TimedTask } from '../../../test/fixtures/timed-reader.js';
import { isolatedResult, MAX_READERS, stopIdleReaders } from './isolated.js';
import { WorkbookLimitError } from './limits.js';

/**
 * The reading processes of uploaded workbooks (isolated.ts), with a child that only waits: no
 * database, so it runs on one engine. Side by side is proved by a barrier the readers meet at,
 * not by timing: a reader started under tsx on a loaded machine takes seconds to begin.
 */

const ENTRY = new URL('../../../test/fixtures/timed-reader.ts', import.meta.url);

const read = (task: TimedTask) => isolatedResult<Timed>(ENTRY, task);

const dirs: string[] = [];
async function barrier(count: number): Promise<TimedTask['meet']> {
  const dir = await mkdtemp(join(tmpdir(), 'readers-meet-'));
  dirs.push(dir);
  return { dir, count };
}

afterAll(async () => {
  stopIdleReaders();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The most tasks that ran at once, from their start and end times. */
function mostAtOnce(runs: Timed[]): number {
  const events = runs.flatMap((run) => [
    { at: run.started, delta: 1 },
    { at: run.ended, delta: -1 },
  ]);
  events.sort((a, b) => a.at - b.at || a.delta - b.delta);
  let running = 0;
  let most = 0;
  for (const event of events) most = Math.max(most, (running += event.delta));
  return most;
}

describe('isolated readers', () => {
  it(
    `read at most ${MAX_READERS} files at once; the others wait their turn`,
    async () => {
      const meet = await barrier(MAX_READERS);
      const runs = await Promise.all(Array.from({ length: MAX_READERS + 2 }, () => read({ ms: 1000, meet })));
      expect(runs.every((run) => run.met)).toBe(true);
      expect(mostAtOnce(runs)).toBe(MAX_READERS);
    },
    3 * MEET_MS,
  );

  it('keep a reader that finished for the next file', async () => {
    const first = await read({ ms: 1 });
    const second = await read({ ms: 1 });
    expect(second.pid).toBe(first.pid);
  });

  it(
    'refuse the file when the reader dies, give its place back, and read the next in a new one',
    async () => {
      const before = await read({ ms: 1 });
      await expect(read({ ms: 1, die: true })).rejects.toBeInstanceOf(WorkbookLimitError);
      // Every place is free again: as many files as places still meet side by side.
      const meet = await barrier(MAX_READERS);
      const after = await Promise.all(Array.from({ length: MAX_READERS }, () => read({ ms: 1, meet })));
      expect(after.map((run) => run.pid)).not.toContain(before.pid);
      expect(after.map((run) => run.met)).toEqual(after.map(() => true));
    },
    3 * MEET_MS,
  );
});
