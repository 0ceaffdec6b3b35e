import type { Db } from '../../db/connection.js';
import * as repo from './audit.repo.js';

/**
 * What other modules do with the audit log: write who changed what, in the caller's transaction
 * so the entry stands or falls with the change. Plain functions taking the database (or a
 * transaction); the SQL is in audit.repo.ts, which the module's entry does not export.
 */

export type { AuditEntry } from './audit.repo.js';

/** The INSERT of one audit row, for a repository that writes it within its own statement. */
export const auditInsert = (entry: repo.AuditEntry) => repo.auditInsert(entry);

/** Writes one audit row in the caller's transaction. */
export const recordAudit = (db: Db, entry: repo.AuditEntry) => repo.recordAudit(db, entry);

/** Writes many audit rows in one statement, in the caller's transaction. */
export const recordAudits = (db: Db, entries: readonly repo.AuditEntry[]) => repo.recordAudits(db, entries);
