import { sql } from 'drizzle-orm';
import type { RateTable } from '@cargo/domain';
import type { Db } from '../../db/connection.js';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The operators' exchange rates in force on the day (the latest row of each currency dated on or
 * before it, RUB per unit) and every currency's decimals: what a calculation freezes.
 */
export async function rateTableOn(db: Db, day: string): Promise<RateTable> {
  const rates = await rowsOf<{ code: string; rate: string }>(
    db,
    sql`select distinct on (currency_code) currency_code as code, rate::text as rate
        from exchange_rates where valid_from <= ${day}::date
        order by currency_code, valid_from desc`,
  );
  const digits = await rowsOf<{ code: string; minor_units: number }>(db, sql`select code, minor_units from currencies`);
  const rubPerUnit: Record<string, string> = { RUB: '1' };
  for (const row of rates) if (row.code !== 'RUB') rubPerUnit[row.code] = row.rate;
  return { rubPerUnit, digits: Object.fromEntries(digits.map((row) => [row.code, row.minor_units])) };
}
