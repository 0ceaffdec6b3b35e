import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DictionaryName, HubKind, MessageKey, TariffPointType } from '@cargo/domain';
import type { Db } from '../../db/connection.js';
import type { DeleteGuard, GuardedObject } from '../../delete-guard.js';
import { AppError } from '../../errors.js';
import { anyTariffWhere } from './tariffs.repo.js';
import { tariffs } from './tariffs.schema.js';

/** Any constant: tariff writes hold it shared, deletes of what tariffs refer to hold it alone. */
const REFERENCES_LOCK = 7_340_216_951;

/**
 * Taken by every tariff write before it checks its references: a hub, city or type being deleted
 * at the same moment either finishes first (and the check sees it gone) or waits for the write
 * (and its guard sees the new tariff). Ends and line items have no foreign key to do this.
 * Shared, so tariff writes never wait for one another.
 */
export async function shareTariffReferences(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${REFERENCES_LOCK})`);
}

const HUB_POINTS: Record<HubKind, { type: TariffPointType; message: MessageKey }> = {
  'sea-port-hubs': { type: 'SEA_PORT', message: 'tariffs.deleteBlocked.seaPort' },
  'airport-hubs': { type: 'AIRPORT_HUB', message: 'tariffs.deleteBlocked.airport' },
  'railway-hubs': { type: 'RAILWAY_HUB', message: 'tariffs.deleteBlocked.railwayStation' },
  'transport-hubs': { type: 'TRANSPORT_HUB', message: 'tariffs.deleteBlocked.transportHub' },
};

const namesEnd = (type: TariffPointType, id: number): SQL =>
  or(and(eq(tariffs.fromType, type), eq(tariffs.fromId, id)), and(eq(tariffs.toType, type), eq(tariffs.toId, id)))!;

/** Lines name their item inside `lines`; containment asks for any line with that item. */
const namesLineItem = (field: string, id: number): SQL =>
  sql`${tariffs.lines} @> ${JSON.stringify([{ [field]: id }])}::jsonb`;

/** The dictionaries tariffs refer to: the column or line field, and the spec's wording (Product specification, domain §8). */
const ENTRY_REFERENCES: Partial<Record<DictionaryName, { where: (id: number) => SQL; message: MessageKey }>> = {
  'sea-lines': { where: (id) => eq(tariffs.carrierId, id), message: 'tariffs.deleteBlocked.seaLine' },
  consolidators: { where: (id) => eq(tariffs.carrierId, id), message: 'tariffs.deleteBlocked.seaLine' },
  'railway-operators': { where: (id) => eq(tariffs.carrierId, id), message: 'tariffs.deleteBlocked.railwayOperator' },
  'air-company': { where: (id) => eq(tariffs.carrierId, id), message: 'tariffs.deleteBlocked.airline' },
  services: { where: (id) => eq(tariffs.serviceId, id), message: 'tariffs.deleteBlocked.service' },
  'freight-surcharges': { where: (id) => eq(tariffs.surchargeId, id), message: 'tariffs.deleteBlocked.surcharge' },
  'container-types': { where: (id) => namesLineItem('containerTypeId', id), message: 'tariffs.deleteBlocked.type' },
  'vehicle-types': { where: (id) => namesLineItem('vehicleTypeId', id), message: 'tariffs.deleteBlocked.type' },
  'pallet-types': { where: (id) => namesLineItem('palletTypeId', id), message: 'tariffs.deleteBlocked.type' },
};

function referenceTo(object: GuardedObject): { where: SQL; message: MessageKey } | undefined {
  switch (object.type) {
    case 'hub': {
      const { type, message } = HUB_POINTS[object.kind];
      return { where: namesEnd(type, object.id), message };
    }
    case 'city':
      return { where: namesEnd('CITY', object.id), message: 'tariffs.deleteBlocked.city' };
    case 'dictionaryEntry': {
      const reference = ENTRY_REFERENCES[object.dictionary];
      return reference && { where: reference.where(object.id), message: reference.message };
    }
    case 'currency':
      return { where: eq(tariffs.currency, object.code), message: 'dictionaries.deleteBlocked.currency' };
  }
}

/**
 * What tariffs block: a hub or city a tariff names as an end, a carrier, service, surcharge or
 * container, vehicle or pallet type it uses, a currency it is priced in. Registered in
 * services.ts for the geography and dictionaries services.
 */
export const tariffsDeleteGuard: DeleteGuard = async (tx, object) => {
  const reference = referenceTo(object);
  if (!reference) return undefined;
  await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCES_LOCK})`);
  return (await anyTariffWhere(tx, reference.where))
    ? new AppError('CONFLICT', { message: reference.message })
    : undefined;
};
