import {
  CONTAINER_KINDS,
  CUSTOMS_PLACES,
  LOGISTIC_DOCUMENT_KINDS,
  ORDER_STATUS_GROUPS,
  ORDER_STATUSES,
  SERVICE_TYPES,
  SURCHARGE_TYPES,
  TARIFICATIONS,
  TRACKING_POINTS,
  TRANSPORT_MODES,
  VEHICLE_BODIES,
} from '../reference/enums.js';
import { PROFILE_KINDS } from '../access/organization.js';
import type { CrossFieldRule, DictionaryDefinition, DictionaryName, PlaceRef } from './definition.js';

const samePlace = (a: unknown, b: unknown): boolean => {
  const [left, right] = [a as PlaceRef | undefined, b as PlaceRef | undefined];
  return !!left && !!right && left.type === right.type && left.id === right.id;
};

/** Product specification, domain §5: "the transit hub must not equal the origin or destination hub". */
const transitDiffers: CrossFieldRule = (attributes) =>
  samePlace(attributes.transit, attributes.origin) || samePlace(attributes.transit, attributes.destination)
    ? [{ field: 'transit', message: 'dictionaries.transitEqualsEnd' }]
    : [];

/** "You can't link an element to itself": a route from a place to the same place. */
const endsDiffer =
  (from: string, to: string): CrossFieldRule =>
  (attributes) =>
    samePlace(attributes[from], attributes[to]) ? [{ field: to, message: 'organizations.linkToItself' }] : [];

const website = { key: 'website', kind: 'text', max: 300, pattern: /^https?:\/\/\S+$/ } as const;
const country = { key: 'countryCode', kind: 'country', column: true } as const;
const text = { key: 'text', kind: 'localizedText', required: true } as const;
const description = { key: 'description', kind: 'longText' } as const;
const transport = { key: 'transport', kind: 'enum', values: TRANSPORT_MODES, column: true } as const;
const CODE = { required: true, upperCase: true, pattern: /^[A-Z0-9_\-.]{1,40}$/ } as const;

