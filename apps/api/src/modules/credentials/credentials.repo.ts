import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { oauthClients, refreshSessions, users, userSecrets } from '../../db/schema.js';

export interface LoginCandidate {
  id: number;
  passwordHash: string;
  organizationId: number;
  roles: string[];
  confirmed: boolean;
  blocked: boolean;
}

export async function findLoginCandidate(db: Db, email: string): Promise<LoginCandidate | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      organizationId: users.organizationId,
      roles: users.roles,
      confirmed: users.confirmed,
      blocked: users.blocked,
    })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findClient(db: Db, clientId: string) {
  const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
  return row;
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; clientId: string; tokenHash: string; ttlDays: number },
): Promise<void> {
  await db.insert(refreshSessions).values({
    id: session.id,
    userId: session.userId,
    clientId: session.clientId,
    tokenHash: session.tokenHash,
    expiresAt: sql`now() + make_interval(days => ${session.ttlDays})`,
  });
}

/** A session that is neither revoked nor expired. */
export async function findLiveSession(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(refreshSessions)
    .where(
      and(eq(refreshSessions.id, id), isNull(refreshSessions.revokedAt), gt(refreshSessions.expiresAt, sql`now()`)),
    );
  return row;
}

/**
 * Replaces the session's token if it still is `expectedHash`: of two requests presenting the
 * same token, only one rotates; the other finds a used token.
 */
export async function rotateSession(db: Db, id: string, expectedHash: string, nextHash: string): Promise<boolean> {
  const rows = await db
    .update(refreshSessions)
    .set({ tokenHash: nextHash, rotations: sql`${refreshSessions.rotations} + 1`, lastUsedAt: sql`now()` })
    .where(
      and(eq(refreshSessions.id, id), eq(refreshSessions.tokenHash, expectedHash), isNull(refreshSessions.revokedAt)),
    )
    .returning({ id: refreshSessions.id });
  return rows.length === 1;
}

/** Marks a session revoked; credentials.service.ts tells this process's session check. */
export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshSessions.id, id), isNull(refreshSessions.revokedAt)));
}

/** Signs a user out everywhere (blocked, password changed), except the session to keep. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  await db
    .update(refreshSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
        keepSessionId ? sql`${refreshSessions.id} <> ${keepSessionId}` : undefined,
      ),
    );
}

export type SecretPurpose = 'CONFIRM_EMAIL' | 'RESTORE_PASSWORD';

export async function saveSecret(
  db: Db,
  secret: { userId: number; purpose: SecretPurpose; secretHash: string; ttlMinutes: number },
): Promise<void> {
  const expiresAt = sql`now() + make_interval(mins => ${secret.ttlMinutes})`;
  await db
    .insert(userSecrets)
    .values({ userId: secret.userId, purpose: secret.purpose, secretHash: secret.secretHash, expiresAt })
    .onConflictDoUpdate({
      target: [userSecrets.userId, userSecrets.purpose],
      set: { secretHash: secret.secretHash, attempts: 0, createdAt: sql`now()`, expiresAt },
    });
}

/** A live secret with its age in seconds (regeneration is rate-limited on it). */
export async function findSecret(db: Db, userId: number, purpose: SecretPurpose) {
  const [row] = await db
    .select({
      secretHash: userSecrets.secretHash,
      attempts: userSecrets.attempts,
      expired: sql<boolean>`${userSecrets.expiresAt} <= now()`,
      ageSeconds: sql<number>`extract(epoch from now() - ${userSecrets.createdAt})::float8`,
    })
    .from(userSecrets)
    .where(and(eq(userSecrets.userId, userId), eq(userSecrets.purpose, purpose)));
  return row;
}

export async function countSecretAttempt(db: Db, userId: number, purpose: SecretPurpose): Promise<void> {
  await db
    .update(userSecrets)
    .set({ attempts: sql`${userSecrets.attempts} + 1` })
    .where(and(eq(userSecrets.userId, userId), eq(userSecrets.purpose, purpose)));
}

export async function deleteSecret(db: Db, userId: number, purpose: SecretPurpose): Promise<void> {
  await db.delete(userSecrets).where(and(eq(userSecrets.userId, userId), eq(userSecrets.purpose, purpose)));
}

/** Whether a session still stands: not revoked, not expired, its user not blocked. One indexed lookup. */
export async function isSessionActive(db: Db, sessionId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.userId))
    .where(
      and(
        eq(refreshSessions.id, sessionId),
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
        gt(refreshSessions.expiresAt, sql`now()`),
        eq(users.blocked, false),
      ),
    );
  return row !== undefined;
}
