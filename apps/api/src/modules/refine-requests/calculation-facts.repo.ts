import { count, eq, min, sql } from 'drizzle-orm';
import type { CalculationRequest, LocalizedText, PointKey, TariffPointType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { addSeller } from '../pricing/index.js';
import { calculations, quotations, type StoredQuoteLeg } from '../../db/schema.js';
import type { RefinePoint } from './refine-requests.schema.js';
import { selectRows } from '../../db/rows.js';

/**
 * What a price request reads of its calculation and writes back to it: the calculation's owner,
 * request and frozen rates, its ends and cargo types named in every language, and the manual
 * quotation a partner's price becomes. The pricing module keeps manual quotations when it
 * re-prices a calculation (`replaceQuotations`), so they are appended here.
 */

export interface CalculationFacts {
  id: string;
  userId: number | null;
  organizationId: number | null;
  request: CalculationRequest;
  readyDate: string;
  rates: Record<string, string>;
}

export async function calculationFacts(db: Db, id: string): Promise<CalculationFacts | undefined> {
  const [row] = await db
    .select({
      id: calculations.id,
      userId: calculations.userId,
      organizationId: calculations.organizationId,
      request: calculations.request,
      readyDate: calculations.readyDate,
      rates: calculations.rates,
    })
    .from(calculations)
    .where(eq(calculations.id, id));
  return row;
}

const TABLES: Record<TariffPointType, string> = {
  SEA_PORT: 'sea_ports',
  AIRPORT_HUB: 'airports',
  RAILWAY_HUB: 'railway_stations',
  TRANSPORT_HUB: 'transport_hubs',
  CITY: 'geo_objects',
};

/** A point of the route graph with its names (and its city's, for a hub) and its country. */
export async function namedPoint(db: Db, key: PointKey): Promise<RefinePoint> {
  const [type, rawId] = key.split(':') as [TariffPointType, string];
  const id = Number(rawId);
  const table = sql.raw(TABLES[type]);
  const hub = type !== 'CITY';
  const [row] = await selectRows<{
    code: string | null;
    names: LocalizedText;
    city: LocalizedText | null;
    country: string;
  }>(
    db,
    sql`select ${hub ? sql.raw('p.code') : sql.raw('null::text')} as code, p.names,
          ${hub ? sql.raw('c.names') : sql.raw('null::jsonb')} as city, p.country_code as country
        from ${table} p ${hub ? sql.raw('left join geo_objects c on c.id = p.city_id') : sql.raw('')}
        where p.id = ${id}`,
  );
  // A place deleted since the calculation: still asked about, without a name or a country.
  if (!row) return { type, id, code: null, names: { en: '—' }, cityNames: null, countryCode: null };
  return { type, id, code: row.code, names: row.names, cityNames: row.city, countryCode: row.country };
}

export interface ManualQuotation {
  leg: StoredQuoteLeg;
  totalUsd: number;
}

/**
 * Appends a partner's price as the calculation's last quotation (`manual`, one MAIN leg added to
 * the calculation's legs), through the caller's transaction; answers its id and what the
 * calculation holds now (quotations, the cheapest in USD) for its history. The position is taken
 * in the insert itself.
 */
export async function appendManualQuotation(db: Db, calculationId: string, { leg, totalUsd }: ManualQuotation) {
  // The calculation is as valid as its shortest-lived quotation: a price valid a week dates it.
  const [calculation] = await db
    .update(calculations)
    .set({
      legs: sql`(${calculations.legs}::jsonb || ${JSON.stringify([leg])}::jsonb)::json`,
      validTo: sql`least(${calculations.validTo}, ${leg.validTo}::date)`,
    })
    .where(eq(calculations.id, calculationId))
    .returning({ legs: sql<number>`json_array_length(${calculations.legs})` });
  await addSeller(db, calculationId, leg);
  const [row] = await db
    .insert(quotations)
    .values({
      calculationId,
      position: sql`(select coalesce(max(${quotations.position}), -1) + 1 from ${quotations} where ${quotations.calculationId} = ${calculationId})`,
      legIndexes: [Number(calculation!.legs) - 1],
      totals: { [leg.currency]: leg.cost },
      totalUsd,
      transitDays: leg.transitDays ?? 0,
      validTo: leg.validTo,
      commission: null,
      sellerReward: null,
      manual: true,
    })
    .returning({ id: quotations.id });
  const [held] = await db
    .select({ quotations: count(), cheapestUsd: min(quotations.totalUsd) })
    .from(quotations)
    .where(eq(quotations.calculationId, calculationId));
  return { id: row!.id, held: { quotations: held!.quotations, cheapestUsd: held!.cheapestUsd } };
}
