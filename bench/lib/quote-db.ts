import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PgliteModule from '@electric-sql/pglite';
import pg from 'pg';
import { log, repoRoot } from './paths.js';
import { round } from './stats.js';
import { TARIFF_COLUMNS, type TariffRow } from './quote-tariffs.js';
import type { Query } from './quote-world.js';

/** The benchmark's own connection to the database a server seeded (the server stopped meanwhile). */
export interface BenchDatabase {
  query: Query;
  close(): Promise<void>;
}

/**
 * PGlite on the server's data directory (`<DATA_DIR>/db`), with the server's own copy of PGlite
 * (apps/api's dependency): a data directory is read by the version that wrote it. PGlite is one
 * process's: the server must be stopped.
 */
export async function openPgliteDirectory(dataDir: string): Promise<BenchDatabase> {
  const entry = createRequire(path.join(repoRoot, 'apps/api/package.json')).resolve('@electric-sql/pglite');
  const { PGlite } = (await import(pathToFileURL(entry).href)) as typeof PgliteModule;
  const db = await PGlite.create(path.join(dataDir, 'db'));
  return {
    query: async <T>(text: string, values?: unknown[]) => (await db.query<T>(text, values)).rows,
    close: () => db.close(),
  };
}

export async function openPostgres(url: string): Promise<BenchDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as T[],
    close: () => client.end(),
  };
}

/** An empty database on the PostgreSQL server of `adminUrl`, dropped by the answer's `drop`. */
export async function freshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cargo_bench_quote_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** SQL types of the inserted columns, for jsonb_to_recordset. */
const COLUMN_TYPES: Record<(typeof TARIFF_COLUMNS)[number], string> = {
  id: 'integer',
  kind: 'text',
  variant: 'text',
  organization_id: 'integer',
  from_type: 'text',
  from_id: 'integer',
  to_type: 'text',
  to_id: 'integer',
  valid_from: 'date',
  valid_to: 'date',
  currency: 'text',
  nds: 'text',
  min_price: 'bigint',
  transit_days: 'integer',
  document_deadline_days: 'integer',
  modifier: 'text',
  client_organization_ids: 'integer[]',
  carrier_id: 'integer',
  service_id: 'integer',
  route_type: 'text',
  charging_mode: 'text',
  vehicle_body: 'text',
  distance_range: 'text',
  demurrage_days: 'integer',
  detention_days: 'integer',
  surcharge_id: 'integer',
  surcharge_type: 'text',
  tarification: 'text',
  applies_to_tariff_id: 'integer',
  range_unit: 'text',
  lines: 'jsonb',
};

const CHUNK = 10_000;

/**
 * Inserts the rows straight into `tariffs`, 10,000 a statement as one JSON parameter (the way
 * the API's insertTariffs does), with `session_replication_role = replica` as pg_dump's restores
 * do: no foreign-key checks (the generator names only what the world holds) and no trigger, so
 * `tariff_changes` does not get a million rows a restarted server would never read. Then the id
 * sequence moves past the rows, and ANALYZE. Answers the seconds it took.
 */
export async function insertTariffs(db: BenchDatabase, rows: Iterable<TariffRow>, expected: number): Promise<number> {
  const names = TARIFF_COLUMNS.join(', ');
  const types = TARIFF_COLUMNS.map((column) => `${column} ${COLUMN_TYPES[column]}`).join(', ');
  const statement = `insert into tariffs (${names}) select ${names} from jsonb_to_recordset($1::jsonb) as x(${types})`;
  const started = performance.now();
  await db.query(`set session_replication_role = replica`);
  let chunk: TariffRow[] = [];
  let done = 0;
  let reported = 0;
  const flush = async () => {
    await db.query(statement, [JSON.stringify(chunk)]);
    done += chunk.length;
    chunk = [];
    if (done - reported >= 100_000 || done === expected) {
      reported = done;
      log(`inserted ${done} tariffs in ${round((performance.now() - started) / 1000, 1)} s`);
    }
  };
  try {
    for (const row of rows) {
      chunk.push(row);
      if (chunk.length === CHUNK) await flush();
    }
    if (chunk.length) await flush();
  } finally {
    await db.query(`set session_replication_role = origin`);
  }
  await db.query(`select setval(pg_get_serial_sequence('tariffs', 'id'), (select max(id) from tariffs))`);
  await db.query(`analyze tariffs`);
  return round((performance.now() - started) / 1000, 1);
}
