import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import { registrationHandles } from './auth.schema.js';

/** The largest id a path accepts (idParamsSchema): handles are drawn below it. */
const MAX_HANDLE = 2_147_483_647;

/**
 * A new registration's handle: a random number, so one answer says nothing of how many people
 * registered or which handle is whose. A rare collision draws again.
 */
export async function insertHandle(db: Db, userId: number | null): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const id = randomInt(1, MAX_HANDLE);
    try {
      // A savepoint, so a collision inside the caller's transaction leaves it usable.
      await db.transaction((tx) => tx.insert(registrationHandles).values({ id, userId }));
      return id;
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** The user a handle registered; undefined for an unknown handle or one of a taken address. */
export async function userOfHandle(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: registrationHandles.userId })
    .from(registrationHandles)
    .where(eq(registrationHandles.id, id));
  return row?.userId ?? undefined;
}
