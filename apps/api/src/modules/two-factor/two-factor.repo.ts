import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { organizations, users } from '../../db/schema.js';
import { recoveryCodes, trustedDevices, userFactors } from './two-factor.schema.js';

export interface FactorRow {
  secret: string | null;
  enrolledAt: Date | null;
  pendingSecret: string | null;
  pendingAt: Date | null;
  lastStep: number;
}

export async function findFactor(db: Db, userId: number): Promise<FactorRow | undefined> {
  const [row] = await db
    .select({
      secret: userFactors.secret,
      enrolledAt: userFactors.enrolledAt,
      pendingSecret: userFactors.pendingSecret,
      pendingAt: userFactors.pendingAt,
      lastStep: userFactors.lastStep,
    })
    .from(userFactors)
    .where(eq(userFactors.userId, userId));
  return row;
}

/** Keeps a secret being enrolled; an enrolled one stays in force until the new one is confirmed. */
export async function savePendingSecret(db: Db, userId: number, sealed: string): Promise<void> {
  await db
    .insert(userFactors)
    .values({ userId, pendingSecret: sealed, pendingAt: new Date() })
    .onConflictDoUpdate({ target: userFactors.userId, set: { pendingSecret: sealed, pendingAt: new Date() } });
}

/** The pending secret becomes the factor, its confirming step spent; false when another request confirmed first. */
export async function confirmPendingSecret(db: Db, userId: number, sealed: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userFactors)
    .set({ secret: sealed, enrolledAt: new Date(), pendingSecret: null, pendingAt: null, lastStep: step })
    .where(and(eq(userFactors.userId, userId), eq(userFactors.pendingSecret, sealed)))
    .returning({ userId: userFactors.userId });
  return rows.length === 1;
}

/**
 * Spends a time step: true only when it is later than the last one spent, in one statement, so
 * two requests with the same code (or a code replayed within its 90 seconds) get one success.
 */
export async function spendStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userFactors)
    .set({ lastStep: step })
    .where(and(eq(userFactors.userId, userId), lt(userFactors.lastStep, step)))
    .returning({ userId: userFactors.userId });
  return rows.length === 1;
}

/** Removes the factor, its recovery codes and its trusted devices. */
export async function deleteFactor(db: Db, userId: number): Promise<boolean> {
  const rows = await db.delete(userFactors).where(eq(userFactors.userId, userId)).returning({ id: userFactors.userId });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
  return rows.length === 1;
}

export async function deleteTrustedDevices(db: Db, userId: number): Promise<void> {
  await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code used; false when it is unknown or spent already. */
export async function spendRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function insertTrustedDevice(
  db: Db,
  device: { id: string; userId: number; tokenHash: string; days: number },
): Promise<void> {
  await db.insert(trustedDevices).values({
    id: device.id,
    userId: device.userId,
    tokenHash: device.tokenHash,
    expiresAt: sql`now() + make_interval(days => ${device.days})`,
  });
}

export async function findTrustedDevice(db: Db, id: string) {
  const [row] = await db
    .select({ userId: trustedDevices.userId, tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.id, id), gt(trustedDevices.expiresAt, sql`now()`)));
  return row;
}

/** What decides whether a user must have a factor: their roles and their organization's rule. */
export async function findFactorSubject(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      roles: users.roles,
      organizationId: users.organizationId,
      organizationRequires: organizations.requireTwoFactor,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row;
}

export async function setOrganizationRequirement(db: Db, organizationId: number, required: boolean): Promise<void> {
  await db.update(organizations).set({ requireTwoFactor: required }).where(eq(organizations.id, organizationId));
}

export async function organizationRequires(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: organizations.requireTwoFactor })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.required ?? false;
}