export const DICTIONARIES: readonly DictionaryDefinition[] = [
  {
    name: 'container-types',
    scope: 'marketplace',
    publicRead: true,
    // COMMON types carry their ISO 6346 size-type code (22G1), trucks and ULDs codes of their own.
    code: CODE,
    partition: { field: 'kind', defaultValue: 'COMMON' },
    fields: [
      { key: 'kind', kind: 'enum', values: CONTAINER_KINDS, required: true, column: true },
      { key: 'shortName', kind: 'text', max: 20, column: true },
      { key: 'sizeFeet', kind: 'integer', min: 10, max: 53, column: true },
      { key: 'maxLoadKg', kind: 'number', min: 1, max: 100_000, column: true },
      { key: 'tareKg', kind: 'number', min: 0, max: 100_000 },
      { key: 'lengthCm', kind: 'number', min: 1, max: 2000 },
      { key: 'widthCm', kind: 'number', min: 1, max: 500 },
      { key: 'heightCm', kind: 'number', min: 1, max: 500 },
      { key: 'volumeM3', kind: 'number', min: 0.01, max: 200, column: true },
      { key: 'reefer', kind: 'boolean', column: true },
    ],
  },
  {
    name: 'general-types',
    scope: 'marketplace',
    publicRead: true,
    code: CODE,
    fields: [{ key: 'volumeOnly', kind: 'boolean', column: true }, description],
  },
  {
    name: 'logistic-document-kind',
    scope: 'marketplace',
    publicRead: true,
    code: { required: true, upperCase: true, pattern: new RegExp(`^(${LOGISTIC_DOCUMENT_KINDS.join('|')})$`) },
    fields: [transport, { key: 'house', kind: 'boolean', column: true }],
  },
  {
    name: 'customs-clearance',
    scope: 'partner',
    publicRead: false,
    code: null,
    fields: [
      { key: 'place', kind: 'enum', values: CUSTOMS_PLACES, required: true, column: true },
      { key: 'price', kind: 'number', min: 0, max: 100_000_000, required: true, column: true },
      { key: 'currency', kind: 'reference', target: 'currencies', required: true, column: true },
      description,
    ],
  },
  {
    name: 'sea-lines',
    scope: 'marketplace',
    publicRead: true,
    // The Standard Carrier Alpha Code (MAEU, MSCU…).
    code: { required: true, upperCase: true, pattern: /^[A-Z]{2,4}$/ },
    fields: [country, website],
  },
  { name: 'consolidators', scope: 'marketplace', publicRead: true, code: CODE, fields: [country, website] },
  { name: 'railway-operators', scope: 'marketplace', publicRead: true, code: CODE, fields: [country, website] },
  {
    name: 'air-company',
    scope: 'marketplace',
    publicRead: true,
    // The IATA airline designator (SU, CA, LH).
    code: { required: true, upperCase: true, pattern: /^[A-Z0-9]{2}$/ },
    fields: [
      { key: 'icao', kind: 'text', upperCase: true, pattern: /^[A-Z]{3}$/, column: true },
      { key: 'awbPrefix', kind: 'text', pattern: /^\d{3}$/, column: true },
      country,
    ],
  },
  {
    name: 'freight-surcharges',
    scope: 'marketplace',
    publicRead: true,
    code: CODE,
    fields: [
      { key: 'surchargeType', kind: 'enum', values: SURCHARGE_TYPES, required: true, column: true },
      { key: 'tarification', kind: 'enum', values: TARIFICATIONS, required: true, column: true },
      transport,
      description,
    ],
  },
  {
    name: 'airline-disclaimers',
    scope: 'partner',
    publicRead: false,
    code: null,
    fields: [{ key: 'airlineId', kind: 'reference', target: 'air-company', required: true, column: true }, text],
  },
  {
    name: 'railway-disclaimers',
    scope: 'partner',
    publicRead: false,
    code: null,
    fields: [
      { key: 'railwayOperatorId', kind: 'reference', target: 'railway-operators', required: true, column: true },
      text,
    ],
  },
  {
    name: 'vehicle-disclaimers',
    scope: 'partner',
    publicRead: false,
    code: null,
    fields: [{ key: 'vehicleTypeId', kind: 'reference', target: 'vehicle-types', required: true, column: true }, text],
  },
  {
    name: 'sea-line-conditions',
    scope: 'partner',
    publicRead: false,
    code: null,
    fields: [{ key: 'seaLineId', kind: 'reference', target: 'sea-lines', required: true, column: true }, text],
  },
  {
    name: 'service-categories',
    scope: 'marketplace',
    publicRead: true,
    code: CODE,
    hierarchical: true,
    fields: [{ key: 'profile', kind: 'enum', values: PROFILE_KINDS, column: true }],
  },
  {
    name: 'services',
    scope: 'marketplace',
    publicRead: true,
    code: CODE,
    fields: [
      { key: 'categoryId', kind: 'reference', target: 'service-categories', required: true, column: true },
      { key: 'serviceType', kind: 'enum', values: SERVICE_TYPES, required: true, column: true },
      description,
    ],
  },
  {
    name: 'vehicle-types',
    scope: 'marketplace',
    publicRead: true,
    code: CODE,
    fields: [
      { key: 'bodyType', kind: 'enum', values: VEHICLE_BODIES, column: true },
      { key: 'capacityKg', kind: 'number', min: 1, max: 100_000, column: true },
      { key: 'volumeM3', kind: 'number', min: 0.1, max: 200, column: true },
      { key: 'palletPlaces', kind: 'integer', min: 0, max: 60, column: true },
    ],
  },
  {
    name: 'pallet-types',
    scope: 'marketplace',
    publicRead: true,
    code: CODE,
    fields: [
      { key: 'lengthCm', kind: 'number', min: 1, max: 500, required: true, column: true },
      { key: 'widthCm', kind: 'number', min: 1, max: 500, required: true, column: true },
      { key: 'maxHeightCm', kind: 'number', min: 1, max: 500, column: true },
      { key: 'maxWeightKg', kind: 'number', min: 1, max: 10_000, column: true },
    ],
  },
  { name: 'interest-types', scope: 'marketplace', publicRead: true, code: CODE, fields: [description] },
  {
    name: 'country-categories',
    scope: 'marketplace',
    publicRead: true,
    code: CODE,
    fields: [{ key: 'countries', kind: 'countries', required: true, column: true }],
  },
  {
    name: 'transportation-rules',
    scope: 'marketplace',
    publicRead: true,
    code: null,
    fields: [
      { ...transport, required: true },
      { key: 'origin', kind: 'place', required: true, column: true },
      { key: 'destination', kind: 'place', required: true, column: true },
      { key: 'transit', kind: 'place', column: true },
      description,
    ],
    rules: [endsDiffer('origin', 'destination'), transitDiffers],
  },
  {
    name: 'events',
    scope: 'marketplace',
    publicRead: true,
    code: CODE,
    fields: [
      { key: 'point', kind: 'enum', values: TRACKING_POINTS, column: true },
      { key: 'status', kind: 'enum', values: ORDER_STATUSES, column: true },
    ],
  },
  {
    name: 'statuses',
    scope: 'marketplace',
    publicRead: true,
    code: { required: true, upperCase: true, pattern: /^[A-Z_]{2,40}$/ },
    fields: [
      { key: 'group', kind: 'enum', values: ORDER_STATUS_GROUPS, required: true, column: true },
      { key: 'final', kind: 'boolean', column: true },
    ],
  },
  {
    name: 'popular-destinations',
    scope: 'marketplace',
    publicRead: true,
    code: null,
    fields: [
      { key: 'from', kind: 'place', required: true, column: true },
      { key: 'to', kind: 'place', required: true, column: true },
      transport,
    ],
    rules: [endsDiffer('from', 'to')],
  },
];

const BY_NAME = new Map(DICTIONARIES.map((definition) => [definition.name, definition]));

export function dictionaryDefinition(name: DictionaryName): DictionaryDefinition {
  const definition = BY_NAME.get(name);
  if (!definition) throw new Error(`Unknown dictionary ${name}`);
  return definition;
}

/** Delete-blocking messages the spec words for particular pairs (Product specification, domain §8). */
export const DELETE_BLOCKED_MESSAGES: Partial<Record<DictionaryName, string>> = {
  'service-categories': 'dictionaries.deleteBlocked.categoryWithServices',
};
