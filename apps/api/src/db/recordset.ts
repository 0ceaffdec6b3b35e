import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Rows of a table as one JSON parameter, for `insertFrom`. */
export interface Recordset {
  text: RecordsetText;
  json: string;
}

/** The insert's text around the JSON parameter. */
interface RecordsetText {
  head: SQL;
  tail: SQL;
}

/** Texts by table and keys: made once, as a statement is prepared once. */
const texts = new WeakMap<PgTable, Map<string, RecordsetText | null>>();

/**
 * `insert into table (columns) select … from json_to_recordset($1) as x(…)`, the record's fields
 * being the rows' own keys (quoted: `"legIndexes" integer[]`), so the rows go to JSON as they are;
 * null when a key is not a column of the table.
 */
function textOf(table: PgTable, keys: readonly string[]): RecordsetText | null {
  let byKeys = texts.get(table);
  if (!byKeys) texts.set(table, (byKeys = new Map()));
  const joined = keys.join(',');
  let text = byKeys.get(joined);
  if (text === undefined) {
    const columns = Object.entries(getTableColumns(table)).filter(([key]) => keys.includes(key));
    text =
      columns.length === keys.length
        ? {
            head: sql`insert into ${table} (${sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '))})
  select ${sql.raw(columns.map(([key]) => `x."${key}"`).join(', '))} from json_to_recordset(cast(`,
            tail: sql.raw(
              ` as json)) as x(${columns.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(', ')})`,
            ),
          }
        : null;
    byKeys.set(joined, text);
  }
  return text;
}

/**
 * Rows of a table as one JSON parameter, their fields named and typed from the schema's columns
 * of the same keys; undefined when the rows are not uniform (a value left undefined, for the
 * column's default, or other keys than `keys`), which then go Drizzle's ordinary way. Drizzle's
 * `values()` makes a parameter of every value and spends more building the statement than the
 * database spends on it: 1,000 tariffs of 33 columns took 170 ms to build (docs/decisions.md D69).
 */
export function recordset<T extends Record<string, unknown>>(
  table: PgTable,
  rows: readonly T[],
  keys: readonly string[] = rows[0] ? Object.keys(rows[0]) : [],
): Recordset | undefined {
  const text = textOf(table, keys);
  const uniform = rows.every(
    (row) => Object.keys(row).length === keys.length && keys.every((key) => row[key] !== undefined),
  );
  if (!text || !uniform) return undefined;
  return { text, json: JSON.stringify(rows) };
}

/** The insert of a recordset's rows (add `returning` as needed). */
export const insertFrom = ({ text, json }: Recordset): SQL => sql`${text.head}${json}${text.tail}`;
