import type { Database } from '../src/db/connection.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { startJobQueue } from '../src/jobs/job-queue.js';
import { createLogger } from '../src/logger.js';

/** Everything a fresh installation creates at its first start: our migrations and pg-boss's schema. */
export async function prepareSchema(database: Database): Promise<void> {
  await migrateDatabase(database);
  const jobs = await startJobQueue(database, createLogger('silent'));
  await jobs.stop();
}
