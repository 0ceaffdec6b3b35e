import type { CalculationEvent } from '@cargo/domain';
import { recordAudit, type AuditEntry } from '../audit/index.js';
import type { AfterWrite, NewQuotation } from './calculations.repo.js';

/**
 * What a calculation held after an event of its history: its options and the cheapest in USD
 * minor units (null with none). Kept in the audit row, so the history reads without the
 * quotations an update replaced.
 */
export interface CalculationHeld {
  quotations: number;
  cheapestUsd: number | null;
}

/** What quotations hold, for an event's audit row. */
export function heldOf(found: readonly { totalUsd: number }[]): CalculationHeld {
  return { quotations: found.length, cheapestUsd: found.length ? Math.min(...found.map((one) => one.totalUsd)) : null };
}

/** The audit row of a calculation's event: who, and what it held after (none for a save or an attach). */
export function calculationAudit(
  action: CalculationEvent['action'],
  actorUserId: number | null,
  held?: CalculationHeld,
): Omit<AuditEntry, 'entityId'> {
  return { actorUserId, entity: 'calculation', action, after: held };
}

/** The stored `after` of an event, as written by `calculationAudit`. */
export function heldAfter(after: unknown): CalculationHeld {
  const held = (after ?? {}) as Partial<CalculationHeld>;
  return { quotations: held.quotations ?? 0, cheapestUsd: held.cheapestUsd ?? null };
}

/** The audit row of a write, written in its transaction once the calculation's id is known. */
export function audited(
  action: CalculationEvent['action'],
  userId: number | null,
  found?: readonly NewQuotation[],
): AfterWrite {
  const entry = calculationAudit(action, userId, found && heldOf(found));
  return (tx, id) => recordAudit(tx, { ...entry, entityId: id });
}
