import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TariffPointType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import { anyTariffWhere } from './tariffs.repo.js';
import { tariffs } from './tariffs.schema.js';
import { LOCK_KEYS } from '../../db/lock-keys.js';

/**
 * Taken by every tariff write before it checks its references: a hub, city or type being deleted
 * at the same moment either finishes first (and the check sees it gone) or waits for the write
 * (and its guard sees the new tariff). Ends and line items have no foreign key to do this.
 * Shared, so tariff writes never wait for one another.
 */
export async function shareTariffReferences(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK_KEYS.tariffReferences})`);
}

/** Taken by a delete before it asks whether a tariff names the object: no tariff write is under way meanwhile. */
export async function lockTariffReferences(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.tariffReferences})`);
}

/** The columns that name a dictionary entry, and the fields of `lines` that do. */
export type EntryColumn = 'carrierId' | 'serviceId' | 'surchargeId';
export type LineItemField = 'containerTypeId' | 'vehicleTypeId' | 'palletTypeId';

/** Something a tariff names: an end, a carrier, service or surcharge, a line's item, its currency. */
export type TariffReference =
  | { end: TariffPointType; id: number }
  | { column: EntryColumn; id: number }
  | { lineItem: LineItemField; id: number }
  | { currency: string };

function namesWhere(reference: TariffReference): SQL {
  if ('end' in reference) {
    const { end: type, id } = reference;
    return or(
      and(eq(tariffs.fromType, type), eq(tariffs.fromId, id)),
      and(eq(tariffs.toType, type), eq(tariffs.toId, id)),
    )!;
  }
  if ('column' in reference) return eq(tariffs[reference.column], reference.id);
  // Lines name their item inside `lines`; containment asks for any line with that item.
  if ('lineItem' in reference)
    return sql`${tariffs.lines} @> ${JSON.stringify([{ [reference.lineItem]: reference.id }])}::jsonb`;
  return eq(tariffs.currency, reference.currency);
}

/** Whether any tariff names the reference. */
export const anyTariffNames = (tx: Db, reference: TariffReference): Promise<boolean> =>
  anyTariffWhere(tx, namesWhere(reference));
