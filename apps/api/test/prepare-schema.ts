import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Database } from '../src/db/connection.js';
import { migrateDatabase } from '../src/db/migrate.js';
import { startJobQueue } from '../src/jobs/job-queue.js';
import { createLogger } from '../src/logger.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Vitest's global setups load `@cargo/domain` from its compiled dist/, not from its sources as
 * the test files do; a stale dist would fill every test database with yesterday's catalogue.
 * `tsc -b` is incremental: a fraction of a second when nothing changed.
 */
function buildDomain(): void {
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-b', 'packages/domain'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

/**
 * Everything a fresh installation creates at its first start: our migrations, the interface
 * texts of the repository's catalogue and pg-boss's schema.
 */
export async function prepareSchema(database: Database): Promise<void> {
  buildDomain();
  // Imported only now, after the build: it is the one part of the setup that reads the domain.
  const { syncCatalogue } = await import('../src/modules/l10n/index.js');
  await migrateDatabase(database);
  await syncCatalogue(database.db);
  const jobs = await startJobQueue(database, createLogger('silent'));
  await jobs.stop();
}
