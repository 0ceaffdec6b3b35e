import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseEngine } from '@cargo/domain';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle handle every repo takes: the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  engine: DatabaseEngine;
  db: Db;
  /**
   * Raw SQL for libraries that bring their own (pg-boss); values bind to $1, $2, … A script without
   * values may hold several statements, and answers the rows of all of them.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** A session of its own for work that must hold one connection (advisory locks). */
  withSession<T>(work: (session: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.engine === 'pglite' ? openPglite(config.dataDir) : openPostgres(config.url, config.poolSize);
}

/**
 * PGlite's server settings. Its WebAssembly memory never shrinks, and PostgreSQL's default
 * 128 MB of shared buffers fill up on the first large write (a 100,000-row rate sheet) and stay
 * in the server's memory for good. The operating system's page cache keeps the data directory's
 * pages anyway; 16 MB of buffers cut a started server by about 100 MB and the import of such a
 * sheet by another 100 MB (docs/decisions.md D57).
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * PGlite keeps one connection in-process; its queries queue one after another. `dataDir`
 * undefined gives a throw-away database in memory; a directory is this process's alone
 * (data-dir-lock.ts): a second server on it refuses to start.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create('memory://', { postgresqlconf: PGLITE_SETTINGS }));
  mkdirSync(dataDir, { recursive: true });
  // One process at a time: PGlite does not guard its directory, and two writers corrupt it.
  const release = lockDataDir(dataDir);
  try {
    const database = wrapPglite(await PGlite.create(dataDir, { postgresqlconf: PGLITE_SETTINGS }));
    return { ...database, close: () => database.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** The product's database over a PGlite client opened elsewhere (tests load one from a dump). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    engine: 'pglite',
    db,
    async executeSql(text, values) {
      if (values?.length) return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
      // pg-boss sends multi-statement scripts without values (its schema, and `BEGIN; … RETURNING …;
      // COMMIT` blocks), which `query` refuses; `exec` runs them.
      try {
        return { rows: scriptRows(await client.exec(text)) };
      } catch (error) {
        // A script that fails after its BEGIN leaves the one connection in an aborted transaction,
        // and every later query of the product would fail with it (pg-boss's own PGlite adapter
        // does the same). Outside a transaction ROLLBACK only warns.
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    withSession: (work) => work(db),
    close: () => client.close(),
  };
}

/**
 * The rows of a script's statements, in order: pg-boss reads a `RETURNING` that a block's COMMIT
 * follows, so the last statement's rows are not enough (its own drivers flatten them the same way).
 */
function scriptRows(results: { rows?: unknown[] }[]): Record<string, unknown>[] {
  return results.flatMap((result) => (result.rows ?? []) as Record<string, unknown>[]);
}

export async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await pool.query('select 1');
  return {
    engine: 'postgres',
    db,
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: scriptRows(Array.isArray(result) ? result : [result]) };
    },
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work(drizzlePg({ client, schema }) as unknown as Db);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
