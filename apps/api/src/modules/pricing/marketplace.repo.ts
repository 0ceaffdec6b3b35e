import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { organizations } from '../../db/schema.js';

/** The operator organizations: their tariffs and surcharges are the marketplace's own. */
export async function marketplaceOrganizationIds(db: Db): Promise<Set<number>> {
  const rows = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.type, 'OPERATOR'));
  return new Set(rows.map((row) => row.id));
}
