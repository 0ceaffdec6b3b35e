import { is, sql, type SQL } from 'drizzle-orm';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { Db } from '../../../connection.js';
import { selectRows } from '../../../rows.js';

/** Rows per INSERT on PostgreSQL: one jsonb parameter each, so no limit of bound parameters applies. */
const BATCH_SIZE = 5000;

/** Column name → PostgreSQL type. */
export type Columns = Record<string, string>;

export interface BulkInsert {
  table: string;
  /** The columns of the incoming rows (`s.<name>` in the expressions below). */
  columns: Columns;
  /** Target column → SQL expression over `s` and the `joins`; by default every incoming column as it is. */
  values?: Record<string, string>;
  /** Extra `left join`s, e.g. a city by its GeoNames id. */
  joins?: string;
  /** The natural key: a row whose key exists already is not inserted. */
  key: readonly string[];
  /** Columns of the inserted rows to return. */
  returning?: readonly string[];
  /**
   * On PGlite, COPY the rows straight into the table while it holds no row with a first key column
   * (a new database): the staging table and the key checks would double the time of the 135,000
   * cities. Only for rows without duplicate keys, joins or `returning`.
   */
  copyIntoEmpty?: boolean;
}

/** The PGlite transaction or client under a Drizzle handle, for COPY, which Drizzle cannot send. */
interface PgliteClient {
  query(query: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

function pgliteClient(db: Db): PgliteClient | undefined {
  const session: unknown = db._.session;
  return is(session, PgliteSession) ? (session as unknown as { client: PgliteClient }).client : undefined;
}

/** The embedded engine: one connection, so nothing else runs while the seed does. */
export function isPglite(db: Db): boolean {
  return pgliteClient(db) !== undefined;
}

/** A value in PostgreSQL's COPY text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'object'
      ? JSON.stringify(value)
      : typeof value === 'boolean'
        ? value
          ? 't'
          : 'f'
        : String(value);
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

let stageNumber = 0;

/**
 * Inserts the rows whose natural key is not there yet and leaves every other row exactly as it
 * is, edited by an operator or not (`NOT EXISTS` on the key, and `ON CONFLICT DO NOTHING` besides).
 * PostgreSQL takes batches of thousands of rows as one jsonb parameter (`jsonb_to_recordset`);
 * PGlite, whose row-by-row parsing is slow in WebAssembly, takes them all with one COPY into a
 * temporary table. Returns the `returning` columns of the rows inserted.
 */
export async function insertMissing<R = Record<string, unknown>>(
  db: Db,
  spec: BulkInsert,
  rows: readonly Record<string, unknown>[],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(spec.columns);
  const recordType = names.map((name) => `${name} ${spec.columns[name]}`).join(', ');
  const values = spec.values ?? Object.fromEntries(names.map((name) => [name, `s.${name}`]));
  const missing = spec.key.map((column) => `existing.${column} = s.${column}`).join(' and ');
  const statement = (source: SQL) => sql`
    insert into ${sql.raw(spec.table)} (${sql.raw(Object.keys(values).join(', '))})
    select ${sql.raw(Object.values(values).join(', '))} from ${source} ${sql.raw(spec.joins ?? '')}
    where not exists (select 1 from ${sql.raw(spec.table)} existing where ${sql.raw(missing)})
    on conflict do nothing
    returning ${sql.raw(spec.returning?.length ? spec.returning.join(', ') : '1 as inserted')}`;
  const execute = (query: SQL) => selectRows<R>(db, query);

  const client = pgliteClient(db);
  if (client) {
    const text = rows.map((row) => names.map((name) => copyValue(row[name])).join('\t')).join('\n') + '\n';
    const copy = (target: string) =>
      client.query(`copy ${target} (${names.join(', ')}) from '/dev/blob'`, [], { blob: new Blob([text]) });
    if (spec.copyIntoEmpty && !(await hasKeys(db, spec))) {
      await copy(spec.table);
      return rows.map(() => ({}) as R);
    }
    const stage = `seed_stage_${++stageNumber}`;
    await db.execute(sql.raw(`create temporary table ${stage} (${recordType})`));
    await copy(stage);
    const inserted = await execute(statement(sql.raw(`${stage} s`)));
    await db.execute(sql.raw(`drop table ${stage}`));
    return inserted;
  }

  const inserted: R[] = [];
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
    inserted.push(...(await execute(statement(sql`jsonb_to_recordset(${batch}::jsonb) as s(${sql.raw(recordType)})`))));
  }
  return inserted;
}

async function hasKeys(db: Db, spec: BulkInsert): Promise<boolean> {
  const [row] = await selectRows<{ found: boolean }>(
    db,
    sql.raw(`select exists (select 1 from ${spec.table} where ${spec.key[0]} is not null) as found`),
  );
  return row?.found === true;
}
