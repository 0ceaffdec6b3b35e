import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `ms` after it started. Routes that must not tell a
 * registered address from an unknown one by their answer time (recovery, registration) do
 * different work for each; the floor is above what either takes on a machine that is not
 * overloaded, so both answer after the same time.
 */
export async function noSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
