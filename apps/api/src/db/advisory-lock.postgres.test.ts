import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyPostgresTemplate } from '../../test/harness.js';
import { withAdvisoryLock } from './advisory-lock.js';
import { openPostgres, type Database } from './connection.js';

/** Two instances' pools on one database. */
let one: Database;
let two: Database;
beforeAll(async () => {
  const url = await copyPostgresTemplate();
  [one, two] = await Promise.all([openPostgres(url, 2), openPostgres(url, 2)]);
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
});

it('lets one instance at a time do the start-up work it guards; the other starts when it has ended', async () => {
  const steps: string[] = [];
  let finishFirst!: () => void;
  const firstMayFinish = new Promise<void>((resolve) => (finishFirst = resolve));
  let firstHolds!: () => void;
  const held = new Promise<void>((resolve) => (firstHolds = resolve));
  const first = withAdvisoryLock(one, 42, async () => {
    steps.push('first begins');
    firstHolds();
    await firstMayFinish;
    steps.push('first ends');
  });
  await held;
  const second = withAdvisoryLock(two, 42, async () => void steps.push('second begins'));
  const waiting = async () =>
    (
      await two.executeSql(
        `select 1 from pg_locks where locktype = 'advisory' and objid = 42 and not granted
          and database = (select oid from pg_database where datname = current_database())`,
      )
    ).rows.length;
  try {
    // The second asks for the lock while the first holds it: its turn comes with the first's end.
    await expect.poll(waiting).toBe(1);
  } finally {
    finishFirst();
    await Promise.all([first, second]);
  }
  expect(steps).toEqual(['first begins', 'first ends', 'second begins']);
});
