import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { insertFrom, recordset } from '../../db/recordset.js';
import { recordAudits } from '../audit/index.js';
import { auditLog } from '../../db/schema.js';
import type { TariffRow, TariffValues } from './tariffs.repo.js';
import { tariffs } from './tariffs.schema.js';
import { selectRows } from '../../db/rows.js';

const TARIFF_COLUMNS = Object.entries(getTableColumns(tariffs));

/**
 * The tariffs as one JSON parameter (db/recordset.ts), or undefined when they are not uniform.
 * `values()` makes 33 parameters a tariff: for 1,000 of them Drizzle spends about 170 ms merely
 * building the statement and the database binds 33,000 parameters. 100,000 tariffs saved so took
 * 37 s on PGlite, this way 15 s (bench/benchmarks/sea-sheet-import.ts).
 */
const tariffRecordset = (values: readonly TariffValues[]) =>
  recordset(tariffs, values as unknown as readonly Record<string, unknown>[]);

/** Inserts tariffs in one statement, answering the rows in order as Drizzle's `values().returning()` does. */
export async function insertTariffs(tx: Db, values: readonly TariffValues[]): Promise<TariffRow[]> {
  if (!values.length) return [];
  const rows = tariffRecordset(values);
  if (!rows)
    return tx
      .insert(tariffs)
      .values([...values])
      .returning();
  const inserted = await selectRows<Record<string, unknown>>(tx, sql`${insertFrom(rows)} returning *`);
  return inserted.map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of TARIFF_COLUMNS) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as TariffRow;
  });
}

/**
 * A stored tariff as JSON the way recordAudit writes a TariffRow: the schema's keys, timestamps
 * as JavaScript's toJSON writes them (UTC, milliseconds, "Z"). jsonb_build_object takes at most
 * 100 arguments, so the pairs go in groups joined with `||`.
 */
function rowJson(alias: string): SQL {
  const pairs = TARIFF_COLUMNS.map(([key, column]) => {
    const value = `${alias}."${column.name}"`;
    const json =
      column.getSQLType() === 'timestamp with time zone'
        ? `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : value;
    return `'${key}', ${json}`;
  });
  const groups: string[] = [];
  for (let start = 0; start < pairs.length; start += 40)
    groups.push(`jsonb_build_object(${pairs.slice(start, start + 40).join(', ')})`);
  return sql.raw(groups.join(' || '));
}

const INSERTED_JSON = rowJson('inserted');

/**
 * Inserts tariffs with their audit rows ("after": the tariff as stored) in one statement, and
 * answers how many: a rate sheet's 100,000 tariffs never travel back to JavaScript to be audited
 * (they cost 6 s and a few hundred megabytes of garbage on PGlite). Non-uniform rows go the
 * way of insertTariffs and recordAudits.
 */
export async function insertTariffsAudited(
  tx: Db,
  values: readonly TariffValues[],
  audit: { actorUserId: number | null; action: string },
): Promise<number> {
  if (!values.length) return 0;
  const rows = tariffRecordset(values);
  if (!rows) {
    const inserted = await insertTariffs(tx, values);
    await recordAudits(
      tx,
      inserted.map((row) => ({ ...audit, entity: 'tariff' as const, entityId: row.id, after: row })),
    );
    return inserted.length;
  }
  const [counted] = await selectRows<{ count: number }>(
    tx,
    sql`
    with inserted as (${insertFrom(rows)} returning *),
    audited as (
      insert into ${auditLog} (actor_user_id, entity, entity_id, action, after)
      select ${audit.actorUserId}::integer, 'tariff', inserted.id::text, ${audit.action}, ${INSERTED_JSON}
      from inserted
      returning 1
    )
    select count(*)::integer as count from audited`,
  );
  return counted!.count;
}
