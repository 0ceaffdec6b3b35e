import type { DictionaryName, HubKind, MessageKey, TariffPointType } from '@cargo/domain';
import type { DeleteGuard, GuardedObject } from '../../delete-guard.js';
import { AppError } from '../../errors.js';
import {
  anyTariffNames,
  lockTariffReferences,
  type EntryColumn,
  type LineItemField,
  type TariffReference,
} from './delete-guard.repo.js';

// Tariff writes take the lock from here, next to the guard it pairs with.
export { shareTariffReferences } from './delete-guard.repo.js';

const HUB_POINTS: Record<HubKind, { type: TariffPointType; message: MessageKey }> = {
  'sea-port-hubs': { type: 'SEA_PORT', message: 'tariffs.deleteBlocked.seaPort' },
  'airport-hubs': { type: 'AIRPORT_HUB', message: 'tariffs.deleteBlocked.airport' },
  'railway-hubs': { type: 'RAILWAY_HUB', message: 'tariffs.deleteBlocked.railwayStation' },
  'transport-hubs': { type: 'TRANSPORT_HUB', message: 'tariffs.deleteBlocked.transportHub' },
};

/** The dictionaries tariffs refer to: the column or line field, and the spec's wording (Product specification, domain §8). */
const ENTRY_REFERENCES: Partial<
  Record<DictionaryName, { names: { column: EntryColumn } | { lineItem: LineItemField }; message: MessageKey }>
> = {
  'sea-lines': { names: { column: 'carrierId' }, message: 'tariffs.deleteBlocked.seaLine' },
  consolidators: { names: { column: 'carrierId' }, message: 'tariffs.deleteBlocked.seaLine' },
  'railway-operators': { names: { column: 'carrierId' }, message: 'tariffs.deleteBlocked.railwayOperator' },
  'air-company': { names: { column: 'carrierId' }, message: 'tariffs.deleteBlocked.airline' },
  services: { names: { column: 'serviceId' }, message: 'tariffs.deleteBlocked.service' },
  'freight-surcharges': { names: { column: 'surchargeId' }, message: 'tariffs.deleteBlocked.surcharge' },
  'container-types': { names: { lineItem: 'containerTypeId' }, message: 'tariffs.deleteBlocked.type' },
  'vehicle-types': { names: { lineItem: 'vehicleTypeId' }, message: 'tariffs.deleteBlocked.type' },
  'pallet-types': { names: { lineItem: 'palletTypeId' }, message: 'tariffs.deleteBlocked.type' },
};

function referenceTo(object: GuardedObject): { reference: TariffReference; message: MessageKey } | undefined {
  switch (object.type) {
    case 'hub': {
      const { type, message } = HUB_POINTS[object.kind];
      return { reference: { end: type, id: object.id }, message };
    }
    case 'city':
      return { reference: { end: 'CITY', id: object.id }, message: 'tariffs.deleteBlocked.city' };
    case 'dictionaryEntry': {
      const entry = ENTRY_REFERENCES[object.dictionary];
      return entry && { reference: { ...entry.names, id: object.id }, message: entry.message };
    }
    case 'currency':
      return { reference: { currency: object.code }, message: 'dictionaries.deleteBlocked.currency' };
  }
}

/**
 * What tariffs block: a hub or city a tariff names as an end, a carrier, service, surcharge or
 * container, vehicle or pallet type it uses, a currency it is priced in. Registered in
 * services.ts for the geography and dictionaries services.
 */
export const tariffsDeleteGuard: DeleteGuard = async (tx, object) => {
  const found = referenceTo(object);
  if (!found) return undefined;
  await lockTariffReferences(tx);
  return (await anyTariffNames(tx, found.reference)) ? new AppError('CONFLICT', { message: found.message }) : undefined;
};
