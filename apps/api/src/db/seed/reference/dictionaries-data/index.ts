import { AIR_COMPANIES } from './airlines.js';
import { GENERAL_TYPES, INTEREST_TYPES, LOGISTIC_DOCUMENT_KINDS, PALLET_TYPES } from './cargo.js';
import { CONTAINER_TYPES } from './containers.js';
import { COUNTRY_CATEGORIES } from './country-categories.js';
import { EVENTS, STATUSES } from './orders.js';
import { RAILWAY_OPERATORS } from './railway-operators.js';
import { CONSOLIDATORS, SEA_LINES } from './sea-carriers.js';
import { SERVICE_CATEGORIES } from './service-categories.js';
import { SERVICES } from './services.js';
import { FREIGHT_SURCHARGES } from './surcharges.js';
import { VEHICLE_TYPES } from './trucks.js';
import type { CuratedData } from './types.js';

export type { CuratedData, CuratedEntry, CuratedNames } from './types.js';

/**
 * The marketplace's curated reference lists (docs/data-sources.md "Curated reference lists").
 * Not seeded: the partner dictionaries (airline-, railway-, vehicle-disclaimers, sea-line
 * conditions, customs clearance), which each partner keeps, and transportation-rules and
 * popular-destinations, which point at cities and hubs an operator chooses.
 */
export const CURATED_DICTIONARIES: CuratedData = {
  'container-types': CONTAINER_TYPES,
  'general-types': GENERAL_TYPES,
  'logistic-document-kind': LOGISTIC_DOCUMENT_KINDS,
  'sea-lines': SEA_LINES,
  consolidators: CONSOLIDATORS,
  'railway-operators': RAILWAY_OPERATORS,
  'air-company': AIR_COMPANIES,
  'freight-surcharges': FREIGHT_SURCHARGES,
  'service-categories': SERVICE_CATEGORIES,
  services: SERVICES,
  'vehicle-types': VEHICLE_TYPES,
  'pallet-types': PALLET_TYPES,
  'interest-types': INTEREST_TYPES,
  'country-categories': COUNTRY_CATEGORIES,
  events: EVENTS,
  statuses: STATUSES,
};
