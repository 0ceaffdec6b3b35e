import { sql } from 'drizzle-orm';
import { INACTIVE_ORDER_STATUSES, type MessageKey, type ProfileKind } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { selectRows } from '../../db/rows.js';

/*
 * What blocks the removal of a profile or the deletion of an organization (Product specification, domain §4,
 * §8). The rows that block live in modules that depend on this one (tariffs, orders, refine
 * requests), so the questions name their tables in SQL instead of importing those modules'
 * schemas: the imports keep pointing from those modules to organizations.
 */

const exists = async (db: Db, query: ReturnType<typeof sql>): Promise<boolean> =>
  (await selectRows<{ found: boolean }>(db, sql`select exists (${query}) as found`))[0]?.found === true;

/** Closed orders stay the organization's history; only these count as open. */
const closed = sql.join(
  INACTIVE_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Why a profile cannot leave its organization, if it cannot (docs/decisions.md D98): the
 * organization keeps tariffs of services whose category
 * belongs to this profile, or companies are attached to the organization and this is its last
 * approved profile, the line of business they are attached under.
 */
export async function profileRemovalBlock(
  db: Db,
  organizationId: number,
  profile: { id: number; kind: ProfileKind },
): Promise<MessageKey | undefined> {
  const categoriesInUse = await exists(
    db,
    sql`select 1 from tariffs t
      join dictionary_entries service on service.id = t.service_id and service.dictionary = 'services'
      join dictionary_entries category on category.dictionary = 'service-categories'
        and category.id::text = service.attributes ->> 'categoryId'
      where t.organization_id = ${organizationId} and category.attributes ->> 'profile' = ${profile.kind}`,
  );
  if (categoriesInUse) return 'organizations.profileDeleteBlocked.categories';
  const companyAttached = await exists(
    db,
    sql`select 1 from organizations child where child.parent_id = ${organizationId}
      and not exists (select 1 from organization_profiles other where other.organization_id = ${organizationId}
        and other.id <> ${profile.id} and other.status = 'APPROVED')`,
  );
  return companyAttached ? 'organizations.profileDeleteBlocked.company' : undefined;
}

/**
 * Why an organization cannot be deleted, if it cannot: users, requests (price refinements it
 * asked for or answered), open orders (its own bookings or delivery orders it carries), each
 * with the spec's message, asked in that order.
 */
export async function organizationDeleteBlock(db: Db, id: number): Promise<MessageKey | undefined> {
  if (await exists(db, sql`select 1 from users where organization_id = ${id}`))
    return 'organizations.deleteBlocked.users';
  if (
    await exists(
      db,
      sql`select 1 from refine_requests where organization_id = ${id}
        union all select 1 from refine_answers where organization_id = ${id}`,
    )
  )
    return 'organizations.deleteBlocked.requests';
  if (
    await exists(
      db,
      sql`select 1 from orders where organization_id = ${id} and status not in (${closed})
        union all select 1 from delivery_orders where carrier_organization_id = ${id} and status not in (${closed})`,
    )
  )
    return 'organizations.deleteBlocked.openOrders';
  return undefined;
}

/** Deletes the organization's row; what it owns outright (profiles, bank details, settings) cascades. */
export async function deleteOrganizationRow(db: Db, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`delete from organizations where id = ${id} returning id`);
  return rows.length === 1;
}
