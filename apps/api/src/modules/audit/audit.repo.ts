import type { Db } from '../../db/connection.js';
import type { SQL } from 'drizzle-orm';
import { insertFrom, recordset, type Recordset } from '../../db/recordset.js';
import { auditLog } from './audit.schema.js';

export interface AuditEntry {
  /** The user who made the change; null for the system and for self-registration. */
  actorUserId: number | null;
  entity:
    | 'user'
    | 'organization'
    | 'organizationProfile'
    | 'bankDetails'
    | 'l10n'
    | 'dictionaryEntry'
    | 'geoObject'
    | 'hub'
    | 'currency'
    | 'exchangeRate'
    | 'tariff'
    | 'tariffLaneBan'
    | 'calculation'
    | 'commission'
    | 'order'
    /** Sign-ins, their failures, recovery codes spent and refresh tokens reused (issue 27); the id is the user's. */
    | 'signIn'
    /** A user's second factor enrolled, switched off, reset or its recovery codes renewed. */
    | 'twoFactor';
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Audit rows as one JSON parameter (db/recordset.ts): one statement for one row or for 1,000. */
function auditRecordset(entries: readonly AuditEntry[]): Recordset {
  const rows = recordset(
    auditLog,
    entries.map((entry) => ({
      actorUserId: entry.actorUserId,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
  if (!rows) throw new Error('audit rows must have every column');
  return rows;
}

/** The insert of one audit row, for a statement of the caller's: a write and its audit in one. */
export function auditInsert(entry: AuditEntry): SQL {
  return insertFrom(auditRecordset([entry]));
}

/** Writes one audit row, inside the caller's transaction so it stands or falls with the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.execute(auditInsert(entry));
}

/**
 * Writes many audit rows in one statement, inside the caller's transaction (an import's 1,000
 * tariffs at a time). The rows travel as one JSON parameter, not six parameters a row, so no
 * batch runs into PostgreSQL's 65,535 parameters of a statement.
 */
export async function recordAudits(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.execute(insertFrom(auditRecordset(entries)));
}
