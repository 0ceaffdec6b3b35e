import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { organizations, users } from '../../db/schema.js';
import { handoverCodes } from './handover.schema.js';

/** The verified white-label domain of the user's organization, if it has one. */
export async function verifiedDomainOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ domain: organizations.domain })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, userId), isNotNull(organizations.domainVerifiedAt)));
  return row?.domain ?? undefined;
}

export async function insertHandoverCode(
  db: Db,
  code: { codeHash: string; userId: number; sessionId: string; domain: string; ttlSeconds: number },
): Promise<void> {
  // Codes nobody redeemed are of no use once expired: each new one sweeps them away.
  await db.delete(handoverCodes).where(lte(handoverCodes.expiresAt, sql`now()`));
  await db.insert(handoverCodes).values({
    codeHash: code.codeHash,
    userId: code.userId,
    sessionId: code.sessionId,
    domain: code.domain,
    expiresAt: sql`now() + make_interval(secs => ${code.ttlSeconds})`,
  });
}

/**
 * Takes a code out of the table in one statement, so of two requests presenting it exactly one
 * gets it, on any number of instances. An expired code is taken too and answered as such.
 */
export async function takeHandoverCode(db: Db, codeHash: string) {
  const [row] = await db
    .delete(handoverCodes)
    .where(eq(handoverCodes.codeHash, codeHash))
    .returning({
      userId: handoverCodes.userId,
      sessionId: handoverCodes.sessionId,
      domain: handoverCodes.domain,
      live: sql<boolean>`${handoverCodes.expiresAt} > now()`,
    });
  return row;
}
