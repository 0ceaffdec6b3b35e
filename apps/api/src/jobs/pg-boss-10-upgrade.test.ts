import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../db/connection.js';
import { createLogger } from '../logger.js';
import { createTestDatabase, engine } from '../../test/harness.js';
import { startJobQueue, type JobQueue } from './job-queue.js';
import { setAsidePgBoss10 } from './pg-boss-10-upgrade.js';

const PG_BOSS_10_SCHEMA = new URL('../../test/fixtures/pg-boss-10-schema.sql', import.meta.url);
const QUEUE = 'test.legacy';
const WAITING = '00000000-0000-4000-8000-000000000001';
const RUNNING = '00000000-0000-4000-8000-000000000002';
const DONE = '00000000-0000-4000-8000-000000000003';

let database: Database;
let jobs: JobQueue | undefined;
beforeEach(async () => {
  database = await createTestDatabase();
  await makePgBoss10Database(database);
});
afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
  await database.close();
});

/** The test database as pg-boss 10 left it: its schema, a queue, and a job of each kind. */
async function makePgBoss10Database(db: Database): Promise<void> {
  await db.executeSql('DROP SCHEMA pgboss CASCADE');
  await db.executeSql(await readFile(PG_BOSS_10_SCHEMA, 'utf8'));
  await db.executeSql(
    `SELECT pgboss.create_queue('${QUEUE}', '{"policy":"standard","retryLimit":0,"retryDelay":30,"retryBackoff":true}')`,
  );
  await db.executeSql(`INSERT INTO pgboss.job (id, name, data, state, retry_limit, singleton_key, policy) VALUES
    ('${WAITING}', '${QUEUE}', '{"shipment":"waiting"}', 'created', 0, 'waiting', 'standard'),
    ('${RUNNING}', '${QUEUE}', '{"shipment":"running"}', 'active', 0, NULL, 'standard'),
    ('${DONE}', '${QUEUE}', '{"shipment":"done"}', 'completed', 0, NULL, 'standard')`);
}

async function schemaExists(name: string): Promise<boolean> {
  const { rows } = await database.executeSql('select count(*)::int as n from pg_namespace where nspname = $1', [name]);
  return rows[0]?.n === 1;
}

async function runLegacyQueue(queue: JobQueue): Promise<string[]> {
  const received: string[] = [];
  await queue.define<{ shipment: string }>(QUEUE, async ({ shipment }) => void received.push(shipment));
  const deadline = Date.now() + 15_000;
  while (received.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  // A moment more, in which a job that should not run would.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return received.sort();
}

it(`starts on a ${engine} database made under pg-boss 10 and runs the jobs it had queued`, async () => {
  jobs = await startJobQueue(database, createLogger('silent'), { pollingIntervalSeconds: 0.5 });

  expect(await runLegacyQueue(jobs)).toEqual(['running', 'waiting']);
  expect(await jobs.stateOf(QUEUE, WAITING)).toBe('completed');
  expect(await jobs.stateOf(QUEUE, DONE)).toBeUndefined();
  expect(await schemaExists('pgboss_v10')).toBe(false);
  const { rows } = await database.executeSql('select version from pgboss.version');
  expect(Number(rows[0]?.version)).toBeGreaterThan(24);
});

it('carries the jobs over at the next start when a start stopped after setting pg-boss 10 aside', async () => {
  await setAsidePgBoss10(database);
  expect(await schemaExists('pgboss')).toBe(false);

  jobs = await startJobQueue(database, createLogger('silent'), { pollingIntervalSeconds: 0.5 });

  expect(await runLegacyQueue(jobs)).toEqual(['running', 'waiting']);
  expect(await schemaExists('pgboss_v10')).toBe(false);
});
