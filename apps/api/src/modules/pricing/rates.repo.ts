import { sql } from 'drizzle-orm';
import type { RateTable } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';

/**
 * The operators' exchange rates in force on the day (the latest row of each currency dated on or
 * before it, RUB per unit) and every currency's decimals: what a calculation freezes.
 */
export async function rateTableOn(db: Db, day: string): Promise<RateTable> {
  const rates = await selectRows<{ code: string; rate: string }>(
    db,
    sql`select distinct on (currency_code) currency_code as code, rate::text as rate
        from exchange_rates where valid_from <= ${day}::date
        order by currency_code, valid_from desc`,
  );
  const rubPerUnit: Record<string, string> = { RUB: '1' };
  for (const row of rates) if (row.code !== 'RUB') rubPerUnit[row.code] = row.rate;
  return { rubPerUnit, digits: await currencyDigits(db) };
}

/** The decimals of each currency, by code. */
export async function currencyDigits(db: Db): Promise<Record<string, number>> {
  const rows = await selectRows<{ code: string; minor_units: number }>(
    db,
    sql`select code, minor_units from currencies`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.minor_units]));
}
