import { createHash } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';
import type { TariffValues } from './tariffs.repo.js';
import { tariffs } from './tariffs.schema.js';

/**
 * What makes two tariffs the same (spec/domain.md §8 "Tariff already exists"; docs/decisions.md
 * "Duplicate tariffs"): the owner, the kind and cargo form, the lane (its ends, carrier, service
 * or surcharge), the validity and the prices with everything that decides them. Transit time,
 * demurrage, detention, deadlines, comment and the active switch are not prices: a tariff that
 * differs only there is still a duplicate.
 */
const SAME_TARIFF_KEYS = [
  'kind',
  'variant',
  'organizationId',
  'fromType',
  'fromId',
  'toType',
  'toId',
  'carrierId',
  'serviceId',
  'surchargeId',
  'appliesToTariffId',
  'validFrom',
  'validTo',
  'currency',
  'nds',
  'minPrice',
  'modifier',
  'clientOrganizationIds',
  'routeType',
  'chargingMode',
  'roadChargingCode',
  'vehicleBody',
  'distanceRange',
  'zipCodes',
  'rangeUnit',
  'surchargeType',
  'tarification',
  'lines',
] as const satisfies readonly (keyof TariffValues)[];

const COLUMNS = getTableColumns(tariffs);
const RECORD = sql.raw(
  [`"i" integer`, ...SAME_TARIFF_KEYS.map((key) => `"${key}" ${COLUMNS[key].getSQLType()}`)].join(', '),
);
// `=` where the column cannot be null: the planner can hash or index-join on those, which it
// cannot on `is not distinct from` (a nested loop over the owner's every tariff, per row).
const SAME = sql.raw(
  SAME_TARIFF_KEYS.map((key) => {
    const column = COLUMNS[key];
    return `t."${column.name}" ${column.notNull ? '=' : 'is not distinct from'} x."${key}"`;
  }).join(' and '),
);

const identityOf = (values: TariffValues) => SAME_TARIFF_KEYS.map((key) => values[key] ?? null);

/** A short fingerprint of what makes a tariff the same: rows of one sheet are compared by it. */
export const sameTariffKey = (values: TariffValues): string =>
  createHash('sha1')
    .update(JSON.stringify(identityOf(values)))
    .digest('base64');

/**
 * The positions in `values` of tariffs that a stored tariff already is (`except`: the one being
 * edited). One statement for a batch: the values travel as one JSON parameter.
 */
export async function storedDuplicates(db: Db, values: readonly TariffValues[], except?: number): Promise<Set<number>> {
  if (!values.length) return new Set();
  const json = JSON.stringify(
    values.map((value, i) =>
      Object.fromEntries([['i', i], ...SAME_TARIFF_KEYS.map((key) => [key, value[key] ?? null])]),
    ),
  );
  const rows = await selectRows<{ i: number }>(
    db,
    sql`select distinct x.i from json_to_recordset(cast(${json} as json)) as x(${RECORD})
        join ${tariffs} t on ${SAME} ${except === undefined ? sql`` : sql`and t.id <> ${except}`}`,
  );
  return new Set(rows.map((row) => row.i));
}

/** Any constant: held with the owner's id while a write checks for duplicates and saves. */
const DUPLICATES_LOCK = 734_021_695;

/** Two writes of the same tariff at one moment (a sheet uploaded twice): the second sees the first. */
export async function lockOwnersTariffs(tx: Db, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DUPLICATES_LOCK}::integer, ${organizationId}::integer)`);
}
