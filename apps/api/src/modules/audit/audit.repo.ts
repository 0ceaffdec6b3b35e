import type { Db } from '../../db/connection.js';
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
    | 'tariffLaneBan';
  entityId: string | number;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row, inside the caller's transaction so it stands or falls with the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
