import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Columns, their types and the rows as one JSON array, for `jsonb_to_recordset`. */
export interface Recordset {
  table: PgTable;
  names: SQL;
  types: SQL;
  json: string;
}

/**
 * Rows of a table as one JSON parameter, their columns (by the schema's keys) named and typed
 * from the schema; undefined when the rows are not uniform (a value left undefined, for the
 * column's default, or other keys than `keys`), which then go Drizzle's ordinary way. Drizzle's
 * `values()` makes a parameter of every value and spends more building the statement than the
 * database spends on it: 1,000 tariffs of 33 columns took 170 ms to build (docs/decisions.md).
 */
export function recordset<T extends Record<string, unknown>>(
  table: PgTable,
  rows: readonly T[],
  keys: readonly string[] = rows[0] ? Object.keys(rows[0]) : [],
): Recordset | undefined {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => keys.includes(key));
  const uniform = rows.every(
    (row) => Object.keys(row).length === columns.length && columns.every(([key]) => row[key] !== undefined),
  );
  if (!uniform || columns.length !== keys.length) return undefined;
  return {
    table,
    names: sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', ')),
    types: sql.raw(columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', ')),
    json: JSON.stringify(
      rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]]))),
    ),
  };
}

/** The insert of a recordset's rows (add `returning` as needed). */
export const insertFrom = ({ table, names, types, json }: Recordset): SQL => sql`
  insert into ${table} (${names})
  select ${names} from jsonb_to_recordset(cast(${json} as jsonb)) as x(${types})`;
