import { createHash } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';
import type { TariffValues } from './tariffs.repo.js';
import { tariffs } from './tariffs.schema.js';

/**
 * What makes two tariffs the same (Product specification, domain §8 "Tariff already exists"; docs/decisions.md
 * D99): the owner, the kind and cargo form, the lane (its ends, carrier, service
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

// The same keys but `lines` as one hash, worked out once a row: the stored tariffs are paired with
// the values by it, so only rows whose every key is equal are compared by SAME. Joined on SAME
// alone, the planner walks the owner's tariffs of the kind for each value: thousands of tariffs
// on one lane, prolonged together, made that 1,000 × 10,000 comparisons a chunk. `lines` stays
// out of the hash (jsonb's text keeps `1.0` apart from `1`); SAME still decides.
const rowKey = (alias: 't' | 'x') =>
  sql.raw(
    `md5(row(${SAME_TARIFF_KEYS.filter((key) => key !== 'lines')
      .map((key) => `${alias}."${alias === 't' ? COLUMNS[key].name : key}"`)
      .join(', ')})::text)`,
  );

const identityOf = (values: TariffValues) => SAME_TARIFF_KEYS.map((key) => values[key] ?? null);

/** A short fingerprint of what makes a tariff the same: rows of one sheet are compared by it. */
export const sameTariffKey = (values: TariffValues): string =>
  createHash('sha1')
    .update(JSON.stringify(identityOf(values)))
    .digest('base64');

/**
 * The positions in `values` of tariffs that a stored tariff already is (`except`: the one being
 * edited, or the ones a bulk action is changing). One statement for a batch: the values travel
 * as one JSON parameter.
 */
export async function storedDuplicates(
  db: Db,
  values: readonly TariffValues[],
  except?: number | readonly number[],
): Promise<Set<number>> {
  if (!values.length) return new Set();
  const json = JSON.stringify(
    values.map((value, i) =>
      Object.fromEntries([['i', i], ...SAME_TARIFF_KEYS.map((key) => [key, value[key] ?? null])]),
    ),
  );
  const excepted = except === undefined ? [] : typeof except === 'number' ? [except] : except;
  // Both sides materialized with their hash, so they are joined by it (a hash join), not pair by pair.
  const rows = await selectRows<{ i: number }>(
    db,
    sql`with x as materialized (
          select x.*, ${rowKey('x')} as same_key from json_to_recordset(cast(${json} as json)) as x(${RECORD})
        ), t as materialized (
          select t.*, ${rowKey('t')} as same_key from ${tariffs} t
          where t.organization_id in (select x."organizationId" from x) and t.kind in (select x.kind from x)
          ${excepted.length ? sql`and t.id <> all(cast(${`{${excepted.join(',')}}`} as integer[]))` : sql``}
        )
        select distinct x.i from x join t on t.same_key = x.same_key and ${SAME}`,
  );
  return new Set(rows.map((row) => row.i));
}

/** Any constant: held with the owner's id while a write checks for duplicates and saves. */
const DUPLICATES_LOCK = 734_021_695;

/** Two writes of the same tariff at one moment (a sheet uploaded twice): the second sees the first. */
export async function lockOwnersTariffs(tx: Db, organizationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DUPLICATES_LOCK}::integer, ${organizationId}::integer)`);
}
