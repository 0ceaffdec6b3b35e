import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { withAdvisoryLock } from './db/advisory-lock.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { migrateDatabase } from './db/migrate.js';
import {
  DEMO_PASSWORD,
  demoLoginLines,
  hasNoUsers,
  presentDemoLogins,
  seedDemoData,
  shouldSeedDemo,
} from './db/seed/demo.js';
import { seedDemoQuotation } from './db/seed/demo-quotation.js';
import { seedReferenceData } from './db/seed/reference/index.js';
import { startJobQueue } from './jobs/job-queue.js';
import { createLogger } from './logger.js';
import { syncCatalogue } from './modules/l10n/index.js';
import { buildServer } from './server.js';
import { LOCK_KEYS } from './db/lock-keys.js';

function describeDatabase(config: Config): string {
  const db = config.database;
  if (db.engine === 'postgres') return `PostgreSQL (${new URL(db.url).host})`;
  return db.dataDir ? `embedded PGlite in ${db.dataDir}` : 'embedded PGlite in memory (data is thrown away on exit)';
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  const sync = await syncCatalogue(database.db);
  logger.info(sync, 'interface texts synced with the repository catalogue');
  if (config.referenceData.enabled) {
    // Instances starting together on a new database: one loads, the others find it loaded.
    const reference = await withAdvisoryLock(database, LOCK_KEYS.referenceData, (session) =>
      seedReferenceData(session, { minCityPopulation: config.referenceData.minCityPopulation }),
    );
    if (!reference.skipped) logger.info(reference, 'reference data loaded (geography, hubs, dictionaries, currencies)');
  }
  const demoSeeded = shouldSeedDemo(config.demoData, database.engine) && (await hasNoUsers(database.db));
  if (demoSeeded) {
    const seeded = await seedDemoData(database.db);
    logger.info(seeded, 'demo data loaded into the new database');
  }
  const jobs = config.jobsEnabled ? await startJobQueue(database, logger) : undefined;
  const app = await buildServer({ config, database, logger, jobs });
  // The place index is built while the server starts listening; the first search waits for it.
  void app.services.placeSearch.warm().catch((error: unknown) => logger.error({ err: error }, 'place index failed'));
  const pricingWarm = app.services.pricingIndex.warm();
  void pricingWarm.catch((error: unknown) => logger.error({ err: error }, 'pricing index failed'));
  // The demo client's saved quotation of yesterday is quoted by the product, so it waits for the index.
  if (demoSeeded)
    void pricingWarm
      .then(() => seedDemoQuotation(database.db, app.services.calculations))
      .then((id) => logger.info({ calculationId: id }, 'demo quotation saved'))
      .catch((error: unknown) => logger.error({ err: error }, 'demo quotation failed'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  // `on`, not `once`: Ctrl+C reaches the server from the terminal and again through apps/api/start.mjs,
  // and a second signal with no listener left would kill it halfway through closing the database.
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const demoLogins = await presentDemoLogins(database.db);
  const demo = demoLogins.length
    ? `  Demo logins (password ${DEMO_PASSWORD}):\n` +
      demoLoginLines(demoLogins)
        .map((line) => `    ${line}\n`)
        .join('') +
      // Operators and partner admins must have a second factor (issue 27): the sign-in screen sets it up.
      '    Operators and partner admins set up an authenticator app (TOTP) at their first sign-in.\n'
    : '';
  process.stdout.write(
    `\nCargo marketplace is running at http://localhost:${port}/\n` +
      `  API docs: http://localhost:${port}/api/docs\n` +
      `  Database: ${describeDatabase(config)}\n` +
      demo +
      '\n',
  );
}

main().catch((error: unknown) => {
  // A directory in use is the operator's doing, not a bug: the message says what to do.
  const detail =
    error instanceof DataDirInUseError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Failed to start: ${detail}\n`);
  process.exit(1);
});
