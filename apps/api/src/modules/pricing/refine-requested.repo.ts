import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { refineRequests } from '../../db/schema.js';

/**
 * Whether the calculation has a request that is not withdrawn (`refineRequested` of its answer).
 * Pricing reads the requests' table itself: the refine-requests module builds on pricing, so
 * pricing may not import it back.
 */
export async function hasOpenRequest(db: Db, calculationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refineRequests.id })
    .from(refineRequests)
    .where(and(eq(refineRequests.calculationId, calculationId), ne(refineRequests.status, 'CANCELLED')))
    .limit(1);
  return row !== undefined;
}
