/**
 * The entry of the audit module: what other modules, server.ts, the seed and the tests may use.
 * The audit log: who changed what, written in the same transaction as the change.
 */
export { type AuditEntry, auditInsert, recordAudit, recordAudits } from './audit.shared.js';
