import { sql } from 'drizzle-orm';
import { interner, packLines, pointKey, type IndexedTariff, type TariffPointType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { StoredTariffLine } from '../../db/schema.js';
import { selectRows } from '../../db/rows.js';

interface TariffRow {
  id: number;
  kind: IndexedTariff['kind'];
  variant: IndexedTariff['variant'];
  organization_id: number;
  from_type: TariffPointType | null;
  from_id: number | null;
  to_type: TariffPointType | null;
  to_id: number | null;
  valid_from: string;
  valid_to: string;
  currency: string;
  nds: IndexedTariff['nds'];
  min_price: string | number | null;
  transit_days: number | null;
  modifier: IndexedTariff['modifier'];
  client_organization_ids: number[];
  carrier_id: number | null;
  service_id: number | null;
  route_type: IndexedTariff['routeType'];
  charging_mode: IndexedTariff['chargingMode'];
  vehicle_body: IndexedTariff['vehicleBody'];
  distance_range: IndexedTariff['distanceRange'];
  surcharge_id: number | null;
  surcharge_type: IndexedTariff['surchargeType'];
  tarification: IndexedTariff['tarification'];
  applies_to_tariff_id: number | null;
  range_unit: IndexedTariff['rangeUnit'];
  lines: StoredTariffLine[] | string;
  active: boolean;
}

/** The columns pricing reads, as `TariffRow` names them; dates as text so that no time zone shifts a day. */
const COLUMN_NAMES = [
  'id',
  'kind',
  'variant',
  'organization_id',
  'from_type',
  'from_id',
  'to_type',
  'to_id',
  'valid_from',
  'valid_to',
  'currency',
  'nds',
  'min_price',
  'transit_days',
  'modifier',
  'client_organization_ids',
  'carrier_id',
  'service_id',
  'route_type',
  'charging_mode',
  'vehicle_body',
  'distance_range',
  'surcharge_id',
  'surcharge_type',
  'tarification',
  'applies_to_tariff_id',
  'range_unit',
  'lines',
  'active',
] as const satisfies readonly (keyof TariffRow)[];
const expression = (name: string) => (name === 'valid_from' || name === 'valid_to' ? `${name}::text` : name);
/** The columns as one JSON array a row: a page's text without 29 keys a row is half as long. */
const COLUMN_ARRAY = sql.raw(`json_build_array(${COLUMN_NAMES.map(expression).join(', ')})`);

/**
 * A row as its JSON array, read by position: building a million objects of 29 keys first made the
 * PGlite server's build 22.1 s instead of 19.6 s and its peak memory 1,676 MB instead of 1,258.
 */
type TariffTuple = readonly unknown[];
const POSITION = Object.fromEntries(COLUMN_NAMES.map((name, at) => [name, at])) as Record<keyof TariffRow, number>;

function field<K extends keyof TariffRow>(row: TariffTuple, name: K): TariffRow[K] {
  return row[POSITION[name]] as TariffRow[K];
}

/** The tariffs `where` selects, as one JSON text of arrays parsed in one go. */
async function tariffTuples(db: Db, where: ReturnType<typeof sql>): Promise<TariffTuple[]> {
  const [row] = await selectRows<{ page: string | null }>(
    db,
    sql`select json_agg(${COLUMN_ARRAY})::text as page from (${where}) t`,
  );
  return row?.page ? (JSON.parse(row.page) as TariffTuple[]) : [];
}

const NO_CLIENTS: readonly number[] = [];

/** Repeated text of the rows (points, dates, codes) shared: one string per value. */
const intern = interner();

function pointOf(type: TariffPointType | null, id: number | null) {
  return type && id !== null ? intern(pointKey(type, id)) : null;
}

function toIndexed(row: TariffTuple): IndexedTariff {
  const lines = field(row, 'lines');
  const minPrice = field(row, 'min_price');
  const clients = field(row, 'client_organization_ids');
  return {
    id: field(row, 'id'),
    kind: intern(field(row, 'kind')),
    variant: intern(field(row, 'variant')),
    organizationId: field(row, 'organization_id'),
    from: pointOf(field(row, 'from_type'), field(row, 'from_id')),
    to: pointOf(field(row, 'to_type'), field(row, 'to_id')),
    validFrom: intern(field(row, 'valid_from')),
    validTo: intern(field(row, 'valid_to')),
    currency: intern(field(row, 'currency')),
    nds: intern(field(row, 'nds')),
    minPrice: minPrice === null ? null : Number(minPrice),
    transitDays: field(row, 'transit_days'),
    modifier: intern(field(row, 'modifier')),
    // Most tariffs are public: one shared empty list instead of a million.
    clientOrganizationIds: clients.length === 0 ? NO_CLIENTS : clients,
    carrierId: field(row, 'carrier_id'),
    serviceId: field(row, 'service_id'),
    routeType: intern(field(row, 'route_type')),
    chargingMode: intern(field(row, 'charging_mode')),
    vehicleBody: intern(field(row, 'vehicle_body')),
    distanceRange: intern(field(row, 'distance_range')),
    surchargeId: field(row, 'surcharge_id'),
    surchargeType: intern(field(row, 'surcharge_type')),
    tarification: intern(field(row, 'tarification')),
    appliesToTariffId: field(row, 'applies_to_tariff_id'),
    rangeUnit: intern(field(row, 'range_unit')),
    ...packLines(typeof lines === 'string' ? (JSON.parse(lines) as StoredTariffLine[]) : lines),
  };
}

/**
 * Active tariffs not expired before `today`, `batch` at a time after id `afterId`: the index is
 * filled page by page so that neither engine holds a million rows at once, the rows of a page in
 * no set order (the index does not care; the caller pages on by the highest id). A page comes as
 * one JSON text parsed in one go: a driver decoding 20,000 rows of 29 columns cell by cell took twice
 * as long (PGlite, measured for issue 6's benchmark).
 */
export async function activeTariffsAfter(
  db: Db,
  afterId: number,
  today: string,
  batch: number,
): Promise<IndexedTariff[]> {
  const rows = await tariffTuples(
    db,
    sql`select * from tariffs where active and valid_to >= ${today}::date and id > ${afterId}
        order by id limit ${batch}`,
  );
  return rows.map(toIndexed);
}

/** The tariffs of the ids as they are now, with whether each is active; a deleted one is absent. */
export async function tariffsByIds(
  db: Db,
  ids: readonly number[],
): Promise<{ tariff: IndexedTariff; active: boolean }[]> {
  if (ids.length === 0) return [];
  const rows = await tariffTuples(db, sql`select * from tariffs where id = any(${`{${ids.join(',')}}`}::int[])`);
  return rows.map((row) => ({ tariff: toIndexed(row), active: field(row, 'active') }));
}

/**
 * Where the data a quote depends on stands, in one read: the first and last tariff change kept
 * (0 for none), the geography version (cities and hubs), the reference version (rates,
 * currencies, dictionaries, organizations, commissions; migration 0008's triggers move it), the
 * transactions running at that moment and, when asked, the changes after a sequence or written
 * by transactions that were running before, oldest first.
 */
export interface PricingState {
  firstChange: number;
  lastChange: number;
  geography: number;
  reference: number;
  running: number[];
  changes: { seq: number; tariffId: number }[];
}

export async function pricingState(
  db: Db,
  changes: { after: number; pending: readonly number[]; limit: number } | null,
): Promise<PricingState> {
  const read = changes
    ? sql`(select coalesce(json_agg(json_build_array(c.seq, c.tariff_id) order by c.seq), '[]') from (
           select seq, tariff_id from tariff_changes
           where seq > ${changes.after} or xid = any(${`{${changes.pending.join(',')}}`}::bigint[])
           order by seq limit ${changes.limit}) c)`
    : sql`'[]'::json`;
  const [row] = await selectRows<{
    first: string | number | null;
    last: string | number | null;
    geography: string | null;
    reference: string | null;
    running: string | null;
    changes: [number | string, number][];
  }>(
    db,
    sql`select (select min(seq) from tariff_changes) as first, (select max(seq) from tariff_changes) as last,
               (select value::text from system_settings where key = 'geography.version') as geography,
               (select value::text from system_settings where key = 'reference.version') as reference,
               (select string_agg(x::text, ',') from pg_snapshot_xip(pg_current_snapshot()) x) as running,
               ${read} as changes`,
  );
  return {
    firstChange: Number(row?.first ?? 0),
    lastChange: Number(row?.last ?? 0),
    geography: Number(row?.geography ?? 0),
    reference: Number(row?.reference ?? 0),
    running: row?.running ? row.running.split(',').map(Number) : [],
    changes: (row?.changes ?? []).map(([seq, tariffId]) => ({ seq: Number(seq), tariffId })),
  };
}

/** Forgets changes older than every running index could still need. */
export async function pruneTariffChanges(db: Db, olderThanMinutes: number): Promise<void> {
  await db.execute(
    sql`delete from tariff_changes where changed_at < now() - make_interval(mins => ${olderThanMinutes})`,
  );
}
