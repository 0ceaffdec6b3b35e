import { and, eq, sql } from 'drizzle-orm';
import { addDays, EXPIRING_WITHIN_DAYS, type ExpiredTariffCategory } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { tariffs } from './tariffs.schema.js';

/**
 * An organization's active tariffs of one kind that have expired (`validTo` before today) and
 * that expire within EXPIRING_WITHIN_DAYS days (today through today + 14, both included): the
 * list's `expired` flag and a `validTo` DATE_RANGE from today. `today` is the caller's day (the
 * database's clock knows no caller, and a server's session zone is its own).
 */
export async function countExpiredTariffs(
  db: Db,
  organizationId: number,
  category: ExpiredTariffCategory,
  today: string,
): Promise<{ expired: number; expiring: number }> {
  const [row] = await db
    .select({
      expired: sql<number>`count(*) filter (where ${tariffs.validTo} < cast(${today} as date))`.mapWith(Number),
      expiring: sql<number>`count(*) filter (where ${tariffs.validTo} >= cast(${today} as date))`.mapWith(Number),
    })
    .from(tariffs)
    .where(
      and(
        eq(tariffs.kind, category),
        eq(tariffs.organizationId, organizationId),
        eq(tariffs.active, true),
        sql`${tariffs.validTo} <= cast(${addDays(today, EXPIRING_WITHIN_DAYS)} as date)`,
      ),
    );
  return { expired: row?.expired ?? 0, expiring: row?.expiring ?? 0 };
}
