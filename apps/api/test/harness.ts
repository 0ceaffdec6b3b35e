import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { openPostgres, PGLITE_SETTINGS, wrapPglite, type Database } from '../src/db/connection.js';
import { startJobQueue, type JobQueue } from '../src/jobs/job-queue.js';
import { createLogger } from '../src/logger.js';
import type { App } from '../src/app.js';
import { buildServer } from '../src/server.js';
import { withDatabase } from './global-setup-postgres.js';
import './context.js';

/** The engine this test project runs on: the same files run once per engine. */
export const engine = inject('engine');

/** A fresh copy of the migrated template on the test server; answers its connection string. */
export async function copyPostgresTemplate(): Promise<string> {
  const { adminUrl, template, prefix } = inject('postgresTemplate');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Two files copying the template at the same moment may collide; the loser tries again.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        break;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  } finally {
    await admin.end();
  }
  // A test database is thrown away: its commits need not wait for the disk.
  const url = new URL(withDatabase(adminUrl, name));
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/** A fresh, migrated database of this project's engine, for one test file. */
export async function createTestDatabase(): Promise<Database> {
  if (engine === 'postgres') return openPostgres(await copyPostgresTemplate(), 5);
  const dump = await readFile(inject('pgliteTemplateFile'));
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]), postgresqlconf: PGLITE_SETTINGS }));
}

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  // Uploads go to a directory of the test's own, made only when a file is stored.
  const FILES_DIR = path.join(tmpdir(), 'cargo-test-files', randomBytes(6).toString('hex'));
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', FILES_DIR, ...env });
}

export interface TestApp {
  app: App;
  database: Database;
  jobs: JobQueue | undefined;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database, driven through `app.inject()`. Routes a test adds
 * must be added before the first inject.
 */
export async function createTestApp(
  options: { jobs?: boolean; env?: NodeJS.ProcessEnv; logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logger = options.logger ?? createLogger('silent');
  const jobs = options.jobs ? await startJobQueue(database, logger, { pollingIntervalSeconds: 0.5 }) : undefined;
  const config = testConfig(options.env);
  const app = await buildServer({ config, database, logger, jobs });
  return {
    app,
    database,
    jobs,
    async close() {
      await app.close();
      await jobs?.stop();
      await database.close();
      if (!options.env?.FILES_DIR) await rm(config.filesDir, { recursive: true, force: true });
    },
  };
}
