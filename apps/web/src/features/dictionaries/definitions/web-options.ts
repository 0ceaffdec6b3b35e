import type { DictionaryName } from '@cargo/domain';
import type { WebOptions } from './generic';

/**
 * What the web adds to the generic dictionaries' declarations (packages/domain/src/dictionaries):
 * the order people read their columns in, widths where the default does not fit, and the texts
 * of disclaimers and conditions, which are what those lists are for.
 */
export const WEB_OPTIONS: Partial<Record<DictionaryName, WebOptions>> = {
  'container-types': {
    order: ['code', 'shortName', 'name', 'sizeFeet', 'maxLoadKg', 'volumeM3', 'reefer'],
    widths: { code: 100, shortName: 130, sizeFeet: 110, reefer: 130 },
  },
  'general-types': { widths: { volumeOnly: 180 } },
  'logistic-document-kind': { widths: { code: 200 } },
  'sea-lines': { widths: { code: 100, website: 200 }, show: ['website'] },
  consolidators: { show: ['website'] },
  'railway-operators': { show: ['website'] },
  'air-company': { widths: { code: 90, icao: 110, awbPrefix: 120 } },
  'customs-clearance': { order: ['name', 'place', 'price', 'currency'], widths: { currency: 110 } },
  'airline-disclaimers': { order: ['airlineId', 'name', 'text'], show: ['text'] },
  'railway-disclaimers': { order: ['railwayOperatorId', 'name', 'text'], show: ['text'] },
  'vehicle-disclaimers': { order: ['vehicleTypeId', 'name', 'text'], show: ['text'] },
  'sea-line-conditions': { order: ['seaLineId', 'name', 'text'], show: ['text'] },
  services: { order: ['code', 'name', 'categoryId', 'serviceType'], widths: { serviceType: 220 } },
  'service-categories': { widths: { profile: 200 } },
  'vehicle-types': { widths: { capacityKg: 170, palletPlaces: 130 } },
  'transportation-rules': { order: ['name', 'transport', 'origin', 'transit', 'destination'] },
  events: { widths: { status: 220 } },
  'popular-destinations': { order: ['from', 'to', 'name', 'transport'] },
};
