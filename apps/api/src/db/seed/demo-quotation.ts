import { sql } from 'drizzle-orm';
import { addDays, calculationRequestSchema, dayIn, earliestDayAnywhere } from '@cargo/domain';
import type { Db } from '../connection.js';
import { selectRows } from '../rows.js';
import type { CalculationsService } from '../../modules/pricing/index.js';
import { DEMO_ORGANIZATIONS } from './demo.js';

/**
 * The demo client's saved quotation "from yesterday" (docs/decisions.md D110):
 * Shanghai → Moscow, one 40'HC of 20 t, quoted through the product once the pricing index is
 * warm, saved, then dated back — made a day earlier, and ready the day before the earliest day it
 * is anywhere on Earth, so it is outdated on every caller's today (a client in Los Angeles at
 * 01:00 UTC is still on the server's yesterday) and "My quotations" shows one to recalculate and book. Seeded with the demo data only, into a new
 * database; answers the calculation's id, or null when a place, the container type or the
 * client is missing (a reference set without them).
 */
export async function seedDemoQuotation(db: Db, calculations: CalculationsService): Promise<string | null> {
  const client = DEMO_ORGANIZATIONS.find((organization) => organization.type === 'CLIENT')?.users[0];
  if (!client) return null;
  const [facts] = await selectRows<{
    user_id: number | null;
    organization_id: number | null;
    shanghai: number | null;
    moscow: number | null;
    high_cube: number | null;
  }>(
    db,
    sql`select
          (select id from users where email = ${client.email}) as user_id,
          (select organization_id from users where email = ${client.email}) as organization_id,
          (select min(id) from geo_objects where type = 'CITY' and country_code = 'CN' and names->>'en' = 'Shanghai') as shanghai,
          (select min(id) from geo_objects where type = 'CITY' and country_code = 'RU' and names->>'en' = 'Moscow') as moscow,
          (select min(id) from dictionary_entries where dictionary = 'container-types' and code = '45G1') as high_cube`,
  );
  if (!facts?.user_id || !facts.organization_id || !facts.shanghai || !facts.moscow || !facts.high_cube) return null;
  const caller = {
    userId: facts.user_id,
    organizationId: facts.organization_id,
    roles: [client.role],
    sessionId: 'demo-seed',
  };
  const request = calculationRequestSchema.parse({
    from: { type: 'ADDRESS', cityId: facts.shanghai },
    to: { type: 'ADDRESS', cityId: facts.moscow },
    readyDate: dayIn(undefined),
    cargo: {
      type: 'CONTAINER',
      containers: [{ containerTypeId: facts.high_cube, amount: 1, weight: 20_000, weightUnit: 'KG' }],
    },
    currency: 'USD',
    sort: 'BEST_PRICE',
  });
  // The server's own day: the seed runs with no caller, and moves the quotation back anyway.
  const today = dayIn(undefined);
  const calculation = await calculations.create(caller, request, 'en', today);
  await calculations.save(caller, calculation.id, 'en', today);
  const yesterdayAnywhere = addDays(earliestDayAnywhere(), -1);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update calculations set ready_date = ${yesterdayAnywhere}::date, created_at = created_at - interval '1 day',
            updated_at = updated_at - interval '1 day',
            request = jsonb_set(request, '{readyDate}', to_jsonb(${yesterdayAnywhere}::text))
          where id = ${calculation.id}`,
    );
    await tx.execute(
      sql`update audit_log set at = at - interval '1 day' where entity = 'calculation' and entity_id = ${calculation.id}`,
    );
  });
  return calculation.id;
}
