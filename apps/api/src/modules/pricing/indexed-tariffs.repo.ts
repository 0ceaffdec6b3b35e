import { sql } from 'drizzle-orm';
import { pointKey, type IndexedTariff, type TariffPointType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { StoredTariffLine } from '../tariffs/tariffs.schema.js';

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

/** The columns pricing reads; dates as text so that no time zone shifts a day. */
const COLUMNS = sql.raw(`
  id, kind, variant, organization_id, from_type, from_id, to_type, to_id,
  valid_from::text as valid_from, valid_to::text as valid_to, currency, nds, min_price, transit_days,
  modifier, client_organization_ids, carrier_id, service_id, route_type, charging_mode, vehicle_body,
  distance_range, surcharge_id, surcharge_type, tarification, applies_to_tariff_id, range_unit, lines, active`);

const NO_CLIENTS: readonly number[] = [];

function toIndexed(row: TariffRow): IndexedTariff {
  const lines = typeof row.lines === 'string' ? (JSON.parse(row.lines) as StoredTariffLine[]) : row.lines;
  return {
    id: row.id,
    kind: row.kind,
    variant: row.variant,
    organizationId: row.organization_id,
    from: row.from_type && row.from_id !== null ? pointKey(row.from_type, row.from_id) : null,
    to: row.to_type && row.to_id !== null ? pointKey(row.to_type, row.to_id) : null,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    currency: row.currency,
    nds: row.nds,
    minPrice: row.min_price === null ? null : Number(row.min_price),
    transitDays: row.transit_days,
    modifier: row.modifier,
    // Most tariffs are public: one shared empty list instead of a million.
    clientOrganizationIds: row.client_organization_ids.length === 0 ? NO_CLIENTS : row.client_organization_ids,
    carrierId: row.carrier_id,
    serviceId: row.service_id,
    routeType: row.route_type,
    chargingMode: row.charging_mode,
    vehicleBody: row.vehicle_body,
    distanceRange: row.distance_range,
    surchargeId: row.surcharge_id,
    surchargeType: row.surcharge_type,
    tarification: row.tarification,
    appliesToTariffId: row.applies_to_tariff_id,
    rangeUnit: row.range_unit,
    lines,
  };
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Active tariffs not expired before `today`, `batch` at a time after id `afterId`: the index is
 * filled page by page so that neither engine holds a million rows at once.
 */
export async function activeTariffsAfter(
  db: Db,
  afterId: number,
  today: string,
  batch: number,
): Promise<IndexedTariff[]> {
  const rows = await rowsOf<TariffRow>(
    db,
    sql`select ${COLUMNS} from tariffs
        where active and valid_to >= ${today}::date and id > ${afterId}
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
  const rows = await rowsOf<TariffRow>(
    db,
    sql`select ${COLUMNS} from tariffs where id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return rows.map((row) => ({ tariff: toIndexed(row), active: row.active }));
}

/** The last change recorded, 0 for none. */
export async function lastTariffChange(db: Db): Promise<number> {
  const [row] = await rowsOf<{ seq: string | number | null }>(db, sql`select max(seq) as seq from tariff_changes`);
  return Number(row?.seq ?? 0);
}

/** The first change still kept (older ones are pruned), 0 for none. */
export async function firstTariffChange(db: Db): Promise<number> {
  const [row] = await rowsOf<{ seq: string | number | null }>(db, sql`select min(seq) as seq from tariff_changes`);
  return Number(row?.seq ?? 0);
}

/** Changes after `seq`, oldest first: the sequence and the tariff. */
export async function tariffChangesAfter(
  db: Db,
  seq: number,
  limit: number,
): Promise<{ seq: number; tariffId: number }[]> {
  const rows = await rowsOf<{ seq: string | number; tariff_id: number }>(
    db,
    sql`select seq, tariff_id from tariff_changes where seq > ${seq} order by seq limit ${limit}`,
  );
  return rows.map((row) => ({ seq: Number(row.seq), tariffId: row.tariff_id }));
}

/** Forgets changes older than every running index could still need. */
export async function pruneTariffChanges(db: Db, olderThanMinutes: number): Promise<void> {
  await db.execute(
    sql`delete from tariff_changes where changed_at < now() - make_interval(mins => ${olderThanMinutes})`,
  );
}
