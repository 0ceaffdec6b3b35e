/**
 * `npm run seed:demo`: loads the demo organizations and logins into the configured database
 * (DATABASE_URL, or the embedded one in DATA_DIR), migrating it first. Idempotent: what exists
 * is left alone. Unlike `npm start` it seeds a database that already has users, since someone
 * asked for it by name.
 */
import { ConfigError, loadConfig, type Config } from '../../config.js';
import { openDatabase } from '../connection.js';
import { migrateDatabase } from '../migrate.js';
import { syncCatalogue } from '../../modules/l10n/index.js';
import { DEMO_PASSWORD, demoLoginLines, presentDemoLogins, seedDemoData } from './demo.js';

function describe(config: Config): string {
  const db = config.database;
  if (db.engine === 'postgres') return `PostgreSQL at ${new URL(db.url).host}`;
  return db.dataDir ? `the embedded database in ${db.dataDir}` : 'a throw-away embedded database in memory';
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
  process.stdout.write(`Seeding demo data into ${describe(config)}\n`);
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database);
    await syncCatalogue(database.db);
    const result = await seedDemoData(database.db);
    const created = [
      `${result.organizations} organizations`,
      `${result.profiles} profiles`,
      `${result.users} users`,
      `${result.tariffs} tariffs`,
    ].join(', ');
    process.stdout.write(
      result.organizations + result.profiles + result.users + result.tariffs > 0
        ? `Created ${created} in ${result.ms} ms.\n`
        : `The demo data was already there; nothing changed.\n`,
    );
    if (result.skippedTariffs > 0)
      process.stdout.write(
        `${result.skippedTariffs} demo tariffs name ports, stations or cities this database lacks: ` +
          `the reference data is loaded by the server's first start (npm start); run this again after it.\n`,
      );
    const logins = await presentDemoLogins(database.db);
    process.stdout.write(
      `Demo logins (password ${DEMO_PASSWORD}):\n${demoLoginLines(logins)
        .map((line) => `  ${line}\n`)
        .join('')}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
