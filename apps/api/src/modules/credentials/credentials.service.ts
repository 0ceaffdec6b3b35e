import type { Db } from '../../db/connection.js';
import * as repo from './credentials.repo.js';
import { sessionsEnded } from './session-check.js';

/**
 * What other modules do with stored credentials: look up who signs in, keep refresh sessions,
 * keep one-time secrets. Plain functions taking the database (or a transaction: which writes
 * commit together is the caller's rule); the SQL is in credentials.repo.ts, which the module's
 * entry does not export.
 */

/** The user an e-mail signs in, with what decides whether it may. */
export const findLoginCandidate = (db: Db, email: string) => repo.findLoginCandidate(db, email);

/** A registered OAuth client, to check the credentials a token request presents. */
export const findClient = (db: Db, clientId: string) => repo.findClient(db, clientId);

/** Opens a refresh session of `ttlDays`; the token's secret is stored hashed. */
export const insertSession = (
  db: Db,
  session: { id: string; userId: number; clientId: string; tokenHash: string; ttlDays: number },
) => repo.insertSession(db, session);

/** A session that is neither revoked nor expired. */
export const findLiveSession = (db: Db, id: string) => repo.findLiveSession(db, id);

/** Replaces the session's token if it still is `expectedHash`; false when another request used it first. */
export const rotateSession = (db: Db, id: string, expectedHash: string, nextHash: string) =>
  repo.rotateSession(db, id, expectedHash, nextHash);

/** Ends one session (sign-out, a reused token); this instance refuses it from the next request on. */
export async function revokeSession(db: Db, id: string): Promise<void> {
  await repo.revokeSession(db, id);
  sessionsEnded();
}

/** Signs a user out everywhere (blocked, password changed), except the session to keep. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  await repo.revokeUserSessions(db, userId, keepSessionId);
  // After the update: a check made before it must not be trusted any more. Inside a transaction
  // a check made before the commit may still see the session standing; it is trusted at most
  // SESSION_CHECK_MS.
  sessionsEnded();
}

/** Whether a session still stands: not revoked, not expired, its user not blocked. */
export const isSessionActive = (db: Db, sessionId: string, userId: number) =>
  repo.isSessionActive(db, sessionId, userId);

/** Stores a one-time secret (hashed) for `ttlMinutes`, replacing the user's earlier one of that purpose. */
export const saveSecret = (
  db: Db,
  secret: { userId: number; purpose: repo.SecretPurpose; secretHash: string; ttlMinutes: number },
) => repo.saveSecret(db, secret);

/** A user's one-time secret of a purpose, with its wrong attempts, whether it expired and its age in seconds. */
export const findSecret = (db: Db, userId: number, purpose: repo.SecretPurpose) => repo.findSecret(db, userId, purpose);

/** Counts a wrong attempt at the secret (a code is refused after a few). */
export const countSecretAttempt = (db: Db, userId: number, purpose: repo.SecretPurpose) =>
  repo.countSecretAttempt(db, userId, purpose);

/** Deletes the secret once it has served. */
export const deleteSecret = (db: Db, userId: number, purpose: repo.SecretPurpose) =>
  repo.deleteSecret(db, userId, purpose);
